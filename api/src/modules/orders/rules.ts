// The pure re-checks of order placement (issue 6): a saved schedule still valid, the receipt chosen and complete, the
// address complete, the §9 status sequence. The cart's own endpoints check the same things when the shopper sets
// them; these run again at placement because time passes and stores, rules and carts change in between.
import moment from 'moment-timezone';
import { ORDER_STATUSES, type OrderStatus } from '../../db/types.js';
import { withinAcceptanceHours } from '../stores/coverage.js';

/** Days a delivery can be scheduled ahead: today and the 7 days after it (cart-checkout-banners.md §9, 8 days). */
export const SCHEDULE_DAYS = 8;

/**
 * Whether a saved schedule ('DD MMM YYYY', 'hh:mm A' as the cart answers them) is still acceptable now: a real date
 * from today to today+7 in the shop's time zone, a time inside the store's acceptance hours, and later than now.
 */
export function scheduleStillValid(input: {
  scheduleDate: string | null; scheduleTime: string | null; now: Date; timezone: string; from: number; to: number;
}): boolean {
  if (!input.scheduleDate || !input.scheduleTime) return false;
  const at = moment.tz(`${input.scheduleDate} ${input.scheduleTime}`, 'DD MMM YYYY hh:mm A', 'en', true, input.timezone);
  if (!at.isValid()) return false;
  const today = moment.tz(input.now, input.timezone).startOf('day');
  const days = at.clone().startOf('day').diff(today, 'days');
  if (days < 0 || days >= SCHEDULE_DAYS) return false;
  const msOfDay = at.diff(at.clone().startOf('day'));
  if (!withinAcceptanceHours(msOfDay, input.from, input.to)) return false;
  return at.valueOf() > input.now.getTime();
}

/** SUNAT's RUC: 11 digits, a taxpayer-type prefix (10, 15, 16, 17, 20) and the modulo-11 check digit. */
export function rucValid(ruc: string | null): boolean {
  if (!ruc || !/^(10|15|16|17|20)\d{9}$/.test(ruc)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(ruc[i]), 0);
  const check = (11 - (sum % 11)) % 10;
  return check === Number(ruc[10]);
}

const filled = (text: string | null | undefined, max: number): boolean => typeof text === 'string' && text.trim().length > 0 && text.length <= max;

/** The ID number rule of each boleta ID type (contract: DNI 8 digits, RUC 11 digits, others up to 12 alphanumerics). */
function idNumberValid(idType: string | null, idNumber: string | null): boolean {
  if (!idNumber) return false;
  switch (idType) {
    case 'DNI': return /^\d{8}$/.test(idNumber);
    case 'RUC': return /^\d{11}$/.test(idNumber);
    case 'Pasaporte':
    case 'Carnet de Extranjeria': return /^[A-Za-z0-9]{1,12}$/.test(idNumber);
    default: return false;
  }
}

export interface InvoiceDetails {
  boletaSimple: boolean; boleta: boolean; factura: boolean; id: string | null; name: string | null; invoiceName: string | null;
  ruc: string | null; number: string | null; address: string | null;
}

/** 'required': no receipt type chosen; 'incomplete': boleta or factura without all of their fields; else 'ok'. */
export function invoiceVerdict(invoice: InvoiceDetails): 'required' | 'incomplete' | 'ok' {
  const chosen = Number(invoice.boletaSimple) + Number(invoice.boleta) + Number(invoice.factura);
  if (chosen === 0) return 'required';
  if (chosen > 1) return 'incomplete';
  if (invoice.boleta) {
    // The spec's names: boleta's `id` is the ID type, `name` the ID number, `invoiceName` the client's full name.
    return idNumberValid(invoice.id, invoice.name) && filled(invoice.invoiceName, 100) ? 'ok' : 'incomplete';
  }
  if (invoice.factura) {
    // factura's `number` is the business name, `address` the fiscal address.
    return rucValid(invoice.ruc) && filled(invoice.number, 150) && filled(invoice.address, 200) ? 'ok' : 'incomplete';
  }
  return 'ok';
}

export interface DeliveryAddress {
  firstName: string | null; lastName: string | null; telephone: string | null; street1: string | null;
  latitude: number | null; longitude: number | null;
}

/** What a rider needs: who receives it (first and last name, a 9-digit phone), a street and the point on the map. */
export function addressComplete(address: DeliveryAddress | null): boolean {
  if (!address) return false;
  const coordinate = (value: number | null, limit: number) => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
  return filled(address.firstName, 200) && filled(address.lastName, 200) && /^\d{9}$/.test(address.telephone ?? '')
    && filled(address.street1, 500) && coordinate(address.latitude, 90) && coordinate(address.longitude, 180);
}

/** cart-checkout-banners.md §9 progress, in order; PENDING_CANCELLATION and DELIVERY_CANCELED are outside it. */
export const PROGRESS: readonly OrderStatus[] = [
  'INITIATED', 'WAITING_FOR_DELIVERY_PARTNER_ALLOCATION', 'DELIVERY_PARTNER_ALLOCATED', 'AT_THE_STORE',
  'ON_ROUTE_TO_DELIVERY_ADDRESS', 'AT_DELIVERY_ADDRESS', 'DELIVERY_COMPLETED', 'COMPLETED',
];

/** The shopper may cancel before packing starts (AT_THE_STORE). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['INITIATED', 'WAITING_FOR_DELIVERY_PARTNER_ALLOCATION', 'DELIVERY_PARTNER_ALLOCATED'];

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The statuses an advance passes through, in order, ending at the target: the next one in §9, or `to` when it comes
 * later. 'final': the order is past the end (COMPLETED) or outside the sequence (cancelled); 'notLater': `to` is
 * the current status or before it.
 */
export function advanceSteps(current: OrderStatus, to?: OrderStatus): OrderStatus[] | 'final' | 'notLater' {
  const at = PROGRESS.indexOf(current);
  if (at < 0 || at === PROGRESS.length - 1) return 'final';
  if (to === undefined) return [PROGRESS[at + 1] as OrderStatus];
  const target = PROGRESS.indexOf(to);
  if (target <= at) return 'notLater';
  return PROGRESS.slice(at + 1, target + 1);
}
