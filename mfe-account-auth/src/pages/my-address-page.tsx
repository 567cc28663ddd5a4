// Account: the shopper's saved addresses (/account/my-address): list, add, edit, delete and set the default.
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { MyAddresses } from '../features/my-addresses/components/my-addresses';
import { AccountPage } from '../components/account-page/account-page';
import { NAMESPACE } from '../i18n/register';

export default function MyAddressPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('pages.myAddress');
  usePageMeta({ title });
  return (
    <AccountPage title={title}>
      <MyAddresses />
    </AccountPage>
  );
}
