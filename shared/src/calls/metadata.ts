// The country's metadata (GET /{countryId}/metadata/{key}?languageId): one value per key and language, set by the
// operator without a release. One call for every remote, and the acceptableIds list the age and receipt forms offer.
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';
import { CALL_NAMES, seg } from './common';
import { parseAcceptableIds, type IdTypeOption } from './id-types';

interface MetadataAnswer {
  metadataKey?: string;
  metadataValue?: unknown;
  languageId?: number;
}

/**
 * The value of a metadata key for the session's country and language (or the ones given); null when the answer carries
 * no text. A key the country lacks is the API's 404, thrown as the ApiError like any failure.
 */
export async function getMetadataValue(key: string, at: { country?: string; language?: string } = {}): Promise<string | null> {
  const session = useSession.getState();
  const { data } = await api.get<MetadataAnswer>(`/${seg(at.country ?? session.country)}/metadata/${seg(key)}`, {
    params: { languageId: at.language ?? session.language },
    callName: CALL_NAMES.getMetadata,
  });
  return typeof data?.metadataValue === 'string' ? data.metadataValue : null;
}

export const ACCEPTABLE_IDS_KEY = 'acceptableIds';

/** The first three ID types of the session's country (catalogue §5 age form, cart §5 boleta). */
export async function getAcceptableIds(): Promise<IdTypeOption[]> {
  return parseAcceptableIds((await getMetadataValue(ACCEPTABLE_IDS_KEY)) ?? '');
}

/** The first three ID types for the session's country and language, read again when either changes. */
export function useAcceptableIds(enabled = true): ApiQuery<IdTypeOption[]> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  return useApiQuery(`acceptableIds|${country}|${language}`, getAcceptableIds, { enabled });
}
