// Federated './HomeBannerCarousel': the home page's banner carousel (no props); fills the host's aspect-ratio box.
import '../i18n/register';
import { HomeBannerCarousel } from '../features/home-carousel/components/home-banner-carousel';

export default HomeBannerCarousel;
