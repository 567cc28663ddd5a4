// Checkout steps shared by the journeys: paying cash at /payment, and a schedule that makes an order independent of the
// hour the journey runs.
import { expect, type Page } from '@playwright/test';
import { api } from './session';

const LIMA_OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/**
 * Schedules the cart's delivery for tomorrow at 12:00 in Lima by the server's clock (`storeStatus.nowEpoch`): inside every
 * store's hours and the alcohol sale hours, so a journey that places an order does not depend on the hour it runs.
 */
export async function scheduleTomorrowNoon(page: Page, cartId: number | string): Promise<void> {
  const cart = await api<{ storeStatus: { nowEpoch: number } | null }>(page, 'GET', '/api/v1/PE/es/carts');
  const date = new Date((cart.json.storeStatus?.nowEpoch ?? Date.now()) - LIMA_OFFSET_MS + DAY_MS);
  const scheduleDate = `${String(date.getUTCDate()).padStart(2, '0')} ${date.toLocaleString('en', { month: 'short', timeZone: 'UTC' })} ${date.getUTCFullYear()}`;
  const res = await api(page, 'PUT', `/api/v1/PE/es/carts/${cartId}/schedule-delivery`, { scheduleDelivery: true, scheduleDate, scheduleTime: '12:00 PM' });
  expect(res.status).toBe(200);
}

/** Pays in cash with the exact amount and the address confirmed (the age question, if any, comes next). */
export async function payExactCash(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Realizar pedido' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forma de pago' });
  await dialog.getByRole('radio', { name: 'Efectivo' }).check();
  await dialog.getByRole('button', { name: /^Monto exacto S\/ / }).click();
  await dialog.getByRole('checkbox', { name: 'Confirmo la dirección de entrega' }).check();
  await dialog.getByRole('button', { name: 'Confirmar pedido' }).click();
}
