// The pure re-checks of order placement: the receipt chosen and complete, the address complete, the order's
// status sequence. The cart's own endpoints check the receipt and the schedule when the shopper sets them; placement
// runs the same rules again (checkout/invoice.ts, checkout/schedule.ts) because time passes and stores, rules and
// carts change in between.
import { ORDER_STATUSES, type OrderStatus } from '../../rules/orders.js';
import { isPeruvianMobile } from '../../rules/phone.js';
import { checkInvoice, type InvoiceInput } from '../checkout/invoice.js';

const filled = (text: string | null | undefined, max: number): boolean => typeof text === 'string' && text.trim().length > 0 && text.length <= max;

/**
 * 'required': no receipt type chosen; 'incomplete': several, or boleta or factura without all of their fields as the
 * invoice-details call would accept them now (checkout/invoice.ts, the one set of receipt rules); else 'ok'.
 */
export function invoiceVerdict(invoice: InvoiceInput): 'required' | 'incomplete' | 'ok' {
  if (!invoice.boletaSimple && !invoice.boleta && !invoice.factura) return 'required';
  return checkInvoice(invoice).ok ? 'ok' : 'incomplete';
}

export interface DeliveryAddress {
  firstName: string | null; lastName: string | null; telephone: string | null; street1: string | null;
  latitude: number | null; longitude: number | null;
}

/** What a rider needs: who receives it (first and last name, a Peruvian mobile), a street and the point on the map. */
export function addressComplete(address: DeliveryAddress | null): boolean {
  if (!address) return false;
  const coordinate = (value: number | null, limit: number) => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
  return filled(address.firstName, 200) && filled(address.lastName, 200) && isPeruvianMobile(address.telephone ?? '')
    && filled(address.street1, 500) && coordinate(address.latitude, 90) && coordinate(address.longitude, 180);
}

/** The statuses an order moves through, in order; PENDING_CANCELLATION and DELIVERY_CANCELED are outside it. */
export const PROGRESS: readonly OrderStatus[] = [
  'INITIATED', 'WAITING_FOR_DELIVERY_PARTNER_ALLOCATION', 'DELIVERY_PARTNER_ALLOCATED', 'AT_THE_STORE',
  'ON_ROUTE_TO_DELIVERY_ADDRESS', 'AT_DELIVERY_ADDRESS', 'DELIVERY_COMPLETED', 'COMPLETED',
];

/** The shopper may cancel before packing starts (AT_THE_STORE). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['INITIATED', 'WAITING_FOR_DELIVERY_PARTNER_ALLOCATION', 'DELIVERY_PARTNER_ALLOCATED'];

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The statuses an advance passes through, in order, ending at the target: the next one in PROGRESS, or `to` when it
 * comes later. 'final': the order is past the end (COMPLETED) or outside the sequence (cancelled); 'notLater': `to`
 * is the current status or before it.
 */
export function advanceSteps(current: OrderStatus, to?: OrderStatus): OrderStatus[] | 'final' | 'notLater' {
  const at = PROGRESS.indexOf(current);
  if (at < 0 || at === PROGRESS.length - 1) return 'final';
  if (to === undefined) return [PROGRESS[at + 1] as OrderStatus];
  const target = PROGRESS.indexOf(to);
  if (target <= at) return 'notLater';
  return PROGRESS.slice(at + 1, target + 1);
}
