// Covers the shop on a phone held sideways: the layout is designed for portrait only (catalogue §2).
import { useTranslation } from '@shop/shared/i18n';
import { Box, ScreenRotationIcon, Typography } from '@shop/shared/ui';
import { useLandscape } from '../hooks/use-landscape';

export function LandscapeNotice() {
  const { t } = useTranslation('host');
  const landscape = useLandscape();
  if (!landscape) return null;
  return (
    <Box
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="landscape-notice-title"
      aria-describedby="landscape-notice-text"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 10,
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        p: 3,
        textAlign: 'center',
      }}
    >
      <ScreenRotationIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
      <Typography id="landscape-notice-title" variant="h2" component="p">
        {t('landscape.title')}
      </Typography>
      <Typography id="landscape-notice-text">{t('landscape.message')}</Typography>
    </Box>
  );
}
