// The order page's word on an order of age-restricted goods: the rider checks an ID at the door (until then), the
// check was done, or the order was not delivered because no ID showed the shopper to be of age.
import { isFinalOrderStatus, type OrderDetails } from '@shop/shared/calls';
import { AGE_RESTRICTION } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, AlertTitle } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';

export function IdCheckNotice({ order }: { order: Pick<OrderDetails, 'ageRestricted' | 'idCheck' | 'status'> }) {
  const { t } = useTranslation(NAMESPACE);
  if (!order.ageRestricted) return null;
  const age = AGE_RESTRICTION;
  if (order.idCheck === 'CHECKED') return <Alert severity="success">{t('orders.idCheck.checked')}</Alert>;
  if (order.idCheck === 'REFUSED') {
    return (
      <Alert severity="warning">
        <AlertTitle>{t('orders.idCheck.refusedTitle')}</AlertTitle>
        {t('orders.idCheck.refused', { age })}
      </Alert>
    );
  }
  if (isFinalOrderStatus(order.status)) return null;
  return (
    <Alert severity="info">
      <AlertTitle>{t('orders.idCheck.title', { age })}</AlertTitle>
      {t('orders.idCheck.pending', { age })}
    </Alert>
  );
}
