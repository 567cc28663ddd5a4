// What the banners remote hands the catalogue's own tiles (federated './ProductTile' and './ComboTile'): the API's
// product and combo records (@shop/api/wire-types) as its banner calls answer them, and the tiles' props.
// tools/contract/remote-exposes.ts checks these against the catalogue's own types (npm test's typecheck-contract).
import type * as Wire from '@shop/api/wire-types';

export type ProductRecord = Wire.ProductRecord;
export type ComboRecord = Wire.ComboRecord;

/** The props the banner pages give the catalogue's './ProductTile'. */
export interface ProductTileProps { product: ProductRecord; listName: string; index: number; headingLevel: 3 }

/** The props the banner pages give the catalogue's './ComboTile'. */
export interface ComboTileProps { combo: ComboRecord; listName: string; index: number; headingLevel: 2 }
