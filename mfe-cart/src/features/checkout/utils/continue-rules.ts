// Whether the cart may go on to payment (the store's status, the receipt type and SUNAT's S/ 700, the minimum
// order), and why not.
import { boletaNeedsId } from '@shop/api/rules/invoice';
import { isPeruvianMobile } from '@shop/api/rules/phone';
import type { Cart } from '@shop/shared/calls';

/** Why Continue is disabled; the panel shows the store messages, this section the invoice and minimum ones. */
export type ContinueBlock =
  | 'empty' | 'noStore' | 'storeOffline' | 'notDelivering' | 'scheduleRequired' | 'alcoholHours' | 'invoice' | 'boletaNeedsId' | 'minimum'
  | 'noAddress';

export interface ContinueState {
  enabled: boolean;
  blocks: ContinueBlock[];
  /** Offline store that takes scheduled deliveries: the schedule button leads to /store-offline. */
  showScheduleButton: boolean;
}

export const invoiceChosen = (cart: Cart): boolean =>
  Boolean(cart.invoiceDetails?.boletaSimple || cart.invoiceDetails?.boleta || cart.invoiceDetails?.factura);

export const hasSchedule = (cart: Cart): boolean =>
  Boolean(cart.scheduleDelivery?.scheduleDelivery && cart.scheduleDelivery.scheduleDate && cart.scheduleDelivery.scheduleTime);

export const belowMinimum = (cart: Cart): boolean => cart.pricing.finalPayAmount < cart.minimumOrderAmount;

export function continueState(cart: Cart): ContinueState {
  const blocks: ContinueBlock[] = [];
  let showScheduleButton = false;
  if (cart.cartCount <= 0 || !cart.cartItems.some((item) => item.available)) blocks.push('empty');
  if (!cart.address) blocks.push('noAddress');
  const store = cart.storeStatus;
  if (!store) {
    blocks.push('noStore');
  } else if (!store.storeOnlineStatus) {
    blocks.push('storeOffline');
    showScheduleButton = store.scheduleDeliveryEnabled;
  } else if (!store.storeDeliveryStatus) {
    // Online but not delivering: only a scheduled delivery can go on, and only where the store offers scheduling.
    if (!store.scheduleDeliveryEnabled) blocks.push('notDelivering');
    else if (!hasSchedule(cart)) blocks.push('scheduleRequired');
  }
  // Alcohol outside the store's sale hours (now, or at the schedule): the server's verdict and words (cart.alcoholSale).
  if (cart.alcoholSale && !cart.alcoholSale.allowed) blocks.push('alcoholHours');
  if (!invoiceChosen(cart)) blocks.push('invoice');
  // SUNAT: over S/ 700 a boleta names the buyer, so the simple bill the server would refuse cannot go on.
  else if (cart.invoiceDetails.boletaSimple && boletaNeedsId(cart.pricing.finalPayAmount)) blocks.push('boletaNeedsId');
  if (belowMinimum(cart)) blocks.push('minimum');
  return { enabled: blocks.length === 0, blocks, showScheduleButton };
}

/** The update-details dialog is needed when the delivery address lacks a first name, last name or a Peruvian mobile. */
export const addressIncomplete = (cart: Cart): boolean =>
  !cart.address?.firstName?.trim() || !cart.address.lastName?.trim() || !isPeruvianMobile(cart.address.telephone ?? '');

/** Any line whose product is restricted at or above `age` (the legal age, 18). */
export const hasAgeRestrictedItem = (cart: Cart, age: number): boolean =>
  cart.cartItems.some((item) => (item.product?.ageRestrictionValue ?? 0) >= age);
