// The banners API's records (a banner; the banner page's details) as the banners remote reads them: the API's
// own types (@shop/api/wire-types).
import type * as Wire from '@shop/api/wire-types';

export type Banner = Wire.Banner;
/** null: a generic banner with its own page. */
export type BannerApplicableOn = NonNullable<Banner['applicableOn']>;
export type BannerDetails = Wire.BannerDetails;

/** Every list answer: the matching total and one page of records. */
export interface ListAnswer<T> {
  count: number;
  records: T[];
}
