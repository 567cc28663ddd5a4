// The order's progress through its statuses: done, current and upcoming steps with their times, or the cancellation.
import type { OrderDetails } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Box, Typography, visuallyHidden } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { orderTimeline, type StepState } from '../utils/order-progress';
import { orderDateTime } from '../utils/format-order';

const DOT: Record<StepState, { bg: string; border: string }> = {
  done: { bg: 'success.main', border: 'success.main' },
  current: { bg: 'primary.main', border: 'primary.main' },
  upcoming: { bg: 'background.paper', border: 'divider' },
  canceled: { bg: 'error.main', border: 'error.main' },
};

export function OrderTimeline({ order }: { order: Pick<OrderDetails, 'status' | 'statusHistory'> }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useSession((s) => s.language);
  const steps = orderTimeline(order.status, order.statusHistory);
  return (
    <Box component="ol" aria-label={t('orders.details.timeline')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step, i) => (
        <Box
          component="li"
          key={step.status}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
          sx={{ display: 'flex', gap: 1.5, position: 'relative', pb: i < steps.length - 1 ? 2 : 0 }}
        >
          {/* The line between the dots: solid up to where the order is. */}
          {i < steps.length - 1 && (
            <Box
              aria-hidden
              sx={{
                position: 'absolute', left: 7, top: 18, bottom: 0, width: 2,
                bgcolor: step.state === 'done' ? 'success.main' : 'divider',
              }}
            />
          )}
          <Box
            aria-hidden
            sx={{
              flex: 'none', width: 16, height: 16, mt: 0.375, borderRadius: '50%', border: 2,
              bgcolor: DOT[step.state].bg, borderColor: DOT[step.state].border,
            }}
          />
          <Box>
            <Typography
              sx={{
                fontWeight: step.state === 'current' || step.state === 'canceled' ? 700 : 400,
                color: step.state === 'upcoming' ? 'text.secondary' : step.state === 'canceled' ? 'error.main' : 'text.primary',
              }}
            >
              {t(`orders.status.${step.status}`)}
              <Box component="span" sx={visuallyHidden}>{` (${t(`orders.details.step.${step.state}`)})`}</Box>
            </Typography>
            {step.at && (
              <Typography variant="body2" color="text.secondary">
                <time dateTime={step.at}>{orderDateTime(step.at, language)}</time>
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
