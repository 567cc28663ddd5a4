// Every route of the shop with its owner, and builders whose URLs match those routes.
import { matchPath } from 'react-router';
import en from './i18n/en.json';
import es from './i18n/es.json';
import { ROUTE_TABLE, paths, routesOf, searchFormTarget, staticSectionKey, STATIC_SECTIONS } from '@shop/shared/routes';

it('lists every route of the shop with its owning app', () => {
  const byOwner = (o: Parameters<typeof routesOf>[0]) => routesOf(o).map((r) => r.path);
  expect(byOwner('host')).toEqual(['/', '/maintenance', '/section/:id']);
  expect(byOwner('catalogue')).toEqual([
    '/search-products/:slug/:query', '/product-details/:slug/:id', '/combo-offer-details/:id', '/category-details/:slug/:id',
    '/brand-details/:slug/:id', '/popular-products-details', '/similar-products-details/:id', '/combo-offers-all',
    '/combo-offers-all/:productId', '/rebuy-products-details',
  ]);
  expect(byOwner('cart')).toEqual(['/payment', '/store-offline']);
  expect(byOwner('account')).toEqual(['/account/*', '/store-location', '/claims-book', '/add-card']);
  expect(byOwner('banners')).toEqual(['/banner-details/:slug/:id', '/combo-offers/:bannerId']);
  expect(new Set(ROUTE_TABLE.map((r) => r.id)).size).toBe(ROUTE_TABLE.length);
  for (const r of ROUTE_TABLE) expect(r.titleKey).toMatch(/^routes\.\w+$/);
});

it('every route title exists in both languages', () => {
  for (const texts of [es, en] as { routes: Record<string, string> }[]) {
    for (const r of ROUTE_TABLE) expect(texts.routes[r.titleKey.slice('routes.'.length)]).toBeTruthy();
  }
});

it('builders produce URLs their routes match, with the product slug', () => {
  const cases: [string, string, Record<string, string>][] = [
    [paths.productDetails('Cerveza Cusqueña Dorada 620 ml', 15), '/product-details/:slug/:id', { slug: 'cerveza-cusqueña-dorada-620-ml', id: '15' }],
    [paths.search('Inca Kola 1/2 L'), '/search-products/:slug/:query', { slug: 'inca-kola-12-l', query: 'Inca Kola 1/2 L' }],
    [paths.categoryDetails('Vinos y licores', 'c1'), '/category-details/:slug/:id', { slug: 'vinos-y-licores', id: 'c1' }],
    [paths.brandDetails('Backus', 3), '/brand-details/:slug/:id', { slug: 'backus', id: '3' }],
    [paths.bannerDetails('¡Oferta!', 9), '/banner-details/:slug/:id', { slug: 'oferta', id: '9' }],
    [paths.comboOfferDetails(4), '/combo-offer-details/:id', { id: '4' }],
    [paths.comboOffersAll(12), '/combo-offers-all/:productId', { productId: '12' }],
    [paths.comboOffers(6), '/combo-offers/:bannerId', { bannerId: '6' }],
    [paths.similarProducts(8), '/similar-products-details/:id', { id: '8' }],
    [paths.productDetails('???', 1), '/product-details/:slug/:id', { slug: '-', id: '1' }],
  ];
  // What the router does to location.pathname before matching: decode each segment, keep encoded slashes.
  const routerDecode = (url: string) => url.split('/').map((v) => decodeURIComponent(v).replace(/\//g, '%2F')).join('/');
  for (const [url, pattern, params] of cases) {
    const match = matchPath(pattern, routerDecode(new URL(url, 'http://shop.test').pathname));
    expect({ url, params: match?.params }).toEqual({ url, params: expect.objectContaining(params) });
  }
  expect(paths.comboOffersAll()).toBe('/combo-offers-all');
  expect(paths.account()).toBe('/account/my-profile');
  expect(paths.account('my-orders')).toBe('/account/my-orders');
  expect(paths.section('faqs')).toBe('/section/faqs');
});

it('maps static sections to their metadata keys, about-us by default', () => {
  expect(STATIC_SECTIONS).toEqual({ aboutUs: 'aboutUs', faqs: 'faq', terms: 'terms', policy: 'policy', license: 'license', support: 'support' });
  expect(staticSectionKey('faqs')).toBe('faq');
  expect(staticSectionKey('nope')).toBe('aboutUs');
  expect(staticSectionKey(undefined)).toBe('aboutUs');
});

it('a search form sent without its code leads to the results of its trimmed text, keeping the URL language; blanks lead home', () => {
  const target = (query: string) => searchFormTarget(new URLSearchParams(query));
  expect(target('q=Inca+Kola+1%2F2+L')).toBe(paths.search('Inca Kola 1/2 L'));
  expect(target('q=%20%20pan%20')).toBe(paths.search('pan'));
  expect(target('q=cerveza&lang=en')).toBe(`${paths.search('cerveza')}?lang=en`);
  expect(target('q=%20')).toBe('/');
  expect(target('')).toBe('/');
  expect(target('q=&lang=en')).toBe('/?lang=en');
  expect(target('q=a%26lang%3Dx')).toBe(paths.search('a&lang=x'));
});
