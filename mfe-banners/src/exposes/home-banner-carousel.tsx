// Federated './HomeBannerCarousel': the home page's banner carousel (no props); fills the host's aspect-ratio box. Its
// banners are fetched by the server before it renders it (prefetch).
import { lazyPrefetch } from '@shop/shared/routes';
import '../i18n/register';
import { HomeBannerCarousel } from '../features/home-carousel/components/home-banner-carousel';

export const prefetch = lazyPrefetch(() => import('../pages/page-prefetches'), (mod) => mod.homeCarousel);

export default HomeBannerCarousel;
