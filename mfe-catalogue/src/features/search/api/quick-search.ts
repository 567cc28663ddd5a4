// GET /api/v1/products-search/quick: the search box's suggestions (products, else close keywords).
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { QUICK_SEARCH_LIMIT } from '@shop/shared/constants';
import { queryOptions } from '@shop/shared/query';
import { searchKeys } from './search-products';
import { useSession } from '@shop/shared/session';

export type QuickSearchProduct = Wire.QuickSearchRecord;
export type QuickSearchAnswer = Wire.QuickSearchAnswer;

/** What the box lists: the matching products, or (when none match) the API's close keywords. */
export type Suggestion =
  | { kind: 'product'; product: QuickSearchProduct }
  | { kind: 'keyword'; keyword: string };

export async function quickSearch(search: string, { signal }: ReadOptions = {}): Promise<QuickSearchAnswer> {
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
    signal,
  });
  return data;
}

/** records[0].records when there are any, else records[0].similerKeywords (close spellings when nothing matched). */
export function suggestionsOf(answer: QuickSearchAnswer): Suggestion[] {
  const first = answer.records[0];
  if (!first) return [];
  if (first.records.length > 0) return first.records.map((product) => ({ kind: 'product', product }));
  return (first.similerKeywords ?? []).map((keyword) => ({ kind: 'keyword', keyword }));
}

/** The box's suggestions for a text; the call of a text the shopper typed past is cancelled. */
export const quickSearchQueryOptions = (text: string) => queryOptions({
  queryKey: searchKeys.quick(text),
  queryFn: ({ signal }) => quickSearch(text, { signal }),
  select: suggestionsOf,
});
