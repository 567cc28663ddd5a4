// Wraps an app (the host, or a remote running on its own) in the shop theme and MUI's CSS baseline.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { theme } from './theme';

export interface ShopThemeProviderProps {
  children: ReactNode;
  /**
   * How media queries are answered where the browser cannot answer them yet: on the server and in the browser's
   * hydrating render (both must agree). Without it useMediaQuery answers `false` there.
   */
  ssrMatchMedia?: (query: string) => { matches: boolean };
}

export function ShopThemeProvider({ children, ssrMatchMedia }: ShopThemeProviderProps) {
  const shopTheme = useMemo(
    () => (ssrMatchMedia ? { ...theme, components: { ...theme.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } } } } : theme),
    [ssrMatchMedia],
  );
  return (
    <ThemeProvider theme={shopTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
