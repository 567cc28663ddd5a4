// DELETE /api/v1/{countryId}/combo-offers/products/{comboOfferId}/ → Cart: one less of a combo (the line goes at 0).
import { api } from '@shop/shared/api';
import type { Cart } from '@shop/shared/calls';
import { useSession } from '@shop/shared/session';
import { announceCart, comboCartPath, requireUser } from '../utils/combo-cart';

/** Emits cart:changed 'remove'. */
export async function removeComboFromCart(comboOfferId: number): Promise<Cart> {
  requireUser('removeComboFromCart');
  const { data } = await api.delete<Cart>(comboCartPath(comboOfferId), {
    params: { languageCode: useSession.getState().language },
    callName: 'removeComboFromCart',
  });
  return announceCart(data, 'remove');
}
