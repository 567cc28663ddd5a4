// Invites mobile shoppers to the shop's app; once closed it stays closed for the browser session (a session cookie, so
// a page rendered on the server leaves it out too).
import { useState } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { AndroidIcon, AppleIcon, Box, Button, CloseIcon, IconButton, PhoneIphoneIcon, Stack, Typography } from '@shop/shared/ui';
import { APP_BANNER_DISMISSED_KEY, APP_DOWNLOAD_LINKS } from '../../../config/app-links';
import { mobilePlatform } from '../../../lib/device';
import { useRequestInfo } from '../../../lib/request-info';

function rememberDismissed(): void {
  document.cookie = `${APP_BANNER_DISMISSED_KEY}=1; path=/; samesite=lax`;
}

export function AppDownloadBanner() {
  const { t } = useTranslation('host');
  const { userAgent, cookies } = useRequestInfo();
  const [open, setOpen] = useState(() => cookies[APP_BANNER_DISMISSED_KEY] !== '1');
  if (!open) return null;
  const platform = mobilePlatform(userAgent);
  const dismiss = () => {
    rememberDismissed();
    setOpen(false);
  };
  return (
    <Box
      component="aside"
      aria-label={t('appBanner.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1, bgcolor: 'secondary.light', color: 'secondary.contrastText' }}
    >
      <PhoneIphoneIcon aria-hidden />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
        {t('appBanner.text')}
      </Typography>
      <Stack direction="row" spacing={0.5}>
        {platform !== 'ios' && (
          <Button size="small" variant="contained" color="primary" href={APP_DOWNLOAD_LINKS.android} rel="noopener" startIcon={<AndroidIcon aria-hidden />}>
            {t('appBanner.android')}
          </Button>
        )}
        {platform !== 'android' && (
          <Button size="small" variant="contained" color="primary" href={APP_DOWNLOAD_LINKS.ios} rel="noopener" startIcon={<AppleIcon aria-hidden />}>
            {t('appBanner.ios')}
          </Button>
        )}
      </Stack>
      <IconButton size="small" onClick={dismiss} aria-label={t('appBanner.dismiss')} sx={{ color: 'inherit' }}>
        <CloseIcon fontSize="small" aria-hidden />
      </IconButton>
    </Box>
  );
}
