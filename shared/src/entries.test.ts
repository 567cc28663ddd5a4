// Every entry @shop/shared exports is a federation singleton, and every singleton entry exists: a missing one would
// either be bundled privately per app (a second session store, a second router context) or fail to resolve.
import fs from 'node:fs';
import path from 'node:path';

// jest.requireActual: tools/ is plain JavaScript without type declarations.
type SharedConfig = Record<string, { singleton: boolean; import?: string; version?: string }>;
const { SHARED_ENTRIES, SINGLETONS, sharedConfig } = jest.requireActual<{
  SHARED_ENTRIES: string[];
  SINGLETONS: string[];
  sharedConfig: (pkg: { dependencies?: Record<string, string> }, options?: { provideAllEntries?: boolean; context?: string }) => SharedConfig;
}>('../../tools/mf-shared.mjs');

const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string; exports: Record<string, string> };
const exported = Object.keys(pkg.exports).filter((k) => k !== './package.json').map((k) => k.slice(2));

it('shares exactly the entries shared/package.json exports', () => {
  expect([...SHARED_ENTRIES].sort()).toEqual([...exported].sort());
  for (const entry of exported) expect(SINGLETONS).toContain(`@shop/shared/${entry}`);
});

it('points every entry at a file that exists', () => {
  for (const file of Object.values(pkg.exports)) expect(fs.existsSync(path.join(__dirname, '..', file))).toBe(true);
});

it('does not share react-router or react-i18next whole: they come tree-shaken inside the router and i18n entries', () => {
  expect(SINGLETONS).not.toContain('react-router');
  expect(SINGLETONS).not.toContain('react-router-dom');
  expect(SINGLETONS).not.toContain('react-i18next');
  expect(SINGLETONS).toEqual(expect.arrayContaining(['@shop/shared/router', '@shop/shared/i18n']));
});

it('the host provides every entry from its own build (one copy of MUI\'s internals); a remote only what it imports', () => {
  const app = { dependencies: { '@shop/shared': '0.1.0' } };
  const host = sharedConfig(app, { provideAllEntries: true });
  for (const entry of exported) {
    const config = host[`@shop/shared/${entry}`]!;
    expect(config.import && fs.existsSync(config.import)).toBe(true);
    expect(config.version).toBe(pkg.version);
  }
  const remote = sharedConfig(app);
  expect(Object.values(remote).some((c) => c.import !== undefined)).toBe(false);
});

it('writes the host\'s entry paths relative to the app (the build copies them into its code: no checkout path in it)', () => {
  const context = path.resolve(__dirname, '..', '..', 'host');
  const host = sharedConfig({ dependencies: { '@shop/shared': '0.1.0' } }, { provideAllEntries: true, context });
  for (const entry of exported) {
    const { import: request } = host[`@shop/shared/${entry}`]!;
    expect(request).toMatch(/^\.\.\/shared\//);
    expect(fs.existsSync(path.resolve(context, request!))).toBe(true);
  }
});
