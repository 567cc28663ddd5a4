// Test helpers: i18n with the host namespace, a fake API transport, a fake fetch, the page's query cache and a router render.
import { render, type RenderResult } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Suspense, type ReactElement } from 'react';
import { api } from '@shop/shared/api';
import { addNamespace, i18n, initI18n, loadTexts } from '@shop/shared/i18n';
import { ShopQueryProvider, createQueryClient, type QueryClient } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { ShopThemeProvider } from '@shop/shared/ui';
import { createAppRoutes } from '../src/app/app-routes';
import en from '../src/i18n/en.json';
import es from '../src/i18n/es.json';
import { ToastHost } from '@shop/shared/toast';

export async function setupI18n(language: 'es' | 'en' = 'es'): Promise<void> {
  addNamespace('host', { es: async () => es, en: async () => en });
  await initI18n();
  await loadTexts(language);
  await i18n.changeLanguage(language);
  // The calls ask in the session's language; the app keeps both in step (changeLanguage).
  useSession.getState().setLanguage(language);
}

export type ApiHandler = (config: InternalAxiosRequestConfig) => { status?: number; data: unknown } | Promise<{ status?: number; data: unknown }>;

/** Answers every call of the shared API client from `handler`; returns the calls made. */
export function mockApi(handler: ApiHandler): InternalAxiosRequestConfig[] {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { status = 200, data } = await handler(config);
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      const error = Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, config, response });
      throw error;
    }
    return response;
  };
  api.defaults.adapter = adapter;
  return calls;
}

/** A minimal fetch answering text or JSON by URL. */
export function mockFetch(routes: Record<string, { status?: number; body: string }>): jest.Mock {
  const fn = jest.fn(async (input: string | URL) => {
    const url = new URL(String(input), window.location.href);
    const hit = routes[url.pathname] ?? routes[url.href];
    const status = hit?.status ?? (hit ? 200 : 404);
    const body = hit?.body ?? '';
    return { ok: status < 400, status, text: async () => body, json: async () => JSON.parse(body) as unknown };
  });
  (globalThis as { fetch: unknown }).fetch = fn;
  return fn;
}

export function resetSession(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  useSession.getState().clear();
}

export function loginAs(roleName: 'USER' | 'WEB_GUEST_USER'): void {
  useSession.getState().setUser({ userId: '42', roleName, userAddressId: '7' });
}

/** A fresh cache with the shop's defaults, as the page has one; gcTime Infinity, so no timer outlives a test. */
export const testQueryClient = (): QueryClient => createQueryClient({ queries: { gcTime: Infinity } });

/** render() inside the page's query cache (a fresh one unless given), with the session events' invalidations. */
export function renderWithQueries(ui: ReactElement, queryClient: QueryClient = testQueryClient()): RenderResult & { queryClient: QueryClient } {
  return { ...render(<ShopQueryProvider client={queryClient}>{ui}</ShopQueryProvider>), queryClient };
}

/** Renders the whole shell at `path` with a memory router; returns the router to inspect navigation. */
export function renderApp(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const utils = renderWithQueries(
    <ShopThemeProvider>
      <Suspense fallback={null}><ToastHost /></Suspense>
      <RouterProvider router={router} />
    </ShopThemeProvider>,
  );
  return { router, ...utils };
}
