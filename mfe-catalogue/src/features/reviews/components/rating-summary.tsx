// The product's rating summary: average, total ratings and reviews, and the 5-to-1 star distribution in percent.
import { useTranslation } from '@shop/shared/i18n';
import { Box, Stack, Typography } from '@shop/shared/ui';
import { LinearProgress, Rating } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../../i18n/register';
import type { Ratings } from '../api/get-feedback';
import { ratingDistribution } from '../utils/rating-distribution';

export interface RatingSummaryProps {
  ratings: Ratings;
}

export function RatingSummary({ ratings }: RatingSummaryProps) {
  const { t } = useTranslation(NAMESPACE);
  const average = ratings.averageRating ?? 0;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
      <Box sx={{ minWidth: 160 }}>
        <Typography component="p" variant="h3" sx={{ fontWeight: 700 }}>
          {average.toFixed(1)}
        </Typography>
        <Rating value={average} precision={0.1} readOnly aria-label={t('reviews.averageLabel', { rating: average.toFixed(1) })} />
        <Typography variant="body2" color="text.secondary">
          {t('reviews.totalRatings', { count: ratings.totalRatings })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('reviews.totalReviews', { count: ratings.totalReviews })}
        </Typography>
      </Box>
      <Box component="ul" aria-label={t('reviews.distribution')} sx={{ listStyle: 'none', m: 0, p: 0, flex: 1, maxWidth: 420 }}>
        {ratingDistribution(ratings).map(({ stars, percent }) => (
          <Box component="li" key={stars} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.25 }}>
            <Typography variant="body2" sx={{ width: 56 }} aria-hidden>
              {t('reviews.starsShort', { count: stars })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t('reviews.starsPercent', { count: stars, percent })}
              sx={{ flex: 1, height: 8, borderRadius: 4 }}
            />
            <Typography variant="body2" sx={{ width: 44, textAlign: 'right' }} aria-hidden>
              {`${percent}%`}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
