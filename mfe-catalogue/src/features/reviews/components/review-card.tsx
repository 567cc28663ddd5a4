// One review: stars, title, text, reviewer, country, time ago and the like / dislike counters (buttons for verified customers).
import { useTranslation } from '@shop/shared/i18n';
import { Box, Button, Stack, Typography } from '@shop/shared/ui';
import { Rating } from '@shop/shared/ui-forms';
import { ThumbDownIcon, ThumbUpIcon } from '@shop/shared/ui-icons';
import { NAMESPACE } from '../../../i18n/register';
import type { Review } from '../api/get-feedback';
import type { FeedbackType } from '../api/like-feedback';

export interface ReviewCardProps {
  review: Review;
  /** Verified customers get like / dislike buttons; everyone else sees the counters only. */
  canReact: boolean;
  busy?: boolean;
  onReact: (review: Review, type: FeedbackType) => void;
}

export function ReviewCard({ review, canReact, busy = false, onReact }: ReviewCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const name = [review.firstName, review.lastName].filter(Boolean).join(' ') || t('reviews.anonymous');
  const counters = [
    { type: 'like' as const, Icon: ThumbUpIcon, count: review.likeCount, pressed: review.liked, label: t('reviews.like', { count: review.likeCount }) },
    { type: 'dislike' as const, Icon: ThumbDownIcon, count: review.disLikeCount, pressed: review.disliked, label: t('reviews.dislike', { count: review.disLikeCount }) },
  ];
  const stars = t('reviews.stars', { count: review.ratings });
  // A rating may come without a title or a text (the API answers null for them).
  return (
    <Box component="article" aria-label={review.title ?? stars} sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Rating value={review.ratings} readOnly size="small" aria-label={stars} />
        {review.title && (
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {review.title}
          </Typography>
        )}
      </Stack>
      {review.feedback && <Typography sx={{ my: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.feedback}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {[name, review.country, review.timeAgo].filter(Boolean).join(' · ')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {counters.map(({ type, Icon, count, pressed, label }) =>
          canReact ? (
            <Button
              key={type}
              size="small"
              variant={pressed ? 'contained' : 'outlined'}
              aria-pressed={pressed}
              aria-label={label}
              disabled={busy}
              onClick={() => onReact(review, type)}
              startIcon={<Icon fontSize="small" aria-hidden />}
            >
              {count}
            </Button>
          ) : (
            <Box key={type} component="span" aria-label={label} role="img" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
              <Icon fontSize="small" aria-hidden />
              <span aria-hidden>{count}</span>
            </Box>
          ),
        )}
      </Stack>
    </Box>
  );
}
