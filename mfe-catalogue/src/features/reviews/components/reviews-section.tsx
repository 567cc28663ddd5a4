// The product page's ratings and reviews: summary, the newest REVIEWS_INITIAL reviews (REVIEWS_INCREMENT more per
// "view more"), like / dislike for verified customers, and the review button (verified customers only).
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { isVerified, useSession } from '@shop/shared/session';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@shop/shared/ui';
import { pageRecords } from '@shop/shared/query';
import { NAMESPACE } from '../../../i18n/register';
import { useFeedback, type Review } from '../api/get-feedback';
import { useLikeFeedback, type FeedbackType } from '../api/like-feedback';
import { RatingSummary } from './rating-summary';
import { ReviewCard } from './review-card';

const WriteReviewDialog = lazy(() => import('./write-review-dialog'));

export interface ReviewsSectionProps {
  productId: number;
  productName: string;
}

export function ReviewsSection({ productId, productName }: ReviewsSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const hintId = useId();
  const verified = useSession(isVerified);
  const feedback = useFeedback(String(productId));
  const like = useLikeFeedback(String(productId));
  // The summary is the same on every page: the first one's.
  const data = feedback.data?.pages[0];
  const { refetch } = feedback;
  const [busy, setBusy] = useState<number | null>(null);
  const [writing, setWriting] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);

  const react = async (review: Review, type: FeedbackType) => {
    if (!verified) return;
    const active = type === 'like' ? review.liked : review.disliked;
    setBusy(review.feedbackId);
    try {
      await like.mutateAsync({ feedbackId: review.feedbackId, feedbackType: type, status: !active });
    } catch {
      // The shared client tells the shopper; the counters stay as they were.
    } finally {
      setBusy(null);
    }
  };

  let reviewHint: string | null = null;
  if (!verified) reviewHint = t('reviews.loginToReview');
  else if (data?.reviewed) reviewHint = t('reviews.alreadyReviewed');
  else if (data && !data.canReview) reviewHint = t('reviews.purchaseToReview');
  const canWrite = verified && !!data?.canReview && !data.reviewed;

  const records = pageRecords((feedback.data?.pages ?? []).map((page) => page.feedbacks), (review) => review.feedbackId);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {t('reviews.title')}
        </Typography>
        <Box sx={{ textAlign: 'right' }}>
          <Button
            variant="outlined"
            disabled={!canWrite}
            aria-describedby={reviewHint ? hintId : undefined}
            onClick={() => {
              setDialogLoaded(true);
              setWriting(true);
            }}
          >
            {t('reviews.write')}
          </Button>
          {reviewHint && (
            <Typography id={hintId} variant="caption" color="text.secondary" component="p">
              {reviewHint}
            </Typography>
          )}
        </Box>
      </Stack>

      {data && <RatingSummary ratings={data} />}
      {!data && feedback.isFetching && <CircularProgress size={24} aria-label={t('landing.loading')} />}
      {!data && feedback.isError && (
        <Alert severity="warning" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('landing.retry')}</Button>}>
          {t('reviews.loadError')}
        </Alert>
      )}

      {data && records.length === 0 && <Typography sx={{ mt: 2 }} color="text.secondary">{t('reviews.none')}</Typography>}
      <Box sx={{ mt: 2 }}>
        {records.map((review) => (
          <ReviewCard key={review.feedbackId} review={review} canReact={verified} busy={busy === review.feedbackId} onReact={react} />
        ))}
      </Box>
      {feedback.hasNextPage && (
        <Button sx={{ mt: 2 }} onClick={() => void feedback.fetchNextPage()} disabled={feedback.isFetchingNextPage}>
          {t('reviews.viewMore')}
        </Button>
      )}

      {dialogLoaded && (
        <Suspense fallback={null}>
          <WriteReviewDialog
            open={writing}
            productId={productId}
            productName={productName}
            onClose={() => setWriting(false)}
            onSaved={() => setWriting(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
