// Pages rendered on the server: the first view is in the HTML (header, home sections, the page's head), the browser
// hydrates it without a mismatch, a deploy or a rollback of a remote changes what the server renders on the next
// request, and the shop never goes blank: a remote without a server build is rendered by the browser, and without the
// SSR process the gateway serves the static shell and the shop runs in the browser.
import fs from 'node:fs';
import path from 'node:path';
import { expect, patchScripts, test as deployTest } from './support/deploy-shop';
import { test, type Page } from './support/test';
import type { APIRequestContext, Response } from '@playwright/test';

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const searchBox = (page: Page) => header(page).getByRole('combobox', { name: 'Buscar productos' });
const carousel = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
const NEW_LABEL = 'Ofertas de la semana';
const NEW_LOADING = 'Cargando ofertas de la semana';

/** The parts of a page's HTML a journey checks: its scripts (which must all be files or JSON), head and body. */
function parts(html: string) {
  const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
  return {
    inlineScripts: scripts.filter((attrs) => !/\bsrc=/.test(attrs) && !/type="application\/(?:json|ld\+json)"/.test(attrs)),
    head: html.slice(0, html.indexOf('</head>')),
    root: html.slice(html.indexOf('<div id="root">')),
  };
}

test.beforeEach(async ({ page }) => {
  // The pop-up banner would cover what the journeys click on; it is the banners suite's subject.
  await page.addInitScript(() => localStorage.setItem('popupBannerShownAt', String(Date.now())));
});

