// Journeys when something is wrong: a remote's files gone, the API in maintenance, an unknown address.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { ES, categorySection, expectCategories, expectSameDocument, markDocument, remoteNotice } from './support/shop';

test('@host @catalogue with the catalogue remote gone the shell keeps working and Retry recovers without a reload', async ({ page }) => {
  let gone = true;
  await page.route('**/remotes/catalogue/**', (route) => (gone ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback()));
  await page.goto('/');
  await markDocument(page);

  const main = page.getByRole('main');
  await expect(remoteNotice(main).first()).toBeVisible();
  await expect(categorySection(page)).toHaveCount(0);

  // The footer still lists the categories (the host's own call) and its links still route.
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(ES.beer);
  await footer.getByRole('link', { name: 'Nosotros' }).click();
  await expect(page).toHaveURL(/\/section\/aboutUs$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Nosotros' })).toBeVisible();

  // So does the header: its logo brings the shopper home, where the slot still offers a retry.
  await page.getByRole('banner').getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(remoteNotice(main).first()).toBeVisible();

  gone = false;
  await remoteNotice(main).first().getByRole('button', { name: ES.retry }).click();
  await expectCategories(page);
  await expect(remoteNotice(main)).toHaveCount(0);
  await expectSameDocument(page);
});

test('@host @catalogue a 503 from the API leads to the maintenance page', async ({ page }) => {
  await page.route('**/api/v1/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":{"general":[],"fieldsErrors":[]}}' }));
  await page.goto('/');
  // A visitor's home page makes no call of its own while it loads (the server handed its data over): the shopper's first
  // search does, once the page has hydrated (the combos' add buttons work).
  await expect(page.getByRole('main').getByRole('button', { name: /^Agregar Combo .* al carrito$/ }).first()).toBeEnabled();
  await page.getByRole('banner').getByRole('combobox', { name: 'Buscar productos' }).pressSequentially('inca');
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Estamos en mantenimiento' })).toBeVisible();
});

test('@host @catalogue an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/^[^?#]*:\d+\/$/);
  await expectCategories(page);
});

test('@host @catalogue with the catalogue build really missing from the server, the slot offers Retry and recovers once it is deployed', async ({ page }) => {
  // A second gateway over the same API whose catalogue folder starts empty: the files are truly gone
  // on the server, not just blocked in the browser. Deploying = copying the build into that folder.
  const repo = path.resolve(import.meta.dirname, '..', '..');
  const gatewayModule = path.join(repo, 'tools', 'gateway.mjs');
  const { buildGateway, defaultRoots } = (await import(gatewayModule)) as GatewayModule;
  const emptyCatalogue = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-catalogue-'));
  const roots = { ...defaultRoots(), catalogue: emptyCatalogue };
  const apiPort = Number(process.env.E2E_API_PORT ?? 4090);
  const gateway = await buildGateway({ roots, apiUrl: `http://127.0.0.1:${apiPort}` });
  const address = await gateway.listen({ port: 0, host: '127.0.0.1' });
  try {
    await page.goto(`${address}/`);
    await markDocument(page);
    const main = page.getByRole('main');
    await expect(remoteNotice(main).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(ES.beer);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tiendas' })).toBeVisible();

    fs.cpSync(path.join(repo, 'mfe-catalogue', 'dist'), emptyCatalogue, { recursive: true });
    await remoteNotice(main).first().getByRole('button', { name: ES.retry }).click();
    await expectCategories(page);
    await expect(remoteNotice(main)).toHaveCount(0);
    await expectSameDocument(page);
  } finally {
    await gateway.close();
    fs.rmSync(emptyCatalogue, { recursive: true, force: true });
  }
});

interface GatewayModule {
  buildGateway(o: { roots: Record<string, string>; apiUrl: string }): Promise<{ listen(o: { port: number; host: string }): Promise<string>; close(): Promise<void> }>;
  defaultRoots(): Record<string, string>;
}
