// The page a remote shows for one of its routes whose issue has not landed yet: title, short text, link home.
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '@shop/shared/page-meta';
import { useTranslation } from '@shop/shared/i18n';
import { Link as RouterLink } from '@shop/shared/router';

export interface ComingSoonProps {
  /** The page's name (e.g. t('common:routes.payment')); the generic "coming soon" title when absent. */
  title?: string;
}

export function ComingSoon({ title }: ComingSoonProps) {
  const { t } = useTranslation('common');
  const heading = title ?? t('comingSoon.title');
  usePageMeta({ title: heading, description: t('comingSoon.text') });
  return (
    <Container maxWidth="sm" component="section" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {heading}
      </Typography>
      {title && (
        <Typography variant="h3" component="p" color="primary" gutterBottom>
          {t('comingSoon.title')}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('comingSoon.text')}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('goHome')}
      </Button>
    </Container>
  );
}
