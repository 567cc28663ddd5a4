// The one list of federation singletons every app shares (ARCHITECTURE §4). requiredVersion comes
// from the app's own package.json, so a remote built against another major is refused at run time.
//
// A shared module is never tree-shaken: the page downloads everything it exports. So react-router is
// not shared whole (59 KB gzip of framework, SSR and cookie code); apps take routing from the
// '@shop/shared/router' entry, which re-exports only what they use. Likewise the design system is cut
// into a first-screen 'ui' entry and lazily used 'ui-overlays', 'ui-forms' and 'ui-icons'.
// SHARED_ENTRIES must match the "exports" of shared/package.json (shared/src/entries.test.ts checks it).
export const SHARED_ENTRIES = [
  'session', 'events', 'api', 'i18n', 'format', 'constants', 'analytics', 'routes', 'page-meta',
  'ui', 'ui-overlays', 'ui-forms', 'ui-icons', 'router',
];

export const SINGLETONS = [
  'react', 'react/jsx-runtime', 'react-dom', 'react-dom/client',
  '@emotion/react', '@emotion/styled',
  'zustand', 'i18next', 'react-i18next', 'axios', 'notistack',
  ...SHARED_ENTRIES.map((e) => `@shop/shared/${e}`),
];

/** Package name of an import id: '@scope/pkg/sub' → '@scope/pkg', 'pkg/sub' → 'pkg'. */
export const packageOf = (id) => (id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]);

export function sharedConfig(pkg) {
  return Object.fromEntries(SINGLETONS.map((id) => {
    const range = pkg.dependencies?.[packageOf(id)];
    return [id, range ? { singleton: true, requiredVersion: range } : { singleton: true, requiredVersion: false }];
  }));
}
