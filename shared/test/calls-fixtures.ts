// Test helpers for @shop/shared/calls: a route table answering the shared client, the contract's records, event spies.
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { createElement, type ReactNode } from 'react';
import { configureApi } from '@shop/shared/api';
import type { Address, Cart, LoginAnswer, User } from '@shop/shared/calls';
import { events, type EventMap, type EventName } from '@shop/shared/events';
import { ShopQueryProvider, type QueryClient } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { mockApi, type MockAnswer } from '../../tools/jest/remote/mock-api';
import { testQueryClient } from '../../tools/jest/remote/render';

export type Route = MockAnswer | ((config: InternalAxiosRequestConfig) => MockAnswer | Promise<MockAnswer>);

/**
 * Answers `METHOD /path` (path after /api/v1, without the query) from the table; any other call fails the
 * test. The returned mock records every call's config.
 */
export function routes(table: Record<string, Route>) {
  return mockApi((config) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
    const route = table[key];
    if (route === undefined) throw new Error(`unexpected call ${key}`);
    return typeof route === 'function' ? route(config) : route;
  });
}

/** A network failure (no answer): the client's status-0 path. */
export function networkDown(config: InternalAxiosRequestConfig): never {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
}

/** The JSON body a call sent (undefined without one). */
export const bodyOf = (config: InternalAxiosRequestConfig | undefined): unknown =>
  typeof config?.data === 'string' ? JSON.parse(config.data) : config?.data;

/** `{method, url, params, body}` of the n-th call of a routes() mock. */
export function callOf(mock: jest.Mock, n = 0) {
  const config = mock.mock.calls[n]?.[0] as InternalAxiosRequestConfig | undefined;
  if (!config) throw new Error(`no call #${n}`);
  return { method: config.method?.toUpperCase(), url: config.url, params: config.params as unknown, body: bodyOf(config), callName: config.callName };
}

export const errorBody = (general: { identifier: string; message: string }[], fieldsErrors: { fieldName: string; identifier: string; message: string }[] = []) => ({
  errors: { general, fieldsErrors },
});

// ---- Records of the contract -------------------------------------------------------------------------

export const LIMA_1990_05_17 = Date.UTC(1990, 4, 17, 5);

export function address(overrides: Partial<Address> = {}): Address {
  return {
    userAddressId: 11, userId: 42, countryId: 'PE', firstName: 'María', lastName: 'Quispe', telephone: '987654321',
    street1: 'Av. Larco 345', street2: null, landmark: null, cityNameGoogle: 'Miraflores', latitude: -12.1236,
    longitude: -77.0293, alias: 'Home', defaultShipping: true, storeExists: true, updatedAt: '2026-11-21T15:00:00.000Z', ...overrides,
  };
}

export function user(overrides: Partial<User> = {}): User {
  return {
    userId: 42, firstName: 'María', lastName: 'Quispe', contactNumber: '987654321', countryCode: '+51', email: null,
    dob: LIMA_1990_05_17, userRoles: [{ roleId: 1, roleName: 'USER' }], userAddresses: [address()], ...overrides,
  };
}

export const customerAnswer = (): LoginAnswer => ({ user: user(), cartId: 88, userAddressId: 11 });

export const guestAnswer = (userId = 501, cartId = 77): LoginAnswer => ({
  user: user({
    userId, firstName: null, lastName: null, contactNumber: null, countryCode: null, dob: null,
    userRoles: [{ roleId: 2, roleName: 'WEB_GUEST_USER' }], userAddresses: [],
  }),
  cartId,
  userAddressId: null,
});

export function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    cartId: 77, cartCount: 0, cartItems: [], minimumOrderAmount: 20, freeShippingThreshold: 80, storeStatus: null, alcoholSale: null,
    address: null,
    pricing: { basePrice: 0, shipping: 0, serviceCharge: 0, discount: 0, promoCodeDiscount: 0, finalPayAmount: 0 },
    promoCode: { promoCodeId: null, promoCode: null, promoCodeDescription: null, promoCodeValid: false, promoCodeMessage: null },
    scheduleDelivery: { scheduleDelivery: false, scheduleDate: null, scheduleTime: null },
    deliveryInstructions: null,
    invoiceDetails: { boletaSimple: true, boleta: false, factura: false, id: null, name: null, invoiceName: null, dob: null, ruc: null, number: null, address: null },
    ...overrides,
  };
}

// ---- Session, events, reload -------------------------------------------------------------------------

export const reload = jest.fn();
export const navigate = jest.fn();

/** A fresh page: nothing stored, Spanish, Peru, reload and navigate captured. */
export function freshPage(): void {
  localStorage.clear();
  sessionStorage.clear();
  useSession.getState().clear();
  useSession.setState({ language: 'es', country: 'PE' });
  reload.mockClear();
  navigate.mockClear();
  configureApi({ reload, navigate });
}

export const asGuest = (userAddressId: number | null = 10, cartId: number | null = 77) => {
  useSession.getState().setUser({ userId: 501, roleName: 'WEB_GUEST_USER', roleId: 2, userAddressId, cartId });
};

export const asCustomer = (userAddressId: number | null = 11, cartId: number | null = 88) => {
  useSession.getState().setUser({ userId: 42, roleName: 'USER', roleId: 1, userAddressId, cartId, dob: LIMA_1990_05_17 });
};

/** Records the payloads of the named events from now until `stop()`. */
export function spyEvents<K extends EventName>(...names: K[]) {
  const seen: { name: K; payload: EventMap[K] }[] = [];
  const offs = names.map((name) => events.on(name, (payload) => seen.push({ name, payload })));
  return {
    seen,
    of: (name: K) => seen.filter((e) => e.name === name).map((e) => e.payload),
    stop: () => offs.forEach((off) => off()),
  };
}

/** renderHook's wrapper: the page's query cache (a fresh one unless given), with the session events' invalidations. */
export function withQueryClient(client: QueryClient = testQueryClient()) {
  const wrapper = ({ children }: { children?: ReactNode }) => createElement(ShopQueryProvider, { client }, children);
  return { client, wrapper };
}
