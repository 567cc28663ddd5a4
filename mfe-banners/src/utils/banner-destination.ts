// Where a banner leads (issue 7): one combo → its details; several → the banner's combos page; a category → its page;
// anything else → the banner's own page. Links are built with the shop's URL builders (slug from @shop/shared/format).
import { paths } from '@shop/shared/routes';
import type { Banner } from '../types/banner';

export function bannerDestination(banner: Pick<Banner, 'bannerId' | 'bannerName' | 'applicableOn' | 'comboCount' | 'comboOfferId' | 'categoryId' | 'categoryName'>): string {
  if (banner.applicableOn === 'COMBOOFFER') {
    if (banner.comboCount === 1 && banner.comboOfferId !== null) return paths.comboOfferDetails(banner.comboOfferId);
    if (banner.comboCount > 1) return paths.comboOffers(banner.bannerId);
  }
  if (banner.applicableOn === 'CATEGORY' && banner.categoryId !== null) {
    return paths.categoryDetails(banner.categoryName ?? '', banner.categoryId);
  }
  return paths.bannerDetails(banner.bannerName, banner.bannerId);
}
