// GET .../carts/{cartId}/active-promos?searchPromo: the country's promos active now, with what the cart still misses.
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import { cartPath, onCart } from './cart-call';

export type PromoRecord = Wire.PromoRecord;
export type PromoList = Wire.ActivePromos;

export const GET_ACTIVE_PROMOS = 'getActivePromos';

/** searchPromo matches code or description (accent-insensitive); blank lists them all. */
export function getActivePromos(searchPromo = ''): Promise<PromoList> {
  return onCart(GET_ACTIVE_PROMOS, async (cartId) => {
    const search = searchPromo.trim();
    const { data } = await api.get<PromoList>(`${cartPath(cartId)}/active-promos`, {
      params: search ? { searchPromo: search } : {},
      callName: GET_ACTIVE_PROMOS,
    });
    return data;
  });
}
