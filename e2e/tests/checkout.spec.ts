// Checkout journeys: a guest fills the cart, logs in, and goes through promo, schedule, boleta, the continue
// flow (e-mail, code, contact details) and cash payment to an order the operator then moves on, followed on its page
// and in my-orders; an offline store's Continue and schedule path (toggle → /store-offline, which schedules); and the
// once-a-day age confirmation of a restricted cart. Tags name every remote whose slot or page a journey uses: the first
// searches and adds from the catalogue's search box and tiles and logs in and follows the order in the account's
// dialogs and pages; the other two set their shopper up through the API and use only the cart's slots and pages.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from './support/test';
import { E2E_OPS_TOKEN } from '../playwright.config';
import { payExactCash, scheduleTomorrowNoon } from './support/checkout';
import { api, customerWithAddress, guestWithAddress } from './support/session';

const REPO = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

interface LoginAnswer {
  user: { userId: number; userRoles: { roleId: number; roleName: string }[] };
  cartId: number;
}

const header = (page: Page) => page.getByRole('banner');
const cartButton = (page: Page) => header(page).getByRole('button', { name: /^Abrir carrito: / });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Tu carrito' });

/** The base price the header cart button shows ("Abrir carrito: 3 productos, S/ 20.70"). */
async function headerTotal(page: Page): Promise<number> {
  const name = (await cartButton(page).getAttribute('aria-label')) ?? (await cartButton(page).innerText());
  const match = /S\/\s*([\d,]+\.\d{2})/.exec(name);
  return match ? Number(match[1]!.replace(/,/g, '')) : 0;
}

