// POST /api/v1/orders with an Idempotency-Key: one key per attempt, reused by the retries of that same attempt, so a
// lost answer retried never places a second order (the server answers the first order again for the same key).
import type * as Wire from '@shop/api/wire-types';
import { api, isApiError } from '@shop/shared/api';
import { ORDER_PLATFORM, ORDER_TIP } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';

export type PlaceOrderBody = Wire.PlaceOrderBody;
export type PlaceOrderPaymentMethod = PlaceOrderBody['paymentMethod'];
export type PlacedOrder = Wire.PlacedOrder;

export const PLACE_ORDER = 'placeOrder';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The body for the session's country and language. */
export function placeOrderBody(paymentMethod: PlaceOrderPaymentMethod, amountInCustomerHand: number | null, ageConfirmed = false): PlaceOrderBody {
  const { country, language } = useSession.getState();
  return {
    countryId: country,
    orderPlatform: ORDER_PLATFORM,
    paymentMethod,
    amountInCustomerHand: paymentMethod === 'CASH' ? amountInCustomerHand : null,
    tip: ORDER_TIP,
    languageCode: language,
    ...(ageConfirmed ? { ageConfirmed: true as const } : {}),
  };
}

/** The server's refusal of restricted goods without a confirmation for this shop day (confirmed on another device, say). */
export const AGE_CONFIRMATION_REQUIRED = 'error.order.ageConfirmationRequired';

/** A fresh key (crypto.randomUUID, or the same from getRandomValues outside secure contexts): 36 chars of [0-9a-f-]. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** No answer reached us (network error, timeout), but the browser was online: the order may or may not exist. */
export const outcomeUnknown = (error: unknown): boolean => isApiError(error) && error.status === 0 && !error.offline;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface PlaceOrderOptions {
  /** Pauses before each automatic retry of an answer that never came; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
}

/**
 * Places the order under `key`. An attempt whose answer was lost is retried with the SAME key (the server then
 * answers the order it already made); refusals (4xx/5xx answers) are not retried.
 */
export async function placeOrder(body: PlaceOrderBody, key: string, { retryDelaysMs = [500, 1500] }: PlaceOrderOptions = {}): Promise<PlacedOrder> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { data } = await api.post<PlacedOrder>('/orders', body, { headers: { [IDEMPOTENCY_HEADER]: key }, callName: PLACE_ORDER });
      return data;
    } catch (error) {
      const delay = retryDelaysMs[attempt];
      if (!outcomeUnknown(error) || delay === undefined) throw error;
      await wait(delay);
    }
  }
}
