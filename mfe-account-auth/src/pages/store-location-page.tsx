// The shop's stores (/store-location, public): each store's address, phone, hours and delivery status, and the zone map.
import { useId } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Container, Link, Typography } from '@shop/shared/ui';
import { Breadcrumbs } from '@shop/shared/ui-forms';
import { StoreLocations } from '../features/store-location/components/store-locations';
import { NAMESPACE } from '../i18n/register';

export default function StoreLocationPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const headingId = useId();
  const title = t('pages.storeLocation');
  usePageMeta({ title, description: t('storeLocation.intro') });
  return (
    <Container component="section" aria-labelledby={headingId} sx={{ py: 3 }}>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.home()} aria-label={tc('goHome')} underline="hover" color="inherit">
          {tc('routes.home')}
        </Link>
        <Typography color="text.primary" aria-current="page">{title}</Typography>
      </Breadcrumbs>
      <Typography id={headingId} variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <StoreLocations />
    </Container>
  );
}
