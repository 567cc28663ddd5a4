// Federated './HomeBannerCarousel': the home page's banner carousel (no props).
// Scaffolding: the work replaces this with the real component.
import '../i18n/register';

export default function HomeBannerCarousel() {
  return null;
}
