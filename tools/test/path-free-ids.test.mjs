// The pieces that keep a build free of its checkout's path: module names, text assets, source maps and the manifest.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { checkoutRoot, needsPathFreeId, pathFreeId, pathFreeName, pathFreeSourceMap, pathFreeText, sortedManifest } from '../lib/path-free-ids.mjs';

const A = '/tmp/a/checkout';
const B = '/srv/builds/some/other/checkout';
const named = (root) => ({
  consume: `consume shared module (default) react@^19.3.1 (strict) (fallback: ${root}/node_modules/react/index.js)`,
  provide: `provide shared module (default) react@19.3.1 = ${root}/node_modules/react/index.js`,
  entry: `builtin:swc-loader??ruleSet[1]!data:text/javascript,import%20x%20from%20%22${encodeURIComponent(`${root}/node_modules/@module-federation/webpack-bundler-runtime/dist/index.cjs`)}%22`,
});

describe('path-free module ids', () => {
  test('the same module in two checkouts gets the same id, and different modules different ids', () => {
    for (const kind of ['consume', 'provide', 'entry']) {
      const [a, b] = [named(A)[kind], named(B)[kind]];
      assert.ok(needsPathFreeId(a), kind);
      assert.notEqual(a, b);
      assert.equal(pathFreeName(a, A), pathFreeName(b, B), kind);
      assert.equal(pathFreeId(pathFreeName(a, A)), pathFreeId(pathFreeName(b, B)));
      assert.match(pathFreeId(pathFreeName(a, A)), /^s[0-9a-f]{8}$/);
    }
    assert.notEqual(pathFreeId(pathFreeName(named(A).consume, A)), pathFreeId(pathFreeName(named(A).provide, A)));
  });

  test('ordinary modules keep rspack\'s own ids (their names are made relative by rspack already)', () => {
    assert.equal(needsPathFreeId(`javascript/esm|${A}/node_modules/zustand/esm/index.mjs`), false);
    assert.equal(pathFreeName('consume shared module (default) react@^19 (strict) (fallback: /elsewhere/react.js)', A), null);
  });

  test('the checkout root is the folder of package-lock.json above the app', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-root-'));
    try {
      fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
      fs.mkdirSync(path.join(root, 'mfe-banners'));
      assert.equal(checkoutRoot(path.join(root, 'mfe-banners')), root);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('path-free assets', () => {
  test('text: the root as is, URI-encoded and as an identifier becomes the same placeholder', () => {
    const text = (root) => `// (fallback: ${root}/x.js)\nvar ${root.replace(/[^A-Za-z0-9_$]/g, '_')}_x = 1; "${encodeURIComponent(root)}"`;
    assert.equal(pathFreeText(text(A), A), pathFreeText(text(B), B));
    assert.ok(!pathFreeText(text(A), A).includes(A));
  });

  test('source maps: a source holding the root keeps its generated positions only; others are untouched', () => {
    const map = (root) => JSON.stringify({
      version: 3,
      sources: ['webpack://x/data-entry', 'webpack://x/./src/app.ts'],
      sourcesContent: [`import r from "${root}/runtime.js"; run(r)`, 'export const app = 1;'],
      names: [],
      // Column 24 of the entry's source sits after the root, so it differs with the root's length.
      mappings: encode([[[0, 0, 0, 0], [5, 0, 0, 24 + root.length], [12, 1, 0, 7]]]),
    });
    const [a, b] = [JSON.parse(pathFreeSourceMap(map(A), A)), JSON.parse(pathFreeSourceMap(map(B), B))];
    assert.deepEqual(a, b);
    assert.deepEqual(decode(a.mappings), [[[0], [5], [12, 1, 0, 7]]]);
    assert.equal(a.sourcesContent[0], 'import r from "<root>/runtime.js"; run(r)');
  });

  test('the federation manifest lists its shared modules in a fixed order (each one\'s files in loading order)', () => {
    const manifest = (order) => ({
      id: 'banners',
      shared: order.map((name) => ({ id: `banners:${name}`, name, assets: { js: { sync: name === 'react' ? ['b.js', 'a.js'] : ['c.js'], async: [] } } })),
    });
    const sorted = sortedManifest(manifest(['zustand', 'react']));
    assert.deepEqual(sorted, sortedManifest(manifest(['react', 'zustand'])));
    assert.deepEqual(sorted.shared.map((s) => s.name), ['react', 'zustand']);
    assert.deepEqual(sorted.shared[0].assets.js.sync, ['b.js', 'a.js']);
  });
});
