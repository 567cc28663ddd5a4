// The banners remote's test data as the API answers it, typed from the wire types: a generic banner with its own page
// unless the test says otherwise, and the banner page's details.
import type { Banner, BannerDetails } from '../api/banner-records';

export const banner = (bannerId: number, bannerName: string, over: Partial<Banner> = {}): Banner => ({
  bannerId, bannerName, url: '', imageUrl: `/m/${bannerId}.svg`, webImageUrl: `/w/${bannerId}.svg`,
  applicableOn: null, comboCount: 0, comboOfferId: null, categoryId: null, categoryName: null, ...over,
});

export const bannerDetails = (bannerId: number, bannerName: string, over: Partial<BannerDetails> = {}): BannerDetails => ({
  ...banner(bannerId, bannerName), bannerType: 'BANNERHOME', description: null, ...over,
});
