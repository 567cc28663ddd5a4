// GET /api/v1/{countryId}/homescreen/combo-offers: active combos (home carousel, /combo-offers-all).
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { COMBOS_LIMIT } from '@shop/shared/constants';
import { useInfiniteQuery, useQuery } from '@shop/shared/query';
import { listPagesQueryOptions, listQueryOptions } from '../../../api/list-queries';
import { comboKeys } from '../../../api/query-keys';
import type { ComboListAnswer } from '../../../api/catalogue-records';
import { countryPath, listParams, type Page } from '../../../utils/list-params';

export async function getComboOffers(page: Page = { limit: COMBOS_LIMIT, offset: 0 }, { signal }: ReadOptions = {}): Promise<ComboListAnswer> {
  const { data } = await api.get<ComboListAnswer>(`${countryPath()}/homescreen/combo-offers`, {
    params: listParams(page), callName: 'getComboOffers', signal,
  });
  return data;
}

/** The home carousel's combos (10), for the session's country and address. */
export const comboOffersQueryOptions = () =>
  listQueryOptions(comboKeys.list('home', { limit: COMBOS_LIMIT }), getComboOffers, { limit: COMBOS_LIMIT, offset: 0 });

export const useHomeComboOffers = () => useQuery(comboOffersQueryOptions());

/** /combo-offers-all, page by page. */
export const comboOfferPagesQueryOptions = () => listPagesQueryOptions(comboKeys.pages('all'), getComboOffers);

export const useComboOfferPages = () => useInfiniteQuery(comboOfferPagesQueryOptions());
