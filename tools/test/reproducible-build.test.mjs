// Reproducible builds: a remote built twice from the same source, in two checkouts at different paths, gives the same
// files byte for byte, so its deploy version (a hash of its files) is the same wherever it was built and redeploying
// the second build changes nothing. It builds in copies of this working tree (sources as they are, node_modules
// hard-linked) so the repository's own builds are left alone.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { APPS, buildApps } from '../build.mjs';
import { deploy, listFiles, versionOf } from '../deploy.mjs';

const REPO = path.resolve(import.meta.dirname, '..', '..');
const REMOTE = 'mfe-banners';
/**
 * What a front-end build reads: the root manifest, the tools, the shared package, the API's domain rules (which the
 * pages bundle, through @shop/api/rules/*) and the remote itself.
 */
const COPIED = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'tools', 'shared', 'api/package.json', 'api/src/rules', 'host/public', REMOTE];

const created = [];
after(() => {
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});

function checkout(at) {
  for (const item of COPIED) {
    fs.cpSync(path.join(REPO, item), path.join(at, item), {
      recursive: true,
      filter: (source) => !/[\\/](?:node_modules|dist|\.tmp)$/.test(source),
    });
  }
  // Hard links: seconds instead of a minute of npm ci, and the workspace links (node_modules/@shop/* → ../../<app>)
  // are relative, so each checkout resolves its own sources.
  const linked = spawnSync('cp', ['-al', path.join(REPO, 'node_modules'), path.join(at, 'node_modules')], { encoding: 'utf8' });
  assert.equal(linked.status, 0, linked.stderr);
  return at;
}

const sha = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('reproducible builds', { timeout: 600_000 }, () => {
  test(`${REMOTE} built in two checkout folders: the same files, the same deploy version, and the second deploy changes nothing`, async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-repro-'));
    created.push(root);
    // The second checkout sits deeper, under another name: every absolute path differs, in length too.
    const repos = [checkout(path.join(root, 'checkout')), checkout(path.join(root, 'elsewhere', 'a-longer-folder-name', 'shop'))];
    const app = APPS.find((a) => a.dir === REMOTE);
    const logs = [];
    const build = async (repo) => {
      const dist = path.join(repo, REMOTE, 'dist');
      assert.ok(await buildApps([app], { repo, jobs: 1, log: (line) => logs.push(line) }), logs.join('\n'));
      return Object.fromEntries(listFiles(dist).map((f) => [f, sha(path.join(dist, f))]));
    };
    const to = path.join(root, 'deploy');
    const quiet = () => undefined;

    const firstFiles = await build(repos[0]);
    assert.ok(!('mf-stats.json' in firstFiles), 'mf-stats.json (a build report that differs between builds) is left out');
    assert.ok(['remoteEntry.js.br', 'remoteEntry.js.gz'].every((twin) => twin in firstFiles), 'the precompressed twins are part of the build (and compared below)');
    assert.ok(Object.keys(firstFiles).some((f) => f.startsWith('server/')), 'the server build is part of the build (and compared below)');
    const first = await deploy({ remote: 'banners', to, repo: repos[0], build: false, log: quiet });
    const remotesJson = fs.readFileSync(path.join(to, 'remotes.json'), 'utf8');

    const secondFiles = await build(repos[1]);
    assert.deepEqual(Object.keys(secondFiles), Object.keys(firstFiles), 'the two builds wrote different file names');
    assert.deepEqual(Object.keys(secondFiles).filter((f) => secondFiles[f] !== firstFiles[f]), [], 'files whose bytes differ between the builds');
    assert.equal(versionOf(path.join(repos[1], REMOTE, 'dist'), '0.1.0'), first.version);
    const again = await deploy({ remote: 'banners', to, repo: repos[1], build: false, log: quiet });
    assert.equal(again.version, first.version);
    assert.equal(again.copied, false, 'the second deploy copied a new version folder');
    assert.equal(fs.readFileSync(path.join(to, 'remotes.json'), 'utf8'), remotesJson, 'the second deploy changed remotes.json');
  });
});
