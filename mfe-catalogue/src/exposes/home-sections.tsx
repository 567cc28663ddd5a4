// Federated './HomeSections': the catalogue's sections of the home page (no props), and what their first view shows,
// which the server fetches before it renders them.
import { lazyPrefetch } from '@shop/shared/routes';
import '../i18n/register';
import { HomeSections } from '../features/home/components/home-sections';

export const prefetch = lazyPrefetch(() => import('../pages/page-prefetches'), (mod) => mod.homeSections);

export default HomeSections;
