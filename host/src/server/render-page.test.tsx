/** @jest-environment node */
// One page request rendered on the server: the remotes' modules in their slots, the shopper's session, the head, what
// is left to the browser, and the hand-over the browser hydrates from.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { api } from '@shop/shared/api';
import { addNamespace, initI18n } from '@shop/shared/i18n';
import { queryOptions, useQuery } from '@shop/shared/query';
import type { Prefetch } from '@shop/shared/routes';
import { useSession } from '@shop/shared/session';
import sharedPackage from '@shop/shared/package.json';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import { PageCache } from './page-cache';
import { PageTemplate } from './page-document';
import { renderPage, type PageRequest, type RenderDeps } from './render-page';
import { ServerRemotes } from './server-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

const TEMPLATE = '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Shell</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';
const [major, minor] = sharedPackage.contract.split('.');
const manifest = { metaData: { shopContract: { version: sharedPackage.contract, range: `^${major}.${minor}.0` } } };
const REMOTES = Object.fromEntries(['catalogue', 'cart', 'account', 'banners'].map((n) => [n, { entry: `/remotes/${n}/1-${n}/mf-manifest.json` }]));

let whoami: (cookie: string) => Response;
/** The API's answers other than who the shopper is, by path (404 for the rest). */
let answers: Record<string, () => Response | Promise<Response>>;
const CATEGORIES = { count: 1, records: [{ categoryId: 1, customAttributes: [{ attributeCode: 'category_name', value: 'Bebidas' }] }] };
const apiCalls: string[] = [];
const logs: string[] = [];

function deps(pageCache: RenderDeps['pageCache'] = new PageCache({ ttlMs: 0, maxBytes: 0 })): RenderDeps {
  return {
    pageCache,
    remotes: new ServerRemotes({ origin: 'http://gateway.test', log: (l) => logs.push(l) }),
    template: new PageTemplate(TEMPLATE),
    apiUrl: 'http://api.test',
    remoteTimeoutMs: 1_000,
    renderTimeoutMs: 5_000,
    dataTimeoutMs: 1_000,
    log: (line) => logs.push(line),
  };
}

const request = (url: string, extra: Partial<PageRequest> = {}): PageRequest => ({
  url, cookie: '', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0', origin: 'https://tienda.test', clientIp: '203.0.113.9', ...extra,
});

async function html(url: string, extra: Partial<PageRequest> = {}): Promise<string> {
  const page = await renderPage(request(url, extra), deps());
  if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
  return page.html;
}

/** The JSON a page hands over under `id`. */
const handOver = (page: string, id: string) => JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(page)?.[1] ?? 'null');

beforeAll(async () => {
  addNamespace('host', { es: async () => es, en: async () => en });
  await initI18n();
});

beforeEach(() => {
  logs.length = 0;
  apiCalls.length = 0;
  whoami = () => Response.json({ signedIn: false, userId: null, roleName: null, roleId: null, cartId: null, userAddressId: null, dob: null, countryId: null });
  answers = { '/api/v1/PE/homescreen/categories': () => Response.json(CATEGORIES) };
  jest.mocked(registerRemotes).mockClear();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => {
    if (id.endsWith('/routes')) {
      const remote = id.split('/')[0];
      const { ROUTE_TABLE } = jest.requireActual<typeof import('@shop/shared/routes')>('@shop/shared/routes');
      return { default: ROUTE_TABLE.filter((r) => r.owner === remote).map((r) => ({ path: r.path, Component: () => <section>{`page ${r.id}`}</section> })) };
    }
    return { default: () => <span>{`[${id}]`}</span> };
  });
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.host === 'api.test') {
      const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
      apiCalls.push(`${url.pathname} cookie=${headers.get('cookie')}`);
      if (url.pathname === '/api/v1/users/sessions/current') return whoami(headers.get('cookie') ?? '');
      return answers[url.pathname]?.() ?? Response.json({ errors: { general: [{ identifier: 'error.notFound', message: 'Not found' }] } }, { status: 404 });
    }
    if (url.pathname === '/remotes.json') return Response.json(REMOTES);
    if (url.pathname.endsWith('/mf-manifest.json')) return Response.json(manifest);
    return new Response('not found', { status: 404 });
  });
});
afterEach(() => jest.restoreAllMocks());

