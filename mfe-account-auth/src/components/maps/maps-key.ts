// The maps key from the metadata endpoint (`mapsKey`: base64 of the API's GOOGLE_MAPS_KEY, empty when none is set).
import { getMetadataValue } from '@shop/shared/calls';

export const MAPS_KEY_METADATA = 'mapsKey';

/** The key in clear, or '' for "no key" (anything that is not base64 text counts as none). */
export function decodeMapsKey(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  try {
    return atob(value.trim()).trim();
  } catch {
    return '';
  }
}

const keys = new Map<string, Promise<string>>();

/**
 * The country's maps key, read once per page. A failed read means the built-in maps for now (logged), and is
 * not kept: the next address flow asks again.
 */
export function getMapsKey(countryId: string, languageId: string): Promise<string> {
  let key = keys.get(countryId);
  if (!key) {
    key = getMetadataValue(MAPS_KEY_METADATA, { country: countryId, language: languageId })
      .then(decodeMapsKey)
      .catch((error: unknown) => {
        console.warn('The maps key could not be read; the built-in maps are used.', error);
        keys.delete(countryId);
        return '';
      });
    keys.set(countryId, key);
  }
  return key;
}

/** Tests: forget the keys read so far. */
export function forgetMapsKeys(): void {
  keys.clear();
}
