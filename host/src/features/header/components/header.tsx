// The shop header on every page: logo, search, delivery location, order tracking, stores, language, account and cart.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@shop/shared/routes';
import { AppBar, Box, Button, LocalShippingIcon, StorefrontIcon, Toolbar, Typography } from '@shop/shared/ui';
import { RemoteSlot } from '../../../remotes/remote-slot';
import { AccountArea } from './account-area';
import { LanguageSwitch } from './language-switch';
import { ShopLogo } from './shop-logo';

/** Icon and text on wide screens; icon only (with the text as its accessible name) on phones. */
const navButtonSx = { minWidth: 0, px: 1, whiteSpace: 'nowrap', '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 } } } as const;

export function Header() {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  return (
    <AppBar position="sticky" component="header">
      <Toolbar
        sx={{
          flexWrap: 'wrap',
          columnGap: { xs: 0.5, md: 2 },
          rowGap: 1,
          py: 1,
          px: { xs: 1, md: 3 },
          minHeight: { xs: 104, md: 72 },
        }}
      >
        <Box
          component={RouterLink}
          to={paths.home()}
          aria-label={t('header.home')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', borderRadius: 1, flexShrink: 0 }}
        >
          <ShopLogo />
          <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.15rem', display: { xs: 'none', sm: 'inline' } }}>
            {tc('shopName')}
          </Typography>
        </Box>

        {/* Own full-width row on phones (order + basis), inline between logo and actions on wide screens. */}
        <Box sx={{ order: { xs: 10, md: 0 }, flexBasis: { xs: '100%', md: 'auto' }, flexGrow: 1, minWidth: 0, maxWidth: { md: 560 }, minHeight: 40 }}>
          <RemoteSlot remote="catalogue" expose="SearchBox" reserve={{ minHeight: 40 }} />
        </Box>

        <Box sx={{ minWidth: 0, flexShrink: 1, minHeight: 40, display: 'flex', alignItems: 'center' }}>
          <RemoteSlot remote="account" expose="LocationChip" reserve={{ minHeight: 40, minWidth: 40 }} />
        </Box>

        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />

        <Box component="nav" aria-label={t('header.mainNav')} sx={{ display: 'flex', alignItems: 'center' }}>
          <Button
            component={RouterLink}
            to={paths.account('my-orders')}
            color="inherit"
            aria-label={t('header.trackOrder')}
            startIcon={<LocalShippingIcon aria-hidden />}
            sx={navButtonSx}
          >
            <Box component="span" aria-hidden="true" sx={{ display: { xs: 'none', lg: 'inline' } }}>
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
            <Box component="span" aria-hidden="true" sx={{ display: { xs: 'none', lg: 'inline' } }}>
              {t('header.stores')}
            </Box>
          </Button>
        </Box>

        <LanguageSwitch />
        <AccountArea />
        <RemoteSlot remote="cart" expose="CartButton" reserve={{ minWidth: 40, minHeight: 40 }} />
      </Toolbar>
    </AppBar>
  );
}