test('@host @catalogue @banners @cart @account the home page arrives rendered, styled and described, then hydrates and answers', async ({ page, request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['x-shop-render']).toBe('server');
  const html = await response.text();
  const { inlineScripts, head, root } = parts(html);
  expect(inlineScripts).toEqual([]);
  expect(head).toMatch(/<title>[^<]+ \| Mi Bodega Express<\/title>/);
  expect(head).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/"/);
  expect(head).toContain('hreflang="en"');
  expect(head).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(head).toMatch(/<style data-emotion="css [^"]+">/);
  // Slots of all four remotes, rendered by their server builds.
  expect(root).toContain('Buscar productos'); // catalogue: the search box
  expect(root).toContain('Elegir ubicación'); // account: the location chip
  expect(root).toMatch(/Abrir carrito/); // cart: the header cart
  expect(root).toMatch(/aria-label="Promociones"[^>]*>(?:(?!<\/section>).)*<img/s); // banners: the carousel's first banner, its data fetched on the server
  expect(root).toMatch(/<h2[^>]*>Categorías<\/h2>/); // catalogue: the home sections
  // The texts it was rendered with, in Spanish only: the browser hydrates with them instead of fetching them.
  const texts = JSON.parse(/<script type="application\/json" id="shop-texts">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as { language: string; namespaces: Record<string, unknown> };
  expect(texts.language).toBe('es');
  // The header's pieces of the account and cart apps bring their own few texts, not their apps' whole.
  expect(Object.keys(texts.namespaces).sort()).toEqual(['account-header', 'banners', 'cart-header', 'catalogue', 'common', 'host']);

  // Every script the page loads before the shopper does anything; the texts' chunks (one per app and language, named by
  // the JSON in them) are not among them.
  const scripts: string[] = [];
  page.on('response', (answer) => {
    if (answer.url().endsWith('.js')) scripts.push(answer.url());
  });
  await page.goto('/');
  // Hydrated: the search box takes the text and the header's login button opens the account remote's dialog.
  await searchBox(page).fill('inca');
  await expect(searchBox(page)).toHaveValue('inca');
  const loaded = await Promise.all(scripts.map(async (url) => (await (await request.get(url)).text()).includes('"Buscar productos"') ? url : null));
  expect(loaded.filter(Boolean)).toEqual([]);
  await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
});

test('@host @catalogue @banners @cart @account the shell\'s part of the home page\'s first load comes in a few scripts', async ({ page }) => {
  // The hidden pieces wait for a quiet moment (@shop/shared/idle) that never comes here: what is counted is what the
  // first view needs. The shell provides every shared module in a chunk of its own, which the federation runtime asks
  // for at start-up; the framework and the first-screen @shop/shared sources come grouped (tools/rspack-base.mjs), 14
  // scripts with start.js and main.js, where there were 38 (each one a request and a <script> added to the page).
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const shellScripts = new Set<string>();
  page.on('response', (answer) => {
    const { pathname } = new URL(answer.url());
    if (pathname.endsWith('.js') && !pathname.startsWith('/remotes/')) shellScripts.add(pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Hydrated and settled: the home sections' rows are on the page, and nothing more is on its way.
  await expect(carousel(page, 'Categorías')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...shellScripts].some((file) => /^\/framework\.[0-9a-f]{8}\.js$/.test(file))).toBe(true);
  expect(shellScripts.size, [...shellScripts].join('\n')).toBeLessThanOrEqual(18);
});

test('@host @catalogue @banners @cart @account the page\'s scripts and styles arrive as the builds precompressed them', async ({ page, baseURL }) => {
  // brotli from the Node gateway and from nginx with Debian's brotli_static module; gzip from an nginx without it
  // (playwright.topology.config.ts says which).
  const expected = process.env.E2E_PRECOMPRESSED ?? 'br';
  const files: Promise<{ url: string, encoding: string | undefined, bytes: number }>[] = [];
  const collect = (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(baseURL!).origin || !/\.(?:js|css)$/.test(url.pathname)) return;
    files.push(response.body().then((body) => ({ url: url.pathname, encoding: response.headers()['content-encoding'], bytes: body.length })));
  };
  page.on('response', collect);
  await page.goto('/');
  // Every script of the first view fetched, and nothing more on its way (a body must not outlive the page). The search
  // box taking text is no sign of it: the server's input takes text before the page has hydrated.
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  const sent = await Promise.all(files);
  // Under 1 KB a file is sent as it is.
  const bigEnough = sent.filter((f) => f.bytes >= 1024);
  expect(bigEnough.length).toBeGreaterThan(5);
  expect(bigEnough.filter((f) => f.encoding !== expected).map((f) => `${f.url}: ${f.encoding ?? 'none'}`)).toEqual([]);
});

test('@host @catalogue @banners @account every public route is rendered with its own head; the shopper\'s own pages are the shell, not indexed', async ({ request }) => {
  const publicPages = ['/product-details/inca-kola/1', '/category-details/bebidas/1', '/search-products/leche/leche', '/combo-offers-all', '/banner-details/promo/1', '/section/faqs', '/store-location'];
  for (const url of publicPages) {
    const response = await request.get(url);
    expect(response.headers()['x-shop-render'], url).toBe('server');
    const { head, root } = parts(await response.text());
    // A record's page names its canonical address with the shop's own slug (the one in the URL may be any).
    const canonical = url.replace(/[/?]/g, '\\$&').replace(/^(\\\/(?:product|category)-details\\\/)[^\\]+/, '$1[^/"]+');
    expect(head, url).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${canonical}"`));
    expect(head, url).not.toContain('noindex');
    expect(root, url).toMatch(/<main[^>]*>.*<h1/s);
  }
  for (const url of ['/account/my-orders', '/payment', '/claims-book']) {
    const { head, root } = parts(await (await request.get(url)).text());
    expect(head, url).toContain('<meta name="robots" content="noindex"');
    expect(root, url).not.toMatch(/<main[^>]*>.*<h1/s);
  }
  const english = await (await request.get('/section/faqs?lang=en')).text();
  expect(english).toContain('<html lang="en">');
  expect(parts(english).root).toContain('Skip to content');
});

/** A product the shop sells, under the address the shop gives it (a wrong slug would be corrected in the URL). */
async function sampleProduct(request: APIRequestContext): Promise<{ id: number; name: string; url: string }> {
  const popular = await (await request.get('/api/v1/PE/products/popular-products?countryId=PE&languageCode=es&limit=1&offset=0')).json();
  const product = popular.records[0] as { productId: number; slug: string; name: string };
  return { id: product.productId, name: product.name, url: `/product-details/${product.slug}/${product.productId}` };
}

/** Text as React writes it into HTML. */
const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('@host @catalogue @cart @account a product page arrives with its product in the HTML and its data handed over; hydrating reads none of it again', async ({ page, request }) => {
  const product = await sampleProduct(request);
  const response = await request.get(product.url);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const { root } = parts(html);
  // The page itself, not its loading state: the name as its heading, the price in soles, the footer's categories.
  expect(root).toContain(`>${htmlText(product.name)}</h1>`);
  expect(root).toMatch(/S\/\s?\d+\.\d{2}/);
  const state = JSON.parse(/<script type="application\/json" id="shop-query-state">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as { queries: { queryKey: unknown[] }[] };
  expect(state.queries.map((q) => q.queryKey)).toEqual(expect.arrayContaining([['products', 'detail', String(product.id)], ['categories', 'list']]));

  // The browser hydrates from that state: it asks the API for what the server did not fetch (the reviews, the sliders),
  // never again for the product or the categories.
  const reads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname.startsWith('/api/v1/')) reads.push(url.pathname);
  });
  const reviewsRead = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/feedback/${product.id}`));
  await page.goto(product.url);
  // The reviews are read once the catalogue's page has hydrated and mounted: by then a refetch would have gone out.
  await reviewsRead;
  await expect(main(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  expect(reads.filter((p) => p === `/api/v1/PE/products/${product.id}` || p === '/api/v1/PE/homescreen/categories')).toEqual([]);
});

test('@host @catalogue an unknown product, combo, category or brand answers 404 with the not-found page, kept out of search engines', async ({ page, request }) => {
  for (const url of ['/product-details/nada/987654321', '/combo-offer-details/987654321', '/category-details/nada/987654321', '/brand-details/nada/987654321']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(response.headers()['x-shop-render'], url).toBe('server');
    const { head, root } = parts(await response.text());
    expect(head, url).toContain('<meta name="robots" content="noindex"');
    expect(root, url).toContain('Página no encontrada');
  }
  // The browser hydrates the not-found page as the server sent it.
  await page.goto('/product-details/nada/987654321');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(main(page).getByText('Este producto no existe o ya no está disponible.')).toBeVisible();
});

test('@host @catalogue robots.txt keeps crawlers off the shopper\'s pages and sitemap.xml lists the catalogue in both languages', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const rules = await robots.text();
  expect(rules).toContain('Disallow: /account/');
  expect(rules).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml.match(/<url>/g)?.length ?? 0).toBeGreaterThan(250);
  expect(xml).toMatch(/<loc>http:\/\/[^<]+\/product-details\/[^<]+\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><xhtml:link rel="alternate" hreflang="es"/);
  expect(xml).toMatch(/hreflang="en" href="http:\/\/[^"]+\/category-details\/[^"]+\/\d+\?lang=en"/);
  // A product of the sitemap is a page that renders.
  const first = /<loc>http:\/\/[^/]+(\/product-details\/[^<]+)<\/loc>/.exec(xml)?.[1] ?? '';
  expect((await request.get(first)).headers()['x-shop-render']).toBe('server');
});

test('@host @account a button pressed before the page\'s code has run is pressed once the page has hydrated', async ({ page }) => {
  // The shell's code held back: the press comes while the page is only the server's HTML.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
});

test('@host @catalogue @cart @account @banners the home page\'s remotes load their code on idle or first use, not with the page; a press before that opens the cart panel', async ({ page }) => {
  // Idle work held back, as on a phone still busy after its load: the page's idle moment never comes in this journey.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => undefined;
  });
  const early: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/')) early.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // A page whose data the server did not have in time (a busy machine's first render) loads every piece at once, as it
  // must: ask again (the next answer comes from the page cache, complete) until the page has all of its data.
  const dataComplete = () => page.evaluate(() => JSON.parse(document.getElementById('shop-page-data')?.textContent ?? 'null')?.dataComplete === true);
  for (let i = 0; i < 3 && !(await dataComplete()); i += 1) {
    early.length = 0;
    await page.reload({ waitUntil: 'networkidle' });
  }
  expect(await dataComplete()).toBe(true);
  // Every piece shown as the server sent it: the search box, the location chip and cart button, the carousel, the sections.
  await expect(searchBox(page)).toBeVisible();
  await expect(carousel(page, 'Categorías')).toBeVisible();
  const cart = header(page).getByRole('button', { name: /^Abrir carrito: 0 productos/ });
  await expect(cart).toBeVisible();
  await expect(header(page).getByRole('button', { name: /^Ubicación de entrega/ })).toBeVisible();
  await expect(carousel(page, 'Promociones')).toBeVisible();
  expect(early).toEqual([]);
  // A tap as a shopper's: the button still says it is not ready (aria-disabled), which a tap does not know.
  await cart.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Tu carrito' })).toBeVisible();
  expect(early.some((url) => url.includes('/remotes/cart/'))).toBe(true);
  // The first use let every piece load: the search box, hydrated, answers typing with suggestions.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Tu carrito' })).toHaveCount(0);
  await searchBox(page).fill('inca');
  await expect(page.getByRole('listbox', { name: 'Sugerencias de búsqueda' })).toBeVisible();
});

test.describe('before the scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('@host @catalogue the header\'s search works without its code: the server answers the form with the results page', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('  inca kola ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search-products\/inca-kola\/inca%20kola$/);
    await expect(searchBox(page)).toHaveValue('inca kola');
    await expect(main(page).getByRole('link', { name: /Inca Kola/ }).first()).toBeVisible();
  });
});

test.describe('the hydration check', () => {
  test.use({ allowHydrationErrors: true });

  test('@host sees a page whose HTML the browser does not find as the server rendered it', async ({ page, hydrationErrors }) => {
    await page.route('**/section/faqs', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('>Enlaces útiles<', '>Enlaces cambiados<');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/section/faqs');
    await expect.poll(() => hydrationErrors.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(hydrationErrors.join('\n')).toContain('[hydration]');
  });
});

deployTest.describe('deploys and failures, on a gateway and SSR process of the test\'s own', () => {
  deployTest.use({ ssr: 'on' });

  deployTest('@deploys @node-gateway @banners @host a deploy and a rollback change the server\'s HTML on the next request, without a restart, and each hydrates', async ({ shop, page, request }) => {
    // What the banners remote's server module renders (its carousel with the first banner), by label.
    const renderedLabel = async () => /aria-roledescription="carrusel" aria-label="([^"]*)"/.exec(await (await request.get(`${shop.url}/`)).text())?.[1];
    expect(await renderedLabel()).toBe('Promociones');

    const changed = shop.copyBuild('banners', 'banners-changed');
    expect(patchScripts(changed, '"label":"Promociones"', `"label":"${NEW_LABEL}"`)).toBeGreaterThan(1);
    expect(patchScripts(changed, '"loading":"Cargando promociones"', `"loading":"${NEW_LOADING}"`)).toBeGreaterThan(1);
    shop.deploy('banners', changed);
    expect(await renderedLabel()).toBe(NEW_LABEL);
    await page.goto(`${shop.url}/`);
    await expect(carousel(page, NEW_LABEL)).toBeVisible();

    shop.rollback('banners');
    expect(await renderedLabel()).toBe('Promociones');
    await page.goto(`${shop.url}/`);
    await expect(carousel(page, 'Promociones')).toBeVisible();
  });

  deployTest('@deploys @node-gateway @banners @host a remote whose server build is missing: its slot comes without content and the browser renders it', async ({ shop, page, request }) => {
    const browserOnly = shop.copyBuild('banners', 'banners-browser-only');
    fs.rmSync(path.join(browserOnly, 'server'), { recursive: true });
    shop.deploy('banners', browserOnly);
    const html = await (await request.get(`${shop.url}/`)).text();
    expect(html.includes('aria-roledescription="carrusel"'), 'the banners remote rendered on the server').toBe(false);
    expect(html.includes('data-remote-slot="banners/HomeBannerCarousel"'), 'the slot\'s reserved space').toBe(true);
    expect(html.includes('Buscar productos'), 'the other remotes still rendered on the server').toBe(true);
    await page.goto(`${shop.url}/`);
    await expect(carousel(page, 'Promociones')).toBeVisible();
    await expect(searchBox(page)).toBeEditable();
  });
});

deployTest.describe('without the SSR process', () => {
  deployTest.use({ ssr: 'down' });

  deployTest('@node-gateway @host @catalogue @banners the gateway serves the static shell and the shop runs in the browser', async ({ shop, page, request }) => {
    const response = await request.get(`${shop.url}/`);
    expect(response.headers()['x-shop-render']).toBe('shell');
    expect((await response.text()).includes('<div id="root"></div>'), 'the static shell').toBe(true);
    await page.goto(`${shop.url}/`);
    await expect(carousel(page, 'Promociones')).toBeVisible();
    await searchBox(page).fill('inca');
    await expect(searchBox(page)).toHaveValue('inca');
    // A search form sent before the shell's code ran reaches the static shell too, whose router leads to the results.
    await page.goto(`${shop.url}/search?q=inca`);
    await expect(page).toHaveURL(/\/search-products\/inca\/inca$/);
    await expect(searchBox(page)).toHaveValue('inca');
  });
});
