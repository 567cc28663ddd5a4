// Renders a piece the way the host does: shared theme, toasts, i18n, the page's query cache and a router at a chosen URL.
import { Suspense, type ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { initI18n } from '@shop/shared/i18n';
import { ShopQueryProvider, createQueryClient, type QueryClient } from '@shop/shared/query';
import { ShopThemeProvider } from '@shop/shared/ui';
import { ToastHost } from '@shop/shared/toast';

/** Shows the router's current URL (its path; the query in data-search), so tests can assert where a piece navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location" data-search={search}>{pathname}</output>;
}

/** The browser's back button, for tests of what a page leaves in the history. */
export function BackButton() {
  const navigate = useNavigate();
  return <button type="button" onClick={() => void navigate(-1)}>browser back</button>;
}

/** A fresh cache with the shop's defaults; gcTime Infinity, so no garbage-collection timer outlives a test. */
export const testQueryClient = (): QueryClient => createQueryClient({ queries: { gcTime: Infinity }, mutations: { gcTime: Infinity } });

export interface ShellOptions {
  url?: string;
  /** Entries before `url` in the router's history (where back goes). */
  history?: string[];
  /** The page's cache; a fresh one by default (each test starts with nothing cached). */
  queryClient?: QueryClient;
}

export async function renderWithShell(ui: ReactElement, { url = '/', history = [], queryClient = testQueryClient() }: ShellOptions = {}): Promise<RenderResult & { queryClient: QueryClient }> {
  await initI18n();
  const result = render(
    <ShopThemeProvider>
      <Suspense fallback={null}><ToastHost /></Suspense>
      <ShopQueryProvider client={queryClient}>
        <MemoryRouter initialEntries={[...history, url]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </ShopQueryProvider>
    </ShopThemeProvider>,
  );
  return { ...result, queryClient };
}

export interface HydrationResult {
  container: HTMLElement;
  /** What React reported while hydrating (a mismatch with the server's HTML is one). */
  mismatches: unknown[];
  unmount: () => void;
}

/**
 * Renders `ui` as the server does (an empty cache, nothing fetched), then hydrates that HTML in the browser with
 * `browserCache`, which may already hold answers (read by the shell before a lazily loaded piece hydrates);
 * `beforeHydrate` acts on the HTML in between.
 */
export async function hydrateServerHtml(
  ui: ReactElement,
  { url = '/', browserCache, beforeHydrate }: { url?: string; browserCache: QueryClient; beforeHydrate?: (container: HTMLElement) => void },
): Promise<HydrationResult> {
  await initI18n();
  const page = (client: QueryClient) => (
    <ShopThemeProvider>
      <ShopQueryProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </ShopQueryProvider>
    </ShopThemeProvider>
  );
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page(testQueryClient()));
  // What the shopper does to the server's HTML before the code has run (typing, focusing).
  beforeHydrate?.(container);
  const mismatches: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, page(browserCache), { onRecoverableError: (error) => mismatches.push(error) }));
  return {
    container,
    mismatches,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/**
 * Renders `ui` as the server does and hydrates it: the aria-disabled of the control `selector` names as the server sent
 * it (a control pressed before its code runs must say it is not ready), and that control once hydrated.
 */
export async function hydrateControl(ui: ReactElement, selector: string): Promise<HydrationResult & { served: string | null; control: HTMLElement }> {
  let served: string | null = null;
  const result = await hydrateServerHtml(ui, {
    browserCache: testQueryClient(),
    beforeHydrate: (html) => {
      served = html.querySelector(selector)?.getAttribute('aria-disabled') ?? null;
    },
  });
  return { ...result, served, control: result.container.querySelector<HTMLElement>(selector)! };
}
