// The country's metadata (GET /{countryId}/metadata/{key}?languageId): one value per key and language, set by the
// operator without a release. One call for every remote, and the acceptableIds list the age and receipt forms offer.
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import { queryOptions, useQuery, type UseQueryResult } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { CALL_NAMES, type ReadOptions, seg } from './common';
import { parseAcceptableIds, type IdTypeOption } from './id-types';

type MetadataAnswer = Wire.MetadataRecord;

/**
 * The value of a metadata key for the session's country and language (or the ones given); null when the answer carries
 * no text. A key the country lacks is the API's 404, thrown as the ApiError like any failure.
 */
export async function getMetadataValue(
  key: string,
  at: { country?: string; language?: string } = {},
  { signal }: ReadOptions = {},
): Promise<string | null> {
  const session = useSession.getState();
  const { data } = await api.get<MetadataAnswer>(`/${seg(at.country ?? session.country)}/metadata/${seg(key)}`, {
    params: { languageId: at.language ?? session.language },
    callName: CALL_NAMES.getMetadata,
    signal,
  });
  return typeof data?.metadataValue === 'string' ? data.metadataValue : null;
}

/** The metadata query keys: one value per key (the session's country and language). */
export const metadataKeys = {
  all: ['metadata'] as const,
  value: (key: string) => [...metadataKeys.all, key] as const,
  /** The HTML document the key's value links to. */
  page: (key: string) => [...metadataKeys.all, key, 'page'] as const,
};

/** A metadata value in the session's language; shared by every view that reads the key, stale when the language changes. */
export const metadataQueryOptions = (key: string) => queryOptions({
  queryKey: metadataKeys.value(key),
  queryFn: ({ signal }) => getMetadataValue(key, {}, { signal }),
  meta: { staleOn: ['language'] },
});

/** One metadata value (null: the key holds no text; a key the country lacks is the query's 404 error). */
export function useMetadataValue(key: string, { enabled = true }: { enabled?: boolean } = {}): UseQueryResult<string | null> {
  return useQuery({ ...metadataQueryOptions(key), enabled });
}

export const ACCEPTABLE_IDS_KEY = 'acceptableIds';

/** The first three ID types of the session's country (the age forms and the boleta offer only these). */
export async function getAcceptableIds(): Promise<IdTypeOption[]> {
  return parseAcceptableIds((await getMetadataValue(ACCEPTABLE_IDS_KEY)) ?? '');
}

/**
 * Fetches the HTML a metadata link points to (static pages, the support page). Plain fetch, not the API client: the
 * link may live on another origin, where the client's credentials and custom headers would trip CORS.
 */
export async function getLinkedHtml(link: string, { signal }: ReadOptions = {}): Promise<string> {
  const url = new URL(link, window.location.href);
  const res = await fetch(url.href, { signal, credentials: url.origin === window.location.origin ? 'same-origin' : 'omit' });
  if (!res.ok) throw new Error(`${url.pathname} answered ${res.status}`);
  return res.text();
}

/** The HTML document a metadata key links to, in the session's language; the link comes from the key's own query. */
export const metadataPageQueryOptions = (key: string) => queryOptions({
  queryKey: metadataKeys.page(key),
  queryFn: async ({ client, signal }): Promise<string> => {
    const link = await client.fetchQuery(metadataQueryOptions(key));
    if (!link) throw new Error(`metadata ${key} has no value`);
    return getLinkedHtml(link, { signal });
  },
  meta: { staleOn: ['language'] },
});

/** The metadata key whose linked page holds the shop's support contacts. */
export const SUPPORT_PAGE_KEY = 'supportPage';

const toIdTypes = (value: string | null): IdTypeOption[] => parseAcceptableIds(value ?? '');

/** The first three ID types for the session's country and language (the acceptableIds metadata, read once for the page). */
export function useAcceptableIds(enabled = true): UseQueryResult<IdTypeOption[]> {
  return useQuery({ ...metadataQueryOptions(ACCEPTABLE_IDS_KEY), select: toIdTypes, enabled });
}
