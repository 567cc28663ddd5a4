// /maintenance: where a 503 sends the shopper; apologises and offers to try the home page again.
import { useNavigate } from '@shop/shared/router';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { paths } from '@shop/shared/routes';
import { Button, Container, Stack, Typography } from '@shop/shared/ui';
import { RefreshIcon } from '@shop/shared/ui-icons';
import { MaintenanceIllustration } from './maintenance-illustration';

export default function MaintenancePage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  usePageMeta({ title: t('maintenance.title'), description: t('maintenance.backSoon') });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <MaintenanceIllustration title={t('maintenance.imageAlt')} />
        <Typography variant="h1">{t('maintenance.title')}</Typography>
        <Typography>{t('maintenance.apology')}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{t('maintenance.backSoon')}</Typography>
        <Button variant="contained" startIcon={<RefreshIcon aria-hidden />} onClick={() => navigate(paths.home())}>
          {t('maintenance.retry')}
        </Button>
      </Stack>
    </Container>
  );
}
