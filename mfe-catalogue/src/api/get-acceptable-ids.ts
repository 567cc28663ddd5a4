// GET /api/v1/{countryId}/metadata/acceptableIds?languageId: the ID types the age verification form offers.
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';
import { parseAcceptableIds, type IdTypeOption } from '@shop/shared/calls';

export const ACCEPTABLE_IDS_KEY = 'acceptableIds';

interface MetadataAnswer {
  metadataKey?: string;
  metadataValue: string;
  languageId?: number;
}

export async function getAcceptableIds(countryId: string, languageId: string): Promise<IdTypeOption[]> {
  const { data } = await api.get<MetadataAnswer>(`/${encodeURIComponent(countryId)}/metadata/${ACCEPTABLE_IDS_KEY}`, {
    params: { languageId },
    callName: 'getAcceptableIds',
  });
  return parseAcceptableIds(typeof data?.metadataValue === 'string' ? data.metadataValue : '');
}

/** The first three ID types for the session's country and language. */
export function useAcceptableIds(): ApiQuery<IdTypeOption[]> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  return useApiQuery(`acceptableIds|${country}|${language}`, () => getAcceptableIds(country, language));
}
