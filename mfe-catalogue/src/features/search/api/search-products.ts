// GET /api/v1/products-search/products: one page of search results (records[0]: count, records, ageRestricted).
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';
import type { SortColumn, SortType } from '../utils/search-sort';

type SearchProductsAnswer = Wire.SearchAnswer;
export type SearchResultsPage = SearchProductsAnswer['records'][number];

export interface SearchProductsParams {
  search: string;
  sortColumn: SortColumn;
  sortType: SortType;
  limit: number;
  offset: number;
}

const EMPTY: SearchResultsPage = { count: 0, records: [], ageRestricted: false, similerKeywords: [] };

export async function searchProducts({ search, sortColumn, sortType, limit, offset }: SearchProductsParams): Promise<SearchResultsPage> {
  const { country, language, userData } = useSession.getState();
  const { data } = await api.get<SearchProductsAnswer>('/products-search/products', {
    params: {
      search,
      countryId: country,
      languageCode: language,
      sortColumn,
      sortType,
      limit,
      offset,
      ...(userData?.userAddressId ? { userAddressId: userData.userAddressId } : {}),
    },
    callName: 'searchProducts',
  });
  return { ...EMPTY, ...data.records[0] };
}
