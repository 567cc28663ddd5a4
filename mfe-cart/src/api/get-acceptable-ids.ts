// GET /{countryId}/metadata/acceptableIds?languageId: the ID types the boleta dialog offers (the first three, label only).
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { parseAcceptableIds, type IdTypeOption } from '@shop/shared/calls';
import { useSession } from '@shop/shared/session';

interface MetadataAnswer {
  metadataValue: string;
}

export async function getAcceptableIds(): Promise<IdTypeOption[]> {
  const { country, language } = useSession.getState();
  const { data } = await api.get<MetadataAnswer>(`/${encodeURIComponent(country)}/metadata/acceptableIds`, {
    params: { languageId: language },
    callName: 'getAcceptableIds',
  });
  return parseAcceptableIds(typeof data?.metadataValue === 'string' ? data.metadataValue : '');
}

export function useAcceptableIds(): ApiQuery<IdTypeOption[]> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  return useApiQuery(`acceptableIds|${country}|${language}`, getAcceptableIds);
}
