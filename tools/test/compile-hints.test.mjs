// Tests of tools/lib/compile-hints.mjs through a real (small) production rspack build: V8's compile hint is the first line
// of every script, survives minification, is covered by the file's content hash and by its precompressed twins, and
// the source map still points at the right lines.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { COMPILE_HINT, compileHintsPlugin } from '../lib/compile-hints.mjs';
import { PrecompressPlugin } from '../lib/precompress.mjs';
import { smallBuild } from './small-build.mjs';

const created = [];
after(() => {
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project with an entry and a lazy chunk, both over the twins' threshold. */
function project() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-compile-hints-'));
  created.push(dir);
  fs.mkdirSync(path.join(dir, 'src'));
  const words = JSON.stringify('tienda delivery '.repeat(200));
  fs.writeFileSync(path.join(dir, 'src', 'index.js'), `export const greet = (name) => ${words} + name;\nimport('./later.js').then((m) => console.log(greet(m.who)));\n`);
  fs.writeFileSync(path.join(dir, 'src', 'later.js'), `export const who = ${words};\n`);
  return dir;
}

/** Builds as the production builds do, with or without the hint; the output files by name. */
const build = (dir, withHint) => smallBuild(dir, [...(withHint ? [compileHintsPlugin()] : []), new PrecompressPlugin()]);

describe('compile hints', () => {
  test('every script starts with the hint; the names and the twins cover it; the maps skip its line', async () => {
    const dir = project();
    const plain = await build(dir, false);
    const hinted = await build(dir, true);
    const scripts = Object.keys(hinted).filter((name) => name.endsWith('.js'));
    assert.equal(scripts.length, 2, Object.keys(hinted).join(', '));
    for (const name of scripts) {
      const text = hinted[name].toString('utf8');
      assert.ok(text.startsWith(`${COMPILE_HINT}\n`), `${name} starts with ${JSON.stringify(text.slice(0, 40))}`);
      assert.equal(text.split(COMPILE_HINT).length, 2, `${name} has the hint once`);
      assert.deepEqual(zlib.brotliDecompressSync(hinted[`${name}.br`]), hinted[name], `${name}.br`);
      assert.deepEqual(zlib.gunzipSync(hinted[`${name}.gz`]), hinted[name], `${name}.gz`);
    }
    // A changed file gets a new name: cached forever under its old one, the hint would otherwise never reach a browser.
    const plainScripts = Object.keys(plain).filter((name) => name.endsWith('.js'));
    assert.equal(plainScripts.length, 2);
    assert.deepEqual(scripts.filter((name) => plainScripts.includes(name)), [], 'a script kept its name with new content');
    // Apart from the hint's line, the code and its map are the ones the build makes without it.
    for (const isMain of [true, false]) {
      const before = plainScripts.find((name) => name.startsWith('main.') === isMain);
      const now = scripts.find((name) => name.startsWith('main.') === isMain);
      const withoutHashes = (buffer) => buffer.toString('utf8').replace(/[0-9a-f]{8}/g, 'HASH');
      assert.equal(withoutHashes(hinted[now]), `${COMPILE_HINT}\n${withoutHashes(plain[before])}`, now);
      // The map: no mappings on the hint's line, and one more line than without it (the segments' coding may differ).
      const mappings = (files, name) => JSON.parse(files[`${name}.map`]).mappings;
      assert.ok(mappings(hinted, now).startsWith(';'), `${now}.map`);
      assert.equal(mappings(hinted, now).split(';').length, mappings(plain, before).split(';').length + 1, `${now}.map`);
    }
  });
});
