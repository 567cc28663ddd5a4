// GET /api/v1/countries: the country record (calling code and flag) the login form shows for the session's country.
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { COUNTRY_CALLING_CODE } from '@shop/shared/constants';
import { queryOptions, useQuery, type UseQueryResult } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';

export type Country = Wire.Country;

export async function getCountries(countryId: string, languageCode: string, { signal }: ReadOptions = {}): Promise<Country[]> {
  const { data } = await api.get<Wire.CountryList>('/countries', {
    params: { limit: 100, languageCode, countryId },
    callName: 'getCountries',
    signal,
  });
  return data.records;
}

export const countryKeys = {
  all: ['countries'] as const,
  session: () => [...countryKeys.all, 'session'] as const,
};

/** The session country's record (its name in the session's language: only the language makes it stale). */
export const sessionCountryQueryOptions = () => queryOptions({
  queryKey: countryKeys.session(),
  queryFn: async ({ signal }) => {
    const { country, language } = useSession.getState();
    const records = await getCountries(country, language, { signal });
    return records.find((c) => c.countryId === country) ?? records[0] ?? null;
  },
  meta: { staleOn: ['language'] },
});

/** The session country's record; until it arrives (or if the call fails) callers show COUNTRY_CALLING_CODE. */
export function useSessionCountry(): UseQueryResult<Country | null> {
  return useQuery(sessionCountryQueryOptions());
}

export const fallbackCallingCode = COUNTRY_CALLING_CODE;
