// The catalogue API's product and combo records as every list answers them: the API's own types from its zod schemas
// (@shop/api/wire-types), named as the catalogue's components use them.
import type * as Wire from '@shop/api/wire-types';

export type ProductRecord = Wire.ProductRecord;
/** 'Primary' | 'Secondary' | 'Thumbnail'. */
export type ProductFile = ProductRecord['productFile'][number];
export type ProductAttribute = ProductRecord['productAttribute'][number];
export type ProductPrice = ProductRecord['productPrice'][number];
export type Topping = ProductRecord['toppings'][number];

/** Every product list answer (popular, buy again, similar, category, brand). */
export type ProductList = Wire.ProductList;

export type ComboRecord = Wire.ComboRecord;
/** One entry of a combo's chosen set (the record's comboOfferData, as the POST/PUT body sends it back). */
export type ComboChoice = Wire.ComboEntry;
export type ComboNormalProduct = Wire.ComboNormalProduct;
export type ComboAlternative = Wire.ComboAlternative;
export type ComboList = Wire.ComboProductList;
export type ComboType = ComboRecord['comboOfferType'];

/** Every combo list answer (home combos, combos of a product). */
export type ComboListAnswer = Wire.ComboList;
