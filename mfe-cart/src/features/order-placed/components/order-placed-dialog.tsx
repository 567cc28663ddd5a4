// The order-placed dialog: the order number and total, 'continue shopping' (close) and 'track order' (its page).
import { formatCurrency } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { useNavigate } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { Button, Stack, Typography } from '@shop/shared/ui';
import { CheckCircleIcon } from '@shop/shared/ui-icons';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';

export interface PlacedOrderInfo {
  orderId: string;
  orderNumber?: string;
  finalPayAmount?: number;
}

export interface OrderPlacedDialogProps {
  order: PlacedOrderInfo;
  open: boolean;
  onClose: () => void;
}

/** The account remote's order page (mfe-account-auth, /account/my-orders/{orderId}). */
export const orderPagePath = (orderId: string): string => `/account/my-orders/${encodeURIComponent(orderId)}`;

export function OrderPlacedDialog({ order, open, onClose }: OrderPlacedDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const country = useSession((s) => s.country);
  const track = () => {
    onClose();
    navigate(orderPagePath(order.orderId));
  };
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={t('orderPlaced.title')}
      actions={(
        <>
          <Button onClick={onClose}>{t('orderPlaced.continueShopping')}</Button>
          <Button variant="contained" onClick={track} autoFocus>{t('orderPlaced.track')}</Button>
        </>
      )}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography>{t('orderPlaced.text')}</Typography>
        {order.orderNumber && <Typography variant="h6" component="p">{t('orderPlaced.number', { orderNumber: order.orderNumber })}</Typography>}
        {order.finalPayAmount !== undefined && (
          <Typography>{t('orderPlaced.total', { amount: formatCurrency(order.finalPayAmount, country) })}</Typography>
        )}
      </Stack>
    </DialogShell>
  );
}

export default OrderPlacedDialog;
