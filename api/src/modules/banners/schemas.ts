// Request and answer schemas of the banners area: the home and pop-up lists, recording a view, and what the
// banner pages need (the banner, its products, its combos).
import { z } from 'zod';
import {
  countryIdSchema, errorBodySchema, languageCodeSchema, limitSchema, listOf, offsetSchema,
} from '../../lib/schemas.js';
import { comboRecordSchema } from '../combos/schemas.js';
import { productRecordSchema } from '../products/schemas.js';

const id = (what: string) => z.coerce.number().int().positive().max(2_147_483_647).describe(what);
const optionalId = (what: string) => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()).describe(what);

/** The most banners one list answers, per type. */
export const BANNER_LIMITS = { BANNERHOME: 10, POPUP: 1 } as const;
export type BannerType = keyof typeof BANNER_LIMITS;

const ADDRESS = 'The caller\'s own address: banners of the store that serves it (and banners of every store). Someone else\'s, an '
  + 'unknown id or none: only banners of every store. Never an error.';

export const countryParams = z.object({ countryId: countryIdSchema });
export const bannerParams = countryParams.extend({ bannerId: id('A banner') });
export const viewedParams = countryParams.extend({ lang: z.enum(['es', 'en']).describe('Language of the messages'), bannerId: id('A banner') });

export const homeBannersQuery = z.object({
  countryId: countryIdSchema.optional().describe('Repeats the path country'),
  languageCode: languageCodeSchema,
  bannerType: z.enum(['BANNERHOME', 'POPUP']).describe('BANNERHOME: the home carousel; POPUP: the pop-up banner'),
  limit: z.coerce.number().int().min(1).optional()
    .describe(`Page size: BANNERHOME 1–${BANNER_LIMITS.BANNERHOME} (default ${BANNER_LIMITS.BANNERHOME}), POPUP exactly ${BANNER_LIMITS.POPUP}`),
  offset: offsetSchema,
  userAddressId: optionalId(ADDRESS),
});
export type HomeBannersQuery = z.infer<typeof homeBannersQuery>;

export const URL_DESCRIPTION = 'The shop path the banner leads to (the carousel and pop-up link there): COMBOOFFER with one combo on '
  + 'offer → /combo-offer-details/{comboOfferId}; COMBOOFFER with several (or one without its id) → /combo-offers/{bannerId}; '
  + 'CATEGORY → /category-details/{slug(categoryName)}/{categoryId}; any other banner (a COMBOOFFER with no combo on offer and a '
  + 'CATEGORY without its category included) → /banner-details/{slug(bannerName)}/{bannerId}. '
  + 'slug = lowercase, accents kept, other non-alphanumerics removed, spaces → hyphens; an empty slug is \'-\'.';

export const bannerRecordSchema = z.object({
  bannerId: z.number().int(),
  bannerName: z.string().describe('In the request language (Spanish when missing)'),
  url: z.string().describe(URL_DESCRIPTION),
  imageUrl: z.string().describe('Mobile artwork (600×400), for widths up to 767 px'),
  webImageUrl: z.string().describe('Web artwork (1200×360), for widths from 768 px'),
  applicableOn: z.enum(['COMBOOFFER', 'CATEGORY']).nullable().describe('null = a generic banner with its own page'),
  comboCount: z.number().int().describe('Combos of the banner on offer now (0 unless COMBOOFFER)'),
  comboOfferId: z.number().int().nullable().describe('The one combo when comboCount is 1, else null'),
  categoryId: z.number().int().nullable().describe('CATEGORY banners'),
  categoryName: z.string().nullable().describe('CATEGORY banners, in the request language'),
}).meta({ id: 'Banner' });
export type BannerRecord = z.infer<typeof bannerRecordSchema>;

export const bannerDetailsSchema = bannerRecordSchema.extend({
  bannerType: z.enum(['BANNERHOME', 'POPUP']),
  description: z.string().nullable().describe('In the request language'),
}).meta({ id: 'BannerDetails' });
export type BannerDetails = z.infer<typeof bannerDetailsSchema>;

export const viewedBody = z.object({
  userId: id('Must be the caller\'s own user id'),
  bannerId: id('Must be the path\'s bannerId'),
});
export type ViewedBody = z.infer<typeof viewedBody>;

export const viewedAnswerSchema = z.object({
  bannerId: z.number().int(),
  userId: z.number().int(),
  viewDate: z.string().describe('The shop day (YYYY-MM-DD, the country\'s time zone) the view counts on'),
  viewCount: z.number().int().describe('Views of this banner by this user on that day, this one included'),
}).meta({ id: 'BannerView' });

export const bannerDetailsQuery = z.object({ languageCode: languageCodeSchema });

export const bannerListQuery = z.object({
  countryId: countryIdSchema.optional().describe('Repeats the path country'),
  languageCode: languageCodeSchema,
  limit: limitSchema(20),
  offset: offsetSchema,
  userAddressId: optionalId('The caller\'s own address: its serving store sets prices and availability (others are ignored)'),
});
export type BannerListQuery = z.infer<typeof bannerListQuery>;

export const homeBannersResponse = { 200: listOf(bannerRecordSchema), 400: errorBodySchema, 404: errorBodySchema };
export const bannerDetailsResponse = { 200: bannerDetailsSchema, 400: errorBodySchema, 404: errorBodySchema };
export const viewedResponse = {
  200: viewedAnswerSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema,
};
export const bannerProductsResponse = { 200: listOf(productRecordSchema), 400: errorBodySchema, 404: errorBodySchema };
export const bannerCombosResponse = { 200: listOf(comboRecordSchema), 400: errorBodySchema, 404: errorBodySchema };
