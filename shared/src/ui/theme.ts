// The shop's MUI theme: a warm convenience-store palette with accessible contrast and a visible focus ring.
import { createTheme, type Theme } from '@mui/material/styles';
import { MOBILE_BREAKPOINT } from '@shop/shared/constants';

/** Focus ring colour: blue reads clearly against the reds, ambers and creams of the palette. */
export const FOCUS_RING = '#1B4F9C';

const focusRing = { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 } as const;

export const theme: Theme = createTheme({
  // md starts right after the shop's mobile breakpoint, so `down('md')` is exactly "≤ 767 px".
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT + 1, lg: 1200, xl: 1536 } },
  palette: {
    mode: 'light',
    // Contrast with white text: primary 7.0:1, primary.dark 9.6:1 (WCAG AA needs 4.5:1).
    primary: { main: '#B3261E', dark: '#8C1D18', light: '#E46962', contrastText: '#FFFFFF' },
    // Amber carries dark text (10:1), never white.
    secondary: { main: '#F2A900', dark: '#C48800', light: '#FFD166', contrastText: '#2B1B12' },
    success: { main: '#2E7D32', contrastText: '#FFFFFF' },
    warning: { main: '#B45309', contrastText: '#FFFFFF' },
    // MUI's default info blue (#0288D1) gives white text only 4.1:1; this one 7.4:1 (order status chips, alerts).
    info: { main: '#01579B', contrastText: '#FFFFFF' },
    error: { main: '#C62828', contrastText: '#FFFFFF' },
    background: { default: '#FFF9F2', paper: '#FFFFFF' },
    text: { primary: '#2B1B12', secondary: '#5C4A3F' },
    divider: 'rgba(43, 27, 18, 0.14)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 700 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Links, plain buttons and custom widgets outside ButtonBase get the same ring. Not tabindex=-1
        // (dialogs focus their paper on open) and not inputs (a focused TextField shows its own border).
        'a:focus-visible, button:focus-visible, summary:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': focusRing,
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'primary' } },
  },
});
