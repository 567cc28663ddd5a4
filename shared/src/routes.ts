// The shop's route table with each route's owning app, and URL builders.
import type { ComponentType } from 'react';
import { slugify } from '@shop/shared/format';
import type { QueryClient } from '@shop/shared/query';

export type RouteOwner = 'host' | 'catalogue' | 'cart' | 'account' | 'banners';

export interface RouteEntry {
  id: string;
  /** react-router path, exactly as the owning remote's `./routes` must declare it. */
  path: string;
  owner: RouteOwner;
  /** Page title key in the `common` namespace. */
  titleKey: string;
  /**
   * The shopper's own pages (account, payment, claims book): the server renders only the shell around them, the
   * browser their content; search engines are told not to index them.
   */
  private?: boolean;
}

export const ROUTE_TABLE = [
  { id: 'home', path: '/', owner: 'host', titleKey: 'routes.home' },
  { id: 'maintenance', path: '/maintenance', owner: 'host', titleKey: 'routes.maintenance' },
  { id: 'section', path: '/section/:id', owner: 'host', titleKey: 'routes.section' },
  { id: 'search', path: '/search-products/:slug/:query', owner: 'catalogue', titleKey: 'routes.search' },
  { id: 'productDetails', path: '/product-details/:slug/:id', owner: 'catalogue', titleKey: 'routes.productDetails' },
  { id: 'comboOfferDetails', path: '/combo-offer-details/:id', owner: 'catalogue', titleKey: 'routes.comboOfferDetails' },
  { id: 'categoryDetails', path: '/category-details/:slug/:id', owner: 'catalogue', titleKey: 'routes.categoryDetails' },
  { id: 'brandDetails', path: '/brand-details/:slug/:id', owner: 'catalogue', titleKey: 'routes.brandDetails' },
  { id: 'popularProducts', path: '/popular-products-details', owner: 'catalogue', titleKey: 'routes.popularProducts' },
  { id: 'similarProducts', path: '/similar-products-details/:id', owner: 'catalogue', titleKey: 'routes.similarProducts' },
  { id: 'comboOffersAll', path: '/combo-offers-all', owner: 'catalogue', titleKey: 'routes.comboOffersAll' },
  { id: 'comboOffersForProduct', path: '/combo-offers-all/:productId', owner: 'catalogue', titleKey: 'routes.comboOffersForProduct' },
  { id: 'rebuyProducts', path: '/rebuy-products-details', owner: 'catalogue', titleKey: 'routes.rebuyProducts' },
  { id: 'payment', path: '/payment', owner: 'cart', titleKey: 'routes.payment', private: true },
  { id: 'storeOffline', path: '/store-offline', owner: 'cart', titleKey: 'routes.storeOffline', private: true },
  { id: 'account', path: '/account/*', owner: 'account', titleKey: 'routes.account', private: true },
  { id: 'storeLocation', path: '/store-location', owner: 'account', titleKey: 'routes.storeLocation' },
  { id: 'claimsBook', path: '/claims-book', owner: 'account', titleKey: 'routes.claimsBook', private: true },
  { id: 'addCard', path: '/add-card', owner: 'account', titleKey: 'routes.addCard', private: true },
  { id: 'bannerDetails', path: '/banner-details/:slug/:id', owner: 'banners', titleKey: 'routes.bannerDetails' },
  { id: 'comboOffers', path: '/combo-offers/:bannerId', owner: 'banners', titleKey: 'routes.comboOffers' },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof ROUTE_TABLE)[number]['id'];

/** The routes one app owns (a remote's `./routes` must cover exactly these). */
export function routesOf(owner: RouteOwner): RouteEntry[] {
  return ROUTE_TABLE.filter((r) => r.owner === owner);
}

export function routeById(id: RouteId): RouteEntry {
  return ROUTE_TABLE.find((r) => r.id === id) as RouteEntry;
}

