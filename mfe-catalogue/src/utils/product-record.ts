// What a tile reads off a product or combo record: main image, prices, discount, price per unit, analytics item.
import type { AnalyticsProduct } from '@shop/shared/analytics';
import { AGE_RESTRICTION, PRIMARY_IMAGE_TYPE, PRODUCT_ATTRIBUTES } from '@shop/shared/constants';
import { discountPercent } from '@shop/shared/format';
import type { ComboList, ComboNormalProduct, ComboRecord, ProductRecord } from '../api/catalogue-records';

/** The Primary image (compared case-insensitively: the data holds both spellings), else the first file. */
export function primaryImage(product: Pick<ProductRecord, 'productFile'>): string | null {
  const files = product.productFile ?? [];
  const primary = files.find((f) => f.type?.toLowerCase() === PRIMARY_IMAGE_TYPE.toLowerCase()) ?? files[0];
  return primary?.imageUrl ?? null;
}

export function attributeValue(product: Pick<ProductRecord, 'productAttribute'>, code: string): string | null {
  const value = (product.productAttribute ?? []).find((a) => a.attributeCode === code)?.value;
  return value === undefined || value === null || value === '' ? null : value;
}

export interface Prices {
  actual: number;
  discounted: number;
}

/** The serving store's prices (productPrice[0]); a missing discounted price means no discount. */
export function productPrices(product: Pick<ProductRecord, 'productPrice'>): Prices {
  const price = product.productPrice?.[0];
  const actual = Number(price?.actualPrice ?? 0);
  const discounted = Number(price?.discountedPrice ?? actual);
  return { actual, discounted: Number.isFinite(discounted) ? discounted : actual };
}

export function comboPrices(combo: Pick<ComboRecord, 'actualSellingPrice' | 'comboSellingPrice'>): Prices {
  const discounted = Number(combo.comboSellingPrice);
  const actual = Number(combo.actualSellingPrice ?? discounted);
  return { actual: Number.isFinite(actual) ? actual : discounted, discounted };
}

/** The badge's percent ('12.3'), or null when there is no discount. */
export function discountBadge({ actual, discounted }: Prices): string | null {
  const percent = discountPercent(actual, discounted);
  return percent === '0' ? null : percent;
}

/** price_per_unit with its unit (unit_of_price_per_unit), or null when the product has none. */
export function pricePerUnit(product: Pick<ProductRecord, 'productAttribute'>): { price: number; unit: string } | null {
  const value = attributeValue(product, PRODUCT_ATTRIBUTES.pricePerUnit);
  const unit = attributeValue(product, PRODUCT_ATTRIBUTES.unitOfPricePerUnit);
  const price = value === null ? NaN : Number(value);
  if (!Number.isFinite(price) || price <= 0 || unit === null) return null;
  return { price, unit };
}

/** The minimum age a combo needs: its restriction is a flag, meaning the legal age. */
export const comboAge = (combo: Pick<ComboRecord, 'ageRestriction'>): number => (combo.ageRestriction ? AGE_RESTRICTION : 0);

/** A combo's tile image: the web image, else the mobile one, else the API's generated picture. */
export function comboImage(combo: Pick<ComboRecord, 'comboOfferId' | 'imageUrl' | 'webImageUrl'>): string {
  return combo.webImageUrl || combo.imageUrl || `/api/v1/images/combos/${combo.comboOfferId}-web.svg`;
}

export const isComboList = (entry: ComboNormalProduct | ComboList): entry is ComboList => 'alternatives' in entry;

/** The product as analytics items describe it (unit price paid, unit discount). */
export function productForAnalytics(product: ProductRecord, quantity = 1, listName?: string): AnalyticsProduct {
  const { actual, discounted } = productPrices(product);
  return {
    id: product.productId,
    name: product.name,
    brand: product.brandName,
    category: product.categoryName,
    price: discounted,
    quantity,
    ...(actual > discounted ? { discount: actual - discounted } : {}),
    ...(listName ? { listName } : {}),
  };
}

export function comboForAnalytics(combo: ComboRecord, quantity = 1, listName?: string): AnalyticsProduct {
  const { actual, discounted } = comboPrices(combo);
  return {
    id: `combo-${combo.comboOfferId}`,
    name: combo.comboName,
    price: discounted,
    quantity,
    ...(actual > discounted ? { discount: actual - discounted } : {}),
    ...(listName ? { listName } : {}),
  };
}
