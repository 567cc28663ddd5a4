// Shopper identities for journeys whose subject is not login itself: made through the real API from the page (so the
// browser holds the HttpOnly session cookie), then written to localStorage the way @shop/shared/calls does.
import { expect, type Page } from '@playwright/test';

export const MIRAFLORES = { latitude: -12.1236, longitude: -77.0293 } as const;
/** Served by the San Isidro store (06:00–24:00, no scheduled deliveries), which no other journey uses. */
export const SAN_ISIDRO = { latitude: -12.1031, longitude: -77.0352 } as const;

type Point = { latitude: number; longitude: number };

interface LoginAnswer {
  user: { userId: number; userRoles: { roleId: number; roleName: string }[]; dob: number | null };
  cartId: number;
  userAddressId: number | null;
}

/** fetch() from the page, with the browser's cookies. */
export async function api<T = unknown>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(async ({ method, url, body }) => {
    const res = await fetch(url, {
      method, credentials: 'include', headers: { 'Content-Type': 'application/json', 'X-Origin': 'web' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
  }, { method, url, body });
}

/** Writes the session's localStorage keys and reloads, so every remote starts from them. */
async function storeSession(page: Page, answer: LoginAnswer, userAddressId: number, dob: number | null): Promise<void> {
  const role = answer.user.userRoles[0];
  await page.evaluate(({ userId, roleName, roleId, cartId, userAddressId, dob }) => {
    localStorage.setItem('userId', String(userId));
    localStorage.setItem('userData', JSON.stringify({ roleName, userAddressId: String(userAddressId) }));
    localStorage.setItem('roleId', String(roleId));
    localStorage.setItem('cartId', String(cartId));
    if (dob !== null) localStorage.setItem('dob', String(dob));
  }, { userId: answer.user.userId, roleName: role?.roleName, roleId: role?.roleId, cartId: answer.cartId, userAddressId, dob });
  await page.reload();
}

async function saveAddress(page: Page, customer: boolean, point: Point = MIRAFLORES): Promise<number> {
  const res = await api<{ userAddressId: number }>(page, 'POST', '/api/v1/user-addresses', {
    countryId: 'PE', street1: point === MIRAFLORES ? 'Av. José Larco 812, Miraflores' : 'Calle Prueba 123, Lima', ...point,
    ...(customer ? { firstName: 'Prueba', lastName: 'E2E', telephone: '987000111', alias: 'Home' } : {}),
  });
  expect(res.status).toBe(201);
  return res.json.userAddressId;
}

/** A guest with a delivery point in Miraflores (the store there sells the whole catalogue). */
/**
 * The home pop-up banner (a modal) shows once a shop day to anyone with a saved address; journeys about something
 * else mark it as seen today so it does not cover the page. `popup: true` leaves it to appear.
 */
async function markPopupSeen(page: Page, popup: boolean): Promise<void> {
  if (!popup) await page.evaluate(() => window.localStorage.setItem('popupBannerShownAt', String(Date.now())));
}

export async function guestWithAddress(page: Page, { popup = false }: { popup?: boolean } = {}): Promise<void> {
  await page.goto('/');
  await markPopupSeen(page, popup);
  const guest = await api<LoginAnswer>(page, 'POST', '/api/v1/PE/guest-users', {
    deviceUid: `e2e-${Date.now()}-${Math.random()}`, deviceToken: null, deviceName: 'Playwright', deviceType: 'web', countryId: 'PE', appVersion: '0.1.0',
  });
  expect(guest.status).toBe(201);
  await storeSession(page, guest.json, await saveAddress(page, false), null);
}

/** A verified customer (phone login through the development outbox) with an address (Miraflores unless `point`) and a date of birth. */
export async function customerWithAddress(page: Page, dob: string, { popup = false, point = MIRAFLORES }: { popup?: boolean; point?: Point } = {}): Promise<void> {
  await page.goto('/');
  await markPopupSeen(page, popup);
  // Random digits: two workers starting in the same millisecond must not share a phone (the 60 s resend rule).
  const phone = `93${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  expect((await api(page, 'POST', '/api/v1/PE/login/request-otp', { contactNumber: phone, countryCode: '+51', otpType: 'LOGIN' })).status).toBe(200);
  const outbox = await api<{ code: string }[]>(page, 'GET', `/api/dev/outbox?to=${encodeURIComponent(`+51${phone}`)}`);
  const login = await api<LoginAnswer>(page, 'POST', '/api/v1/PE/login/verify-otp', { contactNumber: phone, countryCode: '+51', otpType: 'LOGIN', otp: outbox.json[0]?.code, termsAccepted: true });
  expect(login.status).toBe(200);
  const addressId = await saveAddress(page, true, point);
  // Lima midnight of the date (UTC−5), as the shared dobToEpoch sends it.
  const dobEpoch = Date.parse(`${dob}T05:00:00Z`);
  const saved = await api(page, 'PUT', `/api/v1/PE/customers/${login.json.user.userId}`, { countryId: 'PE', idType: 'DNI', idNumber: '4' + String(Date.now()).slice(-7), dob: dobEpoch });
  expect(saved.status).toBe(200);
  await storeSession(page, login.json, addressId, dobEpoch);
}

/** The header's cart button, whose accessible name starts with the item count. */
export const cartButton = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^Abrir carrito: ${count} producto`) });
