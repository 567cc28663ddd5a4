// The maps key from the metadata endpoint (`mapsKey`: base64 of the API's GOOGLE_MAPS_KEY, empty when none is set).
import { metadataQueryOptions } from '@shop/shared/calls';
import { queryOptions } from '@shop/shared/query';

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

/**
 * The country's maps key, read once per page (an operator's new key shows on the next page load; a language change
 * does not ask again). A failed read means the built-in maps for now, and is not kept: the next address flow asks again.
 */
export const mapsKeyQueryOptions = () => queryOptions({
  ...metadataQueryOptions(MAPS_KEY_METADATA),
  staleTime: Infinity,
  meta: { staleOn: [] },
  select: decodeMapsKey,
});
