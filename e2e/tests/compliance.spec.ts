// Journeys of Peru's rules on age-restricted goods: a beer's page carries the legal notice; at /payment "No"
// to the 18+ question places nothing and the next try asks again, "Yes" places the order, whose page says the rider
// checks an ID, and the operator delivers it only after recording the check; a cart with beer outside the store's
// alcohol sale hours says why in the panel and cannot continue. No journey depends on the hour it runs: the orders are
// scheduled for tomorrow at noon, and the sale hours are set around the server's own clock (San Isidro, which no other
// journey uses) and put back.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { E2E_OPS_TOKEN } from '../playwright.config';
import { payExactCash, scheduleTomorrowNoon } from './support/checkout';
import { api, customerWithAddress, SAN_ISIDRO } from './support/session';

const REPO = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LIMA = 5 * HOUR;

interface CartAnswer {
  cartId: number;
  storeStatus: { nowEpoch: number } | null;
  alcoholSale: { allowed: boolean; message: string | null } | null;
}

/** The operator's command against the shop under test; its standard output. */
async function ops(baseURL: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'ops', '--', ...args], {
    cwd: REPO, env: { ...process.env, OPS_API_URL: baseURL, OPS_TOKEN: E2E_OPS_TOKEN },
  });
  return stdout;
}

/** A beer the store serving the customer's address sells: its id and its page's path. */
async function beerForSale(page: Page): Promise<{ productId: number; path: string }> {
  const userAddressId = JSON.parse((await page.evaluate(() => localStorage.getItem('userData'))) ?? '{}').userAddressId as string;
  const search = await api<{ records: { records: { productId: number; slug: string; name: string; available: boolean }[] }[] }>(page, 'GET',
    `/api/v1/products-search/products?countryId=PE&languageCode=es&limit=20&offset=0&sortColumn=none&sortType=asc&search=cerveza&userAddressId=${userAddressId}`);
  const beer = search.json.records[0]?.records.find((p) => p.name.startsWith('Cerveza') && p.available);
  expect(beer).toBeDefined();
  return { productId: beer!.productId, path: `/product-details/${encodeURIComponent(beer!.slug)}/${beer!.productId}` };
}

const cart = async (page: Page) => (await api<CartAnswer>(page, 'GET', '/api/v1/PE/es/carts')).json;

/** HH:mm of the server's now in Lima, moved by `offset` ms and wrapped into the day. */
function limaClock(nowEpoch: number, offset: number): string {
  const ms = ((((nowEpoch - LIMA + offset) % DAY) + DAY) % DAY);
  return `${String(Math.floor(ms / HOUR)).padStart(2, '0')}:${String(Math.floor((ms % HOUR) / 60_000)).padStart(2, '0')}`;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('popupBannerShownAt', String(Date.now())));
});

