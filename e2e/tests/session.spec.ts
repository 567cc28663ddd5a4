// The backbone behind the gateway, from a real browser: the HttpOnly session cookie, a guest with a cart,
// phone login with the development outbox, the guest's cart merged into the customer's, and sign-out.
import { expect, test, type Page } from './support/test';

const PE = '/api/v1/PE';

/** fetch() from the page itself, so the browser's own cookie jar and same-origin rules apply. */
async function call(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(async ({ method, url, body }) => {
    const res = await fetch(url, {
      method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-Origin': 'web' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  }, { method, url, body });
}

/** A point in Miraflores: the first demo store, which sells the whole catalogue. */
const MIRAFLORES = { latitude: -12.1236, longitude: -77.0293 };

test('@account @cart a guest gets an HttpOnly session and a cart, logs in by phone and keeps the cart; sign-out ends the session', async ({ page, context }) => {
  await page.goto('/');

  const guest = await call(page, 'POST', `${PE}/guest-users`, {
    deviceUid: `e2e-${Date.now()}`, deviceToken: null, deviceName: 'Playwright', deviceType: 'web', countryId: 'PE', appVersion: '0.1.0',
  });
  expect(guest.status).toBe(201);
  const guestAnswer = guest.json as { user: { userId: number; userRoles: { roleName: string }[] }; cartId: number };
  expect(guestAnswer.user.userRoles[0]?.roleName).toBe('WEB_GUEST_USER');

  // The cookie reached the browser through the gateway, and scripts cannot read it.
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'shop_sid');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('shop_sid');

  // The guest saves a location and fills the cart.
  const address = await call(page, 'POST', '/api/v1/user-addresses', { countryId: 'PE', street1: 'Av. José Larco 812', ...MIRAFLORES });
  expect(address.status).toBe(201);
  const guestCart = await call(page, 'GET', `${PE}/es/carts`);
  const cartId = (guestCart.json as { cartId: number }).cartId;
  expect(cartId).toBe(guestAnswer.cartId);
  // Product 1 is the seed's first drink: not age-restricted, sold by the Miraflores store.
  const added = await call(page, 'POST', `${PE}/es/carts/${cartId}/cart-items`, { countryId: 'PE', productId: 1, quantity: 2, toppings: null });
  expect(added.status).toBe(200);
  expect((added.json as { cartCount: number }).cartCount).toBe(2);

  // Phone login: the code comes from the development outbox.
  const phone = '911222333';
  expect((await call(page, 'POST', `${PE}/login/request-otp`, { contactNumber: phone, countryCode: '+51', otpType: 'LOGIN' })).status).toBe(200);
  const outbox = (await call(page, 'GET', `/api/dev/outbox?to=${encodeURIComponent(`+51${phone}`)}`)).json as { code: string }[];
  expect(outbox[0]?.code).toMatch(/^\d{6}$/);
  const verified = await call(page, 'POST', `${PE}/login/verify-otp`, { contactNumber: phone, countryCode: '+51', otpType: 'LOGIN', otp: outbox[0]?.code, termsAccepted: true });
  expect(verified.status).toBe(200);
  const login = verified.json as { user: { userId: number; userRoles: { roleName: string }[]; userAddresses: unknown[] }; userAddressId: number | null };
  expect(login.user.userRoles[0]?.roleName).toBe('USER');
  expect(login.user.userAddresses).toHaveLength(1);
  expect(login.userAddressId).toBe((address.json as { userAddressId: number }).userAddressId);

  // A new session id replaced the guest's, and the guest's cart lines are now the customer's.
  const [renewed] = (await context.cookies()).filter((c) => c.name === 'shop_sid');
  expect(renewed?.value).not.toBe(cookie?.value);
  const cart = await call(page, 'GET', `${PE}/es/carts`);
  expect(cart.status).toBe(200);
  expect((cart.json as { cartCount: number }).cartCount).toBe(2);

  expect((await call(page, 'DELETE', '/api/v1/users/sessions')).status).toBe(204);
  expect((await call(page, 'GET', `${PE}/es/carts`)).status).toBe(401);
});
