// Between remotes: the catalogue's tiles on the banners' pages and its age form in the cart's checkout are loaded through
// federation, so each side declares the other's props on its own (mfe-banners/src/api/catalogue-records.ts, the cart's
// remote-age-verification.tsx). Here the props each caller passes are checked against the catalogue's exported prop
// types: accepted by the exposed component, no prop the catalogue does not declare, and the record fields the caller
// reads present in the catalogue's record with the same types. A catalogue change that breaks a caller fails here.
import type { ComponentType } from 'react';
import type { AgeVerificationDialogProps } from '../../mfe-catalogue/src/exposes/age-verification-dialog';
import type AgeVerificationDialog from '../../mfe-catalogue/src/exposes/age-verification-dialog';
import type { ComboTileProps } from '../../mfe-catalogue/src/exposes/combo-tile';
import type ComboTile from '../../mfe-catalogue/src/exposes/combo-tile';
import type { ProductTileProps } from '../../mfe-catalogue/src/exposes/product-tile';
import type ProductTile from '../../mfe-catalogue/src/exposes/product-tile';
import type * as Banners from '../../mfe-banners/src/api/catalogue-records';
import type { AgeDialogProps as CartAgeDialogProps } from '../../mfe-cart/src/features/checkout/components/remote-age-verification';
import { valueOf, type NamedFields, type NoUnknownProps, type WithField } from './contract-types';

type CatalogueProduct = ProductTileProps['product'];
type CatalogueCombo = ComboTileProps['combo'];

// 'catalogue/ProductTile' on /banner-details/:slug/:id. The banners pass the API's record untouched, typed loosely; the
// catalogue types the same record, so the props are checked with the catalogue's record in the banners' field.
export const productTileExportsItsProps: ComponentType<ProductTileProps> = valueOf<typeof ProductTile>();
export const productTileTakesBannersProps: ComponentType<WithField<Banners.ProductTileProps, 'product', CatalogueProduct>> = valueOf<typeof ProductTile>();
export const productTileKnowsBannersProps: NoUnknownProps<Banners.ProductTileProps, ProductTileProps> = true;
export const productRecordHasBannersFields: NamedFields<Banners.ProductRecord> = valueOf<CatalogueProduct>();

// 'catalogue/ComboTile' on /combo-offers/:bannerId.
export const comboTileExportsItsProps: ComponentType<ComboTileProps> = valueOf<typeof ComboTile>();
export const comboTileTakesBannersProps: ComponentType<WithField<Banners.ComboTileProps, 'combo', CatalogueCombo>> = valueOf<typeof ComboTile>();
export const comboTileKnowsBannersProps: NoUnknownProps<Banners.ComboTileProps, ComboTileProps> = true;
export const comboRecordHasBannersFields: NamedFields<Banners.ComboRecord> = valueOf<CatalogueCombo>();

// 'catalogue/AgeVerificationDialog' in the cart's checkout (a customer without a date of birth on record).
export const ageDialogExportsItsProps: ComponentType<AgeVerificationDialogProps> = valueOf<typeof AgeVerificationDialog>();
export const ageDialogTakesCartProps: ComponentType<CartAgeDialogProps> = valueOf<typeof AgeVerificationDialog>();
export const ageDialogKnowsCartProps: NoUnknownProps<CartAgeDialogProps, AgeVerificationDialogProps> = true;
