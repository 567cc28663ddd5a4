// The shop's analytics events pushed to window.dataLayer in the GA4 e-commerce shape; no third-party script is loaded.
import { countrySettings } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** A product or combo as the apps know it; mapped to GA4's item fields. */
export interface AnalyticsProduct {
  id: string | number;
  name: string;
  brand?: string;
  category?: string;
  /** Unit price the shopper pays. */
  price: number;
  quantity?: number;
  /** Unit discount (actual - discounted), when any. */
  discount?: number;
  listName?: string;
  index?: number;
}

export interface GA4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  price: number;
  quantity: number;
  discount?: number;
  item_list_name?: string;
  index?: number;
}

export const SCREEN_NAMES = {
  home: 'home',
  product: 'product_details',
  combo: 'combo_offer_details',
  banner: 'banner_details',
  brand: 'brand_details',
  category: 'category_details',
  cart: 'cart',
  popular: 'popular_products',
  rebuy: 'rebuy_products',
  search: 'search_products',
  similar: 'similar_products',
} as const;
export type ScreenName = keyof typeof SCREEN_NAMES;

/** Login steps; a finished login is GA4's standard `login` event. */
export const LOGIN_STEP_EVENTS = {
  sendCode: { event: 'login_code_sent', method: 'phone' },
  verifyCode: { event: 'login', method: 'phone' },
  setAddress: { event: 'login_address_set', method: 'phone' },
  guestLogin: { event: 'login', method: 'guest' },
} as const;
export type LoginStep = keyof typeof LOGIN_STEP_EVENTS;

function layer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Pushes one event; anything else the shop needs to measure goes through here too. */
export function track(event: string, params: Record<string, unknown> = {}): void {
  layer().push({ event, ...params });
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function toGA4Item(p: AnalyticsProduct): GA4Item {
  const item: GA4Item = { item_id: String(p.id), item_name: p.name, price: round2(p.price), quantity: p.quantity ?? 1 };
  if (p.brand) item.item_brand = p.brand;
  if (p.category) item.item_category = p.category;
  if (p.discount) item.discount = round2(p.discount);
  if (p.listName) item.item_list_name = p.listName;
  if (p.index !== undefined) item.index = p.index;
  return item;
}

function currency(): string {
  return countrySettings(useSession.getState().country).currencyCode;
}

/** E-commerce events: GA4 asks to clear the previous ecommerce object first, or its fields leak into this one. */
function trackEcommerce(event: string, products: AnalyticsProduct[], extra: Record<string, unknown> = {}): void {
  const items = products.map(toGA4Item);
  const value = round2(items.reduce((sum, i) => sum + i.price * i.quantity, 0));
  layer().push({ ecommerce: null });
  layer().push({ event, ecommerce: { currency: currency(), value, items, ...extra } });
}

export function trackAddToCart(product: AnalyticsProduct | AnalyticsProduct[]): void {
  trackEcommerce('add_to_cart', Array.isArray(product) ? product : [product]);
}

export function trackRemoveFromCart(product: AnalyticsProduct | AnalyticsProduct[]): void {
  trackEcommerce('remove_from_cart', Array.isArray(product) ? product : [product]);
}

export function trackSelectItem(product: AnalyticsProduct, listName?: string): void {
  const items = [toGA4Item({ ...product, listName: listName ?? product.listName })];
  layer().push({ ecommerce: null });
  layer().push({ event: 'select_item', ecommerce: { item_list_name: listName ?? product.listName, items } });
}

/** What a `select_content` event can point at: things the shopper opens that are not products (no price, no e-commerce). */
export type ContentType = 'category' | 'brand';

export interface SelectedContent {
  contentType: ContentType;
  contentId: string | number;
  /** The name the shopper saw (in the session language), sent as `content_name`. */
  name?: string;
}

/** GA4's `select_content`: a plain event, so the ecommerce object is not cleared (nor set). */
export function trackSelectContent({ contentType, contentId, name }: SelectedContent): void {
  track('select_content', { content_type: contentType, content_id: String(contentId), ...(name ? { content_name: name } : {}) });
}

export function trackSearch(searchTerm: string): void {
  track('search', { search_term: searchTerm });
}

export function trackLoginStep(step: LoginStep): void {
  const { event, method } = LOGIN_STEP_EVENTS[step];
  track(event, { method, login_step: step });
}

export function trackScreenView(screen: ScreenName): void {
  track('screen_view', { screen_name: SCREEN_NAMES[screen] });
}
