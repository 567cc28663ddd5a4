// PUT .../carts/{cartId}/delivery-instructions {deliveryInstructions}: trimmed, non-blank, at most 250; null clears.
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import type { Cart } from '@shop/shared/calls';
import { announceCart, cartPath, onCart } from './cart-call';

export const SET_DELIVERY_INSTRUCTIONS = 'setDeliveryInstructions';

export type DeliveryInstructionsBody = Wire.DeliveryInstructionsBody;

export async function setDeliveryInstructions(deliveryInstructions: string | null): Promise<Cart> {
  const body: DeliveryInstructionsBody = { deliveryInstructions: deliveryInstructions === null ? null : deliveryInstructions.trim() };
  const cart = await onCart(SET_DELIVERY_INSTRUCTIONS, async (cartId) => (
    (await api.put<Cart>(`${cartPath(cartId)}/delivery-instructions`, body, { callName: SET_DELIVERY_INSTRUCTIONS })).data
  ));
  return announceCart(cart);
}
