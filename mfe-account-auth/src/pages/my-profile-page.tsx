// Account: the shopper's profile (/account/my-profile): names, phone, e-mail and the age data.
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { ProfileView } from '../features/profile-page/components/profile-view';
import { AccountPage } from '../components/account-page/account-page';
import { NAMESPACE } from '../i18n/register';

export default function MyProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('pages.myProfile');
  usePageMeta({ title, description: t('profile.description') });
  return (
    <AccountPage title={title}>
      <ProfileView />
    </AccountPage>
  );
}
