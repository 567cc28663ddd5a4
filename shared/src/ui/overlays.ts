// @shop/shared/ui-overlays: what opens over the page after a click (dialogs, menus, drawers, popups) and MUI's transitions.
// Kept out of @shop/shared/ui so the first screen does not download MUI's modal, popper and transition code; import it
// from a component the app loads lazily (React.lazy) when the shopper first opens the overlay.

export { DialogRightInsetProvider, DialogShell, type DialogShellProps } from './dialog-shell';

export { default as Dialog } from '@mui/material/Dialog';
export type { DialogProps } from '@mui/material/Dialog';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogContentText } from '@mui/material/DialogContentText';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as Menu } from '@mui/material/Menu';
export type { MenuProps } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
// Rows of menus and drawers.
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemIcon } from '@mui/material/ListItemIcon';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as Popover } from '@mui/material/Popover';
export { default as Popper } from '@mui/material/Popper';
export { default as Drawer } from '@mui/material/Drawer';
export type { DrawerProps } from '@mui/material/Drawer';
export { default as Tooltip } from '@mui/material/Tooltip';
export type { TooltipProps } from '@mui/material/Tooltip';
export { default as Snackbar } from '@mui/material/Snackbar';
export { default as ClickAwayListener } from '@mui/material/ClickAwayListener';
export { default as Portal } from '@mui/material/Portal';
export { default as Collapse } from '@mui/material/Collapse';
export { default as Fade } from '@mui/material/Fade';
export { default as Zoom } from '@mui/material/Zoom';
export { default as Slide } from '@mui/material/Slide';
