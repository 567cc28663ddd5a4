// The frame every shop dialog uses: a title, a labelled close button, and the spec's widths (35vw/40vw, 90vw on mobile).
import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { DIALOG_WIDTHS } from '@shop/shared/constants';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@shop/shared/i18n';

export interface DialogShellProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (Confirm, Cancel ...). */
  actions?: ReactNode;
  /** 'narrow' = 35vw, 'wide' = 40vw on desktop; always 90vw up to 767 px. */
  width?: 'narrow' | 'wide';
  /** Hides the close button for dialogs the shopper must answer (e.g. a yes/no confirm). */
  hideClose?: boolean;
}

export function DialogShell({ open, onClose, title, children, actions, width = 'narrow', hideClose = false }: DialogShellProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: { xs: DIALOG_WIDTHS.mobile, md: DIALOG_WIDTHS[width] }, maxWidth: 'none', m: { xs: 1, md: 4 } } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: hideClose ? 3 : 7 }}>
        {title}
      </DialogTitle>
      {!hideClose && (
        <IconButton onClick={onClose} aria-label={t('close')} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon aria-hidden />
        </IconButton>
      )}
      <DialogContent>{children}</DialogContent>
      {actions && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}