test('home: the shell and every slot rendered from the remotes\' server modules, styles and head in <head>, no inline script', async () => {
  const page = await html('/');
  for (const slot of ['catalogue/SearchBox', 'account/LocationChip', 'cart/CartButton', 'banners/HomeBannerCarousel', 'catalogue/HomeSections']) {
    expect(page).toContain(`[${slot}]`);
  }
  // Hidden pieces wait for the browser.
  expect(page).not.toContain('[cart/CartPanel]');
  expect(page).not.toContain('[account/LoginDialog]');
  expect(page).toMatch(/<head>.*<title>[^<]+ \| Mi Bodega Express<\/title>.*<link rel="canonical" href="https:\/\/tienda\.test\/" data-page-meta>.*<style data-emotion="css [^"]+">.*<\/head>/s);
  expect(page.match(/<script(?![^>]*type="application\/json")[^>]*>/g)).toEqual(['<script defer src="/start.js" data-main="/main.js">']);
  expect(handOver(page, 'shop-remotes')).toEqual(REMOTES);
  expect(handOver(page, 'shop-page-data')).toEqual({ dataComplete: true });
  expect(handOver(page, 'shop-session')).toEqual({ userId: null, userData: null, roleId: null, cartId: null, dob: null, language: 'es', country: 'PE', languageChosen: false });
  // Nobody to ask about without the session cookie: only the footer's categories are read, without a cookie.
  expect(apiCalls).toEqual(['/api/v1/PE/homescreen/categories cookie=null']);
  expect(page).toContain('Bebidas');
});

test('a shopper with a session: the API is asked with their cookie, the page shows them signed in and hands the session over', async () => {
  whoami = () => Response.json({ signedIn: true, userId: 7, roleName: 'USER', roleId: 1, cartId: 70, userAddressId: 700, dob: 631152000000, countryId: 'PE' });
  const page = await html('/', { cookie: 'shop_sid=abc; shop_lang=en' });
  expect(apiCalls).toEqual(['/api/v1/users/sessions/current cookie=shop_sid=abc; shop_lang=en', '/api/v1/PE/homescreen/categories cookie=shop_sid=abc; shop_lang=en']);
  expect(page).toContain('[account/ProfileMenu]');
  expect(page).toContain('<html lang="en">');
  expect(handOver(page, 'shop-session')).toEqual({
    userId: '7', userData: { roleName: 'USER', userAddressId: '700' }, roleId: '1', cartId: '70', dob: '631152000000', language: 'en', country: 'PE', languageChosen: true,
  });
});

test('over https the session cookie is __Host-shop_sid: the shopper is asked about and shown signed in', async () => {
  whoami = () => Response.json({ signedIn: true, userId: 7, roleName: 'USER', roleId: 1, cartId: 70, userAddressId: 700, dob: null, countryId: 'PE' });
  const page = await html('/', { cookie: '__Host-shop_sid=abc' });
  expect(apiCalls[0]).toBe('/api/v1/users/sessions/current cookie=__Host-shop_sid=abc');
  expect(handOver(page, 'shop-session')).toMatchObject({ userId: '7', cartId: '70' });
});

