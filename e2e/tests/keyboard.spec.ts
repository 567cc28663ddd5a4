// The keyboard and the headings: the focus follows "Agregar" to the stepper that replaces it, a dialog opens on its
// first field, and /payment (its payment dialog included) keeps its headings in order, on a laptop and on a phone.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { api, customerWithAddress } from './support/session';
import { scheduleTomorrowNoon } from './support/checkout';

/** The popular products anyone may buy (no age limit), as the API lists them. */
async function unrestricted(page: Page): Promise<{ productId: number; name: string }[]> {
  const popular = await api<{ records: { productId: number; name: string; productAttribute: { attributeCode: string; value: string }[] }[] }>(
    page, 'GET', '/api/v1/PE/products/popular-products?countryId=PE&languageCode=es&limit=30&offset=0');
  return popular.json.records.filter((p) => p.productAttribute.find((a) => a.attributeCode === 'age_restriction')?.value === '0');
}

async function headingOrder(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => n.html.slice(0, 120)));
}

test('@catalogue @cart "Agregar" pressed from the keyboard leaves the focus on the stepper that replaces it', async ({ page }) => {
  await customerWithAddress(page, '1990-05-15');
  const [product] = await unrestricted(page);
  const main = page.getByRole('main');
  const add = main.getByRole('button', { name: `Agregar ${product!.name} al carrito` }).first();
  // The server's HTML shows the button disabled until the page has hydrated it. Below the first screen (the home page's
  // popular products) that part is hydrated when the shopper comes near it or, as here, when the focus lands in it.
  await add.focus();
  await expect(add).toBeEnabled();
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  const plus = main.getByRole('button', { name: `Agregar uno más de ${product!.name}` }).first();
  await expect(plus).toBeFocused();
  // And the stepper goes on from there: a second Enter adds one more.
  await page.keyboard.press('Enter');
  await expect(main.getByRole('button', { name: new RegExp(`^Cambiar cantidad de ${product!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, ahora 2$`) }).first()).toBeVisible();
});

test('@cart a dialog opens on its first field: the delivery instructions\' text box takes the typing at once', async ({ page }) => {
  await customerWithAddress(page, '1990-05-15');
  const cartId = await page.evaluate(() => localStorage.getItem('cartId'));
  const [product] = await unrestricted(page);
  expect((await api(page, 'POST', `/api/v1/PE/es/carts/${cartId}/cart-items`, { productId: product!.productId, quantity: 1, toppings: null })).status).toBe(200);
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: /^Abrir carrito: 1 producto/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
  await drawer.getByRole('button', { name: 'Agregar instrucciones' }).click();
  const dialog = page.getByRole('dialog', { name: 'Instrucciones para el repartidor' });
  await expect(dialog.getByRole('textbox')).toBeFocused();
  await page.keyboard.type('Tocar el timbre');
  await expect(dialog.getByRole('textbox')).toHaveValue('Tocar el timbre');
});

for (const [size, viewport] of [['a laptop', { width: 1366, height: 800 }], ['a phone', { width: 390, height: 844 }]] as const) {
  test(`@cart /payment keeps its headings in order on ${size}, its payment dialog too`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await customerWithAddress(page, '1990-05-15');
    const cartId = await page.evaluate(() => localStorage.getItem('cartId'));
    const [product] = await unrestricted(page);
    expect((await api(page, 'POST', `/api/v1/PE/es/carts/${cartId}/cart-items`, { productId: product!.productId, quantity: 10, toppings: null })).status).toBe(200);
    expect((await api(page, 'PUT', `/api/v1/PE/es/carts/${cartId}/invoice-details`, { boletaSimple: true, boleta: false, factura: false })).status).toBe(200);
    // Scheduled for tomorrow noon, so the cart is ready to pay at whatever hour the suite runs (the store closes at night).
    await scheduleTomorrowNoon(page, cartId!);
    await page.goto('/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Pago' })).toBeVisible();
    await page.getByRole('button', { name: 'Realizar pedido' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forma de pago' });
    await expect(dialog).toBeVisible();
    expect(await headingOrder(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    expect(await headingOrder(page)).toEqual([]);
  });
}
