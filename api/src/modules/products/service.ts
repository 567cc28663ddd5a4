// Rules of the product endpoints: the store that sets prices (own address only), the order of each listing, who
// gets a buy-again list, and the details page. Records come from record.ts so every answer has the same shape.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS, type Language } from '../../i18n/messages.js';
import { NotFoundError } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/session.js';
import { assertCountryInPath, assertCountryInQuery } from '../countries/service.js';
import { findServingStore, type StoreRow } from '../stores/coverage.js';
import { findDefaultAddress } from '../addresses/default-address.js';
import { orderedFiles, productRecords, resolveCatalogueStore } from './record.js';
import {
  activeBrandExists, activeCategoryExists, findActiveProduct, findDetailsExtras, listProductIds, type IdPage, type ListingSpec,
} from './repository.js';
import type {
  BrandProductsQuery, CategoryProductsQuery, ListingQuery, ProductDetails, ProductList, RecommendedQuery, SimilarQuery, TrendingQuery,
} from './schemas.js';

const MS_PER_DAY = 86_400_000;
/** Trending looks at what was ordered over this many days. */
export const TRENDING_WINDOW_DAYS = 30;
/** Orders whose products a customer can buy again (received). */
const DELIVERED_STATUSES = ['DELIVERY_COMPLETED', 'COMPLETED'] as const;

export interface ProductsRequest {
  db: Kysely<DB>;
  caller: SessionUser | null;
  language: Language;
  now: Date;
}

interface CommonQuery { countryId?: string | undefined; userAddressId?: number | undefined; addressId?: number | undefined }

/** The path and query countries must exist; then the store of the caller's own address (or none). */
async function prepare(req: ProductsRequest, countryId: string, query: CommonQuery): Promise<StoreRow | null> {
  await assertCountryInPath(req.db, countryId);
  await assertCountryInQuery(req.db, query.countryId);
  return resolveCatalogueStore(req.db, req.caller, query.userAddressId ?? query.addressId);
}

async function answerPage(req: ProductsRequest, store: StoreRow | null, page: IdPage): Promise<ProductList> {
  const records = await productRecords(req.db, page.ids, { store, caller: req.caller, language: req.language });
  return { count: page.count, records };
}

async function listing(req: ProductsRequest, store: StoreRow | null, spec: Omit<ListingSpec, 'storeId'>): Promise<ProductList> {
  return answerPage(req, store, await listProductIds(req.db, { ...spec, storeId: store?.store_id ?? null }));
}

export async function productDetails(req: ProductsRequest, countryId: string, productId: number, query: CommonQuery): Promise<ProductDetails> {
  const store = await prepare(req, countryId, query);
  const [record] = await productRecords(req.db, [productId], { store, caller: req.caller, language: req.language });
  if (!record) throw new NotFoundError('error.product.notFound');
  const extras = await findDetailsExtras(req.db, productId, LANGUAGE_IDS[req.language]);
  return {
    ...record,
    images: orderedFiles(extras.files),
    description: extras.description,
    shortDescription: extras.shortDescription,
  };
}

/** Most popular first. */
export async function popularProducts(req: ProductsRequest, countryId: string, query: ListingQuery): Promise<ProductList> {
  const store = await prepare(req, countryId, query);
  return listing(req, store, { orderBy: sql`p.popularity desc, p.product_id`, limit: query.limit, offset: query.offset });
}

/** By the units ordered over the last 30 days (cancelled orders and removed items do not count), ties by popularity. */
export async function trendingProducts(req: ProductsRequest, countryId: string, query: TrendingQuery): Promise<ProductList> {
  const store = await prepare(req, countryId, query);
  const since = new Date(req.now.getTime() - TRENDING_WINDOW_DAYS * MS_PER_DAY);
  const direction = query.sortType === 'asc' ? sql`asc` : sql`desc`;
  return listing(req, store, {
    joins: sql`left join (
      select oi.product_id, sum(oi.quantity)::int as quantity
      from order_items oi join orders o on o.order_id = oi.order_id
      where o.created_at >= ${since} and o.created_at <= ${req.now} and o.status <> 'DELIVERY_CANCELED'
        and oi.item_status not in ('REMOVED', 'CANCELED') and oi.product_id is not null
      group by oi.product_id) recent on recent.product_id = p.product_id`,
    orderBy: sql`coalesce(recent.quantity, 0) ${direction}, p.popularity desc, p.product_id`,
    limit: query.limit, offset: query.offset,
  });
}

