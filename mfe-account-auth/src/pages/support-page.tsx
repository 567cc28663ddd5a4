// Account: support (/account/support): the support phone and e-mail from the supportPage metadata, and help links.
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink } from '@shop/shared/router';
import { Container, Link, Typography } from '@shop/shared/ui';
import { SupportInfo } from '../features/support/components/support-info';
import { NAMESPACE } from '../i18n/register';

export default function SupportPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('pages.support');
  usePageMeta({ title, description: t('support.description') });
  return (
    <Container maxWidth="md" component="section" sx={{ py: 4 }}>
      <Link component={RouterLink} to="/" variant="body2">{t('common:goHome')}</Link>
      <Typography variant="h4" component="h1" sx={{ mt: 1, mb: 3 }}>{title}</Typography>
      <SupportInfo />
    </Container>
  );
}
