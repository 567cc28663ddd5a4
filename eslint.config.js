// One lint setup for the whole repo. Besides the usual TypeScript and hooks rules it enforces the
// boundaries between the apps: an app never imports another app's source, front-end apps take UI
// only from the @shop/shared/ui* entries (never from @mui/* directly), routing only from
// @shop/shared/router (never from react-router directly: a private copy would be a second router
// context, and the shared entry is what keeps the page's copy tree-shaken) and TanStack Query only from
// @shop/shared/query (for the same two reasons: one cache context, bundled once and tree-shaken).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const APPS = ['host', 'mfe-catalogue', 'mfe-cart', 'mfe-account-auth', 'mfe-banners', 'api', 'shared', 'e2e'];

const FRONT_END = ['host', 'mfe-catalogue', 'mfe-cart', 'mfe-account-auth', 'mfe-banners'];

/**
 * The API's two entries the pages may use: its domain rules (`@shop/api/rules/<file>`, bundled into each app) and its
 * wire types (`@shop/api/wire-types`, `import type` only: see WIRE_TYPES_ONLY). Anything else of the API is refused.
 */
const API_FROM_PAGES = {
  regex: String.raw`^@shop/api(?!/rules/[a-z-]+$|/wire-types$)(/.*)?$`,
  message: 'The pages use only @shop/api/rules/<file> (domain rules) and, with `import type`, @shop/api/wire-types.',
};

/**
 * Import patterns an app must not use: another app's source folder (any depth of `../`) and its
 * package name. Matching `<app>/src` rather than `<app>/` keeps feature folders named `api/` legal.
 */
function foreign(app) {
  const web = FRONT_END.includes(app) || app === 'shared';
  return APPS.filter((a) => a !== app).flatMap((a) => [
    `**/${a}/src`, `**/${a}/src/**`,
    ...(a === 'shared' || (a === 'api' && web) ? [] : [`@shop/${a}`, `@shop/${a}/*`]),
  ]);
}

/** The wire types are the API's zod schemas seen as types: importing them for their values would bundle zod and the schemas. */
const WIRE_TYPES_ONLY = {
  selector: "ImportDeclaration[importKind!='type'][source.value='@shop/api/wire-types']",
  message: 'Import the wire types with `import type` (the schemas and zod must not reach the bundle).',
};
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**'];
/** import-x's TypeScript settings (extensions, parsers), with the resolver given below in its current form. */
const { 'import-x/resolver': _legacyResolver, ...IMPORT_SETTINGS } = importX.flatConfigs.typescript.settings;
/** Lowercase words and digits joined by hyphens (check-file's own KEBAB_CASE refuses a leading digit: 0001-data-model). */
const KEBAB_CASE = '+([a-z0-9])*(-+([a-z0-9]))';

const MUI = {
  group: ['@mui/material', '@mui/material/*', '@mui/icons-material', '@mui/icons-material/*', '@mui/utils', '@mui/utils/*', '@mui/system', '@mui/system/*'],
  message: 'Import UI from @shop/shared/ui (first screen) or, from a lazily loaded component, @shop/shared/ui-overlays, ui-forms or ui-icons (the shared entries keep one MUI on the page, tree-shaken).',
};
const ROUTER = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import routing from @shop/shared/router: the page must hold one router, and only the shared entry keeps it tree-shaken.',
};
const QUERY = {
  group: ['@tanstack/react-query', '@tanstack/react-query/*', '@tanstack/query-core', '@tanstack/query-core/*'],
  message: 'Import TanStack Query from @shop/shared/query: a private copy would be a second cache context, and only the shared entry keeps it tree-shaken.',
};
const FORM = {
  group: ['react-hook-form', 'react-hook-form/*', '@hookform/*', 'zod', 'zod/*'],
  message: 'Build forms with @shop/shared/form (react-hook-form, its zod resolver, zod/mini): one copy per page, bundled tree-shaken once.',
};
const TOAST = {
  group: ['notistack', 'notistack/*'],
  allowTypeImports: true,
  message: 'Toast through @shop/shared/toast: notistack loads after the first view, and its functions fail before its provider is mounted.',
};
const I18N = {
  group: ['react-i18next', 'react-i18next/*'],
  message: 'Import useTranslation from @shop/shared/i18n: a private react-i18next copy is not bound to the page\'s i18next instance.',
};

