// Layout on a phone (390×844) and a laptop (1366×800), measured as boxes rather than pixels: the header's controls
// each whole and apart, one cart figure on a phone, section headings whose "Ver todo" stays on one line, the stores'
// map (names apart and inside, the drawing unstretched), and the cart panel's dialogs (the schedule's rows close
// together, buttons inside the content's edges, opened beside the panel).
import { expect, test, type Locator, type Page } from './support/test';
import { api, customerWithAddress } from './support/session';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const PROFILE_MENU = 'Mi cuenta';
const LAPTOP = { viewport: { width: 1366, height: 800 } } as const;

interface Box { x: number; y: number; width: number; height: number }

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

/** Two boxes share more than a pixel's sliver of area. */
const overlap = (a: Box, b: Box): boolean =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;

/** How many lines an element's text takes. */
const lineCount = (locator: Locator): Promise<number> => locator.evaluate((el) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
});

/** A customer with a Miraflores address and three unrestricted products in the cart, on the home page. */
async function shopperWithCart(page: Page): Promise<void> {
  await customerWithAddress(page, '1990-05-15');
  const cartId = await page.evaluate(() => localStorage.getItem('cartId'));
  const popular = await api<{ records: { productId: number; productAttribute: { attributeCode: string; value: string }[] }[] }>(
    page, 'GET', '/api/v1/PE/products/popular-products?countryId=PE&languageCode=es&limit=30&offset=0');
  const plain = popular.json.records.filter((p) => p.productAttribute.find((a) => a.attributeCode === 'age_restriction')?.value === '0');
  for (const product of plain.slice(0, 3)) {
    const added = await api(page, 'POST', `/api/v1/PE/es/carts/${cartId}/cart-items`, { productId: product.productId, quantity: 1, toppings: null });
    expect(added.status).toBe(200);
  }
  await page.reload();
}

/** The header's controls, each expected whole and apart from the others. */
function headerControls(page: Page) {
  const header = page.getByRole('banner');
  return {
    logo: header.getByRole('link', { name: /^Mi Bodega Express/ }),
    search: header.getByRole('combobox').or(header.getByRole('searchbox')).or(header.getByRole('textbox')).first(),
    location: header.getByRole('button', { name: /Av\. José Larco 812/ }),
    orders: header.getByRole('link', { name: 'Seguir mi pedido' }),
    stores: header.getByRole('link', { name: 'Tiendas' }),
    language: header.getByRole('button', { name: 'English' }),
    account: header.getByRole('button', { name: PROFILE_MENU }),
    cart: header.getByRole('button', { name: /^Abrir carrito/ }),
  } satisfies Record<string, Locator>;
}

