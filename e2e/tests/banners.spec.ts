// The banners remote in the shop: the home carousel (autoplay, artwork per width, reduced motion), where each kind of
// banner leads, adding a banner page's products and a banner's combos to the cart, the pop-up for shoppers with a saved
// address (once a day per user), and the home page with the remote down.
import { expect, test, type Page } from './support/test';
import { api, cartButton, customerWithAddress, guestWithAddress } from './support/session';
import { ES, expectCategories, remoteNotice } from './support/shop';

const BANNERS = ['Combo Parrillero', 'Combos de Fin de Semana', 'Temporada de Helados', 'Delivery en 30 minutos'] as const;

const carousel = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Promociones' });
const dot = (page: Page, index: number) =>
  carousel(page).getByRole('button', { name: `Ir a la promoción ${index + 1} de ${BANNERS.length}: ${BANNERS[index]}` });

/** The carousel's width over its height (0 while it has no box). */
async function shape(page: Page): Promise<number> {
  const box = await carousel(page).boundingBox();
  return box ? box.width / box.height : 0;
}

/** Shows the banner (its dot) and follows its link; focus stays in the carousel, so autoplay holds still meanwhile. */
async function openBanner(page: Page, index: number): Promise<void> {
  await dot(page, index).click();
  await expect(dot(page, index)).toHaveAttribute('aria-current', 'true');
  await carousel(page).getByRole('link', { name: BANNERS[index] }).click();
}

test('@banners the carousel advances by itself every 3 s, one banner at a time, and loops', async ({ page }) => {
  await page.goto('/');
  await expect(dot(page, 0)).toHaveAttribute('aria-current', 'true');
  // When each banner became the current one, timed in the page (the test runner's own clock lags on a busy machine).
  await carousel(page).evaluate((region) => {
    const seen: { index: number; at: number }[] = [];
    (window as unknown as { __bannerChanges: typeof seen }).__bannerChanges = seen;
    new MutationObserver(() => {
      const index = [...region.querySelectorAll('[aria-current="true"]')].map((d) => [...d.parentElement!.children].indexOf(d))[0];
      if (index !== undefined && seen.at(-1)?.index !== index) seen.push({ index, at: performance.now() });
    }).observe(region, { attributes: true, subtree: true, attributeFilter: ['aria-current'] });
  });
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true', { timeout: 8_000 });
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true', { timeout: 8_000 });
  const changes = await page.evaluate(() => (window as unknown as { __bannerChanges: { index: number; at: number }[] }).__bannerChanges);
  const toFirst = changes.find((c) => c.index === 1)!;
  const toSecond = changes.find((c) => c.index === 2)!;
  expect(toSecond.at - toFirst.at).toBeGreaterThan(2_800);
  expect(toSecond.at - toFirst.at).toBeLessThan(4_500);
  await expect(carousel(page).getByRole('link')).toHaveCount(1);
  // Previous from the first goes round to the last.
  await dot(page, 0).click();
  await carousel(page).getByRole('button', { name: 'Promoción anterior' }).click();
  await expect(dot(page, BANNERS.length - 1)).toHaveAttribute('aria-current', 'true');
});

test('@banners the carousel holds still for a shopper who prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(dot(page, 0)).toHaveAttribute('aria-current', 'true');
  await page.waitForTimeout(4_500);
  await expect(dot(page, 0)).toHaveAttribute('aria-current', 'true');
});

test('@banners the web artwork from 768 px, the mobile artwork below, in a box that keeps its shape', async ({ page }) => {
  // Held still, so the first banner stays the visible one while the test looks at it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const image = carousel(page).getByRole('img', { name: BANNERS[0] });
  // The artwork's URLs name its bytes (content hashes): which is which comes from the API.
  const first = (await (await page.request.get('/api/v1/PE/homescreen/banners?languageCode=es&bannerType=BANNERHOME')).json())
    .records.find((b: { bannerName: string }) => b.bannerName === BANNERS[0]) as { imageUrl: string; webImageUrl: string };
  expect(first.webImageUrl).not.toBe(first.imageUrl);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(first.webImageUrl);
  // Polled: the box is read while the page may still be hydrating, when a read could find it for a moment unmeasured.
  await expect.poll(() => shape(page)).toBeCloseTo(10 / 3, 1);
  await page.setViewportSize({ width: 767, height: 900 });
  await page.reload();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(first.imageUrl);
  await expect.poll(() => shape(page)).toBeCloseTo(3 / 2, 1);
});

