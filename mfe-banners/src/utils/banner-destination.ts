// Where a banner leads: one combo → its details; several (or one without its id) → the banner's combos page;
// a category → its page; anything else, a combo banner with nothing on offer included → the banner's own page. The
// API computes the same rule for its `url` field; both are tested against shared/test/banner-destinations.json.
// Links are built with the shop's URL builders (slug from @shop/shared/format).
import { paths } from '@shop/shared/routes';
import type { Banner } from '../api/banner-records';

export type BannerDestinationFields = Pick<Banner, 'bannerId' | 'bannerName' | 'applicableOn' | 'comboCount' | 'comboOfferId' | 'categoryId' | 'categoryName'>;

export function bannerDestination(banner: BannerDestinationFields): string {
  if (banner.applicableOn === 'COMBOOFFER' && banner.comboCount >= 1) {
    return banner.comboCount === 1 && banner.comboOfferId !== null
      ? paths.comboOfferDetails(banner.comboOfferId)
      : paths.comboOffers(banner.bannerId);
  }
  if (banner.applicableOn === 'CATEGORY' && banner.categoryId !== null) {
    return paths.categoryDetails(banner.categoryName ?? '', banner.categoryId);
  }
  return paths.bannerDetails(banner.bannerName, banner.bannerId);
}
