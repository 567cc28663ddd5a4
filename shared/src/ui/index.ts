// The first-screen design system: theme, shop primitives, and only the MUI components and icons the header, footer and home render.
// It is one federated shared module, so everything re-exported here is downloaded on every first load (shared modules are not
// tree-shaken). The rest lives in entries loaded only by the components that use them: @shop/shared/ui-overlays (dialogs,
// menus, popups, transitions), @shop/shared/ui-forms (form controls, tabs, accordions), @shop/shared/ui-product (price,
// product image, quantity stepper, cards) and @shop/shared/ui-icons.
// Each MUI piece is imported from its own path, so the page bundles only these and not all of MUI.

// ---- Theme and primitives
export { theme, FOCUS_RING } from './theme';
export { ShopThemeProvider, type ShopThemeProviderProps } from './shop-theme-provider';
export { RemoteErrorNotice, type RemoteErrorNoticeProps } from './remote-error-notice';

// ---- MUI: layout, text, buttons and the header/footer/home pieces
export { default as AppBar } from '@mui/material/AppBar';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Box } from '@mui/material/Box';
export type { BoxProps } from '@mui/material/Box';
export { default as Stack } from '@mui/material/Stack';
export type { StackProps } from '@mui/material/Stack';
export { default as Container } from '@mui/material/Container';
export { default as Grid } from '@mui/material/Grid';
export type { GridProps } from '@mui/material/Grid';
export { default as Typography } from '@mui/material/Typography';
export type { TypographyProps } from '@mui/material/Typography';
export { default as Button } from '@mui/material/Button';
export type { ButtonProps } from '@mui/material/Button';
export { default as ButtonBase } from '@mui/material/ButtonBase';
export { default as IconButton } from '@mui/material/IconButton';
export type { IconButtonProps } from '@mui/material/IconButton';
export { default as Link } from '@mui/material/Link';
export type { LinkProps } from '@mui/material/Link';
export { default as Badge } from '@mui/material/Badge';
export { default as Chip } from '@mui/material/Chip';
export type { ChipProps } from '@mui/material/Chip';
export { default as Avatar } from '@mui/material/Avatar';
export { default as List } from '@mui/material/List';
export { default as ListItem } from '@mui/material/ListItem';
export { default as Divider } from '@mui/material/Divider';
export { default as InputBase } from '@mui/material/InputBase';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as Skeleton } from '@mui/material/Skeleton';
export { default as Alert } from '@mui/material/Alert';
export type { AlertProps } from '@mui/material/Alert';
export { default as AlertTitle } from '@mui/material/AlertTitle';
export { default as Paper } from '@mui/material/Paper';
export type { PaperProps } from '@mui/material/Paper';
export { default as GlobalStyles } from '@mui/material/GlobalStyles';
export { default as SvgIcon } from '@mui/material/SvgIcon';
export type { SvgIconProps } from '@mui/material/SvgIcon';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
export { useTheme, styled, alpha, type Theme, type SxProps } from '@mui/material/styles';
export { default as visuallyHidden } from '@mui/utils/visuallyHidden';

// ---- Icons the first screen shows (header, footer, home, phone banners); the rest are in ui-icons.
export { default as ShoppingCartIcon } from '@mui/icons-material/ShoppingCart';
export { default as SearchIcon } from '@mui/icons-material/Search';
export { default as LocationOnIcon } from '@mui/icons-material/LocationOn';
export { default as PersonIcon } from '@mui/icons-material/Person';
export { default as AccountCircleIcon } from '@mui/icons-material/AccountCircle';
export { default as LanguageIcon } from '@mui/icons-material/Language';
export { default as LocalShippingIcon } from '@mui/icons-material/LocalShipping';
export { default as StorefrontIcon } from '@mui/icons-material/Storefront';
export { default as SupportAgentIcon } from '@mui/icons-material/SupportAgent';
export { default as KeyboardArrowUpIcon } from '@mui/icons-material/KeyboardArrowUp';
export { default as ChevronLeftIcon } from '@mui/icons-material/ChevronLeft';
export { default as ChevronRightIcon } from '@mui/icons-material/ChevronRight';
export { default as CloseIcon } from '@mui/icons-material/Close';
export { default as PhoneIphoneIcon } from '@mui/icons-material/PhoneIphone';
export { default as AppleIcon } from '@mui/icons-material/Apple';
export { default as AndroidIcon } from '@mui/icons-material/Android';
export { default as ScreenRotationIcon } from '@mui/icons-material/ScreenRotation';
