// The header's account menu for verified customers: account links, sign-out and the app-download QR box.
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@shop/shared/routes';
import { isVerified, useSession } from '@shop/shared/session';
import {
  AccountCircleIcon, Avatar, Box, CreditCardIcon, Divider, HomeIcon, IconButton, ListItemIcon, ListItemText,
  LogoutIcon, Menu, MenuBookIcon, MenuItem, PersonIcon, Skeleton, StorefrontIcon, SupportAgentIcon, Typography,
} from '@shop/shared/ui';
import { APP_DOWNLOAD_URL } from '../../../config/app-links';
import { NAMESPACE } from '../../../i18n/register';
import { useSignOut } from '../api/sign-out';

const AppQrCode = lazy(() => import('./app-qr-code'));
const QR_SIZE = 112;

const LINKS = [
  { key: 'home', to: paths.home(), Icon: HomeIcon },
  { key: 'myProfile', to: paths.account('my-profile'), Icon: PersonIcon },
  { key: 'claimsBook', to: paths.claimsBook(), Icon: MenuBookIcon },
  { key: 'storeLocation', to: paths.storeLocation(), Icon: StorefrontIcon },
  { key: 'paymentMethods', to: paths.account('payment-methods'), Icon: CreditCardIcon },
  { key: 'support', to: paths.account('support'), Icon: SupportAgentIcon },
] as const;

export function ProfileMenu() {
  const { t } = useTranslation(NAMESPACE);
  const verified = useSession(isVerified);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { signOut, pending } = useSignOut();
  const menuId = useId();
  const buttonId = useId();
  // The menu is for verified customers; the host shows a login button to everyone else.
  if (!verified) return null;

  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={t('profileMenu.open')}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
          <AccountCircleIcon />
        </Avatar>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={close} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {LINKS.map(({ key, to, Icon }) => (
          <MenuItem key={key} component={RouterLink} to={to} onClick={close}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(`profileMenu.${key}`)}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem onClick={() => void signOut()} disabled={pending}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('profileMenu.logout')}</ListItemText>
        </MenuItem>
        <Divider />
        <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', maxWidth: 300 }}>
          <Suspense fallback={<Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} />}>
            <AppQrCode url={APP_DOWNLOAD_URL} label={t('profileMenu.appQr')} size={QR_SIZE} />
          </Suspense>
          <Box>
            <Typography variant="subtitle2">{t('profileMenu.appTitle')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('profileMenu.appText')}
            </Typography>
          </Box>
        </Box>
      </Menu>
    </>
  );
}
