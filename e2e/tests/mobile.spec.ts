// Journeys on a phone: the fixed bottom cart bar and the portrait-only notice.
import { devices, expect, test } from './support/test';
import { expectCategories } from './support/shop';
import { api } from './support/session';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];

test.describe('on a phone', () => {
  test.use(pixel);

  test('@cart @host the bottom cart bar shows the cart\'s count and total', async ({ page }) => {
    // A shopper with a cart of three items: a guest session (the page is rendered for the session cookie's shopper),
    // and the server's cart.
    await page.goto('/');
    const guest = await api(page, 'POST', '/api/v1/PE/guest-users', { deviceUid: `e2e-${Date.now()}-${Math.random()}`, deviceType: 'web', countryId: 'PE', appVersion: '0.1.0' });
    expect(guest.status).toBe(201);
    await page.route(/\/api\/v1\/[^/]+\/[^/]+\/carts(\?.*)?$/, (route) => route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ cartId: 1, cartCount: 3, pricing: { basePrice: 24.5, finalPayAmount: 29.4 } }),
    }));
    await page.goto('/');
    const bar = page.getByRole('complementary', { name: 'Resumen del carrito' });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('S/ 29.40');
    const box = await bar.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
  });

  test('@host held sideways the shop shows the portrait-only notice', async ({ page }) => {
    await page.goto('/');
    await expectCategories(page);
    const notice = page.getByRole('alertdialog', { name: '¡Lo sentimos!' });
    await expect(notice).toHaveCount(0);
    const { width, height } = page.viewportSize()!;
    await page.setViewportSize({ width: height, height: width });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Por ahora solo ofrecemos el modo vertical.');
    await page.setViewportSize({ width, height });
    await expect(notice).toHaveCount(0);
  });
});
