// What an unknown product, combo, category or brand shows (the API answered 404): says what is missing instead of
// offering a retry that cannot help, is kept out of search engines, and leads back (the previous page when the shopper
// came from inside the shop, and home).
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink, useLocation, useNavigate } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Button, Container, Stack, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../i18n/register';

export type MissingRecord = 'product' | 'combo' | 'category' | 'brand';

export { isNotFound } from '../../utils/not-found';

export function NotFoundPage({ record }: { record: MissingRecord }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  // 'default' is the page the tab opened on (a shared link, a reload): going back would leave the shop.
  const cameFromShop = useLocation().key !== 'default';
  usePageMeta({ title: t('notFound.title'), description: t(`notFound.${record}`), noindex: true });
  return (
    <Container maxWidth="sm" component="section" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t(`notFound.${record}`)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        {cameFromShop && (
          <Button variant="outlined" onClick={() => void navigate(-1)}>
            {t('notFound.back')}
          </Button>
        )}
        <Button variant="contained" component={RouterLink} to={paths.home()}>
          {tc('goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