test('@catalogue @cart @account a beer\'s page says it is not sold to minors; "No" at /payment orders nothing, "Yes" does, and the rider\'s ID check lets the order be delivered', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await customerWithAddress(page, '1990-05-17');
  const beer = await beerForSale(page);

  // The catalogue's product page: the legal notice, and the beer goes into the cart from there.
  await page.goto(beer.path);
  await expect(page.getByRole('note')).toHaveText(/Prohibida la venta de bebidas alcohólicas a menores de 18 años/i);
  await page.getByRole('main').getByRole('button', { name: /^Agregar .* al carrito$/ }).first().click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Abrir carrito: 1 producto/ })).toBeVisible();

  // Enough for the minimum, a receipt, and a delivery tomorrow at noon (inside the store's and the alcohol hours).
  const current = await cart(page);
  expect((await api(page, 'POST', `/api/v1/PE/es/carts/${current.cartId}/cart-items`, { countryId: 'PE', productId: beer.productId, quantity: 5, toppings: null })).status).toBe(200);
  expect((await api(page, 'PUT', `/api/v1/PE/es/carts/${current.cartId}/invoice-details`, { boletaSimple: true, boleta: false, factura: false })).status).toBe(200);
  await scheduleTomorrowNoon(page, current.cartId);

  await page.goto('/payment');
  const age = page.getByRole('dialog', { name: '¿Eres mayor de 18 años?' });
  const placed = page.getByRole('dialog', { name: '¡Pedido realizado!' });
  await payExactCash(page);
  await age.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'así que no hicimos tu pedido' })).toBeVisible();
  await expect(age).toBeHidden();
  expect((await api<{ count: number }>(page, 'GET', '/api/v1/PE/orders')).json.count).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('ageConfirmationShownAt'))).toBeNull();

  // The next try asks again; "Yes" places the order.
  await payExactCash(page);
  await expect(age).toBeVisible();
  await age.getByRole('button', { name: 'Sí, tengo 18 o más' }).click();
  await expect(placed).toBeVisible();
  const orderNumber = /Pedido N\.° (\S+)/.exec(await placed.innerText())?.[1] ?? '';
  expect(orderNumber).not.toBe('');
  await placed.getByRole('button', { name: 'Seguir mi pedido' }).click();

  // The account's order page: the rider will ask for an ID.
  await expect(page).toHaveURL(/\/account\/my-orders\/\d+$/);
  await expect(page.getByText('Productos para mayores de 18 años')).toBeVisible();

  // The operator: at the door the order is not delivered until the ID check is recorded.
  expect(await ops(baseURL!, 'order', 'advance', orderNumber, '--to', 'AT_DELIVERY_ADDRESS')).toContain('the rider checks an ID');
  await expect(ops(baseURL!, 'order', 'advance', orderNumber)).rejects.toMatchObject({ stderr: expect.stringContaining('first record that the rider checked the ID') });
  expect(await ops(baseURL!, 'order', 'show', orderNumber)).toContain('Age-restricted goods: ID check pending (at the door)');
  expect(await ops(baseURL!, 'order', 'id-check', orderNumber, 'checked')).toContain('ID checked');
  expect(await ops(baseURL!, 'order', 'advance', orderNumber)).toContain('AT_DELIVERY_ADDRESS → DELIVERY_COMPLETED');
  await expect(page.getByText('Documento de identidad verificado en la entrega.')).toBeVisible({ timeout: 20_000 });
});

test('@catalogue @cart beer outside the store\'s alcohol sale hours: the cart panel says so and Continue waits; inside them the message goes', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await customerWithAddress(page, '1990-05-17', { point: SAN_ISIDRO });
  const beer = await beerForSale(page);
  const { storeStatus } = await cart(page);
  const now = storeStatus!.nowEpoch;
  // A window that starts two hours from the server's now: whatever the hour, alcohol is not on sale now.
  const from = limaClock(now, 2 * HOUR);
  const to = limaClock(now, 3 * HOUR);
  try {
    expect(await ops(baseURL!, 'store', 'alcohol-hours', 'lima-san-isidro', from, to)).toContain(`alcohol is sold from ${from} to ${to}`);
    await page.goto(beer.path);
    await page.getByRole('main').getByRole('button', { name: /^Agregar .* al carrito$/ }).first().click();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /^Abrir carrito: 1 producto/ })).toBeVisible();

    await header.getByRole('button', { name: /^Abrir carrito: / }).click();
    const panel = page.getByRole('dialog', { name: 'Tu carrito' });
    await expect(panel.getByText(`La venta de bebidas alcohólicas en Mi Bodega Express San Isidro es de ${from} a ${to}. `
      + 'Vuelve dentro de ese horario o quita las bebidas alcohólicas del carrito.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Continuar', exact: true })).toBeDisabled();

    // The operator lifts the limit (equal bounds: all day): the panel no longer holds the beer back.
    await ops(baseURL!, 'store', 'alcohol-hours', 'lima-san-isidro', '00:00', '00:00');
    expect((await cart(page)).alcoholSale).toMatchObject({ allowed: true, message: null });
    await page.reload();
    await header.getByRole('button', { name: /^Abrir carrito: / }).click();
    await expect(panel.getByRole('button', { name: 'Continuar', exact: true })).toBeVisible();
    await expect(panel.getByText(/La venta de bebidas alcohólicas/)).toHaveCount(0);
  } finally {
    await ops(baseURL!, 'store', 'alcohol-hours', 'lima-san-isidro', '09:00', '23:00');
  }
});