/** What a page's server render hands a prefetch: the request's cache and the URL's parts. */
export interface PrefetchContext {
  /** The request's own cache: what is fetched into it is what the page renders with and hands to the browser. */
  queryClient: QueryClient;
  /** The route's params (e.g. { slug, id }). */
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/** What a prefetch learned about the page: the record it shows does not exist (the page answers 404). */
export interface PrefetchOutcome {
  notFound?: boolean;
}

/**
 * Fetches what the first view of a page (or of a slot) shows into the request's cache, with the same query options its
 * components read, so the server renders it and the browser does not read it again. Errors are the cache's, not thrown:
 * what failed renders as it does without data.
 */
export type Prefetch = (context: PrefetchContext) => Promise<PrefetchOutcome | void>;

/**
 * A prefetch whose code loads when it first runs: only the server runs prefetches, so a browser's first load never
 * carries them.
 */
export function lazyPrefetch<M>(load: () => Promise<M>, pick: (mod: M) => Prefetch): Prefetch {
  return async (context) => pick(await load())(context);
}

/** What a remote's exposed `./routes` default-exports; the host mounts each lazily. */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
  /** What the page's first view needs, fetched by the server before it renders the page. */
  prefetch?: Prefetch;
}
export type RemoteRoutes = RemoteRoute[];

/** Static content sections (footer links) and the metadata key each one's HTML link lives under. */
export const STATIC_SECTIONS = {
  aboutUs: 'aboutUs',
  faqs: 'faq',
  terms: 'terms',
  policy: 'policy',
  license: 'license',
  support: 'support',
} as const;
export type StaticSectionId = keyof typeof STATIC_SECTIONS;
/** Unknown section ids show about-us rather than an empty page. */
export const DEFAULT_STATIC_SECTION: StaticSectionId = 'aboutUs';

export function staticSectionKey(id: string | undefined): (typeof STATIC_SECTIONS)[StaticSectionId] {
  return STATIC_SECTIONS[(id && id in STATIC_SECTIONS ? id : DEFAULT_STATIC_SECTION) as StaticSectionId];
}

export const ACCOUNT_SECTIONS = ['my-profile', 'my-address', 'my-orders', 'settings', 'payment-methods', 'support'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

type Id = string | number;
// A name of only symbols slugs to '': keep a placeholder segment so the route still matches.
const slug = (name: string) => slugify(name) || '-';
const seg = (v: Id) => encodeURIComponent(String(v));

/**
 * Where the header's search form is sent before its code runs (a plain GET with `q`, and `lang` when the page was opened
 * in a language by its URL): the server, or the browser's route on the static shell, answers with the search page.
 */
export const SEARCH_FORM_ACTION = '/search';

/** The page a submitted search form leads to: the results of its text, or home when it holds only blanks. */
export function searchFormTarget(searchParams: URLSearchParams): string {
  const text = (searchParams.get('q') ?? '').trim();
  const lang = searchParams.get('lang');
  const target = text ? paths.search(text) : paths.home();
  return lang ? `${target}?${new URLSearchParams({ lang }).toString()}` : target;
}

/** URL builders: every link in the shop is made here, so routes and links cannot drift apart. */
export const paths = {
  home: () => '/',
  maintenance: () => '/maintenance',
  section: (id: StaticSectionId) => `/section/${id}`,
  /** Slug of the text, then the URL-encoded text. */
  search: (text: string) => `/search-products/${slug(text)}/${seg(text)}`,
  productDetails: (name: string, id: Id) => `/product-details/${slug(name)}/${seg(id)}`,
  comboOfferDetails: (id: Id) => `/combo-offer-details/${seg(id)}`,
  categoryDetails: (name: string, id: Id) => `/category-details/${slug(name)}/${seg(id)}`,
  brandDetails: (name: string, id: Id) => `/brand-details/${slug(name)}/${seg(id)}`,
  popularProducts: () => '/popular-products-details',
  similarProducts: (productId: Id) => `/similar-products-details/${seg(productId)}`,
  comboOffersAll: (productId?: Id) => (productId === undefined ? '/combo-offers-all' : `/combo-offers-all/${seg(productId)}`),
  rebuyProducts: () => '/rebuy-products-details',
  payment: () => '/payment',
  storeOffline: () => '/store-offline',
  account: (section: AccountSection = 'my-profile') => `/account/${section}`,
  storeLocation: () => '/store-location',
  claimsBook: () => '/claims-book',
  addCard: () => '/add-card',
  bannerDetails: (name: string, id: Id) => `/banner-details/${slug(name)}/${seg(id)}`,
  comboOffers: (bannerId: Id) => `/combo-offers/${seg(bannerId)}`,
} as const;