/** The newest code the development outbox holds for a phone (+51…) or an e-mail. */
async function outboxCode(page: Page, to: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const outbox = await api<{ code: string }[]>(page, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
    code = outbox.json[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}

async function typeCode(page: Page, dialogName: string, code: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('textbox', { name: 'Dígito 1 de 6' }).pressSequentially(code);
  await dialog.getByRole('textbox', { name: 'Dígito 6 de 6' }).press('Enter');
}

/** The operator's command (npm run ops -- order advance) against the shop under test: the order's next status. */
async function advanceOrder(orderNumber: string): Promise<void> {
  await run('npm', ['run', 'ops', '--', 'order', 'advance', orderNumber], {
    cwd: REPO,
    env: { ...process.env, OPS_API_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? 8090}`, OPS_TOKEN: E2E_OPS_TOKEN },
  });
}

async function openPanel(page: Page) {
  await cartButton(page).click();
  await expect(panel(page)).toBeVisible();
  return panel(page);
}

// The home page's pop-up banner (once a shop day, for shoppers with an address) would cover these journeys: mark it seen.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('popupBannerShownAt', String(Date.now())));
});

test('@catalogue @cart @account a guest fills the cart, logs in, checks out with promo, schedule and boleta, pays cash and follows the order', async ({ page }) => {
  test.setTimeout(240_000);
  await guestWithAddress(page);

  // The guest adds Inca Kola from the search results until the cart reaches the promo's minimum (S/ 30).
  await header(page).getByRole('combobox', { name: 'Buscar productos' }).fill('inca kola');
  await header(page).getByRole('combobox', { name: 'Buscar productos' }).press('Enter');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: /^Agregar Gaseosa Inca Kola .* al carrito$/ }).first().click();
  await expect(header(page).getByRole('button', { name: /^Abrir carrito: 1 producto/ })).toBeVisible();
  // The promo's minimum counts the goods after item discounts (basePrice − discount).
  const goods = async () => {
    const { json } = await api<{ pricing: { basePrice: number; discount: number } }>(page, 'GET', '/api/v1/PE/es/carts');
    return json.pricing.basePrice - json.pricing.discount;
  };
  for (let i = 0; i < 25 && (await goods()) < 32; i++) {
    const before = await headerTotal(page);
    await main.getByRole('button', { name: /^Agregar uno más de Gaseosa Inca Kola/ }).first().click();
    await expect.poll(() => headerTotal(page)).toBeGreaterThan(before);
  }
  expect(await goods()).toBeGreaterThanOrEqual(32);

  // The guest logs in; the login keeps the guest's cart and address.
  const phone = `96${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await login.getByRole('textbox', { name: 'Número de celular' }).fill(phone);
  await login.getByRole('checkbox', { name: /^Acepto los/ }).check();
  await login.getByRole('button', { name: 'Siguiente' }).click();
  await typeCode(page, 'Código de verificación', await outboxCode(page, `+51${phone}`));
  await expect(page.getByText('¡Verificado!')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Mi cuenta' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Promo, schedule (tomorrow, first slot) and a boleta with a DNI, in the panel.
  const drawer = await openPanel(page);
  await drawer.getByRole('button', { name: 'Aplicar un cupón' }).click();
  const promos = page.getByRole('dialog', { name: 'Cupones disponibles' });
  await promos.getByRole('button', { name: 'Aplicar el cupón BIENVENIDO10' }).click();
  const applied = page.getByRole('dialog', { name: '¡Cupón aplicado!' });
  await applied.getByRole('button', { name: 'Entendido' }).click();
  await expect(drawer.getByText('BIENVENIDO10').first()).toBeVisible();

  await drawer.getByLabel('Programar la entrega').click();
  const schedule = page.getByRole('dialog', { name: 'Programa tu entrega' });
  await schedule.getByRole('button', { name: /^Mañana, / }).click();
  await schedule.getByRole('radio', { disabled: false }).first().check();
  await schedule.getByRole('button', { name: 'Programar' }).click();
  await expect(schedule).toBeHidden();

  // The receipt accordion is open while no type is chosen.
  const boletaChoice = drawer.getByRole('radio', { name: 'Boleta con DNI u otro documento' });
  if (!(await boletaChoice.isVisible())) await drawer.getByRole('button', { name: /Comprobante de pago/ }).click();
  await boletaChoice.click();
  const boleta = page.getByRole('dialog', { name: 'Boleta con documento' });
  await boleta.getByRole('combobox', { name: 'Tipo de documento' }).selectOption('DNI');
  await boleta.getByRole('textbox', { name: /Número de documento/ }).fill('45871236');
  await boleta.getByRole('textbox', { name: /Nombre completo del cliente/ }).fill('Rosa Prueba E2E');
  await boleta.getByRole('button', { name: 'Guardar' }).click();
  await expect(boleta).toBeHidden();
  await expect(drawer.getByText('DNI 45871236 · Rosa Prueba E2E')).toBeVisible();

  // Continue: the new customer has no e-mail → add e-mail → code → verified; the address has no names → details.
  await drawer.getByRole('button', { name: 'Continuar', exact: true }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Agrega tu correo electrónico' });
  const email = `rosa.${phone}@example.pe`;
  await emailDialog.getByRole('textbox', { name: /Correo electrónico/ }).fill(email);
  await emailDialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('dialog', { name: 'Verifica tu correo' })).toBeVisible();
  await typeCode(page, 'Verifica tu correo', await outboxCode(page, email));
  const verified = page.getByRole('dialog', { name: 'Correo verificado' });
  await verified.getByRole('button', { name: 'Continuar' }).click();
  const details = page.getByRole('dialog', { name: 'Actualiza tus datos de contacto' });
  await details.getByRole('textbox', { name: /Nombres/ }).fill('Rosa');
  await details.getByRole('textbox', { name: /Apellidos/ }).fill('Prueba');
  await details.getByRole('textbox', { name: /Celular/ }).fill('987000222');
  await details.getByRole('button', { name: 'Guardar y continuar' }).click();

  // /payment: the summary, then cash.
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pago' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Comprobante' })).toContainText('Boleta con DNI 45871236 a nombre de Rosa Prueba E2E');
  await expect(page.getByRole('region', { name: 'Detalle de la cuenta' })).toContainText('Cupón BIENVENIDO10');
  await expect(page.getByRole('region', { name: 'Entrega' })).toContainText('Entrega programada:');
  await payExactCash(page);

  const placed = page.getByRole('dialog', { name: '¡Pedido realizado!' });
  await expect(placed).toBeVisible();
  const orderNumber = /Pedido N\.° (\S+)/.exec(await placed.innerText())?.[1] ?? '';
  expect(orderNumber).not.toBe('');
  await placed.getByRole('button', { name: 'Seguir mi pedido' }).click();
  await expect(page).toHaveURL(/\/account\/my-orders\/\d+$/);
  // The same cart, emptied by the order.
  await expect(cartButton(page)).toHaveAccessibleName(/^Abrir carrito: 0 productos/);
  await expect(page.getByText('Pedido recibido').first()).toBeVisible();

  // The operator moves it on; the order page follows without a reload.
  await advanceOrder(orderNumber);
  await expect(page.getByText('Buscando repartidor').first()).toBeVisible({ timeout: 20_000 });

  // my-orders lists it at that status, and follows the operator's next advance without a reload too.
  await page.getByRole('main').getByRole('link', { name: 'Mis pedidos', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/my-orders$/);
  const row = page.getByRole('article', { name: `Pedido ${orderNumber}` });
  await expect(row).toContainText('Buscando repartidor');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await advanceOrder(orderNumber);
  await expect(row).toContainText('Repartidor asignado', { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('@cart an offline store disables Continue; the schedule toggle leads to /store-offline, where the delivery is scheduled and shown', async ({ page }) => {
  await page.goto('/');
  // A customer whose address is served by the Surco store (offline, takes scheduled deliveries).
  const phone = `97${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  expect((await api(page, 'POST', '/api/v1/PE/login/request-otp', { contactNumber: phone, countryCode: '+51', otpType: 'LOGIN' })).status).toBe(200);
  const code = await outboxCode(page, `+51${phone}`);
  const login = await api<LoginAnswer>(page, 'POST', '/api/v1/PE/login/verify-otp', { contactNumber: phone, countryCode: '+51', otpType: 'LOGIN', otp: code, termsAccepted: true });
  expect(login.status).toBe(200);
  const address = await api<{ userAddressId: number }>(page, 'POST', '/api/v1/user-addresses', {
    countryId: 'PE', street1: 'Av. Primavera 1100, Santiago de Surco', latitude: -12.1108, longitude: -76.9889,
    firstName: 'Prueba', lastName: 'Surco', telephone: '987000333', alias: 'Home',
  });
  expect(address.status).toBe(201);
  // Each store misses a few products: add the first one Surco sells.
  let added = false;
  for (let productId = 1; productId <= 10 && !added; productId++) {
    added = (await api(page, 'POST', `/api/v1/PE/es/carts/${login.json.cartId}/cart-items`, { countryId: 'PE', productId, quantity: 5, toppings: null })).status === 200;
  }
  expect(added).toBe(true);
  await page.evaluate(({ userId, roleId, cartId, userAddressId }) => {
    localStorage.setItem('userId', String(userId));
    localStorage.setItem('userData', JSON.stringify({ roleName: 'USER', userAddressId: String(userAddressId) }));
    localStorage.setItem('roleId', String(roleId));
    localStorage.setItem('cartId', String(cartId));
  }, { userId: login.json.user.userId, roleId: login.json.user.userRoles[0]?.roleId, cartId: login.json.cartId, userAddressId: address.json.userAddressId });
  await page.reload();
  const cart = await api<{ storeStatus: { storeName: string; storeOnlineStatus: boolean; scheduleDeliveryEnabled: boolean } | null }>(page, 'GET', '/api/v1/PE/es/carts');
  expect(cart.json.storeStatus).toMatchObject({ storeName: 'Mi Bodega Express Surco', storeOnlineStatus: false, scheduleDeliveryEnabled: true });

  const drawer = await openPanel(page);
  await expect(drawer.getByRole('button', { name: 'Continuar', exact: true })).toBeDisabled();
  await expect(drawer.getByRole('button', { name: 'Programar entrega', exact: true })).toBeVisible();
  // The panel's schedule toggle, while the store is offline, leads to the schedule delivery area.
  await drawer.getByRole('switch', { name: 'Programar la entrega' }).click();
  await expect(page).toHaveURL(/\/store-offline$/);
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Programar entrega' })).toBeVisible();
  await expect(page.getByText('Mi Bodega Express Surco')).toBeVisible();
  await expect(page.getByText('La tienda está cerrada en este momento.')).toBeVisible();
  await expect(page.getByText(/cerrada temporalmente por inventario/)).toBeVisible();
  await expect(page.getByText('Horario de atención: de 08:00 a 22:00 (hora de Lima).')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver tiendas' })).toHaveAttribute('href', '/store-location');

  // The page schedules itself: tomorrow's first slot, then it shows the schedule and that the order waits for the store.
  const area = page.getByRole('region', { name: 'Tu entrega programada' });
  await expect(area.getByText('Aún no programaste tu entrega.')).toBeVisible();
  await area.getByRole('button', { name: 'Programa tu entrega' }).click();
  const schedule = page.getByRole('dialog', { name: 'Programa tu entrega' });
  await schedule.getByRole('button', { name: /^Mañana, / }).click();
  await schedule.getByRole('radio', { name: '08:00' }).check();
  await schedule.getByRole('button', { name: 'Programar' }).click();
  await expect(schedule).toBeHidden();
  await expect(page).toHaveURL(/\/store-offline$/);
  // In the shop's language ('mié, 26 nov. 2026, 08:00'), not the API's English '26 Nov 2026, 08:00 AM'.
  const chosen = area.getByText(/^Entrega programada para el \p{L}{3}\.?,\s\d{1,2}\s\p{L}{3}\.?\s\d{4}, 08:00\.$/u);
  await expect(chosen).toBeVisible();
  await expect(area.getByText(/Podrás realizar tu pedido cuando la tienda vuelva a estar en línea/)).toBeVisible();
  const saved = await api<{ scheduleDelivery: { scheduleDelivery: boolean; scheduleDate: string; scheduleTime: string } }>(page, 'GET', '/api/v1/PE/es/carts');
  expect(saved.json.scheduleDelivery).toMatchObject({ scheduleDelivery: true, scheduleTime: '08:00 AM' });

  // Back in the panel: the schedule is there, and Continue stays disabled while the store is offline.
  await area.getByRole('button', { name: 'Ver mi carrito' }).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('switch', { name: 'Programar la entrega' })).toBeChecked();
  await expect(panel(page).getByText(/^\p{L}{3}\.?,\s\d{1,2}\s\p{L}{3}\.?\s\d{4}, 08:00$/u)).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Continuar', exact: true })).toBeDisabled();
});

test('@cart a cart with beer asks for the age confirmation once a shop day', async ({ page }) => {
  test.setTimeout(120_000);
  await customerWithAddress(page, '1990-05-17');
  const cartId = await page.evaluate(() => localStorage.getItem('cartId'));
  const search = await api<{ records: { records: { productId: number; name: string }[] }[] }>(
    page, 'GET', '/api/v1/products-search/products?countryId=PE&languageCode=es&limit=20&offset=0&sortColumn=none&sortType=asc&search=pilsen');
  const beer = search.json.records[0]?.records.find((p) => p.name.startsWith('Cerveza Pilsen'));
  expect(beer).toBeDefined();

  const fillCart = async () => {
    expect((await api(page, 'POST', `/api/v1/PE/es/carts/${cartId}/cart-items`, { countryId: 'PE', productId: beer!.productId, quantity: 6, toppings: null })).status).toBe(200);
    expect((await api(page, 'PUT', `/api/v1/PE/es/carts/${cartId}/invoice-details`, { boletaSimple: true, boleta: false, factura: false })).status).toBe(200);
    // Tomorrow at noon: inside the store's and the alcohol sale hours whatever the hour the journey runs.
    await scheduleTomorrowNoon(page, cartId!);
    await page.goto('/payment');
  };
  const age = page.getByRole('dialog', { name: '¿Eres mayor de 18 años?' });
  const placed = page.getByRole('dialog', { name: '¡Pedido realizado!' });

  await fillCart();
  await payExactCash(page);
  await expect(age).toBeVisible();
  await age.getByRole('button', { name: 'Sí, tengo 18 o más' }).click();
  await expect(placed).toBeVisible();
  await placed.getByRole('button', { name: 'Seguir comprando' }).click();

  // The same shop day: straight to the order.
  await fillCart();
  await payExactCash(page);
  await expect(placed).toBeVisible();
  await expect(age).toHaveCount(0);
  await placed.getByRole('button', { name: 'Seguir comprando' }).click();

  // Shown yesterday (the marker is a Lima day start): asked again.
  await page.evaluate(() => localStorage.setItem('ageConfirmationShownAt', String(Number(localStorage.getItem('ageConfirmationShownAt')) - 86_400_000)));
  await fillCart();
  await payExactCash(page);
  await expect(age).toBeVisible();
});
