// PUT .../carts/{cartId}/invoice-details: exactly one of boletaSimple / boleta / factura, with the chosen one's fields.
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import { useCartMutation, type Cart } from '@shop/shared/calls';
import { announceCart, cartPath, onCart } from './cart-call';

export const SET_INVOICE_DETAILS = 'setInvoiceDetails';

export type InvoiceIdType = NonNullable<Wire.InvoiceDetailsBody['id']>;

/** A body the API takes, checked against its schema's type. */
type Accepted<T extends Wire.InvoiceDetailsBody> = T;

/** The contract keeps the API's odd names: boleta's `name` is the ID number and `id` the ID type; factura's `number` is the business name. */
export type InvoiceDetailsBody = Accepted<
  | { boletaSimple: true; boleta: false; factura: false }
  | { boletaSimple: false; boleta: true; factura: false; id: InvoiceIdType; name: string; invoiceName: string }
  | { boletaSimple: false; boleta: false; factura: true; ruc: string; number: string; address: string }
>;

/** Choosing one clears the other two and their fields (server side). Field errors under useFieldErrors(SET_INVOICE_DETAILS). */
export async function setInvoiceDetails(body: InvoiceDetailsBody): Promise<Cart> {
  const cart = await onCart(SET_INVOICE_DETAILS, async (cartId) => (
    (await api.put<Cart>(`${cartPath(cartId)}/invoice-details`, body, { callName: SET_INVOICE_DETAILS })).data
  ));
  return announceCart(cart);
}

/** setInvoiceDetails as a change of the page's cart: its answer is written into the cache. */
export const useSetInvoiceDetails = () => useCartMutation(setInvoiceDetails);
