// What the first view of each catalogue page (and of its home sections) shows, fetched by the server before it renders
// them, with the query options the views themselves read. Loaded only by the server (the routes import it lazily).
import { categoriesQueryOptions } from '@shop/shared/calls';
import type { QueryClient, QueryKey } from '@shop/shared/query';
import type { Prefetch, PrefetchOutcome } from '@shop/shared/routes';
import { isVerified, useSession } from '@shop/shared/session';
import { popularProductPagesQueryOptions, popularProductsQueryOptions } from '../api/get-popular-products';
import { productComboPagesQueryOptions } from '../api/get-product-combos';
import { similarProductPagesQueryOptions } from '../api/get-similar-products';
import { comboDetailsQueryOptions } from '../features/combo-details/api/get-combo-details';
import { brandsQueryOptions } from '../features/home/api/get-brands';
import { buyAgainProductPagesQueryOptions, buyAgainProductsQueryOptions } from '../features/home/api/get-buy-again-products';
import { comboOfferPagesQueryOptions, comboOffersQueryOptions } from '../features/home/api/get-combo-offers';
import { brandProductPagesQueryOptions } from '../features/listing/api/get-brand-products';
import { categoryProductPagesQueryOptions } from '../features/listing/api/get-category-products';
import { productQueryOptions } from '../features/product-details/api/get-product';
import { searchResultsQueryOptions } from '../features/search/api/search-products';
import { sortFromUrl } from '../features/search/utils/search-sort';
import { decodeSegment, searchTerm } from '../features/search/utils/search-text';
import { isNotFound } from '../utils/not-found';

/** After `fetching`, whether the API said the page's record (under `queryKey`) does not exist. */
async function recordOutcome(client: QueryClient, queryKey: QueryKey, fetching: Promise<unknown>): Promise<PrefetchOutcome> {
  await fetching;
  return { notFound: isNotFound(client.getQueryState(queryKey)?.error) };
}

export const productDetails: Prefetch = ({ queryClient, params }) => {
  const options = productQueryOptions(params.id ?? '');
  return recordOutcome(queryClient, options.queryKey, queryClient.prefetchQuery(options));
};

export const comboOfferDetails: Prefetch = ({ queryClient, params }) => {
  const options = comboDetailsQueryOptions(params.id ?? '');
  return recordOutcome(queryClient, options.queryKey, queryClient.prefetchQuery(options));
};

export const categoryDetails: Prefetch = async ({ queryClient, params }) => {
  const options = categoryProductPagesQueryOptions(params.id ?? '');
  const [outcome] = await Promise.all([
    recordOutcome(queryClient, options.queryKey, queryClient.prefetchInfiniteQuery(options)),
    // The heading's name and the age rule come from the category list.
    queryClient.prefetchQuery(categoriesQueryOptions()),
  ]);
  return outcome;
};

export const brandDetails: Prefetch = ({ queryClient, params }) => {
  const options = brandProductPagesQueryOptions(params.id ?? '');
  return recordOutcome(queryClient, options.queryKey, queryClient.prefetchInfiniteQuery(options));
};

export const search: Prefetch = async ({ queryClient, params, searchParams }) => {
  const text = searchTerm(decodeSegment(params.query ?? ''));
  // A blank text finds nothing and asks nothing (as the page does).
  if (text !== '') await queryClient.prefetchInfiniteQuery(searchResultsQueryOptions(text, sortFromUrl(searchParams)));
};

export const popularProducts: Prefetch = async ({ queryClient }) => {
  await queryClient.prefetchInfiniteQuery(popularProductPagesQueryOptions());
};

export const similarProducts: Prefetch = async ({ queryClient, params }) => {
  await queryClient.prefetchInfiniteQuery(similarProductPagesQueryOptions(params.id ?? ''));
};

export const comboOffersAll: Prefetch = async ({ queryClient }) => {
  await queryClient.prefetchInfiniteQuery(comboOfferPagesQueryOptions());
};

export const comboOffersForProduct: Prefetch = async ({ queryClient, params }) => {
  await queryClient.prefetchInfiniteQuery(productComboPagesQueryOptions(params.productId ?? ''));
};

export const rebuyProducts: Prefetch = async ({ queryClient }) => {
  // Verified customers only, as the page asks.
  if (isVerified(useSession.getState())) await queryClient.prefetchInfiniteQuery(buyAgainProductPagesQueryOptions());
};

/** The home page's catalogue sections: categories, combos, popular products, the customer's rebuys, brands. */
export const homeSections: Prefetch = async ({ queryClient }) => {
  await Promise.all([
    queryClient.prefetchQuery(categoriesQueryOptions()),
    queryClient.prefetchQuery(comboOffersQueryOptions()),
    queryClient.prefetchQuery(popularProductsQueryOptions()),
    isVerified(useSession.getState()) ? queryClient.prefetchQuery(buyAgainProductsQueryOptions()) : undefined,
    queryClient.prefetchQuery(brandsQueryOptions()),
  ]);
};
