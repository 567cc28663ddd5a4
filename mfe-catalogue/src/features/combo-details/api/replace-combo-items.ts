// PUT /api/v1/{countryId}/combo-offers/products/{comboOfferId}/?languageCode {comboOfferData} → Cart: new choices for the
// caller's line of a list combo (the 'select products' dialog's Confirm).
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import { useCartMutation, type Cart } from '@shop/shared/calls';
import { useSession } from '@shop/shared/session';
import type { ComboChoice } from '../../../api/catalogue-records';
import { announceCart, comboCartPath, requireUser } from '../../../utils/combo-cart';

export type ReplaceComboBody = Wire.ComboCartBody;

/** Emits cart:changed 'replace'. */
export async function replaceComboItems(comboOfferId: number, comboOfferData: ComboChoice[]): Promise<Cart> {
  requireUser('replaceComboItems');
  const body: ReplaceComboBody = { comboOfferData };
  const { data } = await api.put<Cart>(comboCartPath(comboOfferId), body, {
    params: { languageCode: useSession.getState().language },
    callName: 'replaceComboItems',
  });
  return announceCart(data, 'replace');
}

/** replaceComboItems as a change of the page's cart: its answer is written into the cache. */
export const useReplaceComboItems = () =>
  useCartMutation(({ comboOfferId, comboOfferData }: { comboOfferId: number; comboOfferData: ComboChoice[] }) => replaceComboItems(comboOfferId, comboOfferData));
