// Wraps an app (the host, or a remote running on its own) in the shop theme and MUI's CSS baseline.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

export interface ShopThemeProviderProps {
  children: ReactNode;
}

export function ShopThemeProvider({ children }: ShopThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
