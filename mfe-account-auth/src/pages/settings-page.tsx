// Account: settings (/account/settings): the shop's language, applied at once and kept for the next visit, and for a
// logged-in customer the terms and privacy policy accepted and the marketing consent.
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { LanguageSettings } from '../features/settings/components/language-settings';
import { PrivacySettings } from '../features/settings/components/privacy-settings';
import { AccountPage } from '../components/account-page/account-page';
import { NAMESPACE } from '../i18n/register';

export default function SettingsPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('pages.settings');
  usePageMeta({ title, description: t('settings.description') });
  return (
    <AccountPage title={title}>
      <LanguageSettings />
      <PrivacySettings />
    </AccountPage>
  );
}
