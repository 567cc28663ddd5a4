// Request and answer schemas of the metadata and static-page routes.
import { z } from 'zod';
import { countryIdSchema, errorBodySchema, fileResponse, languageIdSchema } from '../../lib/schemas.js';

export const METADATA_KEYS = ['acceptableIds', 'supportPage', 'faq', 'terms', 'policy', 'license', 'aboutUs', 'support', 'mapsKey', 'idleTimeMinutes'] as const;
export type MetadataKey = (typeof METADATA_KEYS)[number];

export const metadataParams = z.object({
  countryId: countryIdSchema,
  key: z.string().min(1).max(64).describe(`One of ${METADATA_KEYS.join(', ')}`),
});
export const metadataQuery = z.object({ languageId: languageIdSchema });

export const metadataRecord = z.object({
  metadataKey: z.string(),
  metadataValue: z.string().describe('acceptableIds: JSON text of "label++length" strings; page keys: link to the HTML page; '
    + 'mapsKey: base64 of the maps key, empty when none is configured; idleTimeMinutes: the idle cart reminder\'s minutes, a decimal number '
    + 'the operator sets (the pages keep 1 when it is absent or not a positive number)'),
  languageId: z.number().int().describe('1 = es, 2 = en'),
}).meta({ id: 'Metadata' });
export type MetadataRecord = z.infer<typeof metadataRecord>;

export const metadataResponse = { 200: metadataRecord, 400: errorBodySchema, 404: errorBodySchema };

export const staticPageParams = z.object({
  lang: z.enum(['es', 'en']),
  file: z.string().regex(/^[A-Za-z]+\.html$/).describe('<page key>.html, e.g. faq.html'),
});
export const staticPageResponse = {
  200: fileResponse('The page as an HTML document (UTF-8), cacheable for 5 minutes', ['text/html']), 400: errorBodySchema, 404: errorBodySchema,
};
