// One lint setup for the whole repo. Besides the usual TypeScript and hooks rules it enforces the
// boundaries of ARCHITECTURE §2–§4: an app never imports another app's source, and front-end apps
// take UI only from @shop/shared/ui, never from @mui/material directly.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['host', 'mfe-catalogue', 'mfe-cart', 'mfe-account-auth', 'mfe-banners', 'api', 'shared', 'e2e'];

/**
 * Import patterns an app must not use: another app's source folder (any depth of `../`) and its
 * package name. Matching `<app>/src` rather than `<app>/` keeps feature folders named `api/` legal.
 */
function foreign(app) {
  return APPS.filter((a) => a !== app).flatMap((a) => [
    `**/${a}/src`, `**/${a}/src/**`,
    ...(a === 'shared' ? [] : [`@shop/${a}`, `@shop/${a}/*`]),
  ]);
}

const FRONT_END = ['host', 'mfe-catalogue', 'mfe-cart', 'mfe-account-auth', 'mfe-banners'];

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
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: foreign(app), message: 'An app never imports another app\'s source: use federation (loadRemote) or @shop/shared.' },
          ...(FRONT_END.includes(app)
            ? [{ group: ['@mui/material', '@mui/material/*', '@mui/icons-material', '@mui/icons-material/*'], message: 'Import UI from @shop/shared/ui (ARCHITECTURE §4).' }]
            : []),
        ],
      }],
    },
  })),
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
