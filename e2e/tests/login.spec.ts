// Account journeys (issue 5): phone login through the dialog with the code read from the development outbox.
import { expect, test } from '@playwright/test';
import { api } from './support/session';

test('@account a shopper logs in with the code from the development outbox and sees the profile menu', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Iniciar sesión' }).click();

  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  const phone = `95${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  await dialog.getByRole('textbox', { name: 'Número de celular' }).fill(phone);
  const next = dialog.getByRole('button', { name: 'Siguiente' });
  await expect(next).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await next.click();

  const codeDialog = page.getByRole('dialog', { name: 'Código de verificación' });
  await expect(codeDialog.getByRole('textbox', { name: 'Dígito 1 de 6' })).toBeVisible();
  const outbox = await api<{ code: string }[]>(page, 'GET', `/api/dev/outbox?to=${encodeURIComponent(`+51${phone}`)}`);
  const code = outbox.json[0]?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await codeDialog.getByRole('textbox', { name: 'Dígito 1 de 6' }).pressSequentially(code);
  await codeDialog.getByRole('textbox', { name: 'Dígito 6 de 6' }).press('Enter');

  await expect(page.getByText('¡Verificado!')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Mi cuenta' })).toBeVisible();
  // The session is the server's: a reload keeps the shopper logged in.
  await page.reload();
  await expect(header.getByRole('button', { name: 'Mi cuenta' })).toBeVisible();
  expect((await api(page, 'GET', '/api/v1/PE/es/carts')).status).toBe(200);
});

test('@account @catalogue @cart a guest sets a location by place search, then adds to the cart', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /^Ubicación de entrega: Elegir ubicación/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar ubicación' });
  await dialog.getByRole('textbox', { name: 'Busca un distrito, avenida o lugar' }).fill('parque kennedy');
  await dialog.getByRole('list', { name: 'Lugares encontrados' }).getByRole('button', { name: /Parque Kennedy/ }).first().click();
  await expect(page.getByText(/Entrega desde la tienda/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar ubicación' }).click();
  await expect(header.getByRole('button', { name: /^Ubicación de entrega: (?!Elegir ubicación)/ })).toBeVisible();

  // With a location, Add works: the tile's count and the header cart move.
  await header.getByRole('combobox', { name: 'Buscar productos' }).fill('inca kola');
  await header.getByRole('combobox', { name: 'Buscar productos' }).press('Enter');
  await page.getByRole('main').getByRole('button', { name: /^Agregar Gaseosa Inca Kola .* al carrito$/ }).first().click();
  await expect(header.getByRole('button', { name: /^Abrir carrito: 1 producto/ })).toBeVisible();
});
