// A remote on its own (its team's dev server, no host): its header pieces above, its routes below.
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { ShopQueryProvider, createQueryClient } from '@shop/shared/query';
import { Link as RouterLink, Navigate, Route, Routes } from '@shop/shared/router';
import { AppBar, Box, CircularProgress, Container, Link, Stack, Toolbar } from '@shop/shared/ui';
import type { RemoteRoutes } from '@shop/shared/routes';

/** A sample URL of a route pattern, for the index of pages: each parameter gets a placeholder value. */
const sample = (path: string) => path.replace(/\/\*$/, '').replace(/:[^/]+/g, '1');

export interface StandaloneAppProps {
  /** The remote's './routes' (as the host would mount them). */
  routes: RemoteRoutes;
  /** The pieces the host would place in its header. */
  header?: ReactNode;
  /** What '/' shows; by default an index of this remote's pages. */
  home?: ReactNode;
  /** Pieces the host places outside the header (e.g. the phone's bottom bar). */
  footer?: ReactNode;
}

export function StandaloneApp({ routes, header, home, footer }: StandaloneAppProps) {
  const { t } = useTranslation('common');
  // What the host gives a remote: one query cache for the page.
  const [queryClient] = useState(createQueryClient);
  const index = (
    <Stack component="nav" spacing={1}>
      {routes.map(({ path }) => (
        <Link key={path} component={RouterLink} to={sample(path)}>
          {path}
        </Link>
      ))}
    </Stack>
  );
  return (
    <ShopQueryProvider client={queryClient}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2 }}>
          <Link component={RouterLink} to="/" sx={{ fontWeight: 700 }}>
            {t('goHome')}
          </Link>
          {header}
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: 3 }}>
        <Suspense fallback={<Box sx={{ display: 'flex', justifyContent: 'center' }}><CircularProgress /></Box>}>
          <Routes>
            <Route path="/" element={home ?? index} />
            {routes.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </Container>
      {footer}
    </ShopQueryProvider>
  );
}
