// One store on the store-location page: name, address, phone, order hours and whether it delivers now.
import { formatTimeOfDay } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Chip, Link, Paper, Stack, Typography } from '@shop/shared/ui';
import type { StoreRecord } from '@shop/shared/calls';
import { NAMESPACE } from '../../../i18n/register';
import { storePhone } from '../utils/phone-display';
import { deliveryState } from '../utils/store-hours';

const CHIP = {
  delivering: { color: 'success', key: 'storeLocation.deliveringNow' },
  notDelivering: { color: 'warning', key: 'storeLocation.notDeliveringNow' },
  offline: { color: 'default', key: 'storeLocation.offline' },
} as const;


export function StoreCard({ store }: { store: StoreRecord }) {
  const { t } = useTranslation(NAMESPACE);
  const status = store.storeStatus;
  const state = deliveryState(status);
  const chip = CHIP[state];
  const language = useSession((s) => s.language);
  const country = useSession((s) => s.country);
  const time = (ms: number) => formatTimeOfDay(ms, language, country);
  const phone = store.phone ? storePhone(store.phone) : null;
  return (
    <Paper component="article" variant="outlined" aria-label={store.storeName} sx={{ p: 2 }}>
      <Stack spacing={0.75}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">{store.storeName}</Typography>
          <Chip size="small" color={chip.color} label={t(chip.key)} />
        </Stack>
        <Typography>{store.address}</Typography>
        {phone && (
          <Typography>
            {t('storeLocation.phone')} <Link href={`tel:${phone.dial}`}>{phone.display}</Link>
          </Typography>
        )}
        <Typography color="text.secondary">
          {t('storeLocation.hours', { from: time(status.orderAcceptanceTimeFrom), to: time(status.orderAcceptanceTimeTo) })}
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
