// Tests of tools/lib/precompress.mjs: which files get brotli and gzip twins, that the twins decompress to their file and
// come out byte for byte the same on every build, through a real (small) rspack build, and how stale twins are found.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { MIN_BYTES, PrecompressPlugin, compressTwins, precompressFile, shouldPrecompress, staleTwins } from '../lib/precompress.mjs';
import { smallBuild } from './small-build.mjs';

const created = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-precompress-'));
  created.push(dir);
  return dir;
};
after(() => {
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});

/** Text that compresses well and is over the threshold, as a build's scripts are. */
const SCRIPT = `export const words = ${JSON.stringify('tienda delivery '.repeat(300))};\n`;

/** Builds `src/` of `dir` into `dir/dist` as production builds do (hashed names, hidden source maps, the plugin). */
const build = (dir) => smallBuild(dir, [new PrecompressPlugin()]);

describe('precompressed twins', () => {
  test('only text the browser downloads, over 1 KB, and never the files an operator replaces', () => {
    for (const name of ['main.0123abcd.js', 'x.css', 'assets/logo.svg', 'mf-manifest.json', 'robots.txt']) {
      assert.ok(shouldPrecompress(name, MIN_BYTES), name);
    }
    assert.ok(!shouldPrecompress('main.0123abcd.js', MIN_BYTES - 1), 'under the threshold');
    for (const name of ['main.js.map', 'photo.png', 'font.woff2', 'remotes.json', 'index.html']) assert.ok(!shouldPrecompress(name, 100_000), name);
  });

  test('decompress to their file, the same bytes every time, and none where compressing saves too little', () => {
    const content = Buffer.from(SCRIPT);
    const first = compressTwins(content);
    assert.deepEqual(zlib.brotliDecompressSync(first.br), content);
    assert.deepEqual(zlib.gunzipSync(first.gz), content);
    assert.ok(first.br.length < first.gz.length, 'brotli smaller than gzip');
    const again = compressTwins(Buffer.from(SCRIPT));
    assert.ok(again.br.equals(first.br) && again.gz.equals(first.gz), 'byte-identical twins');
    // gzip's header: no modification time, no file name.
    assert.equal(first.gz.readUInt32LE(4), 0);
    assert.equal(first.gz[3] & 0x08, 0);
    assert.deepEqual(compressTwins(crypto.randomBytes(4096)), { br: null, gz: null }, 'incompressible bytes');
  });

  test('a build writes them beside its scripts (not its maps nor its small files), the same on a second build', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src', 'index.js'), `import { words } from './words.js';\nimport('./small.js').then((m) => console.log(words, m.x));\n`);
    fs.writeFileSync(path.join(dir, 'src', 'words.js'), SCRIPT);
    fs.writeFileSync(path.join(dir, 'src', 'small.js'), 'export const x = 1;\n');
    const first = await build(dir);
    const names = Object.keys(first);
    const main = names.find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name));
    assert.ok(main, names.join(', '));
    assert.deepEqual(zlib.brotliDecompressSync(first[`${main}.br`]), first[main]);
    assert.deepEqual(zlib.gunzipSync(first[`${main}.gz`]), first[main]);
    const small = names.filter((name) => /\.js$/.test(name) && name !== main);
    assert.equal(small.length, 1, names.join(', '));
    assert.deepEqual(names.filter((name) => /\.(?:br|gz)$/.test(name)), [`${main}.br`, `${main}.gz`], 'twins of the small chunk or the maps');
    assert.deepEqual(staleTwins(path.join(dir, 'dist')), []);

    const second = await build(dir);
    assert.deepEqual(Object.keys(second), names);
    assert.deepEqual(names.filter((name) => !second[name].equals(first[name])), [], 'files whose bytes differ between builds');
  });

  test('a file changed after the build makes its twins stale until they are written again', () => {
    const dir = tempDir();
    const file = path.join(dir, 'assets', 'app.js');
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, SCRIPT);
    precompressFile(file);
    assert.deepEqual(staleTwins(dir), []);
    fs.appendFileSync(file, '// edited\n');
    assert.deepEqual(staleTwins(dir), ['assets/app.js.br', 'assets/app.js.gz']);
    precompressFile(file);
    assert.deepEqual(staleTwins(dir), []);
    fs.writeFileSync(file, 'tiny');
    precompressFile(file);
    assert.deepEqual(fs.readdirSync(path.dirname(file)), ['app.js'], 'under the threshold: twins removed');
    fs.writeFileSync(path.join(dir, 'orphan.js.gz'), zlib.gzipSync('x'));
    assert.deepEqual(staleTwins(dir), ['orphan.js.gz']);
  });
});