describe('the page cache', () => {
  const MOBILE = 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36';
  let shared: RenderDeps;
  beforeEach(() => {
    shared = deps(new PageCache({ ttlMs: 60_000, maxBytes: 10 * 1024 * 1024 }));
    jest.mocked(loadRemote).mockClear();
  });
  const get = async (url: string, extra: Partial<PageRequest> = {}) => {
    const page = await renderPage(request(url, extra), shared);
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    return page;
  };
  const renders = () => jest.mocked(loadRemote).mock.calls.filter(([id]) => id === 'catalogue/SearchBox').length;

  test('requests without a session cookie share one render, also when they ask at the same moment', async () => {
    const [first, second] = await Promise.all([get('/'), get('/')]);
    const third = await get('/');
    expect(renders()).toBe(1);
    expect([first.cache, second.cache, third.cache].sort()).toEqual(['hit', 'miss', 'miss']);
    expect(third.html).toBe(first.html);
    expect(apiCalls).toEqual(['/api/v1/PE/homescreen/categories cookie=null']);
  });

  test('the address, the query, the language, the kind of device and the app-banner cookie each have their own page', async () => {
    const pages = [
      await get('/'), await get('/?lang=en'), await get('/', { cookie: 'shop_lang=en' }), await get('/section/faqs'), await get('/section/faqs?x=1'),
      await get('/', { userAgent: MOBILE }), await get('/', { userAgent: MOBILE, cookie: 'appBannerDismissed=1' }),
    ];
    expect(pages.map((p) => p.cache)).toEqual(Array(pages.length).fill('miss'));
    expect(pages[1]!.html).toContain('<html lang="en">');
    expect(pages[2]!.html).toContain('<html lang="en">');
    // ?lang=en and the cookie both count as chosen, which the browser is told; the cookie that is not shared is ignored.
    expect((await get('/', { cookie: 'shop_lang=en; other=1' })).cache).toBe('hit');
  });

  test('a shopper with a session cookie is rendered for them alone, whatever the cache holds', async () => {
    await get('/');
    whoami = () => Response.json({ signedIn: true, userId: 7, roleName: 'USER', roleId: 1, cartId: 70, userAddressId: 700, dob: null, countryId: 'PE' });
    const signedIn = await get('/', { cookie: 'shop_sid=abc' });
    expect(signedIn.cache).toBe('off');
    expect(handOver(signedIn.html, 'shop-session')).toMatchObject({ userId: '7' });
    // ...and their page is not given to the next visitor without a cookie.
    const next = await get('/');
    expect(next.cache).toBe('hit');
    expect(handOver(next.html, 'shop-session')).toMatchObject({ userId: null, cartId: null });
  });

  test('a deploy (remotes.json changed) shows on the next request', async () => {
    await get('/');
    let deployed = REMOTES;
    const fetch = jest.mocked(global.fetch);
    const real = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => (new URL(String(input)).pathname === '/remotes.json' ? Response.json(deployed) : real(input, init)));
    deployed = { ...REMOTES, banners: { entry: '/remotes/banners/2-banners/mf-manifest.json' } };
    const after = await get('/');
    expect(after.cache).toBe('miss');
    expect(handOver(after.html, 'shop-remotes')).toEqual(deployed);
  });

  test('a page with a part that failed is served but not shared: the next request renders again', async () => {
    const real = jest.mocked(loadRemote).getMockImplementation()!;
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id === 'catalogue/HomeSections') throw new Error('server build missing');
      return real(id);
    });
    expect((await get('/')).cache).toBe('miss');
    jest.mocked(loadRemote).mockImplementation(real);
    const again = await get('/');
    expect(again.cache).toBe('miss');
    expect(again.html).toContain('[catalogue/HomeSections]');
    expect((await get('/')).cache).toBe('hit');
  });
});

test('when the API cannot say who the shopper is, the page is not rendered as signed out: the render fails (static shell)', async () => {
  whoami = () => new Response('down', { status: 503 });
  await expect(renderPage(request('/', { cookie: 'shop_sid=abc' }), deps())).rejects.toThrow(/503/);
});

test('a remote whose server module fails leaves its slot to the browser (its reserved space) and the rest of the page renders', async () => {
  const real = jest.mocked(loadRemote).getMockImplementation()!;
  jest.mocked(loadRemote).mockImplementation(async (id: string) => {
    if (id === 'catalogue/HomeSections') throw new Error('server build missing');
    return real(id);
  });
  const page = await html('/');
  expect(page).not.toContain('[catalogue/HomeSections]');
  expect(page).toContain('data-remote-slot="catalogue/HomeSections"');
  expect(page).toContain('[banners/HomeBannerCarousel]');
  expect(logs.join('\n')).toMatch(/catalogue\/HomeSections is left to the browser on \/: server build missing/);
});

test('a remote page renders inside the shell; the shopper\'s own pages render the shell only and are not indexed', async () => {
  const product = await html('/product-details/inca-kola/5');
  expect(product).toContain('page productDetails');
  const account = await html('/account/my-orders');
  expect(account).not.toContain('page account');
  expect(account).toContain('[catalogue/SearchBox]');
  expect(account).toContain('<meta name="robots" content="noindex" data-page-meta>');
  expect(product).not.toContain('noindex');
});

