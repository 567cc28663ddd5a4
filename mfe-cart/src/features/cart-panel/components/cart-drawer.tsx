// The right-side drawer (full width up to 767 px): title, close button, the cart, and Continue pinned at the bottom.
// The modal closes on Escape and on the backdrop, keeps focus inside while open and gives it back on closing.
import { useId } from 'react';
import { MOBILE_BREAKPOINT } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { Box, CloseIcon, IconButton, Typography, useMediaQuery } from '@shop/shared/ui';
import { DialogRightInsetProvider, Drawer } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';
import { CartPanelContent } from './cart-panel-content';

export interface CartDrawerProps {
  open: boolean;
  /** Changes on each opening: the content remounts (and reads the cart again if the cached one is stale). */
  opening: number;
  onClose: () => void;
}

export const PANEL_WIDTH = 440;

export default function CartDrawer({ open, opening, onClose }: CartDrawerProps) {
  const { t } = useTranslation(NAMESPACE);
  const phone = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT}px)`);
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: phone ? '100%' : PANEL_WIDTH, maxWidth: '100%', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
          {t('panel.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('panel.close')}>
          <CloseIcon aria-hidden />
        </IconButton>
      </Box>
      {/* The drawer unmounts it once closed, so a closed panel makes no calls; the key renews it on each opening. Its
          dialogs (schedule, instructions, receipt...) open beside the panel on wide screens, not half over it. */}
      <DialogRightInsetProvider width={phone ? 0 : PANEL_WIDTH}>
        <CartPanelContent key={opening} onClose={onClose} />
      </DialogRightInsetProvider>
    </Drawer>
  );
}
