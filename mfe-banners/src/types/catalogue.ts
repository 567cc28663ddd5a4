// What the banners remote needs of the catalogue's records and tiles: it hands the records to the catalogue's own tiles
// (federated './ProductTile' and './ComboTile'), so only the identity is read here; the rest travels untouched.
// tools/contract/remote-exposes.ts checks these against the catalogue's own types (npm test's typecheck-contract).

export interface ProductRecord {
  productId: number;
  name: string;
  [field: string]: unknown;
}

export interface ComboRecord {
  comboOfferId: number;
  comboName: string;
  [field: string]: unknown;
}

/** The props the banner pages give the catalogue's './ProductTile'. */
export interface ProductTileProps { product: ProductRecord; listName: string; index: number; headingLevel: 3 }

/** The props the banner pages give the catalogue's './ComboTile'. */
export interface ComboTileProps { combo: ComboRecord; listName: string; index: number; headingLevel: 2 }
