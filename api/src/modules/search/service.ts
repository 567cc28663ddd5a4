// Rules of product search: the country must be served, the store comes from the caller's own address only, the
// matching runs in one transaction that sets the typo threshold, and records come from products/record.ts.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS, type Language } from '../../i18n/messages.js';
import { slugify } from '../../rules/slug.js';
import type { SessionUser } from '../../plugins/session.js';
import { assertCountryInQuery } from '../countries/service.js';
import { productRecords, resolveCatalogueStore, type ProductRecord } from '../products/record.js';
import { searchCacheOf } from './cache.js';
import {
  expandQuery, findQuickRows, searchProducts, setWordSimilarityThreshold, similarKeywords, type SearchPage, type SearchSpec,
} from './repository.js';
import type { ProductsQuery, QuickQuery, QuickRecord, SortColumn, SortType } from './schemas.js';

export interface SearchRequest {
  db: Kysely<DB>;
  caller: SessionUser | null;
  language: Language;
}

interface SearchOutcome extends SearchPage { similerKeywords: string[] }

/**
 * Runs the search in a transaction: `set_config(..., true)` is `set local`, so the threshold holds for exactly these
 * statements on this connection, whether that is one PostgreSQL pool connection or PGlite's only one. Records are
 * built after the commit (PGlite has one connection: nothing may use `db` while the transaction holds it).
 */
async function searchInDatabase(db: Kysely<DB>, cleaned: string, spec: SearchSpec): Promise<SearchOutcome> {
  return db.transaction().execute(async (trx) => {
    await setWordSimilarityThreshold(trx);
    const expanded = await expandQuery(trx, cleaned);
    const page = await searchProducts(trx, expanded, spec);
    const similerKeywords = page.count === 0 ? await similarKeywords(trx, expanded, spec.languageId) : [];
    return { ...page, similerKeywords };
  });
}

/** The search, through the cache of recent outcomes (cache.ts: a ranking may be a few seconds old; records never are). */
function runSearch(db: Kysely<DB>, text: string, spec: SearchSpec): Promise<SearchOutcome> {
  // Control characters (a NUL cannot even travel in a PostgreSQL text parameter) separate words like spaces.
  const cleaned = text.replace(/\p{Cc}/gu, ' ');
  const key = JSON.stringify([cleaned, spec.languageId, spec.storeId, spec.sortColumn, spec.sortType, spec.limit, spec.offset]);
  return searchCacheOf<SearchOutcome>(db).get(key, () => searchInDatabase(db, cleaned, spec));
}

/** Price: cheapest first unless told; popularity and rating: best first unless told. */
function defaultSortType(column: SortColumn, given: SortType | undefined): SortType {
  if (given) return given;
  return column === 'price' || column === 'none' ? 'asc' : 'desc';
}

export async function quickSearch(req: SearchRequest, query: QuickQuery):
  Promise<{ count: number; records: [{ count: number; records: QuickRecord[]; similerKeywords: string[] }] }> {
  await assertCountryInQuery(req.db, query.countryId);
  const store = await resolveCatalogueStore(req.db, req.caller, query.userAddressId ?? query.addressId);
  const languageId = LANGUAGE_IDS[req.language];
  const outcome = await runSearch(req.db, query.search, {
    languageId, storeId: store?.store_id ?? null, sortColumn: 'none', sortType: 'asc', limit: query.limit, offset: query.offset,
  });
  const rows = new Map((await findQuickRows(req.db, outcome.ids, languageId)).map((r) => [r.product_id, r]));
  const records = outcome.ids.flatMap((id): QuickRecord[] => {
    const row = rows.get(id);
    if (!row) return [];
    return [{
      productId: id, slug: slugify(row.name), name: row.name, categoryName: row.category_name,
      imageUrl: row.image_url ?? `/api/v1/images/products/${id}.svg`,
    }];
  });
  return { count: 1, records: [{ count: outcome.count, records, similerKeywords: outcome.similerKeywords }] };
}

export async function productSearch(req: SearchRequest, query: ProductsQuery): Promise<{
  count: number; records: [{ count: number; records: ProductRecord[]; ageRestricted: boolean; similerKeywords: string[] }];
}> {
  await assertCountryInQuery(req.db, query.countryId);
  const store = await resolveCatalogueStore(req.db, req.caller, query.userAddressId ?? query.addressId);
  const outcome = await runSearch(req.db, query.search, {
    languageId: LANGUAGE_IDS[req.language], storeId: store?.store_id ?? null,
    sortColumn: query.sortColumn, sortType: defaultSortType(query.sortColumn, query.sortType), limit: query.limit, offset: query.offset,
  });
  const records = await productRecords(req.db, outcome.ids, { store, caller: req.caller, language: req.language });
  return {
    count: 1,
    records: [{ count: outcome.count, records, ageRestricted: outcome.ageRestricted, similerKeywords: outcome.similerKeywords }],
  };
}