test('@banners @catalogue each kind of banner leads to its page', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');

  // COMBOOFFER with one combo → that combo's details (catalogue).
  await openBanner(page, 0);
  await expect(page).toHaveURL(/\/combo-offer-details\/\d+$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Combo Parrillero' })).toBeVisible();

  // COMBOOFFER with several → the banner's combos, shown with the catalogue's combo tiles.
  await page.goto('/');
  await openBanner(page, 1);
  await expect(page).toHaveURL(/\/combo-offers\/\d+$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Combos de Fin de Semana' })).toBeVisible();
  await expect(main.getByText('Combo Noche de Película')).toBeVisible();
  await expect(main.getByText('Arma tu Combo Chelero')).toBeVisible();
  await expect(main.getByText('Dúo Helado')).toBeVisible();
  await expect(page).toHaveTitle(/^Combos de Fin de Semana · Combos de la promoción \| /);

  // CATEGORY → the category's page (catalogue).
  await page.goto('/');
  await openBanner(page, 2);
  await expect(page).toHaveURL(/\/category-details\/helados\/\d+$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Helados' })).toBeVisible();

  // Anything else → the banner's own page: its artwork and its products.
  await page.goto('/');
  await openBanner(page, 3);
  await expect(page).toHaveURL(/\/banner-details\/delivery-en-30-minutos\/\d+$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Delivery en 30 minutos' })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Delivery en 30 minutos' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Productos de la promoción' })).toBeVisible();
  await expect(page).toHaveTitle(/^Delivery en 30 minutos · Promoción \| /);
});

test('@banners @catalogue @cart a banner page\'s product and a banner\'s combo go into the cart from their tiles', async ({ page }) => {
  await guestWithAddress(page);
  await expect(cartButton(page, 0)).toBeVisible();
  const main = page.getByRole('main');

  // A generic banner's page: the catalogue's product tiles, loaded through federation, add to the shopper's cart.
  await openBanner(page, 3);
  await expect(page).toHaveURL(/\/banner-details\/delivery-en-30-minutos\/\d+$/);
  const products = main.getByRole('list', { name: 'Productos de la promoción' });
  await products.getByRole('button', { name: /^Agregar Leche UHT Entera Gloria.* al carrito$/ }).click();
  await expect(cartButton(page, 1)).toBeVisible();
  await expect(products.getByRole('button', { name: /^Agregar uno más de Leche UHT Entera Gloria/ })).toBeVisible();

  // A banner with several combos: its combos page's combo tiles add too.
  await page.goto('/');
  await openBanner(page, 1);
  await expect(page).toHaveURL(/\/combo-offers\/\d+$/);
  await main.getByRole('button', { name: 'Agregar Combo Noche de Película al carrito', exact: true }).click();
  await expect(cartButton(page, 2)).toBeVisible();
});

test('@banners @catalogue the pop-up appears only with a saved address, only once a day per shopper, and leads to its offer', async ({ page }) => {
  // A visitor without an address: the home page loads, no pop-up.
  await page.goto('/');
  await expect(dot(page, 0)).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // With a saved address: the pop-up, which records the view.
  const viewed = page.waitForResponse((r) => /\/banner\/\d+\/viewed$/.test(r.url()) && r.request().method() === 'POST');
  await guestWithAddress(page, { popup: true });
  const dialog = page.getByRole('dialog', { name: 'Desayuno Listo' });
  await expect(dialog).toBeVisible();
  expect((await viewed).status()).toBe(200);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Later the same day: not again.
  await page.reload();
  await expect(dot(page, 0)).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The guest logs in on this browser: the customer is another user, with a day of their own, so the pop-up again. The
  // login goes through the API (the journey's subject is the pop-up); the page forgets the guest first, as the login
  // dialog's new session does, so no call of the guest's reaches the customer's session: its session ends (the server
  // renders the next page for the session cookie's shopper) and its keys go. The marker stays.
  expect((await api(page, 'DELETE', '/api/v1/users/sessions')).status).toBe(204);
  await page.evaluate(() => ['userId', 'userData', 'roleId', 'cartId'].forEach((key) => localStorage.removeItem(key)));
  expect(await page.evaluate(() => localStorage.getItem('popupBannerShownAt'))).toMatch(/^\{"\d+":\d+\}$/);
  const viewedAgain = page.waitForResponse((r) => /\/banner\/\d+\/viewed$/.test(r.url()) && r.request().method() === 'POST');
  await customerWithAddress(page, '1990-05-17', { popup: true });
  await expect(dialog).toBeVisible();
  expect((await viewedAgain).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(dot(page, 0)).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The next shop day (the marker says every shopper saw it two days ago): again, and its button leads to the offer.
  await page.evaluate(() => {
    const seen = JSON.parse(localStorage.getItem('popupBannerShownAt') ?? '{}') as Record<string, number>;
    const earlier = Object.fromEntries(Object.keys(seen).map((userId) => [userId, Date.now() - 2 * 86_400_000]));
    localStorage.setItem('popupBannerShownAt', JSON.stringify(earlier));
  });
  await page.reload();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Ver oferta' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/combo-offer-details\/\d+$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Combo Desayuno' })).toBeVisible();
});

test.describe('the banners remote unreachable from the browser only', () => {
  // The server still renders the carousel from the remote's server build; the browser cannot load its code, so React
  // drops the server's HTML of that slot and renders the notice there (a recoverable hydration error, which is the
  // point of the journey, not a fault).
  test.use({ allowHydrationErrors: true });

  test('@banners @host @catalogue with the banners remote down the rest of the home page works', async ({ page }) => {
    await page.route('**/remotes/banners/**', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.goto('/');
    const main = page.getByRole('main');
    await expectCategories(page);
    await expect(remoteNotice(main).first()).toBeVisible();
    await expect(carousel(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: ES.stores })).toBeVisible();
    await main.getByRole('region', { name: ES.categories }).getByRole('link', { name: ES.beer }).first().click();
    await expect(page).toHaveURL(/\/category-details\/cervezas\/\d+$/);
  });
});
