// Account: support (/account/support): the support phone and e-mail from the supportPage metadata, and help links.
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { SupportInfo } from '../features/support/components/support-info';
import { AccountPage } from '../components/account-page/account-page';
import { NAMESPACE } from '../i18n/register';

export default function SupportPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('pages.support');
  usePageMeta({ title, description: t('support.description') });
  return (
    <AccountPage title={title}>
      <SupportInfo />
    </AccountPage>
  );
}