/** Same category first, then same brand; never the product itself. */
export async function similarProducts(req: ProductsRequest, countryId: string, query: SimilarQuery): Promise<ProductList> {
  const store = await prepare(req, countryId, query);
  const product = await findActiveProduct(req.db, query.productId);
  if (!product) throw new NotFoundError('error.product.notFound');
  return listing(req, store, {
    where: sql`p.product_id <> ${product.product_id} and (p.category_id = ${product.category_id} or p.brand_id = ${product.brand_id})`,
    orderBy: sql`(p.category_id = ${product.category_id}) desc, p.popularity desc, p.product_id`,
    limit: query.limit, offset: query.offset,
  });
}

/** A verified customer's received products, the most recently ordered first; anyone else gets an empty list. */
export async function buyAgainProducts(req: ProductsRequest, countryId: string, query: ListingQuery): Promise<ProductList> {
  const store = await prepare(req, countryId, query);
  if (req.caller?.roleName !== 'USER') return { count: 0, records: [] };
  return listing(req, store, {
    joins: sql`join (
      select oi.product_id, max(o.created_at) as last_ordered
      from order_items oi join orders o on o.order_id = oi.order_id
      where o.user_id = ${req.caller.userId} and o.status in (${sql.join([...DELIVERED_STATUSES])})
        and oi.item_status not in ('REMOVED', 'CANCELED') and oi.product_id is not null
      group by oi.product_id) bought on bought.product_id = p.product_id`,
    orderBy: sql`bought.last_ordered desc, p.product_id`,
    limit: query.limit, offset: query.offset,
  });
}

/** A category's products (its sub-categories' too), most popular first. */
export async function categoryProducts(req: ProductsRequest, countryId: string, query: CategoryProductsQuery): Promise<ProductList> {
  const store = await prepare(req, countryId, query);
  if (!(await activeCategoryExists(req.db, query.categoryId))) throw new NotFoundError('error.category.notFound');
  return listing(req, store, {
    where: sql`p.category_id in (
      with recursive tree(category_id) as (
        select ${query.categoryId}::int
        union select c.category_id from categories c join tree on c.parent_category_id = tree.category_id where c.active)
      select category_id from tree)`,
    orderBy: sql`p.popularity desc, p.product_id`,
    limit: query.limit, offset: query.offset,
  });
}

/** A brand's products, most popular first. */
export async function brandProducts(req: ProductsRequest, countryId: string, query: BrandProductsQuery): Promise<ProductList> {
  const store = await prepare(req, countryId, query);
  if (!(await activeBrandExists(req.db, query.brandId))) throw new NotFoundError('error.brand.notFound');
  return listing(req, store, {
    where: sql`p.brand_id = ${query.brandId}`,
    orderBy: sql`p.popularity desc, p.product_id`,
    limit: query.limit, offset: query.offset,
  });
}

const RECOMMENDED_SORT_SQL = { updatedAt: sql`p.updated_at`, createdAt: sql`p.created_at`, popularity: sql`p.popularity` } as const;

/**
 * The cart panel's 'Before you checkout': products the store serving the shopper sells now and not in the caller's
 * active cart. The store is the one of the caller's own userAddressId, else of their default address; with no store
 * known every active product may be recommended.
 */
export async function recommendedProducts(req: ProductsRequest, countryId: string, query: RecommendedQuery): Promise<ProductList> {
  await assertCountryInPath(req.db, countryId);
  await assertCountryInQuery(req.db, query.countryId);
  const addressId = query.userAddressId ?? query.addressId;
  let store = await resolveCatalogueStore(req.db, req.caller, addressId);
  if (!store && addressId === undefined && req.caller) {
    const address = await findDefaultAddress(req.db, req.caller.userId);
    store = address ? await findServingStore(req.db, address, address.country_id) : null;
  }
  const notInCart = req.caller
    ? sql`not exists (select 1 from cart_items ci join carts k on k.cart_id = ci.cart_id
        where k.user_id = ${req.caller.userId} and k.status = 'ACTIVE' and ci.product_id = p.product_id)`
    : sql`true`;
  const soldThere = store
    ? sql`exists (select 1 from store_products s where s.store_id = ${store.store_id} and s.product_id = p.product_id
        and s.available and s.stock is distinct from 0)`
    : sql`true`;
  const direction = query.sortType === 'asc' ? sql`asc` : sql`desc`;
  return listing(req, store, {
    where: sql`${notInCart} and ${soldThere}`,
    orderBy: sql`${RECOMMENDED_SORT_SQL[query.sortColumn]} ${direction}, p.popularity desc, p.product_id`,
    limit: query.limit, offset: query.offset,
  });
}
