// axe on the pages and panels this shop added for checkout and the account: a verified customer with a saved address
// and a line in the cart, as a shopper would see them. Each waits for the page's own content before scanning.
import { expect, test } from './support/test';
import { seriousViolations } from './support/a11y';
import { api, cartButton, customerWithAddress } from './support/session';

const ADULT = '1990-05-17';

test.beforeEach(async ({ page }) => {
  await customerWithAddress(page, ADULT);
  const cart = await api<{ cartId: number }>(page, 'GET', '/api/v1/PE/es/carts');
  // Product 1 (Inca Kola) is sold by the Miraflores store that serves the saved address.
  const added = await api(page, 'POST', `/api/v1/PE/es/carts/${cart.json.cartId}/cart-items`, { countryId: 'PE', productId: 1, quantity: 2, toppings: null });
  expect(added.status).toBe(200);
  await page.reload();
  await expect(cartButton(page, 2)).toBeVisible();
});

test('@a11y @cart @account the open cart panel has no serious or critical accessibility violations', async ({ page }) => {
  await cartButton(page, 2).click();
  const panel = page.getByRole('dialog', { name: 'Tu carrito' });
  await expect(panel.getByRole('button', { name: /Continuar/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const [path, heading] of [
  ['/payment', null],
  ['/claims-book', /Libro de reclamaciones/i],
  ['/account/my-orders', /Mis pedidos/],
  ['/account/payment-methods', /Métodos de pago/],
  ['/store-location', /Nuestras tiendas|Tiendas/],
  ['/store-offline', null],
] as const) {
  test(`@a11y @cart @account ${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading ? h1.filter({ hasText: heading }).first() : h1.first()).toBeVisible();
    // Loading states announce themselves; scan the page once it has settled (a page rendered on the server may show its
    // placeholders until the browser has its data).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('main').locator('.MuiSkeleton-root')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

/** Tomorrow in Lima as the schedule call wants it ('DD MMM YYYY', English months). */
function tomorrowInLima(): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Lima', day: '2-digit', month: 'short', year: 'numeric' })
    .formatToParts(new Date(Date.now() + 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

test('@a11y @cart @account an order\'s page has no serious or critical accessibility violations', async ({ page }) => {
  const cart = (await api<{ cartId: number; cartItems: { cartItemId: number }[] }>(page, 'GET', '/api/v1/PE/es/carts')).json;
  const base = `/api/v1/PE/es/carts/${cart.cartId}`;
  // Above the store's minimum, scheduled for tomorrow noon so the store's hours at test time do not matter.
  expect((await api(page, 'PUT', `${base}/cart-items/${cart.cartItems[0]!.cartItemId}`, { quantity: 10, toppings: null })).status).toBe(200);
  expect((await api(page, 'PUT', `${base}/schedule-delivery`, { scheduleDelivery: true, scheduleDate: tomorrowInLima(), scheduleTime: '12:00 PM' })).status).toBe(200);
  expect((await api(page, 'PUT', `${base}/invoice-details`, { boletaSimple: true, boleta: false, factura: false })).status).toBe(200);
  const placed = await page.request.post('/api/v1/orders', {
    headers: { 'Idempotency-Key': `a11y-${Date.now()}` },
    data: { countryId: 'PE', orderPlatform: 'WEB', paymentMethod: 'PINPAID', amountInCustomerHand: null, tip: 0, languageCode: 'es' },
  });
  expect(placed.status()).toBe(201);
  const { orderId, orderNumber } = (await placed.json()) as { orderId: number; orderNumber: string };
  await page.goto(`/account/my-orders/${orderId}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).filter({ hasText: orderNumber })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
