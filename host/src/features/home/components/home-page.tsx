// The home page: the catalogue's home sections (categories, combos, popular, rebuy, brands) in their own slot.
import { useEffect } from 'react';
import { trackScreenView } from '@shop/shared/analytics';
import { MOBILE_BREAKPOINT } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Box, Container, Typography, visuallyHidden } from '@shop/shared/ui';
import { DeferredRemoteSlot } from '../../../remotes/deferred-remote-slot';
import { RemoteSlot } from '../../../remotes/remote-slot';

export function HomePage() {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  usePageMeta({ title: t('home.title'), description: t('home.description') });
  // Once per visit of the page (the route mounts it anew on every navigation to '/').
  useEffect(() => trackScreenView('home'), []);
  return (
    <Container maxWidth="lg" sx={{ py: 2 }}>
      <Typography variant="h1" sx={visuallyHidden}>
        {t('home.heading', { shopName: tc('shopName') })}
      </Typography>
      {/* The banners carousel keeps the artwork's aspect ratio (mobile 600×400, web 1200×360) while it loads; the pop-up banner shows nothing until it has one.
          The ratio switches where the carousel switches artwork (the shop's 767 px mobile breakpoint), not at MUI's md. */}
      <Box sx={{ width: '100%', aspectRatio: '3 / 2', [`@media (min-width: ${MOBILE_BREAKPOINT + 1}px)`]: { aspectRatio: '10 / 3' }, mb: 2 }}>
        <RemoteSlot remote="banners" expose="HomeBannerCarousel" reserve={{ width: '100%', height: '100%' }} hydrateOnUse />
      </Box>
      <DeferredRemoteSlot remote="banners" expose="PopupBanner" />
      {/* Reserved height keeps the footer from jumping up and back. */}
      <Box>
        <RemoteSlot remote="catalogue" expose="HomeSections" reserve={{ minHeight: 640 }} hydrateOnUse />
      </Box>
    </Container>
  );
}
