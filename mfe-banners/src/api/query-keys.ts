// The banners remote's query keys: the home and pop-up lists, one banner, and a banner page's products and combos. What
// the calls add from the session (the address that picks the store, the language, the user) invalidates them instead.
import type { BannerType } from '@shop/shared/constants';

export const bannerKeys = {
  all: ['banners'] as const,
  home: (bannerType: BannerType) => [...bannerKeys.all, 'home', bannerType] as const,
  detail: (bannerId: string) => [...bannerKeys.all, 'detail', bannerId] as const,
  products: (bannerId: string) => [...bannerKeys.all, 'products', bannerId] as const,
  combos: (bannerId: string) => [...bannerKeys.all, 'combos', bannerId] as const,
};
