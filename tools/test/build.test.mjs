// Tests of tools/build.mjs: which builds `--missing` picks, and how a failed build is reported.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, buildApps, buildReason } from '../build.mjs';

const created = [];
function tempRepo() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-build-test-'));
  created.push(dir);
  return dir;
}
after(() => {
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});

function write(repo, file, content = '', mtimeSeconds) {
  const full = path.join(repo, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  if (mtimeSeconds) fs.utimesSync(full, mtimeSeconds, mtimeSeconds);
}

const app = { dir: 'mfe-cart', output: 'dist/mf-manifest.json', inputs: ['mfe-cart/src', 'shared/src'] };

describe('buildReason', () => {
  test('an app without its build output is missing', () => {
    const repo = tempRepo();
    write(repo, 'mfe-cart/src/index.ts', '', 1_000);
    assert.equal(buildReason(app, repo), 'missing');
  });

  test('an app whose own or shared sources are newer than its build is stale', () => {
    const repo = tempRepo();
    write(repo, 'mfe-cart/src/index.ts', '', 1_000);
    write(repo, 'shared/src/api.ts', '', 1_000);
    write(repo, 'mfe-cart/dist/mf-manifest.json', '{}', 2_000);
    fs.utimesSync(path.join(repo, 'mfe-cart/src'), 1_000, 1_000);
    fs.utimesSync(path.join(repo, 'shared/src'), 1_000, 1_000);
    assert.equal(buildReason(app, repo), null);
    write(repo, 'shared/src/api.ts', 'changed', 3_000);
    assert.equal(buildReason(app, repo), 'stale');
  });

  test('covers the API and the five front-end apps', () => {
    assert.deepEqual(APPS.map((a) => a.dir), ['api', 'host', 'mfe-catalogue', 'mfe-cart', 'mfe-account-auth', 'mfe-banners']);
    assert.ok(APPS.find((a) => a.dir === 'mfe-banners').inputs.includes('shared/src'));
  });

  test('a front-end build is stale when any tool its configuration imports changes', () => {
    // The tools' own modules tools/rspack-base.mjs reads, followed through their relative imports.
    const tools = path.resolve(import.meta.dirname, '..');
    const seen = new Set();
    const visit = (file) => {
      const rel = path.relative(path.resolve(tools, '..'), file).split(path.sep).join('/');
      if (seen.has(rel)) return;
      seen.add(rel);
      for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/^import [^'"]*['"](\.{1,2}\/[^'"]+)['"]/gm)) visit(path.resolve(path.dirname(file), spec));
    };
    visit(path.join(tools, 'rspack-base.mjs'));
    assert.ok(seen.size > 3, [...seen].join(', '));
    for (const front of APPS.filter((a) => a.dir !== 'api')) {
      assert.deepEqual([...seen].filter((file) => !front.inputs.includes(file)), [], `${front.dir}: tools missing from its inputs`);
    }
  });
});

describe('buildApps', () => {
  test('runs each app\'s own build script and reports success', async () => {
    const repo = tempRepo();
    write(repo, 'good/package.json', JSON.stringify({ name: 'good', scripts: { build: 'node -e "require(\'fs\').mkdirSync(\'dist\');require(\'fs\').writeFileSync(\'dist/out\',\'x\')"' } }));
    const lines = [];
    const ok = await buildApps([{ dir: 'good', output: 'dist/out', inputs: [] }], { repo, log: (l) => lines.push(l) });
    assert.equal(ok, true);
    assert.ok(fs.existsSync(path.join(repo, 'good/dist/out')));
    assert.match(lines[0], /✓ good\s+\d+\.\d s/);
    assert.match(lines.at(-1), /build: 1 app\(s\) in \d+\.\d s$/);
  });

  test('a failed build prints its output, fails, and leaves no output for the next --missing run', async () => {
    const repo = tempRepo();
    write(repo, 'bad/package.json', JSON.stringify({ name: 'bad', scripts: { build: 'node -e "console.error(\'TS2322 broken\');process.exit(1)"' } }));
    write(repo, 'bad/dist/out', 'old');
    const lines = [];
    const ok = await buildApps([{ dir: 'bad', output: 'dist/out', inputs: [] }], { repo, log: (l) => lines.push(l) });
    assert.equal(ok, false);
    assert.ok(!fs.existsSync(path.join(repo, 'bad/dist/out')));
    assert.ok(lines.some((l) => l.includes('TS2322 broken')));
    assert.match(lines.at(-1), /FAILED/);
  });
});
