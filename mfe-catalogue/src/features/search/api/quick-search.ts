// GET /api/v1/products-search/quick: the search box's suggestions (products, else close keywords).
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import { QUICK_SEARCH_LIMIT } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';

export type QuickSearchProduct = Wire.QuickSearchRecord;
export type QuickSearchAnswer = Wire.QuickSearchAnswer;

/** What the box lists: the matching products, or (when none match) the API's close keywords. */
export type Suggestion =
  | { kind: 'product'; product: QuickSearchProduct }
  | { kind: 'keyword'; keyword: string };

export async function quickSearch(search: string): Promise<QuickSearchAnswer> {
  const { country, language, userData } = useSession.getState();
  const { data } = await api.get<QuickSearchAnswer>('/products-search/quick', {
    params: {
      search,
      countryId: country,
      languageCode: language,
      limit: QUICK_SEARCH_LIMIT,
      offset: 0,
      sortType: 'asc',
      ...(userData?.userAddressId ? { userAddressId: userData.userAddressId } : {}),
    },
    callName: 'quickSearch',
  });
  return data;
}

/** records[0].records when there are any, else records[0].similerKeywords (catalogue §7). */
export function suggestionsOf(answer: QuickSearchAnswer): Suggestion[] {
  const first = answer.records[0];
  if (!first) return [];
  if (first.records.length > 0) return first.records.map((product) => ({ kind: 'product', product }));
  return (first.similerKeywords ?? []).map((keyword) => ({ kind: 'keyword', keyword }));
}
