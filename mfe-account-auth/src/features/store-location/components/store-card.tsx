// One store on the store-location page: name, address, phone, order hours and whether it delivers now.
import { useTranslation } from '@shop/shared/i18n';
import { Chip, Link, Paper, Stack, Typography } from '@shop/shared/ui';
import type { StoreRecord } from '@shop/shared/calls';
import { NAMESPACE } from '../../../i18n/register';
import { deliveryState, hhmm } from '../utils/store-hours';

const CHIP = {
  delivering: { color: 'success', key: 'storeLocation.deliveringNow' },
  notDelivering: { color: 'warning', key: 'storeLocation.notDeliveringNow' },
  offline: { color: 'default', key: 'storeLocation.offline' },
} as const;

/** A dialable tel: target: digits and a leading +, whatever spacing the store's number is written with. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function StoreCard({ store }: { store: StoreRecord }) {
  const { t } = useTranslation(NAMESPACE);
  const status = store.storeStatus;
  const state = deliveryState(status);
  const chip = CHIP[state];
  return (
    <Paper component="article" variant="outlined" aria-label={store.storeName} sx={{ p: 2 }}>
      <Stack spacing={0.75}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">{store.storeName}</Typography>
          <Chip size="small" color={chip.color} label={t(chip.key)} />
        </Stack>
        <Typography>{store.address}</Typography>
        {store.phone && (
          <Typography>
            {t('storeLocation.phone')} <Link href={telHref(store.phone)}>{store.phone}</Link>
          </Typography>
        )}
        <Typography color="text.secondary">
          {t('storeLocation.hours', { from: hhmm(status.orderAcceptanceTimeFrom), to: hhmm(status.orderAcceptanceTimeTo) })}
        </Typography>
        {state !== 'delivering' && status.storeOfflineMessage && (
          <Typography color="text.secondary" role="note">{status.storeOfflineMessage}</Typography>
        )}
        {state !== 'delivering' && status.scheduleDeliveryEnabled && (
          <Typography variant="body2" color="text.secondary">{t('storeLocation.scheduled')}</Typography>
        )}
      </Stack>
    </Paper>
  );
}
