// The one list of federation singletons every app shares (ARCHITECTURE §4). requiredVersion comes
// from the app's own package.json, so a remote built against another major is refused at run time.
export const SHARED_ENTRIES = ['session', 'events', 'api', 'i18n', 'format', 'constants', 'analytics', 'routes', 'page-meta', 'ui'];

export const SINGLETONS = [
  'react', 'react/jsx-runtime', 'react-dom', 'react-dom/client',
  'react-router', 'react-router-dom', '@emotion/react', '@emotion/styled',
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
