// The profile menu's content: account links, sign-out and the app-download QR box; loaded lazily by ProfileMenu on first open.
import { lazy, Suspense } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Box, Divider, PersonIcon, Skeleton, StorefrontIcon, SupportAgentIcon, Typography } from '@shop/shared/ui';
import { CreditCardIcon, HomeIcon, LogoutIcon, MenuBookIcon } from '@shop/shared/ui-icons';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@shop/shared/ui-overlays';
import { APP_DOWNLOAD_URL } from '../utils/app-links';
import { HEADER_NAMESPACE } from '../../../i18n/register';
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

export interface ProfileMenuListProps {
  id: string;
  /** Id of the button that opens the menu (names the menu). */
  labelledBy: string;
  /** The button while the menu is open; null closes it. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

export default function ProfileMenuList({ id, labelledBy, anchor, onClose }: ProfileMenuListProps) {
  const { t } = useTranslation(HEADER_NAMESPACE);
  const { signOut, pending } = useSignOut();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
      {LINKS.map(({ key, to, Icon }) => (
        <MenuItem key={key} component={RouterLink} to={to} onClick={onClose}>
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
          <Typography component="p" variant="subtitle2">{t('profileMenu.appTitle')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('profileMenu.appText')}
          </Typography>
        </Box>
      </Box>
    </Menu>
  );
}
