// Journeys on a phone: the fixed bottom cart bar and the portrait-only notice.
import { devices, expect, test } from './support/test';
import { expectCategories } from './support/shop';
import { api, guestWithAddress } from './support/session';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];

test.describe('on a phone', () => {
  test.use(pixel);

  test('@cart @host the bottom cart bar shows the cart\'s count and total', async ({ page }) => {
    // A shopper with a cart of three items: a guest with an address and three of a product in the server's cart. The
    // page is rendered for the session cookie's shopper, their cart read by the server.
    await guestWithAddress(page);
    const { json: cart } = await api<{ cartId: number }>(page, 'GET', '/api/v1/PE/es/carts');
    expect((await api(page, 'POST', `/api/v1/PE/es/carts/${cart.cartId}/cart-items`, { countryId: 'PE', productId: 1, quantity: 3, toppings: null })).status).toBe(200);
    const { json: filled } = await api<{ cartCount: number; pricing: { finalPayAmount: number } }>(page, 'GET', '/api/v1/PE/es/carts');
    expect(filled.cartCount).toBe(3);
    await page.goto('/');
    const bar = page.getByRole('complementary', { name: 'Resumen del carrito' });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(`S/ ${filled.pricing.finalPayAmount.toFixed(2)}`);
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
