// The frame every shop dialog uses: a title, a labelled close button, and the shop's widths (35vw/40vw, 90vw on mobile).
import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { DIALOG_WIDTHS } from '@shop/shared/constants';
import { createContext, useContext, useId, type ReactNode } from 'react';
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

/**
 * Px of the viewport's right side a dialog keeps clear of on wide screens: a side panel (the cart) that opens dialogs
 * provides its width, so they centre beside it instead of half-covering its text. 0 (the default) centres on the page.
 */
const DialogRightInset = createContext(0);

export function DialogRightInsetProvider({ width, children }: { width: number; children: ReactNode }) {
  return <DialogRightInset.Provider value={width}>{children}</DialogRightInset.Provider>;
}

/** MUI's own margin each side of the paper on wide screens. */
const MARGIN = 32;

/** What a dialog focuses first when it opens: its first form field, or what asks for it with data-dialog-focus. */
const FIELD = '[data-dialog-focus], input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/** Focuses the dialog's first field (the checked radio of a radio group, as Tab would), if it has one. */
function focusFirstField(root: HTMLElement): void {
  const first = root.querySelector('.MuiDialogContent-root')?.querySelector<HTMLElement>(FIELD);
  if (!first) return;
  const checked = first instanceof HTMLInputElement && first.type === 'radio'
    ? [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked:not(:disabled)')].find((r) => r.name === first.name)
    : undefined;
  (checked ?? first).focus();
}

export function DialogShell({ open, onClose, title, children, actions, width = 'narrow', hideClose = false }: DialogShellProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const rightInset = useContext(DialogRightInset);
    return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{
        // Runs once the content is in the page and before MUI's focus trap would focus the paper itself.
        transition: { onEnter: (node: HTMLElement) => focusFirstField(node) },
        container: rightInset ? { sx: { pr: { md: `${rightInset}px` } } } : undefined,
        paper: {
          sx: {
            width: { xs: DIALOG_WIDTHS.mobile, md: DIALOG_WIDTHS[width] },
            maxWidth: { xs: 'none', md: `calc(100vw - ${rightInset + 2 * MARGIN}px)` },
            m: { xs: 1, md: `${MARGIN}px` },
          },
        },
      }}
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
      {/* The content's own side padding (24 px), so the buttons end where the fields do instead of 16 px further out. */}
      {actions && <DialogActions sx={{ px: 3, pb: 2, pt: 1 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