test('?lang=en renders in English with the English canonical; an unknown path is sent home', async () => {
  const page = await html('/section/faqs?lang=en');
  expect(page).toContain('<html lang="en">');
  expect(page).toContain('<link rel="canonical" href="https://tienda.test/section/faqs?lang=en" data-page-meta>');
  expect(page).toContain('Skip to content');
  expect(await renderPage(request('/no/such/page'), deps())).toEqual({ kind: 'redirect', location: '/' });
});

test('a search form sent before its code ran (GET /search?q=…) is redirected to the results page; an empty one home', async () => {
  expect(await renderPage(request('/search?q=Inca+Kola'), deps())).toEqual({ kind: 'redirect', location: '/search-products/inca-kola/Inca%20Kola' });
  expect(await renderPage(request('/search?q=leche&lang=en'), deps())).toEqual({ kind: 'redirect', location: '/search-products/leche/leche?lang=en' });
  expect(await renderPage(request('/search?q=+++'), deps())).toEqual({ kind: 'redirect', location: '/' });
});

test('the page hands over the texts it was rendered with, in its language only: the shared and the shell\'s', async () => {
  const spanish = handOver(await html('/'), 'shop-texts');
  expect(spanish.language).toBe('es');
  expect(Object.keys(spanish.namespaces).sort()).toEqual(['common', 'host']);
  expect(spanish.namespaces.host).toEqual(es);
  const english = handOver(await html('/?lang=en'), 'shop-texts');
  expect(english.language).toBe('en');
  expect(english.namespaces.host).toEqual(en);
  expect(JSON.stringify(english)).not.toContain(es.skipToContent);
});

