// The shop's stores (/store-location, public): each store's address, phone, hours and delivery status, and the zone map.
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { StoreLocations } from '../features/store-location/components/store-locations';
import { AccountPage } from '../components/account-page/account-page';
import { NAMESPACE } from '../i18n/register';

export default function StoreLocationPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('pages.storeLocation');
  usePageMeta({ title, description: t('storeLocation.intro') });
  return (
    <AccountPage title={title} maxWidth="lg">
      <StoreLocations />
    </AccountPage>
  );
}
