// Rules of banners: which show (type limits, dates, the store serving the caller's own address, a destination that
// exists), where each leads (url), views counted once per user and shop day, and the banner pages' products and combos.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS, type Language } from '../../i18n/messages.js';
import { localDate } from '../../lib/age.js';
import { AppError, FieldValidationError, NotFoundError } from '../../lib/errors.js';
import { slugify } from '../../rules/slug.js';
import type { SessionUser } from '../../plugins/session.js';
import { comboRecords } from '../combos/service.js';
import { assertCountryInPath, assertCountryInQuery } from '../countries/service.js';
import { productRecords, resolveCatalogueStore } from '../products/record.js';
import { listProductIds } from '../products/repository.js';
import * as repo from './repository.js';
import {
  BANNER_LIMITS, type BannerDetails, type BannerListQuery, type BannerRecord, type HomeBannersQuery, type ViewedBody,
} from './schemas.js';

export interface BannersRequest {
  db: Kysely<DB>;
  caller: SessionUser | null;
  language: Language;
  now: Date;
}

const bannerNotFound = (): never => { throw new NotFoundError('error.banner.notFound'); };

// A name of only symbols slugs to '': keep a placeholder segment so the route still matches (as the shop's links do).
const slug = (name: string) => slugify(name) || '-';

/** What decides where a banner leads: the public fields of its record. */
export type BannerDestinationFields = Pick<BannerRecord,
  'bannerId' | 'bannerName' | 'applicableOn' | 'comboCount' | 'comboOfferId' | 'categoryId' | 'categoryName'>;

/**
 * The shop path a banner leads to (schemas.ts URL_DESCRIPTION). The banners remote applies the same rule to the same
 * fields; both are tested against one table of cases, shared/test/banner-destinations.json.
 */
export function bannerDestination(banner: BannerDestinationFields): string {
  if (banner.applicableOn === 'COMBOOFFER' && banner.comboCount >= 1) {
    // One combo without its id is still reachable through the banner's own combos page.
    return banner.comboCount === 1 && banner.comboOfferId !== null
      ? `/combo-offer-details/${banner.comboOfferId}`
      : `/combo-offers/${banner.bannerId}`;
  }
  if (banner.applicableOn === 'CATEGORY' && banner.categoryId !== null) {
    return `/category-details/${slug(banner.categoryName ?? '')}/${banner.categoryId}`;
  }
  // A combo banner with nothing on offer, or a category banner without its category: the banner's own page.
  return `/banner-details/${slug(banner.bannerName)}/${banner.bannerId}`;
}

function toRecord(row: repo.BannerRow): BannerRecord {
  const fields: BannerDestinationFields = {
    bannerId: row.banner_id,
    bannerName: row.banner_name,
    applicableOn: row.applicable_on,
    comboCount: row.applicable_on === 'COMBOOFFER' ? row.combo_count : 0,
    comboOfferId: row.applicable_on === 'COMBOOFFER' && row.combo_count === 1 ? row.first_combo_id : null,
    categoryId: row.applicable_on === 'CATEGORY' ? row.category_id : null,
    categoryName: row.applicable_on === 'CATEGORY' ? row.category_name : null,
  };
  return {
    ...fields,
    url: bannerDestination(fields),
    imageUrl: row.image_url ?? `/api/v1/images/banners/${row.banner_id}-mobile.svg`,
    webImageUrl: row.web_image_url ?? `/api/v1/images/banners/${row.banner_id}-web.svg`,
  };
}

/** GET .../homescreen/banners: the banners of one type shown now for the caller's serving store, in sort order. */
export async function listHomeBanners(req: BannersRequest, countryId: string, query: HomeBannersQuery) {
  await assertCountryInPath(req.db, countryId);
  await assertCountryInQuery(req.db, query.countryId);
  const max = BANNER_LIMITS[query.bannerType];
  const limit = query.limit ?? max;
  if (limit > max) throw new FieldValidationError([{ fieldName: 'limit', identifier: 'error.banner.limitTooHigh', params: { max } }]);
  const store = await resolveCatalogueStore(req.db, req.caller, query.userAddressId);
  const rows = await repo.findShownBanners(req.db, {
    type: query.bannerType, storeId: store?.store_id ?? null, now: req.now, languageId: LANGUAGE_IDS[req.language],
  });
  return { count: rows.length, records: rows.slice(query.offset, query.offset + limit).map(toRecord) };
}

