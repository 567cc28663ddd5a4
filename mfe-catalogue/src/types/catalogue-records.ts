// The catalogue API's product and combo records (issue 4 contract: ProductRecord, ComboRecord), as every list answers them.

export interface ProductFile {
  /** 'Primary' | 'Secondary' | 'Thumbnail' (the spec also writes 'primary'): compare case-insensitively. */
  type: string;
  imageUrl: string;
}

export interface ProductAttribute {
  attributeCode: string;
  attributeName: string;
  value: string;
  inputType: string;
  visibleToUsers: boolean;
}

export interface ProductPrice {
  actualPrice: number;
  discountedPrice: number;
}

export interface Topping {
  name: string;
  extraPrice: number;
}

export interface ProductRecord {
  productId: number;
  /** slugify(name): lowercase, accents kept, non-alphanumerics removed, spaces → hyphens. */
  slug: string;
  categoryId: number;
  categoryName: string;
  brandId: number;
  brandName: string;
  name: string;
  /** Primary first. */
  productFile: ProductFile[];
  productAttribute: ProductAttribute[];
  /** For the store serving the request's userAddressId. */
  productPrice: ProductPrice[];
  /** max(product, category) restriction; 0 = none. */
  ageRestriction: number;
  /** An alcoholic drink: its pages show the legal notice (absent from an older API: none shown). */
  alcohol?: boolean;
  /** Sold by that store (true when no store is known). */
  available: boolean;
  rating: number | null;
  totalRatings: number;
  /** The caller's active cart: Σ quantity over this product's lines. */
  cartItemCount: number;
  /** The line without toppings, else the first; null when not in the cart. */
  cartItemId: number | null;
  /** JSON list of that line's toppings (request language). */
  selectedToppings: string | null;
  /** The product's topping choices. */
  toppings: Topping[];
}

/** Every product list answer (popular, buy again, similar, category, brand). */
export interface ProductList {
  count: number;
  records: ProductRecord[];
}

/** One entry of a combo's chosen set (the POST/PUT body's comboOfferData). */
export interface ComboChoice {
  productId: number;
  listId?: number | null;
  quantity: number;
}

export interface ComboNormalProduct {
  productId: number;
  quantity: number;
  imageUrl: string | null;
  brandName: string;
  productName: string;
  slug: string;
}

export interface ComboAlternative {
  productId: number;
  productName: string;
  imageUrl: string | null;
  quantity: number;
  listId: number;
  slug: string;
}

export interface ComboList {
  listId: number;
  listName: string;
  alternatives: ComboAlternative[];
}

export type ComboType = 'normal' | 'list';

export interface ComboRecord {
  comboOfferId: number;
  slug: string;
  comboName: string;
  /** HTML: sanitize before showing it. */
  comboOfferDescription: string | null;
  comboOfferType: ComboType;
  comboSellingPrice: number;
  actualSellingPrice: number;
  imageUrl: string | null;
  webImageUrl: string | null;
  /** true → 18. */
  ageRestriction: boolean;
  available: boolean;
  cartItemCount: number;
  cartItemId: number | null;
  /** The caller's current choice when in the cart, else the defaults. */
  comboOfferData: ComboChoice[];
  /** normal → ComboNormalProduct[], list → ComboList[]. */
  comboOfferProducts: Array<ComboNormalProduct | ComboList>;
}

/** Every combo list answer (home combos, combos of a product). */
export interface ComboListAnswer {
  count: number;
  records: ComboRecord[];
}
