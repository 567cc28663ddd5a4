// The banners API's records (cart §3 Banner; the banner page's details) as the banners remote reads them.

export type BannerApplicableOn = 'COMBOOFFER' | 'CATEGORY';

export interface Banner {
  bannerId: number;
  bannerName: string;
  /** The shop path the API says the banner leads to (the remote maps it itself, see bannerDestination). */
  url: string;
  /** Mobile artwork (up to 767 px wide). */
  imageUrl: string;
  /** Web artwork (from 768 px). */
  webImageUrl: string;
  /** null: a generic banner with its own page. */
  applicableOn: BannerApplicableOn | null;
  comboCount: number;
  comboOfferId: number | null;
  categoryId: number | null;
  categoryName: string | null;
}

export interface BannerDetails extends Banner {
  bannerType: 'BANNERHOME' | 'POPUP';
  description: string | null;
}

export interface ListAnswer<T> {
  count: number;
  records: T[];
}