async function expectHeaderTidy(page: Page): Promise<void> {
  const controls = headerControls(page);
  const width = page.viewportSize()!.width;
  for (const [name, locator] of Object.entries(controls)) await expect(locator, name).toBeVisible();
  // The remotes' slots settle one after the other (the cart's price widens its button): judge the header once still.
  await expect(async () => {
    const boxes: [string, Box][] = [];
    for (const [name, locator] of Object.entries(controls)) {
      const box = await boxOf(locator);
      expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(width + 0.5);
      boxes.push([name, box]);
    }
    for (const [i, [a, boxA]] of boxes.entries()) {
      for (const [b, boxB] of boxes.slice(i + 1)) expect(overlap(boxA, boxB), `${a} and ${b} overlap`).toBe(false);
    }
  }).toPass({ timeout: 10_000 });
  // The street is read whole (no ellipsis) and the search box has room for its whole placeholder.
  const street = controls.location.locator('.MuiChip-label');
  expect(await street.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const input = page.getByRole('banner').getByPlaceholder('¿Qué estás buscando?');
  const room = await input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { needed: context.measureText(el.placeholder).width, inner };
  });
  expect(room.needed).toBeLessThanOrEqual(room.inner);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('@host @account @catalogue @cart the header keeps every control whole: the location and the search on rows of their own', async ({ page }) => {
    await shopperWithCart(page);
    await expectHeaderTidy(page);
  });

  test('@cart one cart figure: the bottom bar\'s labelled total to pay; the header\'s button shows the count alone', async ({ page }) => {
    await shopperWithCart(page);
    const bar = page.getByRole('complementary', { name: 'Resumen del carrito' });
    // A no-break space keeps 'S/' with its figure when the line wraps.
    await expect(bar).toContainText(/Total a pagar: S\/\u00a0\d/);
    const button = page.getByRole('banner').getByRole('button', { name: 'Abrir carrito: 3 productos' });
    await expect(button).toBeVisible();
    expect(await button.innerText()).not.toContain('S/');
    // Every visible soles figure on the page is the bar's one, once the page has settled: read again until it holds
    // (one CI run failed here once and passed on its retry; 23 runs on a loaded machine, sampled every 100 ms for 4 s,
    // only ever saw the bar's figure).
    await expect.poll(() => page.locator('body').evaluate(() => [...document.querySelectorAll('header *, aside *')]
      .filter((el) => el.children.length === 0 && /S\/\s*\d/.test(el.textContent ?? '') && el.getClientRects().length > 0)
      .map((el) => el.textContent))).toHaveLength(1);
  });

  test('@catalogue a section\'s "Ver todo" stays on one line, beside its title', async ({ page }) => {
    await shopperWithCart(page);
    // The sections below the fold load as they come into view: pass over the whole page once, then read them all.
    await expect(page.getByRole('main').getByRole('link', { name: /^Ver todo: / }).first()).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await page.getByRole('heading', { level: 2, name: 'Marcas' }).scrollIntoViewIfNeeded();
    // Every section loaded: one whose list is empty (nothing to buy again yet) has gone with its link.
    await expect(page.getByRole('main').getByRole('status', { name: 'Cargando…' })).toHaveCount(0);
    const names = await page.getByRole('main').getByRole('link', { name: /^Ver todo: / })
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    expect(names.length).toBeGreaterThanOrEqual(2);
    for (const name of names) {
      const link = page.getByRole('main').getByRole('link', { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      expect(await lineCount(link), name).toBe(1);
      const heading = page.getByRole('main').getByRole('heading', { level: 2, name: name.replace(/^Ver todo: /, ''), exact: true });
      expect(overlap(await boxOf(heading), await boxOf(link)), name).toBe(false);
    }
  });

  test('@catalogue under a product, the sliders\' "Ver todo" stays on one line too', async ({ page }) => {
    await shopperWithCart(page);
    const popular = await api<{ records: { productId: number; slug: string }[] }>(page, 'GET', '/api/v1/PE/products/popular-products?countryId=PE&languageCode=es&limit=1&offset=0');
    const product = popular.json.records[0]!;
    await page.goto(`/product-details/${product.slug}/${product.productId}`);
    // The sliders mount as the shopper comes near them: scroll down to them, as a shopper does.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const link = page.getByRole('main').getByRole('link', { name: /^Ver todo: / }).first();
    await link.scrollIntoViewIfNeeded();
    expect(await lineCount(link)).toBe(1);
  });
});

test.describe('on a laptop', () => {
  test.use(LAPTOP);

  test('@host @account @catalogue @cart the header keeps every control whole and apart', async ({ page }) => {
    await shopperWithCart(page);
    await expectHeaderTidy(page);
  });
});

