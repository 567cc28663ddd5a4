// The panel's body: loading, error, the empty state, or the filled cart (banners, lines, bill, address), Continue below.
import { Suspense, useContext } from 'react';
import { useCart } from '@shop/shared/calls';
import { AGE_RESTRICTION } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Box, Button, Skeleton, Stack } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { showsStoreMessage } from '../utils/store-rules';
import { BillDetails } from './bill-details';
import { CartLines } from './cart-lines';
import { DeliveryAddress } from './delivery-address';
import { DeliveryInstructions } from './delivery-instructions';
import { EmptyCart } from './empty-cart';
import { PanelFooterContext } from './panel-footer';
import { InvoiceAccordion } from './invoice-accordion';
import { PromoSection } from './promo-section';
import { Recommendations } from './recommendations';
import { ScheduleToggle } from './schedule-toggle';

export interface CartPanelContentProps {
  onClose: () => void;
}

export function CartPanelContent({ onClose }: CartPanelContentProps) {
  const { t } = useTranslation(NAMESPACE);
  const { data: cart, isFetching: loading, error, refetch } = useCart();
  const Footer = useContext(PanelFooterContext);

  if (!cart) {
    if (loading) {
      return (
        <Stack spacing={1.5} sx={{ p: 2 }} aria-busy="true" aria-label={t('panel.loading')}>
          {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={72} />)}
        </Stack>
      );
    }
    if (error) {
      return (
        <Box sx={{ p: 2 }}>
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('panel.retry')}</Button>}>
            {t('panel.loadError')}
          </Alert>
        </Box>
      );
    }
    // No session user yet: nothing was ever added, so there is no server cart.
    return <EmptyCart onContinueShopping={onClose} />;
  }

  if (cart.cartItems.length === 0) return <EmptyCart onContinueShopping={onClose} />;

  const restricted = cart.cartItems.some((item) => (item.product?.ageRestrictionValue ?? 0) >= AGE_RESTRICTION);
  const status = cart.storeStatus;

  return (
    <>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, pb: 2 }}>
        <Stack spacing={1} sx={{ pt: 1.5 }}>
          {/* Standing information, not an event: 'note' keeps screen readers from interrupting with it on every opening. */}
          {restricted && <Alert severity="warning" role="note">{t('panel.ageBanner', { age: AGE_RESTRICTION })}</Alert>}
          {status && showsStoreMessage(status) && (
            <Alert severity="info" role="status">
              {status.storeOfflineMessage || t(status.storeOnlineStatus ? 'panel.storeNotDelivering' : 'panel.storeOffline')}
            </Alert>
          )}
        </Stack>
        <CartLines cart={cart} onNavigate={onClose} />
        <Recommendations onNavigate={onClose} />
        <PromoSection cart={cart} onClosePanel={onClose} />
        <BillDetails cart={cart} />
        <InvoiceAccordion cart={cart} />
        <DeliveryInstructions cart={cart} />
        <ScheduleToggle cart={cart} onClosePanel={onClose} />
        <DeliveryAddress cart={cart} onClosePanel={onClose} />
      </Box>
      {Footer && (
        <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Suspense fallback={null}>
            <Footer cart={cart} onClosePanel={onClose} />
          </Suspense>
        </Box>
      )}
    </>
  );
}
