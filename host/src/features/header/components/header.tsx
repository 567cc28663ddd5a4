// The shop header on every page: logo, search, delivery location, order tracking, stores, language, account and cart.
import { Link as RouterLink } from '@shop/shared/router';
import { useTranslation } from '@shop/shared/i18n';
import { paths } from '@shop/shared/routes';
import { AppBar, Box, Button, LocalShippingIcon, StorefrontIcon, Toolbar, Typography } from '@shop/shared/ui';
import { RemoteSlot } from '../../../remotes/remote-slot';
import { AccountArea } from './account-area';
import { LanguageSwitch } from './language-switch';
import { ShopLogo } from './shop-logo';

/** Icon and text on wide screens; icon only (with the text as its accessible name) on phones. */
const navButtonSx = { minWidth: 40, minHeight: 40, px: 1, whiteSpace: 'nowrap', '& .MuiButton-startIcon': { mr: { xs: 0, xl: 1 } } } as const;

export function Header() {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  return (
    <AppBar position="sticky" component="header">
      <Toolbar
        disableGutters
        sx={{
          display: 'grid',
          // Phones: logo, the two links, language, account and cart on one row; the location chip and the search box each
          // get a row of their own, so the street and the placeholder are read whole instead of cut to a few letters.
          gridTemplateColumns: { xs: 'auto minmax(0, 1fr) auto auto auto auto', md: 'auto minmax(180px, 1fr) minmax(0, auto) auto auto auto auto' },
          gridTemplateAreas: {
            xs: '"logo . nav lang account cart" "chip chip chip chip chip chip" "search search search search search search"',
            md: '"logo search chip nav lang account cart"',
          },
          alignItems: 'center',
          columnGap: { xs: 0.5, md: 1.5 },
          rowGap: 1,
          py: 1,
          px: { xs: 1, md: 3 },
          minHeight: { xs: 152, md: 72 },
        }}
      >
        <Box
          component={RouterLink}
          to={paths.home()}
          // Starts with the visible shop name so the link's name contains its visible text (WCAG 2.5.3).
          aria-label={t('header.homeLabel', { shopName: tc('shopName') })}
          sx={{ gridArea: 'logo', display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', borderRadius: 1 }}
        >
          <ShopLogo />
          <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.15rem', whiteSpace: 'nowrap', display: { xs: 'none', lg: 'inline' } }}>
            {tc('shopName')}
          </Typography>
        </Box>

        <Box sx={{ gridArea: 'search', minWidth: 0, maxWidth: { md: 560 }, minHeight: 40 }}>
          <RemoteSlot remote="catalogue" expose="SearchBox" reserve={{ minHeight: 40 }} hydrateOnUse />
        </Box>

        {/* A street longer than the row still ellipsizes rather than widen the page. */}
        <Box sx={{ gridArea: 'chip', minWidth: 0, minHeight: 40, display: 'flex', alignItems: 'center', overflow: 'hidden', '& > *, & > [data-hydrate-on-use] > *': { maxWidth: '100%' } }}>
          <RemoteSlot remote="account" expose="LocationChip" reserve={{ minHeight: 40, minWidth: 40 }} hydrateOnUse />
        </Box>

        <Box component="nav" aria-label={t('header.mainNav')} sx={{ gridArea: 'nav', display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
          <Button
            component={RouterLink}
            to={paths.account('my-orders')}
            color="inherit"
            aria-label={t('header.trackOrder')}
            startIcon={<LocalShippingIcon aria-hidden />}
            sx={navButtonSx}
          >
            <Box component="span" aria-hidden="true" sx={{ display: { xs: 'none', xl: 'inline' } }}>
              {t('header.trackOrder')}
            </Box>
          </Button>
          <Button
            component={RouterLink}
            to={paths.storeLocation()}
            color="inherit"
            aria-label={t('header.stores')}
            startIcon={<StorefrontIcon aria-hidden />}
            sx={navButtonSx}
          >
            <Box component="span" aria-hidden="true" sx={{ display: { xs: 'none', xl: 'inline' } }}>
              {t('header.stores')}
            </Box>
          </Button>
        </Box>

        <Box sx={{ gridArea: 'lang' }}>
          <LanguageSwitch />
        </Box>
        <Box sx={{ gridArea: 'account' }}>
          <AccountArea />
        </Box>
        <Box sx={{ gridArea: 'cart', display: 'flex', justifyContent: 'flex-end' }}>
          <RemoteSlot remote="cart" expose="CartButton" reserve={{ minWidth: 40, minHeight: 40 }} hydrateOnUse />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
