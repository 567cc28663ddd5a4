// Account: settings (/account/settings): the shop's language, applied at once and kept for the next visit, and for a
// logged-in customer the terms and privacy policy accepted and the marketing consent.
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink } from '@shop/shared/router';
import { Container, Link, Typography } from '@shop/shared/ui';
import { LanguageSettings } from '../features/settings/components/language-settings';
import { PrivacySettings } from '../features/settings/components/privacy-settings';
import { NAMESPACE } from '../i18n/register';

export default function SettingsPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('pages.settings');
  usePageMeta({ title, description: t('settings.description') });
  return (
    <Container maxWidth="md" component="section" sx={{ py: 4 }}>
      <Link component={RouterLink} to="/" variant="body2">{t('common:goHome')}</Link>
      <Typography variant="h4" component="h1" sx={{ mt: 1, mb: 3 }}>{title}</Typography>
      <LanguageSettings />
      <PrivacySettings />
    </Container>
  );
}
