// Rules for metadata: which keys exist, the maps key from configuration, and the HTML document of a static page.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS, type Language } from '../../i18n/messages.js';
import { NotFoundError } from '../../lib/errors.js';
import { assertCountryInPath } from '../countries/service.js';
import { findMetadataValue, findStaticPage } from './repository.js';
import { METADATA_KEYS, type MetadataKey, type MetadataRecord } from './schemas.js';

const isMetadataKey = (key: string): key is MetadataKey => (METADATA_KEYS as readonly string[]).includes(key);

export async function getMetadata(db: Kysely<DB>, countryId: string, key: string, language: Language, googleMapsKey: string): Promise<MetadataRecord> {
  await assertCountryInPath(db, countryId);
  if (!isMetadataKey(key)) throw new NotFoundError('error.metadata.notFound');
  const languageId = LANGUAGE_IDS[language];
  if (key === 'mapsKey') {
    // The key is configuration, not data; base64 only keeps it out of casual view, as the pages expect it.
    return { metadataKey: key, metadataValue: googleMapsKey ? Buffer.from(googleMapsKey, 'utf8').toString('base64') : '', languageId };
  }
  const value = await findMetadataValue(db, countryId, key, languageId);
  if (value === undefined) throw new NotFoundError('error.metadata.notFound');
  return { metadataKey: key, metadataValue: value, languageId };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A complete, standalone HTML document: readable when opened directly, and its body is what the host shows. */
export async function renderStaticPage(db: Kysely<DB>, key: string, language: Language): Promise<string> {
  const page = await findStaticPage(db, key, LANGUAGE_IDS[language]);
  if (!page) throw new NotFoundError('error.staticPage.notFound');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.55;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#212121}h1{font-size:1.6rem}h2{font-size:1.15rem;margin-top:1.5rem}a{color:#c62828}</style>
</head>
<body>
${page.html}
</body>
</html>
`;
}
