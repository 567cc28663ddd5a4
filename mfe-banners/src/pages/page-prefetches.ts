// What the first view of the banner pages and of the home carousel shows, fetched by the server before it renders them,
// with the query options the views themselves read. Loaded only by the server (the exposes import it lazily).
import type { Prefetch } from '@shop/shared/routes';
import { bannerCombosQueryOptions } from '../api/get-banner-combos';
import { bannerProductsQueryOptions } from '../api/get-banner-products';
import { bannerQueryOptions } from '../api/get-banner';
import { homeCarouselQueryOptions } from '../api/get-home-banners';

export const bannerDetails: Prefetch = async ({ queryClient, params }) => {
  const id = params.id ?? '';
  await Promise.all([queryClient.prefetchQuery(bannerQueryOptions(id)), queryClient.prefetchInfiniteQuery(bannerProductsQueryOptions(id))]);
};

export const comboOffers: Prefetch = async ({ queryClient, params }) => {
  const id = params.bannerId ?? '';
  await Promise.all([queryClient.prefetchQuery(bannerQueryOptions(id)), queryClient.prefetchInfiniteQuery(bannerCombosQueryOptions(id))]);
};

export const homeCarousel: Prefetch = async ({ queryClient }) => {
  await queryClient.prefetchQuery(homeCarouselQueryOptions());
};
