// @shop/shared/router: the routing API the apps use, re-exported by name so the one shared copy of react-router holds only these.
// Sharing 'react-router' itself made every app download all of it (framework mode, SSR, RSC, cookie and session helpers:
// 59 KB gzip); as one singleton entry it is tree-shaken to what is listed here, and there is still exactly one router
// context in the page. Apps import routing only from here (lint-enforced); add a name here when an app needs it.
// No data-router API (createBrowserRouter, RouterProvider, loaders): it alone would add ~16 KB gzip to every first load.

export {
  // The router: the host's, and a remote's when it runs on its own; StaticRouter for a page rendered on the server.
  BrowserRouter,
  StaticRouter,
  // Route declarations and rendering.
  useRoutes,
  Routes,
  Route,
  Navigate,
  Outlet,
  // Links and navigation.
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  // Paths.
  matchPath,
  generatePath,
} from 'react-router';

export type {
  RouteObject,
  NavigateFunction,
  Location,
  Params,
  LinkProps,
  NavLinkProps,
  PathMatch,
} from 'react-router';
