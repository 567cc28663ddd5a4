// Journeys of the home page: the catalogue remote renders the API's categories, in Spanish then English.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { EN, ES, categorySection, expectCategories } from './support/shop';

test('@catalogue the home page shows the categories from the API in Spanish', async ({ page }) => {
  const fromApi = page.waitForResponse((r) => r.url().includes('/homescreen/categories') && r.status() === 200);
  await page.goto('/');
  const body = JSON.stringify(await (await fromApi).json());
  expect(body).toContain(ES.beer);
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

test('@host @a11y the home page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expectCategories(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 100)}`).join(' | ')}`);
  expect(serious).toEqual([]);
});

test('@host the home page runs under the gateway\'s Content Security Policy without a violation', async ({ page }) => {
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
