// Test data in the API's shapes (ProductRecord, ComboRecord, Cart) for the catalogue's component tests.
import type { Cart, CartItem } from '@shop/shared/calls';
import type { ComboRecord, ProductRecord } from '../api/catalogue-records';

export function product(overrides: Partial<ProductRecord> = {}): ProductRecord {
  const productId = overrides.productId ?? 12;
  return {
    productId,
    slug: 'inca-kola-500-ml',
    categoryId: 1,
    categoryName: 'Bebidas',
    brandId: 10,
    brandName: 'Inca Kola',
    name: 'Inca Kola 500 ml',
    productFile: [{ type: 'Primary', imageUrl: `/api/v1/images/products/${productId}.svg` }],
    productAttribute: [
      { attributeCode: 'price_per_unit', attributeName: 'Precio por unidad de medida', value: '5.00', inputType: 'price', visibleToUsers: true },
      { attributeCode: 'unit_of_price_per_unit', attributeName: 'Unidad de medida', value: 'L', inputType: 'text', visibleToUsers: false },
    ],
    productPrice: [{ actualPrice: 3, discountedPrice: 2.5 }],
    ageRestriction: 0,
    alcohol: false,
    available: true,
    rating: null,
    totalRatings: 0,
    cartItemCount: 0,
    cartItemId: null,
    selectedToppings: null,
    toppings: [],
    ...overrides,
  };
}

export function combo(overrides: Partial<ComboRecord> = {}): ComboRecord {
  const comboOfferId = overrides.comboOfferId ?? 3;
  return {
    comboOfferId,
    slug: 'combo-parrillero',
    comboName: 'Combo Parrillero',
    comboOfferDescription: '<p>Todo para la parrilla</p>',
    comboOfferType: 'normal',
    comboSellingPrice: 45,
    actualSellingPrice: 50,
    imageUrl: `/api/v1/images/combos/${comboOfferId}-mobile.svg`,
    webImageUrl: `/api/v1/images/combos/${comboOfferId}-web.svg`,
    ageRestriction: false,
    available: true,
    cartItemCount: 0,
    cartItemId: null,
    comboOfferData: [{ productId: 12, quantity: 2 }, { productId: 20, quantity: 1 }],
    comboOfferProducts: [
      { productId: 12, quantity: 2, imageUrl: '/api/v1/images/products/12.svg', brandName: 'Inca Kola', productName: 'Inca Kola 500 ml', slug: 'inca-kola-500-ml' },
      { productId: 20, quantity: 1, imageUrl: '/api/v1/images/products/20.svg', brandName: 'Lay\'s', productName: 'Papas Lay\'s 150 g', slug: 'papas-lays-150-g' },
    ],
    ...overrides,
  };
}

export interface LineSpec {
  cartItemId: number;
  productId?: number | null;
  comboOfferId?: number | null;
  quantity: number;
  toppings?: string | null;
  comboOfferData?: Array<{ productId: number; quantity: number; listId?: number }> | null;
}

/** A Cart answer holding these lines (every key present, as the API answers). */
export function cart(lines: LineSpec[], cartId = 40): Cart {
  const cartItems: CartItem[] = lines.map((l) => ({
    cartItemId: l.cartItemId,
    productId: l.productId ?? null,
    comboOfferId: l.comboOfferId ?? null,
    quantity: l.quantity,
    toppings: l.toppings ?? null,
    comboOfferData: l.comboOfferData ?? null,
    available: true,
    lineTotal: 0,
    product: {
      productId: l.productId ?? null, name: 'x', brandName: '', cartItemCount: l.quantity,
      productPrice: { originalActualPrice: 0, originalDiscountedPrice: 0 }, productFiles: [], ageRestrictionValue: 0,
    },
  }));
  return {
    cartId,
    cartCount: lines.reduce((s, l) => s + l.quantity, 0),
    cartItems,
    minimumOrderAmount: 0,
    freeShippingThreshold: null,
    storeStatus: null,
    alcoholSale: null,
    address: null,
    pricing: { basePrice: 0, shipping: 0, serviceCharge: 0, discount: 0, promoCodeDiscount: 0, finalPayAmount: 0 },
    promoCode: { promoCodeId: null, promoCode: null, promoCodeDescription: null, promoCodeValid: false, promoCodeMessage: null },
    scheduleDelivery: { scheduleDelivery: false, scheduleDate: null, scheduleTime: null },
    deliveryInstructions: null,
    invoiceDetails: { boletaSimple: true, boleta: false, factura: false, id: null, name: null, invoiceName: null, dob: null, ruc: null, number: null, address: null },
  };
}