describe('the page\'s data', () => {
  interface Product { productId: number; name: string; price: number }
  const productQuery = (id: string) => queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: async ({ signal }) => (await api.get<Product>(`/PE/products/${id}`, { signal })).data,
  });
  const ProductPage = () => {
    const { data, error } = useQuery(productQuery('5'));
    if (error) return <section>page says: not found</section>;
    return <section>{data ? `${data.name} S/ ${data.price.toFixed(2)}` : 'page is loading'}</section>;
  };
  const cartQuery = queryOptions({ queryKey: ['cart', 'current'], queryFn: async () => (await api.get<{ cartCount: number }>('/carts/70')).data });
  const CartCount = () => <span>{`cart: ${useQuery({ ...cartQuery, enabled: useSession((s) => s.cartId !== null) }).data?.cartCount ?? 0}`}</span>;
  const productPrefetch: Prefetch = async ({ queryClient, params }) => {
    await queryClient.prefetchQuery(productQuery(params.id ?? ''));
    const error = queryClient.getQueryState(productQuery(params.id ?? '').queryKey)?.error as { status?: number } | null | undefined;
    return { notFound: error?.status === 404 };
  };
  const cartPrefetch: Prefetch = async ({ queryClient }) => {
    if (useSession.getState().cartId !== null) await queryClient.prefetchQuery(cartQuery);
  };

  beforeEach(() => {
    const real = jest.mocked(loadRemote).getMockImplementation()!;
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id === 'catalogue/routes') return { default: [{ path: '/product-details/:slug/:id', Component: ProductPage, prefetch: productPrefetch }] };
      if (id === 'cart/CartButton') return { default: CartCount, prefetch: cartPrefetch };
      return real(id);
    });
    answers['/api/v1/PE/products/5'] = () => Response.json({ productId: 5, name: 'Inca Kola 500 ml', price: 3.5 });
  });

  const render = async (url: string, extra: Partial<PageRequest> = {}, options: Partial<RenderDeps> = {}) => {
    const page = await renderPage(request(url, extra), { ...deps(), ...options });
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    return page;
  };

  test('the route\'s prefetch runs before the render: the HTML shows the record and hands the cache over', async () => {
    const page = await render('/product-details/inca-kola/5');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Inca Kola 500 ml S/ 3.50');
    const state = handOver(page.html, 'shop-query-state');
    expect(state.queries.map((q: { queryKey: unknown }) => q.queryKey)).toEqual(expect.arrayContaining([['products', 'detail', '5'], ['categories', 'list']]));
    expect(state.queries.find((q: { queryKey: string[] }) => q.queryKey[0] === 'products').state).toMatchObject({ status: 'success', data: { name: 'Inca Kola 500 ml' } });
    // A guest's page: read without any cookie.
    expect(apiCalls).toContain('/api/v1/PE/products/5 cookie=null');
  });

  test('a record the API does not know: 404, the page\'s not-found view, and the failure handed over so the browser shows the same', async () => {
    const page = await render('/product-details/nada/404');
    // The mocked page reads product 5; the route's prefetch reads what the URL names.
    answers['/api/v1/PE/products/5'] = () => Response.json({ errors: { general: [{ identifier: 'error.product.notFound', message: 'No existe' }] } }, { status: 404 });
    const missing = await render('/product-details/nada/5');
    expect(page.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('page says: not found');
    const kept = handOver(missing.html, 'shop-query-state').queries.find((q: { queryKey: string[] }) => q.queryKey[0] === 'products');
    expect(kept.state).toMatchObject({ status: 'error', error: { status: 404, general: [{ identifier: 'error.product.notFound' }] } });
  });

  test('a signed-in shopper\'s header data is read with their cookie and shown in the HTML; their page is never shared', async () => {
    whoami = () => Response.json({ signedIn: true, userId: 7, roleName: 'USER', roleId: 1, cartId: 70, userAddressId: 700, dob: null, countryId: 'PE' });
    answers['/api/v1/carts/70'] = () => Response.json({ cartCount: 4 });
    const shared = { pageCache: new PageCache<never>({ ttlMs: 60_000, maxBytes: 1024 * 1024 }) } as unknown as Partial<RenderDeps>;
    const page = await render('/product-details/inca-kola/5', { cookie: 'shop_sid=abc' }, shared);
    expect(page.html).toContain('cart: 4');
    expect(apiCalls).toContain('/api/v1/carts/70 cookie=shop_sid=abc');
    expect(page.cache).toBe('off');
    whoami = () => Response.json({ signedIn: false, userId: null, roleName: null, roleId: null, cartId: null, userAddressId: null, dob: null, countryId: null });
    const guest = await render('/product-details/inca-kola/5', {}, shared);
    expect(guest.html).toContain('cart: 0');
    expect(JSON.stringify(handOver(guest.html, 'shop-query-state'))).not.toContain('cartCount');
  });

  test('data slower than the budget: the page renders without it (as loading), hands none of it over and is not shared', async () => {
    answers['/api/v1/PE/products/5'] = () => new Promise((resolve) => setTimeout(() => resolve(Response.json({ productId: 5, name: 'Tarde', price: 1 })), 300));
    const shared = { pageCache: new PageCache<never>({ ttlMs: 60_000, maxBytes: 1024 * 1024 }), dataTimeoutMs: 50 } as unknown as Partial<RenderDeps>;
    const page = await render('/product-details/inca-kola/5', {}, shared);
    expect(page.status).toBe(200);
    expect(page.html).toContain('page is loading');
    expect(JSON.stringify(handOver(page.html, 'shop-query-state'))).not.toContain('Tarde');
    // The parts hydrated on use do not wait for an idle moment: their code must read what is missing.
    expect(handOver(page.html, 'shop-page-data')).toEqual({ dataComplete: false });
    expect(logs.join('\n')).toMatch(/data of \/product-details\/inca-kola\/5 took longer than 50 ms/);
    expect((await render('/product-details/inca-kola/5', {}, shared)).cache).toBe('miss');
  });

  test('a read that fails (not a 404) is left out: the page renders it loading, as the browser will, and is not shared', async () => {
    answers['/api/v1/PE/products/5'] = () => new Response('boom', { status: 500 });
    const shared = { pageCache: new PageCache<never>({ ttlMs: 60_000, maxBytes: 1024 * 1024 }) } as unknown as Partial<RenderDeps>;
    const page = await render('/product-details/inca-kola/5', {}, shared);
    expect(page.status).toBe(200);
    expect(page.html).toContain('page is loading');
    expect((await render('/product-details/inca-kola/5', {}, shared)).cache).toBe('miss');
  });
});
