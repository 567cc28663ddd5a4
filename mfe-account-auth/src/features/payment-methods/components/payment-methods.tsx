// What each store accepts at the door (cash, card on the courier's POS), with the store serving the shopper's
// default address marked. Payment happens only at delivery, so there is nothing to save here and no card data online.
import { useOrderStatus, useStores, type StorePaymentOption, type StoreRecord } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Chip, CloseIcon, List, ListItem, Paper, RemoteErrorNotice, Skeleton, Stack, Typography } from '@shop/shared/ui';
import { CheckCircleIcon } from '@shop/shared/ui-icons';
import { NAMESPACE } from '../../../i18n/register';

const OPTIONS: readonly StorePaymentOption['option'][] = ['CASH', 'PINPAID'];

/** A store record without the option (an older API) accepts nothing we can promise: shown as not accepted. */
const accepts = (store: StoreRecord, option: StorePaymentOption['option']) =>
  store.paymentOptions?.some((o) => o.option === option && o.enabled) ?? false;

export function PaymentMethods() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const { data, error, isFetching: loading, refetch } = useStores();
  // The store serving the default address (the order-status call of the session's address; no address, no call).
  const serving = useOrderStatus();
  const servingStoreId = serving.data?.storeExists ? (serving.data.storeStatus?.storeId ?? null) : null;
  const stores = data?.records ?? [];

  let list;
  if (error && !data) list = <RemoteErrorNotice onRetry={() => void refetch()} />;
  else if (loading && !data) list = <Skeleton variant="rounded" height={140} aria-label={tc('loading')} />;
  else if (stores.length === 0) list = <Typography>{t('paymentMethods.empty')}</Typography>;
  else {
    // The serving store first: it is the one the shopper's next order goes to.
    const ordered = [...stores].sort((a, b) => Number(b.storeId === servingStoreId) - Number(a.storeId === servingStoreId));
    list = ordered.map((store) => <StorePayments key={store.storeId} store={store} serving={store.storeId === servingStoreId} />);
  }

  return (
    <Stack spacing={2}>
      <Typography>{t('paymentMethods.intro')}</Typography>
      <Alert severity="info">{t('paymentMethods.noCardStored')}</Alert>
      <Stack component="section" aria-label={t('paymentMethods.listLabel')} spacing={2}>
        {list}
      </Stack>
    </Stack>
  );
}

function StorePayments({ store, serving }: { store: StoreRecord; serving: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={store.storeName}
      sx={{ p: 2, ...(serving && { borderColor: 'primary.main', borderWidth: 2 }) }}
    >
      <Stack spacing={0.75}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">{store.storeName}</Typography>
          {serving && <Chip size="small" color="primary" label={t('paymentMethods.yourStore')} />}
        </Stack>
        <Typography color="text.secondary">{store.address}</Typography>
        <List dense disablePadding aria-label={t('paymentMethods.optionsOf', { store: store.storeName })}>
          {OPTIONS.map((option) => {
            const ok = accepts(store, option);
            return (
              <ListItem key={option} disableGutters sx={{ gap: 1 }}>
                {ok ? <CheckCircleIcon color="success" fontSize="small" aria-hidden /> : <CloseIcon color="disabled" fontSize="small" aria-hidden />}
                <Typography sx={{ color: ok ? 'text.primary' : 'text.secondary' }}>
                  {t(`paymentMethods.option.${option}`)}: {t(ok ? 'paymentMethods.accepted' : 'paymentMethods.notAccepted')}
                </Typography>
              </ListItem>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}
