// POST /api/v1/{countryId}/combo-offers/products/{comboOfferId}/?languageCode {comboOfferData} → Cart: one more of a combo.
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import type { Cart } from '@shop/shared/calls';
import { useSession } from '@shop/shared/session';
import type { ComboChoice } from './catalogue-records';
import { announceCart, comboCartPath, requireUser } from '../utils/combo-cart';

export type AddComboBody = Wire.ComboCartBody;

/** The same combo with the same choice grows its line; another choice makes a new line. Emits cart:changed 'add'. */
export async function addComboToCart(comboOfferId: number, comboOfferData: ComboChoice[]): Promise<Cart> {
  requireUser('addComboToCart');
  const body: AddComboBody = { comboOfferData };
  const { data } = await api.post<Cart>(comboCartPath(comboOfferId), body, {
    params: { languageCode: useSession.getState().language },
    callName: 'addComboToCart',
  });
  return announceCart(data, 'add');
}
