// An order's status as a translated chip, coloured by how the order stands (moving, delivered, canceled).
import type { OrderStatus } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { Chip, type ChipProps } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';

const COLOR: Record<OrderStatus, ChipProps['color']> = {
  INITIATED: 'info',
  WAITING_FOR_DELIVERY_PARTNER_ALLOCATION: 'info',
  DELIVERY_PARTNER_ALLOCATED: 'info',
  AT_THE_STORE: 'info',
  ON_ROUTE_TO_DELIVERY_ADDRESS: 'primary',
  AT_DELIVERY_ADDRESS: 'primary',
  DELIVERY_COMPLETED: 'success',
  COMPLETED: 'success',
  PENDING_CANCELLATION: 'warning',
  DELIVERY_CANCELED: 'error',
};

export function OrderStatusChip({ status, size = 'small' }: { status: OrderStatus; size?: ChipProps['size'] }) {
  const { t } = useTranslation(NAMESPACE);
  return <Chip size={size} color={COLOR[status] ?? 'default'} label={t(`orders.status.${status}`)} />;
}
