// Account: payment methods (/account/payment-methods): what each store accepts at the door; no card is kept online.
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { PaymentMethods } from '../features/payment-methods/components/payment-methods';
import { AccountPage } from '../components/account-page/account-page';
import { NAMESPACE } from '../i18n/register';

export default function PaymentMethodsPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('pages.paymentMethods');
  usePageMeta({ title, description: t('paymentMethods.intro') });
  return (
    <AccountPage title={title}>
      <PaymentMethods />
    </AccountPage>
  );
}