/**
 * no-restricted-imports for one app. react-router, react-i18next and TanStack Query are bundled only inside their
 * @shop/shared entries (router.ts, i18n.ts, query.ts), notistack only inside the toast entry's provider (toast-host.tsx). Tests may use react-router's in-memory routers directly
 * (they never reach the page, and in jest both names are the same module); shipped code may not.
 */
function boundaries(app, { routerAllowed = false, i18nAllowed = false, queryAllowed = false, formAllowed = false, toastAllowed = false, extra = [] } = {}) {
  const patterns = [{ group: foreign(app), message: 'An app never imports another app\'s source: use federation (loadRemote) or @shop/shared.' }];
  const web = FRONT_END.includes(app) || app === 'shared';
  if (web) patterns.push(API_FROM_PAGES);
  if (FRONT_END.includes(app)) patterns.push(MUI);
  if (web && !routerAllowed) patterns.push(ROUTER);
  if (web && !i18nAllowed) patterns.push(I18N);
  if (web && !queryAllowed) patterns.push(QUERY);
  if (web && !formAllowed) patterns.push(FORM);
  if (web && !toastAllowed) patterns.push(TOAST);
  patterns.push(...extra);
  return { 'no-restricted-imports': ['error', { patterns }] };
}

/**
 * A remote's layers (feature slices): code flows shared → features → app. A feature never imports another
 * feature, nor the app layer (pages/, exposes/); the shared folders never import a feature or the app layer. What
 * several features use lives in the shared folders. The rule sees only the specifier, so a relative path is matched
 * by the folder it climbs into; features and shared folders are read from disk, so a new one is covered without an
 * edit here. no-restricted-imports skips import() and `typeof import()`, hence the no-restricted-syntax twin (lazy
 * chunks). A test that renders a page or an expose lives beside it (pages/, exposes/), not in a feature.
 */
const LAYERED_REMOTES = ['mfe-catalogue', 'mfe-account-auth', 'mfe-banners', 'mfe-cart'];
/** The folders below the features: shared code (api … utils), the texts (i18n) and the test data (testing). */
const SHARED_FOLDERS = ['api', 'components', 'hooks', 'i18n', 'testing', 'utils'];
const APP_LAYER = ['pages', 'exposes'];

/** The sub-folders of `dir` (relative to the repo); none when absent (e.g. a checkout without that remote). */
function folders(dir) {
  const url = new URL(`./${dir}`, import.meta.url);
  return fs.existsSync(url) ? fs.readdirSync(url, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];
}

/** A specifier that climbs (../) into one of `names`, optionally through features/; `/` written as \x2F for esquery. */
const climbsInto = (names, via = '') => String.raw`^(\.\.\x2F)+${via}(${names.join('|')})(\x2F|$)`;

