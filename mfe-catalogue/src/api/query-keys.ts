// The catalogue's query keys, one factory per area (the categories, which the host's footer reads too, are in
// @shop/shared/calls). A key holds the resource and its own parameters; what the calls add from the session (the
// default address that picks the store, the language, the user) is not in it: a change of those invalidates the
// queries instead (@shop/shared/query).

/** The product lists of the home page, the listing pages and the product page's sliders. */
export type ProductListName = 'popular' | 'similar' | 'buy-again' | 'category' | 'brand';

export const productKeys = {
  all: ['products'] as const,
  /** One page size of a list read whole (a carousel, a slider). */
  list: (list: ProductListName, params: Record<string, string | number> = {}) => [...productKeys.all, 'list', list, params] as const,
  /** The same list read page by page (a listing page's "show more"). */
  pages: (list: ProductListName, params: Record<string, string | number> = {}) => [...productKeys.all, 'pages', list, params] as const,
  detail: (productId: string) => [...productKeys.all, 'detail', productId] as const,
};

export const comboKeys = {
  all: ['combos'] as const,
  /** The home carousel's combos, and those holding a product. */
  list: (list: 'home' | 'product', params: Record<string, string | number> = {}) => [...comboKeys.all, 'list', list, params] as const,
  pages: (list: 'all' | 'product', params: Record<string, string | number> = {}) => [...comboKeys.all, 'pages', list, params] as const,
  detail: (comboOfferId: string) => [...comboKeys.all, 'detail', comboOfferId] as const,
};

export const brandKeys = {
  all: ['brands'] as const,
  list: () => [...brandKeys.all, 'list'] as const,
};
