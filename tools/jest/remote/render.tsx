// Renders a piece the way the host does: shared theme, toasts, i18n, the page's query cache and a router at a chosen URL.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { initI18n } from '@shop/shared/i18n';
import { ShopQueryProvider, createQueryClient, type QueryClient } from '@shop/shared/query';
import { ShopThemeProvider } from '@shop/shared/ui';

/** Shows the router's current URL, so tests can assert where a piece navigated. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** A fresh cache with the shop's defaults; gcTime Infinity, so no garbage-collection timer outlives a test. */
export const testQueryClient = (): QueryClient => createQueryClient({ queries: { gcTime: Infinity }, mutations: { gcTime: Infinity } });

export interface ShellOptions {
  url?: string;
  /** The page's cache; a fresh one by default (each test starts with nothing cached). */
  queryClient?: QueryClient;
}

export async function renderWithShell(ui: ReactElement, { url = '/', queryClient = testQueryClient() }: ShellOptions = {}): Promise<RenderResult & { queryClient: QueryClient }> {
  await initI18n();
  const result = render(
    <ShopThemeProvider>
      <SnackbarProvider>
        <ShopQueryProvider client={queryClient}>
          <MemoryRouter initialEntries={[url]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </ShopQueryProvider>
      </SnackbarProvider>
    </ShopThemeProvider>,
  );
  return { ...result, queryClient };
}
