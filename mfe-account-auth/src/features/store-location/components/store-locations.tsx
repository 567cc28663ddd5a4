// The store-location page's body: the stores (address, phone, hours, delivering now) and the zone map with them marked.
import { useStores } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { Box, RemoteErrorNotice, Skeleton, Stack, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { StoreMap } from '../../../components/maps/store-map';
import { StoreCard } from './store-card';

export function StoreLocations() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const { data, error, isFetching: loading, refetch } = useStores();
  const stores = data?.records ?? [];

  let list;
  if (error && !data) list = <RemoteErrorNotice onRetry={() => void refetch()} />;
  else if (loading && !data) list = <Skeleton variant="rounded" height={140} aria-label={tc('loading')} />;
  else if (stores.length === 0) list = <Typography>{t('storeLocation.empty')}</Typography>;
  else list = stores.map((store) => <StoreCard key={store.storeId} store={store} />);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Stack component="section" aria-label={t('storeLocation.listLabel')} spacing={2} sx={{ flex: 1, width: '100%' }}>
        <Typography color="text.secondary">{t('storeLocation.intro')}</Typography>
        {list}
      </Stack>
      {/* Display only: the map marks each store and its delivery radius (the same zones the address flows use). */}
      <Box sx={{ flex: 1, width: '100%' }}>
        <StoreMap label={t('storeLocation.mapLabel')} />
      </Box>
    </Stack>
  );
}
