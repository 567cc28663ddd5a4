// Clears the page tags on every navigation and puts the route table's default title in their place (on the server: the
// request's head starts from it, and the page's own usePageMeta, rendered later, replaces it).
import { useLayoutEffect, useRef } from 'react';
import { matchPath, useLocation } from '@shop/shared/router';
import { useTranslation } from '@shop/shared/i18n';
import { resetPageMeta, setPageMeta } from '@shop/shared/page-meta';
import { ROUTE_TABLE } from '@shop/shared/routes';
import { requestScope } from '@shop/shared/session';

export function routeEntryFor(pathname: string) {
  return ROUTE_TABLE.find((r) => matchPath(r.path, pathname) !== null);
}

export function useRouteMeta(): void {
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const lastDefault = useRef<string | null>(null);
  const entry = routeEntryFor(pathname);
  const title = entry ? t(entry.titleKey) : undefined;
  const shopName = t('shopName');
  const noindex = entry && 'private' in entry ? entry.private : undefined;
  const scope = requestScope();
  if (scope) scope.head.meta = { title, noindex };

  // A layout effect runs before every passive effect, so the page's own usePageMeta always wins.
  useLayoutEffect(() => {
    resetPageMeta(shopName);
    setPageMeta({ title, noindex }, shopName);
    lastDefault.current = document.title;
    // Only a navigation resets; a language switch is handled below without wiping a page's own tags.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  // After a language switch, a page that kept the default title gets it in the new language.
  useLayoutEffect(() => {
    if (document.title !== lastDefault.current) return;
    setPageMeta({ title, noindex }, shopName);
    lastDefault.current = document.title;
  }, [title, noindex, shopName]);
}