/** GET .../banners/{bannerId}: one banner shown now (any store: its page is a shareable link), else 404. */
export async function bannerDetails(req: BannersRequest, countryId: string, bannerId: number): Promise<BannerDetails> {
  await assertCountryInPath(req.db, countryId);
  const row = await repo.findShownBanner(req.db, bannerId, req.now, LANGUAGE_IDS[req.language]) ?? bannerNotFound();
  return { ...toRecord(row), bannerType: row.banner_type, description: row.description };
}

/**
 * POST .../{lang}/banner/{bannerId}/viewed: counts the caller's view of the banner on today's shop day (the path
 * country's time zone). The body must name the caller and the path's banner; nothing is written otherwise.
 */
export async function recordBannerView(req: BannersRequest, countryId: string, bannerId: number, body: ViewedBody) {
  const caller = req.caller ?? (() => { throw new AppError(401, 'error.auth.sessionRequired'); })();
  if (body.bannerId !== bannerId) {
    throw new FieldValidationError([{ fieldName: 'bannerId', identifier: 'error.banner.idMismatch' }]);
  }
  if (body.userId !== caller.userId) throw new AppError(403, 'error.banner.notYourUser');
  await assertCountryInPath(req.db, countryId);
  if (!(await repo.bannerExists(req.db, bannerId))) bannerNotFound();
  const timezone = await repo.findCountryTimezone(req.db, countryId) ?? 'America/Lima';
  const viewDate = localDate(req.now, timezone);
  const viewCount = await repo.countView(req.db, { bannerId, userId: caller.userId, viewDate, now: req.now });
  return { bannerId, userId: caller.userId, viewDate, viewCount };
}

async function shownBannerOr404(req: BannersRequest, countryId: string, query: BannerListQuery, bannerId: number) {
  await assertCountryInPath(req.db, countryId);
  await assertCountryInQuery(req.db, query.countryId);
  return await repo.findShownBanner(req.db, bannerId, req.now, LANGUAGE_IDS[req.language]) ?? bannerNotFound();
}

/**
 * GET .../banners/{bannerId}/products: a CATEGORY banner lists its category (sub-categories included, most popular
 * first); any other banner its own products in the banner's order. Priced for the caller's own address; what the
 * serving store does not sell comes last.
 */
export async function bannerProducts(req: BannersRequest, countryId: string, bannerId: number, query: BannerListQuery) {
  const banner = await shownBannerOr404(req, countryId, query, bannerId);
  const store = await resolveCatalogueStore(req.db, req.caller, query.userAddressId);
  const spec = banner.applicable_on === 'CATEGORY' && banner.category_id !== null
    ? { where: repo.inCategoryTree(banner.category_id), orderBy: repo.productsByPopularity }
    : { joins: repo.bannerProductsJoin(bannerId), orderBy: repo.bannerProductsOrder };
  const page = await listProductIds(req.db, { ...spec, storeId: store?.store_id ?? null, limit: query.limit, offset: query.offset });
  const records = await productRecords(req.db, page.ids, { store, caller: req.caller, language: req.language });
  return { count: page.count, records };
}

/** GET .../banners/{bannerId}/combo-offers: the banner's combos on offer now, in the banner's order. */
export async function bannerCombos(req: BannersRequest, countryId: string, bannerId: number, query: BannerListQuery) {
  await shownBannerOr404(req, countryId, query, bannerId);
  const store = await resolveCatalogueStore(req.db, req.caller, query.userAddressId);
  const page = await repo.findBannerComboIds(req.db, bannerId, { now: req.now, limit: query.limit, offset: query.offset });
  const records = await comboRecords({ db: req.db, caller: req.caller, language: req.language, now: req.now }, page.ids, store);
  return { count: page.count, records };
}
