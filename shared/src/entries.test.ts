// Every entry @shop/shared exports is a federation singleton, and every singleton entry exists: a missing one would
// either be bundled privately per app (a second session store, a second router context) or fail to resolve.
import fs from 'node:fs';
import path from 'node:path';

// jest.requireActual: tools/ is plain JavaScript without type declarations.
const { SHARED_ENTRIES, SINGLETONS } = jest.requireActual<{ SHARED_ENTRIES: string[]; SINGLETONS: string[] }>('../../tools/mf-shared.mjs');

const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { exports: Record<string, string> };
const exported = Object.keys(pkg.exports).filter((k) => k !== './package.json').map((k) => k.slice(2));

it('shares exactly the entries shared/package.json exports', () => {
  expect([...SHARED_ENTRIES].sort()).toEqual([...exported].sort());
  for (const entry of exported) expect(SINGLETONS).toContain(`@shop/shared/${entry}`);
});

it('points every entry at a file that exists', () => {
  for (const file of Object.values(pkg.exports)) expect(fs.existsSync(path.join(__dirname, '..', file))).toBe(true);
});

it('does not share react-router whole: routing comes from the tree-shaken @shop/shared/router entry', () => {
  expect(SINGLETONS).not.toContain('react-router');
  expect(SINGLETONS).not.toContain('react-router-dom');
  expect(SINGLETONS).toContain('@shop/shared/router');
});