/** The lint blocks of one remote's layers: per feature, and for its shared folders. */
function featureLayers(app) {
  const src = `${app}/src`;
  const features = folders(`${src}/features`);
  const shared = folders(src).filter((dir) => SHARED_FOLDERS.includes(dir));
  const layer = (dirs, forbidden, message) => {
    const patterns = forbidden.map((regex) => ({ regex, message }));
    const lazy = ['error', WIRE_TYPES_ONLY, ...forbidden.flatMap((regex) => [
      { selector: `ImportExpression[source.value=/${regex}/]`, message },
      { selector: `TSImportType[argument.literal.value=/${regex}/]`, message },
    ])];
    const files = (globs) => dirs.flatMap((dir) => globs.map((glob) => `${src}/${dir}/${glob}`));
    return [
      { files: files(['**/*.{ts,tsx}']), rules: { ...boundaries(app, { extra: patterns }), 'no-restricted-syntax': lazy } },
      { files: files(TEST_FILES), rules: { ...boundaries(app, { routerAllowed: true, extra: patterns }), 'no-restricted-syntax': lazy } },
    ];
  };
  return [
    ...features.flatMap((feature) => layer(
      [`features/${feature}`],
      [features.length > 1 && climbsInto(features.filter((other) => other !== feature), '(features\\x2F)?'), climbsInto(APP_LAYER)].filter(Boolean),
      `A feature of ${app} imports only itself and the shared folders (src/{${shared.join(',')}}): move what several features use there.`,
    )),
    ...(shared.length ? layer(
      shared,
      [climbsInto(['features', ...APP_LAYER])],
      `The shared folders of ${app} never import a feature, a page or an expose (code flows shared → features → app).`,
    ) : []),
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  // One shape everywhere: no import cycles (a cycle makes evaluation order decide what a module sees, and splits badly
  // into chunks) and kebab-case file and folder names (`.test`, `.d`, `.config` and the like are extra extensions).
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      ...IMPORT_SETTINGS,
      'import-x/resolver-next': [createTypeScriptImportResolver({
        project: [...APPS.map((app) => `${app}/tsconfig.json`), 'tools/contract/tsconfig.json'],
        noWarnOnMultipleProjects: true,
      })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs,cjs}': KEBAB_CASE }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': KEBAB_CASE }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...APPS.flatMap((app) => [
    { files: [`${app}/**/*.{ts,tsx,js,mjs}`], rules: boundaries(app) },
    { files: TEST_FILES.map((glob) => `${app}/${glob}`), rules: boundaries(app, { routerAllowed: true }) },
  ]),
  // (The layer blocks below repeat this selector: a later block's no-restricted-syntax replaces an earlier one's.)
  {
    files: [...FRONT_END, 'shared'].map((app) => `${app}/**/*.{ts,tsx}`),
    rules: { 'no-restricted-syntax': ['error', WIRE_TYPES_ONLY] },
  },
  ...LAYERED_REMOTES.flatMap(featureLayers),
  // The type-level contract (tools/contract, `tsc -p tools/contract` in npm test) is the one place that reads every app's
  // source, to check each expose's props against what the host and the other remotes pass: a check across apps can only
  // see both sides there (federated type archives are off, `dts: false`). It is never built or run, and it may import
  // an app's source for its types only, so nothing of one app can end up in another through it.
  {
    files: ['tools/contract/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: `ImportDeclaration[importKind!='type'][source.value=/^(\\.\\.\\x2F)+(${APPS.join('|')})\\x2F/]`,
        message: 'tools/contract reads the apps\' types only: write `import type` (nothing of an app may run here).',
      }],
    },
  },
  // The domain rules run in the API and in every page's bundle: each file stands alone (no import at all, not even
  // another rules file, so no bundler or test runner needs the API's module settings) and only the API's zod schemas
  // and services wrap them.
  {
    files: ['api/src/rules/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'ImportDeclaration', message: 'A rules file imports nothing: the pages bundle it as it is.' },
        { selector: 'ImportExpression', message: 'A rules file imports nothing: the pages bundle it as it is.' },
        { selector: 'ExportNamedDeclaration[source]', message: 'A rules file imports nothing: the pages bundle it as it is.' },
        { selector: 'ExportAllDeclaration', message: 'A rules file imports nothing: the pages bundle it as it is.' }],
    },
  },
  // The modules that hold the page's one copy of react-router, of react-i18next, of TanStack Query and of the form kit.
  { files: ['shared/src/router.ts'], rules: boundaries('shared', { routerAllowed: true }) },
  { files: ['shared/src/i18n.ts'], rules: boundaries('shared', { i18nAllowed: true }) },
  { files: ['shared/src/query.ts'], rules: boundaries('shared', { queryAllowed: true }) },
  { files: ['shared/src/form.tsx'], rules: boundaries('shared', { formAllowed: true }) },
  { files: ['shared/src/toast-host.tsx'], rules: boundaries('shared', { toastAllowed: true }) },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
