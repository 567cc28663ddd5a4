// The Libro de Reclamaciones (/claims-book): the host hides its header and footer on exactly this path, so
// the page draws its own frame (the shop's mark linking home, the title, a way back) around the book.
import { useId } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { isVerified, useSession } from '@shop/shared/session';
import { Box, ChevronLeftIcon, Container, Link, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { ClaimsBook } from './claims-book';
import { LoginPrompt } from './login-prompt';
import { ShopMark } from './shop-mark';

const NOT_PRINTED = { '@media print': { display: 'none' } } as const;

export default function ClaimsBookPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const verified = useSession(isVerified);
  const headingId = useId();
  const title = t('pages.claimsBook');
  usePageMeta({ title, description: t('claims.intro') });
  const shopName = tc('shopName');

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', ...NOT_PRINTED }}>
        <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5, flexWrap: 'wrap' }}>
          <Box
            component={RouterLink}
            to={paths.home()}
            aria-label={t('claims.homeLabel', { shopName })}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', borderRadius: 1 }}
          >
            <ShopMark />
            <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>{shopName}</Typography>
          </Box>
          <Link component={RouterLink} to={paths.home()} underline="hover" sx={{ ml: 'auto', display: 'inline-flex', alignItems: 'center' }}>
            <ChevronLeftIcon fontSize="small" aria-hidden />
            {tc('goHome')}
          </Link>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: 3 }}>
        <Typography id={headingId} variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, ...NOT_PRINTED }}>{t('claims.intro')}</Typography>
        {verified ? <ClaimsBook /> : <LoginPrompt />}
      </Container>
    </Box>
  );
}
