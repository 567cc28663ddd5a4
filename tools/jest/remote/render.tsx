// Renders a piece the way the host does: shared theme, toasts, i18n and a router at a chosen URL.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { initI18n } from '@shop/shared/i18n';
import { ShopThemeProvider } from '@shop/shared/ui';

/** Shows the router's current URL, so tests can assert where a piece navigated. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export async function renderWithShell(ui: ReactElement, { url = '/' }: { url?: string } = {}): Promise<RenderResult> {
  await initI18n();
  return render(
    <ShopThemeProvider>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[url]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </SnackbarProvider>
    </ShopThemeProvider>,
  );
}