for (const [size, device] of [['a phone', PHONE], ['a laptop', LAPTOP]] as const) {
  test.describe(`the stores' map on ${size}`, () => {
    test.use(device);

    test('@account every name whole, inside the map, none over another, the drawing not stretched', async ({ page }) => {
      await page.goto('/store-location');
      const map = page.getByRole('img', { name: 'Mapa de nuestras tiendas y sus zonas de reparto' });
      await expect(map.getByTestId('delivery-zone')).toHaveCount(3);
      // The district names come with their own chunk: wait until the map has written more than the stores' names.
      await expect.poll(() => map.locator('text').count()).toBeGreaterThan(3);
      const drawing = await map.evaluate((svg) => {
        const box = svg.getBoundingClientRect();
        const [, , w, h] = (svg.getAttribute('viewBox') ?? '0 0 1 1').split(' ').map(Number);
        return { box: { x: box.x, y: box.y, width: box.width, height: box.height }, ratio: w! / h! };
      });
      expect(drawing.box.width / drawing.box.height).toBeCloseTo(drawing.ratio, 1);
      const labels = await map.locator('text').evaluateAll((texts) => texts.map((t) => {
        const r = t.getBoundingClientRect();
        return { text: t.textContent ?? '', box: { x: r.x, y: r.y, width: r.width, height: r.height } };
      }));
      for (const [i, a] of labels.entries()) {
        expect(a.box.x, a.text).toBeGreaterThanOrEqual(drawing.box.x - 0.5);
        expect(a.box.x + a.box.width, a.text).toBeLessThanOrEqual(drawing.box.x + drawing.box.width + 0.5);
        expect(a.box.y, a.text).toBeGreaterThanOrEqual(drawing.box.y - 0.5);
        expect(a.box.y + a.box.height, a.text).toBeLessThanOrEqual(drawing.box.y + drawing.box.height + 0.5);
        for (const b of labels.slice(i + 1)) expect(overlap(a.box, b.box), `${a.text} / ${b.text}`).toBe(false);
      }
    });
  });

  test.describe(`the cart panel's dialogs on ${size}`, () => {
    test.use(device);

    test('@cart the schedule dialog: its time rows close together, its buttons within the content\'s edges, the panel whole beside it', async ({ page }) => {
      await shopperWithCart(page);
      await page.getByRole('banner').getByRole('button', { name: /^Abrir carrito/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
      await drawer.getByLabel('Programar la entrega').click();
      const dialog = page.getByRole('dialog', { name: 'Programa tu entrega' });
      // Tomorrow offers every slot whatever the time of day the test runs (late in the evening today has one row left).
      await dialog.getByRole('button', { name: /^Mañana/ }).click();
      await expect(dialog.getByRole('button', { name: /^Mañana/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(dialog.getByRole('radio').first()).toBeVisible();

      // Slot rows: no more space between two rows than half a radio button's height (a label may be stretched, the
      // radio keeps its size).
      const radios = dialog.locator('.MuiRadio-root');
      const tops = [...new Set(await radios.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top))))].sort((a, b) => a - b);
      const rowHeight = (await boxOf(radios.first())).height;
      expect(tops.length).toBeGreaterThanOrEqual(2);
      for (let i = 1; i < tops.length; i += 1) expect(tops[i]! - tops[i - 1]!).toBeLessThanOrEqual(rowHeight * 1.5);

      // The buttons end where the content's text does (its padding), not further out.
      const content = await dialog.locator('.MuiDialogContent-root').evaluate((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return { left: r.left + parseFloat(style.paddingLeft), right: r.right - parseFloat(style.paddingRight) };
      });
      for (const name of ['Cancelar', 'Programar']) {
        const button = await boxOf(dialog.getByRole('button', { name, exact: true }));
        expect(button.x + button.width, name).toBeLessThanOrEqual(content.right + 1);
        expect(button.x, name).toBeGreaterThanOrEqual(content.left - 1);
      }

      // On a wide screen the dialog opens beside the panel, which stays where it was; on a phone it covers the panel.
      const paper = await boxOf(dialog);
      const panel = await boxOf(page.locator('.MuiDrawer-paper'));
      if (size === 'a laptop') {
        expect(paper.x + paper.width).toBeLessThanOrEqual(panel.x);
        expect(panel.x + panel.width).toBe(page.viewportSize()!.width);
      } else {
        expect(paper.x).toBeGreaterThanOrEqual(panel.x);
        expect(paper.x + paper.width).toBeLessThanOrEqual(panel.x + panel.width);
      }
    });
  });
}
