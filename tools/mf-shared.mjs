// The one list of federation singletons every app shares. requiredVersion comes
// from the app's own package.json, so a remote built against another major is refused at run time.
//
// A shared module is never tree-shaken: the page downloads everything it exports. So react-router is
// not shared whole (59 KB gzip of framework, SSR and cookie code): apps take routing from the
// '@shop/shared/router' entry, which re-exports only what they use. For the same reason react-i18next
// is not shared whole (10 KB gzip, of which useTranslation is 2): apps take useTranslation from
// '@shop/shared/i18n', and TanStack Query is not shared whole (14 KB gzip, of which the shop uses 11): apps take it from
// '@shop/shared/query'. Likewise react-hook-form, its zod resolver and zod/mini come only through '@shop/shared/form',
// which only the lazily loaded forms import. Each stays one copy per page because the entry holding it is a singleton.
// notistack (8 KB gzip) is not in the first load at all: apps toast through '@shop/shared/toast', which loads it when
// first needed.
// The design system is cut into a first-screen 'ui' entry and lazily used 'ui-overlays', 'ui-forms',
// 'ui-product', 'ui-icons' and 'ui-carousel' (swiper, used by two remotes).
// SHARED_ENTRIES must match the "exports" of shared/package.json (shared/src/entries.test.ts checks it).
import fs from 'node:fs';
import path from 'node:path';

export const SHARED_ENTRIES = [
  'session', 'events', 'api', 'i18n', 'format', 'constants', 'analytics', 'routes', 'page-meta',
  'ui', 'ui-overlays', 'ui-forms', 'ui-product', 'ui-icons', 'ui-carousel', 'router', 'standalone', 'calls', 'query', 'form', 'toast', 'idle',
];

export const SINGLETONS = [
  'react', 'react/jsx-runtime', 'react-dom', 'react-dom/client',
  '@emotion/react', '@emotion/styled',
  'zustand', 'i18next', 'axios', 'notistack',
  ...SHARED_ENTRIES.map((e) => `@shop/shared/${e}`),
];

/** Package name of an import id: '@scope/pkg/sub' → '@scope/pkg', 'pkg/sub' → 'pkg'. */
export const packageOf = (id) => (id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]);

const SHARED_DIR = path.resolve(import.meta.dirname, '..', 'shared');
const sharedPkg = JSON.parse(fs.readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8'));

/**
 * @param {{ dependencies?: Record<string, string> }} pkg  the app's package.json
 * @param {{ provideAllEntries?: boolean }} [options]
 *   provideAllEntries (the host): provide every @shop/shared entry, used by the host or not. A build
 *   provides only what it imports, and the first provider registered wins; the host registers first, so
 *   this keeps every entry — above all every ui* entry, whose MUI internals (the theme's default-props
 *   context among them) must be one copy — coming from the one build, instead of ui-forms or ui-product
 *   coming from whichever remote asked first. A path (not a package name) is always provided.
 * @param {string} [options.context] the app's folder: the entries' paths are written relative to it ("../shared/…"),
 *   because the build copies them into the code (the consume data's `import`), and an absolute path would make the
 *   same source build differently in another checkout folder.
 */
export function sharedConfig(pkg, { provideAllEntries = false, context } = {}) {
  return Object.fromEntries(SINGLETONS.map((id) => {
    const range = pkg.dependencies?.[packageOf(id)];
    const config = range ? { singleton: true, requiredVersion: range } : { singleton: true, requiredVersion: false };
    if (provideAllEntries && id.startsWith('@shop/shared/')) {
      const file = sharedPkg.exports[`./${id.slice('@shop/shared/'.length)}`];
      const absolute = path.join(SHARED_DIR, file);
      const relative = context ? path.relative(context, absolute).split(path.sep).join('/') : null;
      Object.assign(config, { import: relative ? (relative.startsWith('.') ? relative : `./${relative}`) : absolute, version: sharedPkg.version });
    }
    return [id, config];
  }));
}
