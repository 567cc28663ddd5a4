// GET .../carts/{cartId}/active-promos?searchPromo: the country's promos active now, with what the cart still misses.
import { api } from '@shop/shared/api';
import { cartPath, onCart } from './cart-call';

export interface PromoRecord {
  promoCodeId: number;
  promoCode: string;
  description: string | null;
  minimumCartAmount: number;
  /** '10%' or 'S/ 5.00'. */
  formattedDiscount: string;
  enableApplyButton: boolean;
  /** ISO 8601. */
  endDate: string | null;
  /** Soles the cart still needs for the minimum (0 when met; rounded up to 2 decimals). */
  amountMissing: number;
  applied: boolean;
}

export interface PromoList {
  count: number;
  records: PromoRecord[];
}

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
