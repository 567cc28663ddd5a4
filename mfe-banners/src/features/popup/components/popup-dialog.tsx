// The pop-up banner's dialog: the artwork and its button lead to the banner's destination; closes on its close button,
// Escape and the backdrop (the shop's dialog shell), and on following the link.
import { useTranslation } from '@shop/shared/i18n';
import { Link as RouterLink } from '@shop/shared/router';
import { Box, Button } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { BannerPicture } from '../../../components/banner-picture';
import { NAMESPACE } from '../../../i18n/register';
import type { Banner } from '../../../api/banner-records';
import { bannerDestination } from '../../../utils/banner-destination';

export interface PopupDialogProps {
  banner: Banner;
  onClose: () => void;
}

export default function PopupDialog({ banner, onClose }: PopupDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const to = bannerDestination(banner);
  return (
    <DialogShell
      open
      onClose={onClose}
      title={banner.bannerName}
      width="wide"
      actions={<Button variant="contained" component={RouterLink} to={to} onClick={onClose}>{t('popup.see')}</Button>}
    >
      <Box
        component={RouterLink}
        to={to}
        onClick={onClose}
        tabIndex={-1}
        sx={{ display: 'block', aspectRatio: { xs: '3 / 2' }, '@media (min-width: 768px)': { aspectRatio: '10 / 3' }, borderRadius: 1, overflow: 'hidden' }}
      >
        <BannerPicture imageUrl={banner.imageUrl} webImageUrl={banner.webImageUrl} alt={banner.bannerName} eager />
      </Box>
    </DialogShell>
  );
}
