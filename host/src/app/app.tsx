// The host application: theme, toasts, the page's server-state cache, the router (the browser's, or the server's for one
// URL) and the route table.
import { useEffect, type ReactNode } from 'react';
import { events } from '@shop/shared/events';
import { replayPendingPress } from './pending-press';
import { BrowserRouter, StaticRouter, useNavigate, useRoutes } from '@shop/shared/router';
import { configureApi } from '@shop/shared/api';
import { ShopQueryProvider, type QueryClient } from '@shop/shared/query';
import { ShopThemeProvider } from '@shop/shared/ui';
import { useDeviceMatchMedia } from './device-media';
import { createAppRoutes } from './app-routes';
import { ToastProvider } from './toast-provider';
import { UnansweredRequests } from './unanswered-requests';

// The declarative router, not a data router (createBrowserRouter): the shop uses no loaders or actions, and
// the data router's code is ~16 KB gzip more on every first load.
const routes = createAppRoutes();

function AppRoutes() {
  return useRoutes(routes);
}

/** Lets the API client send the shopper to /maintenance without reloading the page. */
function ApiNavigation() {
  const navigate = useNavigate();
  useEffect(() => configureApi({ navigate: (path) => void navigate(path) }), [navigate]);
  return null;
}

export interface AppProps {
  /** The page's cache (createQueryClient): every remote's slot renders inside it, so they all share one. */
  queryClient: QueryClient;
  /** The URL (path and query) a server renders; in the browser the router follows the address bar. */
  location?: string;
}

export function App({ queryClient, location }: AppProps) {
  const ssrMatchMedia = useDeviceMatchMedia();
  // Hydrated (its first effect runs after the tree's): what was pressed meanwhile reaches the parts that subscribed.
  useEffect(() => {
    events.release();
    replayPendingPress();
  }, []);
  const routes: ReactNode = (
    <>
      <ApiNavigation />
      <AppRoutes />
    </>
  );
  return (
    <ShopThemeProvider ssrMatchMedia={ssrMatchMedia}>
      <ToastProvider>
        <ShopQueryProvider client={queryClient}>
          <UnansweredRequests />
          {location === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <StaticRouter location={location}>{routes}</StaticRouter>}
        </ShopQueryProvider>
      </ToastProvider>
    </ShopThemeProvider>
  );
}
