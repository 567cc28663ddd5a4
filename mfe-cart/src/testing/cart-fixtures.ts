// The cart remote's test data, typed from the wire types (a Cart and its parts, promos, the customer), and a fake cart
// API for the component tests. Each builder's record is complete; a test overrides only what it is about.
import type { InternalAxiosRequestConfig } from 'axios';
import type { Cart, CartItem, CartPricing, Customer, StoreStatus } from '@shop/shared/calls';
import { mockApi, type MockAnswer } from '../../../tools/jest/remote/mock-api';
import type { PromoList } from '../api/get-active-promos';

export function lineOf(patch: Partial<CartItem> & { name?: string; actual?: number; discounted?: number; age?: number } = {}): CartItem {
  const { name = 'Inca Kola 500 ml', actual = 3.5, discounted = 3, age = 0, ...rest } = patch;
  const cartItemId = rest.cartItemId ?? 1;
  const productId = rest.productId === undefined ? 100 + cartItemId : rest.productId;
  return {
    cartItemId, productId, comboOfferId: null, quantity: 1, toppings: null, comboOfferData: null, available: true, lineTotal: discounted,
    product: {
      productId, name, brandName: 'Lindley', cartItemCount: rest.quantity ?? 1,
      productPrice: { originalActualPrice: actual, originalDiscountedPrice: discounted },
      productFiles: [{ type: 'Secondary', imageUrl: '/x-2.png' }, { type: 'Primary', imageUrl: `/img/${productId}.png` }],
      ageRestrictionValue: age,
    },
    ...rest,
  };
}

export function storeOf(patch: Partial<StoreStatus> = {}): StoreStatus {
  return {
    storeId: 1, storeName: 'Miraflores', storeOnlineStatus: true, storeDeliveryStatus: true, scheduleDeliveryEnabled: true,
    storeOfflineMessage: null, orderAcceptanceTimeFrom: 8 * 3_600_000, orderAcceptanceTimeTo: 22 * 3_600_000, nowEpoch: Date.now(), ...patch,
  };
}

export function cartOf(patch: Partial<Cart> = {}): Cart {
  const cartItems = patch.cartItems ?? [lineOf()];
  return {
    cartId: 10,
    cartCount: cartItems.reduce((n, i) => n + i.quantity, 0),
    cartItems,
    minimumOrderAmount: 20,
    freeShippingThreshold: null,
    storeStatus: storeOf(),
    alcoholSale: null,
    address: {
      userAddressId: 1, firstName: 'Ana', lastName: 'Pérez', telephone: '987654321', street1: 'Av. Larco 123', street2: 'Dpto 4',
      landmark: 'Frente al parque', latitude: -12.1, longitude: -77.03, countryId: 'PE', alias: 'Home', defaultShipping: true, orderDelivered: false,
    },
    pricing: { basePrice: 30, shipping: 5, serviceCharge: 1, discount: 2, promoCodeDiscount: 0, finalPayAmount: 34 },
    promoCode: { promoCodeId: null, promoCode: null, promoCodeDescription: null, promoCodeValid: false, promoCodeMessage: null },
    scheduleDelivery: { scheduleDelivery: false, scheduleDate: null, scheduleTime: null },
    deliveryInstructions: null,
    invoiceDetails: {
      boletaSimple: false, boleta: false, factura: false, id: null, name: null, invoiceName: null, dob: null, ruc: null, number: null, address: null,
    },
    ...patch,
  };
}

/** A bill of zeros but for what the test sets. */
export const pricingOf = (patch: Partial<CartPricing> = {}): CartPricing => ({
  basePrice: 0, shipping: 0, serviceCharge: 0, discount: 0, promoCodeDiscount: 0, finalPayAmount: 0, ...patch,
});

/** An active promo the cart qualifies for: 10 % off from S/ 30, until the end of 2026. */
export const promoOf = (promoCodeId: number, promoCode: string, patch: Partial<PromoList['records'][number]> = {}): PromoList['records'][number] => ({
  promoCodeId, promoCode, description: `Descuento ${promoCode}`, minimumCartAmount: 30, formattedDiscount: '10%', enableApplyButton: true,
  endDate: '2026-12-31T23:59:00.000Z', amountMissing: 0, applied: false, ...patch,
});

/** Customer 5 (Ana Quispe) with `email` verified, or without an e-mail. */
export const customerOf = (email: string | null): Customer => ({
  userId: 5, idType: null, idNumber: null, dob: null, email, emailVerified: email !== null, firstName: 'Ana', lastName: 'Quispe',
  contactNumber: '987654321', countryCode: '+51',
});

export interface FakeCall {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  body: unknown;
}

export type Route = (call: FakeCall) => MockAnswer | undefined;

/**
 * A cart API: GET carts answers `state.cart`; every other call goes to `route` first (a mutation may set state.cart
 * and answer it); recommended products answer an empty list unless routed.
 */
export function fakeCartApi(state: { cart: Cart }, route: Route = () => undefined) {
  const calls: FakeCall[] = [];
  const api = mockApi((config: InternalAxiosRequestConfig) => {
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params as Record<string, unknown> | undefined,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const answer = route(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.url === '/PE/es/carts') return { data: state.cart };
    if (call.url.endsWith('/recommended-products')) return { data: { count: 0, records: [] } };
    return { status: 404, data: { errors: { general: [{ identifier: 'error.test.unrouted', message: `unrouted ${call.method} ${call.url}` }] } } };
  });
  return { api, calls, made: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url) };
}
