// Journeys of the home page: the catalogue remote renders the API's categories, in Spanish then English.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { devices, expect, test } from './support/test';
import { EN, ES, categorySection, expectCategories } from './support/shop';
import { seriousViolations } from './support/a11y';

/** The home page in a phone's own context (Pixel 7), its categories shown. */
async function homeOnAPhone(browser: Browser, viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
  const context = await browser.newContext(viewport ? { ...pixel, viewport } : pixel);
  const page = await context.newPage();
  await page.goto('/');
  await expectCategories(page);
  return { context, page };
}

test('@catalogue the home page shows the categories from the API in Spanish', async ({ page }) => {
  // The server read them from the API and handed its answer over with the page.
  const response = await page.goto('/');
  const handedOver = /<script type="application\/json" id="shop-query-state">(.*?)<\/script>/s.exec(await response!.text())?.[1] ?? '';
  expect(handedOver).toContain('"categories","list"');
  expect(handedOver).toContain(ES.beer);
  await expectCategories(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('@host @catalogue switching to English changes the texts and persists over a reload', async ({ page }) => {
  await page.goto('/');
  await expectCategories(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: ES.stores })).toBeVisible();

  await header.getByRole('button', { name: ES.english }).click();
  await expectCategories(page, EN.categories, EN.beer);
  await expect(header.getByRole('link', { name: EN.stores })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expectCategories(page, EN.categories, EN.beer);
  await expect(header.getByRole('button', { name: EN.spanish })).toBeVisible();
  await expect(categorySection(page, ES.categories)).toHaveCount(0);
});

test('@host @a11y @catalogue @cart @account @banners the home page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expectCategories(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('@host @a11y @catalogue @cart @account @banners the home page on a phone has no serious or critical accessibility violations', async ({ browser }) => {
  const { context, page } = await homeOnAPhone(browser);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('@host @catalogue on a phone, the home sections below the first screen and the footer are laid out when they come near, and then shown', async ({ browser }) => {
  const { context, page } = await homeOnAPhone(browser);
  // Each catalogue section by its heading, with the content-visibility of its box (the section, or the box it is
  // hydrated in when near).
  const deferred = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('main section')]
    .map((section) => [section.querySelector('h2')?.textContent ?? section.getAttribute('aria-label'),
      getComputedStyle(section.closest('[data-hydrate-near]') ?? section).contentVisibility])));
  expect(deferred).toEqual({ Promociones: 'visible', [ES.categories]: 'visible', Combos: 'visible', 'Productos populares': 'auto', Marcas: 'auto' });
  expect(await page.getByRole('contentinfo').evaluate((footer) => getComputedStyle(footer).contentVisibility)).toBe('auto');
  // Scrolled to, they show.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  await page.getByRole('heading', { name: 'Marcas' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Marcas' })).toBeVisible();
  await context.close();
});

test('@host @catalogue @cart @account on a phone, the popular products are hydrated when the shopper comes near them, and then answer a press', async ({ browser }) => {
  // A small phone's screen: the popular products start well beyond the 300 px margin (about 650 px below the screen
  // with the demo's data), whatever the machine's fonts make of the sections above them.
  const { context, page } = await homeOnAPhone(browser, { width: 412, height: 640 });
  const popular = page.getByRole('main').getByRole('region', { name: 'Productos populares', exact: true });
  const box = await popular.boundingBox();
  expect(box!.y).toBeGreaterThan(640 + 300 + 100);
  const add = popular.getByRole('button', { name: /^Agregar .* al carrito$/ }).first();
  // The first screen is hydrated and answers (the combos' add buttons work) ...
  await expect(page.getByRole('main').getByRole('button', { name: /^Agregar Combo .* al carrito$/ }).first()).toBeEnabled();
  // ... while the popular products, further down, are still the server's HTML: their add buttons are not ready yet.
  await expect(add).toBeDisabled();
  await add.scrollIntoViewIfNeeded();
  await expect(add).toBeEnabled();
  // A visitor's add asks first where to deliver.
  await add.click();
  await expect(page.getByRole('dialog', { name: 'Cambiar ubicación' }).getByText('Elige dónde entregamos tu pedido para agregar productos.')).toBeVisible();
  await context.close();
});

for (const [path, heading, ready] of [
  ['/section/terms', ES.termsTitle],
  ['/maintenance', ES.maintenanceTitle],
  ['/product-details/inca-kola/1', null],
  // The results page keeps a polite status ("Mostrando 20 de …") once loaded: wait for a result instead.
  ['/search-products/cafe/cafe', null, /Café/],
  ['/combo-offer-details/1', null],
  ['/category-details/bebidas/1', null],
] as const) {
  test(`@host @a11y @catalogue @cart @account ${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    if (heading) await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // A remote's page: wait until the remote has rendered its own heading inside the host's main.
    else await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    if (ready) await expect(main.getByRole('heading', { name: ready }).first()).toBeVisible();
    else await expect(main.getByRole('status')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('@host @catalogue @cart @account @banners the home page runs under the gateway\'s Content Security Policy without a violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expectCategories(page);
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
});
