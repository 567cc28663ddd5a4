// GET /api/v1/countries: the country record (calling code and flag) the login form shows for the session's country.
import type * as Wire from '@shop/api/wire-types';
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { COUNTRY_CALLING_CODE } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';

export type Country = Wire.Country;

export async function getCountries(countryId: string, languageCode: string): Promise<Country[]> {
  const { data } = await api.get<Wire.CountryList>('/countries', {
    params: { limit: 100, languageCode, countryId },
    callName: 'getCountries',
  });
  return data.records;
}

/** The session country's record; until it arrives (or if the call fails) callers show COUNTRY_CALLING_CODE. */
export function useSessionCountry(): ApiQuery<Country | null> {
  const countryId = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  return useApiQuery(`countries|${countryId}|${language}`, async () => {
    const records = await getCountries(countryId, language);
    return records.find((c) => c.countryId === countryId) ?? records[0] ?? null;
  });
}

export const fallbackCallingCode = COUNTRY_CALLING_CODE;
