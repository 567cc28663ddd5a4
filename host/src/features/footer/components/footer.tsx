// The shop footer: useful links, categories, the verified customer's account links, support and the legal line.
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink } from '@shop/shared/router';
import { useTranslation } from '@shop/shared/i18n';
import { paths, STATIC_SECTIONS, type StaticSectionId } from '@shop/shared/routes';
import { isVerified, useSession } from '@shop/shared/session';
import { Box, Button, Container, Grid, IconButton, KeyboardArrowUpIcon, Link, List, ListItem, Stack, SupportAgentIcon, Typography } from '@shop/shared/ui';
import { FooterCategories } from './footer-categories';

// The dialog (and the metadata call behind it) is only needed once the shopper asks for support.
const SupportDialog = lazy(() => import('./support-dialog'));

const SECTION_IDS = Object.keys(STATIC_SECTIONS) as StaticSectionId[];

function FooterHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
      {children}
    </Typography>
  );
}

function LinkList({ labelledBy, links }: { labelledBy: string; links: { to: string; label: string }[] }) {
  return (
    <List dense disablePadding aria-labelledby={labelledBy}>
      {links.map((l) => (
        <ListItem key={l.to} disablePadding sx={{ py: 0.25 }}>
          <Link component={RouterLink} to={l.to} color="inherit">
            {l.label}
          </Link>
        </ListItem>
      ))}
    </List>
  );
}

export function Footer() {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const verified = useSession(isVerified);
  const [supportOpen, setSupportOpen] = useState(false);
  const [supportRequested, setSupportRequested] = useState(false);
  const ids = { useful: useId(), categories: useId(), account: useId() };
  const year = new Date().getFullYear();

  const usefulLinks = SECTION_IDS.map((id) => ({ to: paths.section(id), label: t(`footer.links.${id}`) }));
  const accountLinks = [
    { to: paths.account('my-profile'), label: t('footer.profile') },
    { to: paths.account('my-address'), label: t('footer.address') },
    { to: paths.account('my-orders'), label: t('footer.orders') },
    { to: paths.account('settings'), label: t('footer.settings') },
    { to: paths.claimsBook(), label: t('footer.claimsBook') },
  ];

  const openSupport = () => {
    setSupportRequested(true);
    setSupportOpen(true);
  };

  return (
    // Below every page's first screen: the browser lays it out and paints it when it comes near (content-visibility).
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', mt: 6, pt: 4, pb: { xs: 10, md: 3 }, contentVisibility: 'auto', containIntrinsicSize: { xs: 'auto 770px', md: 'auto 575px' } }}>
      <Container maxWidth="lg">
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }} component="nav" aria-labelledby={ids.useful}>
            <FooterHeading id={ids.useful}>{t('footer.usefulLinks')}</FooterHeading>
            <LinkList labelledBy={ids.useful} links={usefulLinks} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }} component="nav" aria-labelledby={ids.categories}>
            <FooterCategories headingId={ids.categories} />
          </Grid>
          {verified && (
            <Grid size={{ xs: 12, sm: 6, md: 3 }} component="nav" aria-labelledby={ids.account}>
              <FooterHeading id={ids.account}>{t('footer.myAccount')}</FooterHeading>
              <LinkList labelledBy={ids.account} links={accountLinks} />
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Button variant="contained" color="secondary" startIcon={<SupportAgentIcon aria-hidden />} onClick={openSupport}>
              {t('footer.support')}
            </Button>
          </Grid>
        </Grid>

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, mt: 4, pt: 2, borderTop: 1, borderColor: 'rgba(255,255,255,0.3)' }}
        >
          <Typography variant="body2" sx={{ flex: 1 }}>
            {t('footer.copyright', { year, shopName: tc('shopName') })}{' '}
            <Link component={RouterLink} to={paths.section('terms')} color="inherit">
              {t('footer.terms')}
            </Link>
            {' · '}
            <Link component={RouterLink} to={paths.section('policy')} color="inherit">
              {t('footer.privacy')}
            </Link>
          </Typography>
          <IconButton
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            aria-label={t('footer.scrollTop')}
            sx={{ color: 'inherit', border: 1, borderColor: 'rgba(255,255,255,0.5)' }}
          >
            <KeyboardArrowUpIcon aria-hidden />
          </IconButton>
        </Stack>
      </Container>
      {supportRequested && (
        <Suspense fallback={null}>
          <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
