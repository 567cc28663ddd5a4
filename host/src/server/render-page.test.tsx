/** @jest-environment node */
// One page request rendered on the server: the remotes' modules in their slots, the shopper's session, the head, what
// is left to the browser, and the hand-over the browser hydrates from.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { addNamespace, initI18n } from '@shop/shared/i18n';
import sharedPackage from '@shop/shared/package.json';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import { PageTemplate } from './page-document';
import { renderPage, type PageRequest, type RenderDeps } from './render-page';
import { ServerRemotes } from './server-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

const TEMPLATE = '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Shell</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';
const [major, minor] = sharedPackage.contract.split('.');
const manifest = { metaData: { shopContract: { version: sharedPackage.contract, range: `^${major}.${minor}.0` } } };
const REMOTES = Object.fromEntries(['catalogue', 'cart', 'account', 'banners'].map((n) => [n, { entry: `/remotes/${n}/1-${n}/mf-manifest.json` }]));

let whoami: (cookie: string) => Response;
const apiCalls: string[] = [];
const logs: string[] = [];

function deps(): RenderDeps {
  return {
    remotes: new ServerRemotes({ origin: 'http://gateway.test', log: (l) => logs.push(l) }),
    template: new PageTemplate(TEMPLATE),
    apiUrl: 'http://api.test',
    remoteTimeoutMs: 1_000,
    renderTimeoutMs: 5_000,
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
  addNamespace('host', { es, en });
  await initI18n();
});

beforeEach(() => {
  logs.length = 0;
  apiCalls.length = 0;
  whoami = () => Response.json({ signedIn: false, userId: null, roleName: null, roleId: null, cartId: null, userAddressId: null, dob: null, countryId: null });
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
    const url = new URL(String(input));
    if (url.host === 'api.test') {
      apiCalls.push(`${url.pathname} cookie=${new Headers(init?.headers).get('cookie')}`);
      return whoami(new Headers(init?.headers).get('cookie') ?? '');
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
  expect(page.match(/<script(?![^>]*type="application\/json")[^>]*>/g)).toEqual(['<script defer src="/main.js">']);
  expect(handOver(page, 'shop-remotes')).toEqual(REMOTES);
  expect(handOver(page, 'shop-session')).toEqual({ userId: null, userData: null, roleId: null, cartId: null, dob: null, language: 'es', country: 'PE', languageChosen: false });
  // Nobody to ask about without the session cookie.
  expect(apiCalls).toEqual([]);
});

test('a shopper with a session: the API is asked with their cookie, the page shows them signed in and hands the session over', async () => {
  whoami = () => Response.json({ signedIn: true, userId: 7, roleName: 'USER', roleId: 1, cartId: 70, userAddressId: 700, dob: 631152000000, countryId: 'PE' });
  const page = await html('/', { cookie: 'shop_sid=abc; shop_lang=en' });
  expect(apiCalls).toEqual(['/api/v1/users/sessions/current cookie=shop_sid=abc; shop_lang=en']);
  expect(page).toContain('[account/ProfileMenu]');
  expect(page).toContain('<html lang="en">');
  expect(handOver(page, 'shop-session')).toEqual({
    userId: '7', userData: { roleName: 'USER', userAddressId: '700' }, roleId: '1', cartId: '70', dob: '631152000000', language: 'en', country: 'PE', languageChosen: true,
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
