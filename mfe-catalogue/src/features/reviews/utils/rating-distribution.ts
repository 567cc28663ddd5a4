// The rating summary's 5-to-1 star rows: how many ratings gave each number of stars, in whole percent of all ratings.
import { RATING_MAX, RATING_MIN } from '@shop/shared/constants';
import type { Ratings } from '../api/get-feedback';

export interface DistributionRow {
  stars: number;
  count: number;
  percent: number;
}

export function ratingDistribution({ totalRatings, individualRatings }: Pick<Ratings, 'totalRatings' | 'individualRatings'>): DistributionRow[] {
  const rows: DistributionRow[] = [];
  for (let stars = RATING_MAX; stars >= RATING_MIN; stars -= 1) {
    const count = individualRatings.find((r) => r.rating === stars)?.count ?? 0;
    rows.push({ stars, count, percent: totalRatings > 0 ? Math.round((count * 100) / totalRatings) : 0 });
  }
  return rows;
}
