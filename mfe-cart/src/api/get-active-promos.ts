// GET .../carts/{cartId}/active-promos?searchPromo: the country's promos active now, with what the cart still misses.
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { keepPreviousData, queryOptions, useQuery, type UseQueryResult } from '@shop/shared/query';
import { cartPath, onCart } from './cart-call';

export type PromoRecord = Wire.PromoRecord;
export type PromoList = Wire.ActivePromos;

export const GET_ACTIVE_PROMOS = 'getActivePromos';

/** searchPromo matches code or description (accent-insensitive); blank lists them all. */
export function getActivePromos(searchPromo = '', { signal }: ReadOptions = {}): Promise<PromoList> {
  return onCart(GET_ACTIVE_PROMOS, async (cartId) => {
    const search = searchPromo.trim();
    const { data } = await api.get<PromoList>(`${cartPath(cartId)}/active-promos`, {
      params: search ? { searchPromo: search } : {},
      callName: GET_ACTIVE_PROMOS,
      signal,
    });
    return data;
  });
}

/** The promos' query keys: the active promos matching a search. */
export const promoKeys = {
  all: ['promos'] as const,
  active: (searchPromo: string) => [...promoKeys.all, 'active', searchPromo.trim()] as const,
};

/**
 * The active promos for the session's cart. Read each time the list opens (staleTime 0): what the cart still misses
 * for each follows its contents, which change without this list being told.
 */
export const activePromosQueryOptions = (searchPromo: string) => queryOptions({
  queryKey: promoKeys.active(searchPromo),
  queryFn: ({ signal }) => getActivePromos(searchPromo, { signal }),
  staleTime: 0,
});

/** The promo list for a search; a new search keeps the last list shown until its answer arrives (a superseded one is cancelled). */
export function useActivePromos(searchPromo: string): UseQueryResult<PromoList> {
  return useQuery({ ...activePromosQueryOptions(searchPromo), placeholderData: keepPreviousData });
}
