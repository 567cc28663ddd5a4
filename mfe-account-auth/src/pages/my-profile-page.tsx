// Account: the shopper's profile (/account/my-profile): names, phone, e-mail and the age data.
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink } from '@shop/shared/router';
import { Container, Link, Typography } from '@shop/shared/ui';
import { ProfileView } from '../features/profile-page/components/profile-view';
import { NAMESPACE } from '../i18n/register';

export default function MyProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('pages.myProfile');
  usePageMeta({ title, description: t('profile.description') });
  return (
    <Container maxWidth="md" component="section" sx={{ py: 4 }}>
      <Link component={RouterLink} to="/" variant="body2">{t('common:goHome')}</Link>
      <Typography variant="h4" component="h1" sx={{ mt: 1, mb: 3 }}>{title}</Typography>
      <ProfileView />
    </Container>
  );
}
