// Tests of tools/deploy.mjs: versioned folders, the atomic switch of remotes.json, rollback, listing,
// refusals, and the gateway serving a deploy folder. The build step is a fake that writes a dist.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { DeployError, HISTORY_LIMIT, deploy, listFiles, listVersions, parseArgs, resolveRemote, rollback } from '../deploy.mjs';
import { SECURITY_HEADERS, buildGateway } from '../gateway.mjs';
import { deployDirFrom } from '../lib/deploy-dir.mjs';
import { HOST_DEFAULT, fakeBuild, fakeRepo as writeFakeRepo, write } from './fake-deploys.mjs';
import { writeFakeDists } from './fake-dists.mjs';
import { assertDeployFolderServed } from './layout-cases.mjs';

const TOOLS = path.resolve(import.meta.dirname, '..');
const created = [];
function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
}
after(() => {
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});

/** A repo with the host's remotes.json and the four remotes' package.json files, nothing built. */
const fakeRepo = () => writeFakeRepo(tempDir('shop-deploy-repo-'));

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const quiet = () => undefined;

/** sha256 of every file under `dir` except those `skip` names (relative paths). */
function snapshot(dir, skip = () => false) {
  return Object.fromEntries(listFiles(dir).filter((f) => !skip(f)).map((f) => [f, crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, f))).digest('hex')]));
}

describe('deploy', () => {
  test('two deploys: two immutable version folders, remotes.json on the second, history kept', async () => {
    const repo = fakeRepo();
    const to = tempDir('shop-deploy-to-');
    const times = [new Date('2026-11-21T10:00:00Z'), new Date('2026-11-21T11:00:00Z')];
    const first = await deploy({ remote: 'banners', to, repo, build: fakeBuild('v1'), now: () => times[0], log: quiet });
    const second = await deploy({ remote: 'mfe-banners', to, repo, build: fakeBuild('v2'), now: () => times[1], log: quiet });

    assert.match(first.version, /^0\.1\.0-[0-9a-f]{10}$/);
    assert.notEqual(first.version, second.version);
    assert.equal(second.previous, first.version);
    assert.deepEqual(listFiles(path.join(to, 'remotes/banners', second.version)), listFiles(path.join(repo, 'mfe-banners/dist')));
    for (const [version, label] of [[first.version, 'v1'], [second.version, 'v2']]) {
      assert.equal(listFiles(path.join(to, 'remotes/banners', version)).length, 4);
      assert.match(fs.readFileSync(path.join(to, 'remotes/banners', version, 'remoteEntry.js'), 'utf8'), new RegExp(label));
    }

    const config = readJson(path.join(to, 'remotes.json'));
    assert.deepEqual(config.banners, {
      entry: `/remotes/banners/${second.version}/mf-manifest.json`,
      version: second.version,
      deployedAt: '2026-11-21T11:00:00.000Z',
      previous: [
        { entry: `/remotes/banners/${first.version}/mf-manifest.json`, version: first.version, deployedAt: '2026-11-21T10:00:00.000Z' },
        HOST_DEFAULT.banners,
      ],
    });
    // The other remotes keep the host's entries.
    for (const name of ['catalogue', 'cart', 'account']) assert.deepEqual(config[name], HOST_DEFAULT[name]);
    // No temporary file or lock is left behind.
    assert.deepEqual(fs.readdirSync(to).sort(), ['remotes', 'remotes.json']);
    assert.deepEqual(fs.readdirSync(path.join(to, 'remotes/banners')).sort(), [first.version, second.version].sort());
  });

  test('the same build again reuses its folder and leaves remotes.json byte for byte as it was', async () => {
    const repo = fakeRepo();
    const to = tempDir('shop-deploy-to-');
    const { version } = await deploy({ remote: 'cart', to, repo, build: fakeBuild('same'), log: quiet });
    const before = fs.readFileSync(path.join(to, 'remotes.json'));
    const again = await deploy({ remote: 'cart', to, repo, build: fakeBuild('same'), log: quiet });
    assert.equal(again.version, version);
    assert.equal(again.copied, false);
    assert.deepEqual(fs.readFileSync(path.join(to, 'remotes.json')), before);
  });

  test('only remotes.json and the new version folder change: every other file under the folder is untouched', async () => {
    const repo = fakeRepo();
    const to = tempDir('shop-deploy-to-');
    await deploy({ remote: 'catalogue', to, repo, build: fakeBuild('cat-1'), log: quiet });
    const cart = await deploy({ remote: 'cart', to, repo, build: fakeBuild('cart-1'), log: quiet });
    const banners = await deploy({ remote: 'banners', to, repo, build: fakeBuild('ban-1'), log: quiet });
    // Stand-ins for the host and other files an operator keeps in the folder.
    write(path.join(to, 'host/index.html'), '<!doctype html>');
    write(path.join(to, 'host/main.0123abcd.js'), 'console.log(1)');
    const before = snapshot(to, (f) => f === 'remotes.json');
    const configBefore = readJson(path.join(to, 'remotes.json'));

    const next = await deploy({ remote: 'cart', to, repo, build: fakeBuild('cart-2'), log: quiet });
    const after = snapshot(to, (f) => f === 'remotes.json' || f.startsWith(`remotes/cart/${next.version}/`));
    assert.deepEqual(after, before);
    const configAfter = readJson(path.join(to, 'remotes.json'));
    for (const name of ['catalogue', 'account', 'banners']) assert.deepEqual(configAfter[name], configBefore[name]);
    assert.equal(configAfter.cart.version, next.version);
    assert.equal(configAfter.cart.previous[0].version, cart.version);
    assert.ok(banners.version);

    // A rollback writes remotes.json only.
    rollback({ remote: 'cart', to, repo, log: quiet });
    assert.deepEqual(snapshot(to, (f) => f === 'remotes.json' || f.startsWith(`remotes/cart/${next.version}/`)), before);
    assert.equal(readJson(path.join(to, 'remotes.json')).cart.version, cart.version);
  });

  test('remotes.json is replaced atomically: a temporary file in the same folder, complete, then renamed', async () => {
    const repo = fakeRepo();
    const to = tempDir('shop-deploy-to-');
    const first = await deploy({ remote: 'account', to, repo, build: fakeBuild('a1'), log: quiet });
    let seen;
    const second = await deploy({
      remote: 'account', to, repo, build: fakeBuild('a2'), log: quiet,
      hooks: {
        beforeRename: (temp) => {
          seen = {
            dir: path.dirname(temp),
            name: path.basename(temp),
            temp: readJson(temp).account.version,
            live: readJson(path.join(to, 'remotes.json')).account.version,
          };
        },
      },
    });
    assert.equal(seen.dir, to);
    assert.match(seen.name, /^\.remotes\.json\..+\.tmp$/);
    assert.equal(seen.temp, second.version); // the new content is whole before the switch
    assert.equal(seen.live, first.version); // and readers still see the old file until the rename
    assert.equal(readJson(path.join(to, 'remotes.json')).account.version, second.version);
    assert.ok(!fs.readdirSync(to).some((f) => f.endsWith('.tmp')));
  });

  test('a failed rename leaves the old remotes.json and no temporary file', async () => {
    const repo = fakeRepo();
    const to = tempDir('shop-deploy-to-');
    await deploy({ remote: 'account', to, repo, build: fakeBuild('a1'), log: quiet });
    const before = fs.readFileSync(path.join(to, 'remotes.json'));
    await assert.rejects(
      deploy({ remote: 'account', to, repo, build: fakeBuild('a2'), log: quiet, hooks: { beforeRename: () => { throw new Error('disk full'); } } }),
      /disk full/,
    );
    assert.deepEqual(fs.readFileSync(path.join(to, 'remotes.json')), before);
    assert.deepEqual(fs.readdirSync(to).sort(), ['remotes', 'remotes.json']);
  });

  test('a bad remote name, a failed build, a foreign build or one without a contract deploy nothing', async () => {
    const repo = fakeRepo();
    const to = tempDir('shop-deploy-to-');
    await assert.rejects(deploy({ remote: 'mfe-payments', to, repo, build: fakeBuild('x'), log: quiet }), (error) => {
      assert.ok(error instanceof DeployError);
      assert.equal(error.exitCode, 2);
      assert.match(error.message, /unknown remote "mfe-payments"; known: catalogue \(mfe-catalogue\), cart \(mfe-cart\), account \(mfe-account-auth\), banners \(mfe-banners\)/);
      return true;
    });
    assert.throws(() => resolveRemote('host'), /unknown remote "host".*The host is not deployed with this command/);
    await assert.rejects(deploy({ remote: 'cart', to, repo, build: fakeBuild('x', { ok: false }), log: quiet }), /build of mfe-cart failed; nothing was deployed/);
    await assert.rejects(deploy({ remote: 'cart', to, repo, build: fakeBuild('x', { name: 'banners' }), log: quiet }), /is the build of "banners", not of "cart"/);
    await assert.rejects(deploy({ remote: 'cart', to, repo, build: fakeBuild('x', { contract: null }), log: quiet }), /states no host contract/);
    await assert.rejects(deploy({ remote: 'cart', repo, build: fakeBuild('x'), log: quiet }), /--to <dir>/);
    assert.deepEqual(fs.readdirSync(to), []);
  });

  test('--from deploys a finished build folder without building (a CI artifact, an edited copy)', async () => {
    const repo = fakeRepo();
    const to = tempDir('shop-deploy-to-');
    const artifact = tempDir('shop-deploy-artifact-');
    await fakeBuild('artifact')({ remote: resolveRemote('cart'), repo: artifact });
    const build = fakeBuild('never');
    const { version } = await deploy({ remote: 'cart', to, from: path.join(artifact, 'mfe-cart/dist'), repo, build, log: quiet });
    assert.deepEqual(build.calls, []);
    assert.match(fs.readFileSync(path.join(to, 'remotes/cart', version, 'remoteEntry.js'), 'utf8'), /artifact/);
  });

  test('a build whose precompressed copies no longer match their files deploys nothing; matching ones go with it', async () => {
    const repo = fakeRepo();
    const to = tempDir('shop-deploy-to-');
    const artifact = tempDir('shop-deploy-artifact-');
    await fakeBuild('twins')({ remote: resolveRemote('cart'), repo: artifact });
    const dist = path.join(artifact, 'mfe-cart/dist');
    const entry = path.join(dist, 'remoteEntry.js');
    fs.writeFileSync(`${entry}.br`, zlib.brotliCompressSync(fs.readFileSync(entry)));
    fs.writeFileSync(`${entry}.gz`, zlib.gzipSync(fs.readFileSync(entry)));
    const { version } = await deploy({ remote: 'cart', to, from: dist, repo, log: quiet });
    assert.ok(listFiles(path.join(to, 'remotes/cart', version)).includes('remoteEntry.js.br'));

    fs.appendFileSync(entry, '/* patched after the build */');
    await assert.rejects(deploy({ remote: 'cart', to, from: dist, repo, log: quiet }), (error) => {
      assert.ok(error instanceof DeployError);
      assert.match(error.message, /precompressed copies that no longer match their files \(remoteEntry\.js\.br, remoteEntry\.js\.gz\)/);
      return true;
    });
    fs.rmSync(entry);
    fs.writeFileSync(`${entry}.gz`, 'not gzip');
    await assert.rejects(deploy({ remote: 'cart', to, from: dist, repo, log: quiet }), /remoteEntry\.js\.br, remoteEntry\.js\.gz/);
    assert.deepEqual(fs.readdirSync(path.join(to, 'remotes/cart')), [version], 'no version folder was added');
    assert.equal(readJson(path.join(to, 'remotes.json')).cart.version, version);
  });

  test('a version folder is never overwritten, even one changed by hand', async () => {
    const repo = fakeRepo();
    const to = tempDir('shop-deploy-to-');
    const { version } = await deploy({ remote: 'banners', to, repo, build: fakeBuild('v1'), log: quiet });
    await deploy({ remote: 'banners', to, repo, build: fakeBuild('v2'), log: quiet });
    const tampered = path.join(to, 'remotes/banners', version, 'remoteEntry.js');
    fs.writeFileSync(tampered, 'edited');
    await assert.rejects(deploy({ remote: 'banners', to, repo, build: fakeBuild('v1'), log: quiet }), /differ from its version's hash.*never overwritten/);
    assert.equal(fs.readFileSync(tampered, 'utf8'), 'edited');
  });

  test('another deploy running on the same folder is refused; a lock left by a dead one is not', async () => {
    const repo = fakeRepo();
    const to = tempDir('shop-deploy-to-');
    write(path.join(to, '.deploy.lock'), String(process.pid));
    await assert.rejects(deploy({ remote: 'cart', to, repo, build: fakeBuild('x'), log: quiet }), /another deploy \(pid \d+\) is working/);
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim();
    write(path.join(to, '.deploy.lock'), dead);
    await deploy({ remote: 'cart', to, repo, build: fakeBuild('x'), log: quiet });
    assert.ok(!fs.existsSync(path.join(to, '.deploy.lock')));
  });

  test(`history keeps the last ${HISTORY_LIMIT} entries`, async () => {
    const repo = fakeRepo();
    const to = tempDir('shop-deploy-to-');
    for (let i = 0; i < HISTORY_LIMIT + 3; i += 1) await deploy({ remote: 'cart', to, repo, build: fakeBuild(`v${i}`), log: quiet });
    assert.equal(readJson(path.join(to, 'remotes.json')).cart.previous.length, HISTORY_LIMIT);
  });
});

describe('rollback', () => {
  test('returns to the previous version, then to the build the host pointed at, then refuses', async () => {
    const repo = fakeRepo();
    const to = tempDir('shop-deploy-to-');
    const first = await deploy({ remote: 'banners', to, repo, build: fakeBuild('v1'), log: quiet });
    const second = await deploy({ remote: 'banners', to, repo, build: fakeBuild('v2'), log: quiet });

    const back = rollback({ remote: 'banners', to, repo, now: () => new Date('2026-11-21T12:00:00Z'), log: quiet });
    assert.deepEqual(back, { name: 'banners', version: first.version, entry: `/remotes/banners/${first.version}/mf-manifest.json`, from: second.version });
    const config = readJson(path.join(to, 'remotes.json'));
    assert.equal(config.banners.entry, `/remotes/banners/${first.version}/mf-manifest.json`);
    assert.equal(config.banners.rolledBackAt, '2026-11-21T12:00:00.000Z');
    assert.deepEqual(config.banners.previous, [HOST_DEFAULT.banners]);
    // The rolled-back version's folder stays: it can be deployed again without a copy.
    assert.ok(fs.existsSync(path.join(to, 'remotes/banners', second.version, 'mf-manifest.json')));

    rollback({ remote: 'banners', to, repo, log: quiet });
    assert.deepEqual(readJson(path.join(to, 'remotes.json')).banners.entry, HOST_DEFAULT.banners.entry);
    assert.throws(() => rollback({ remote: 'banners', to, repo, log: quiet }), (error) => {
      assert.ok(error instanceof DeployError);
      assert.equal(error.exitCode, 1);
      assert.match(error.message, /banners has no previous version .* to roll back to/);
      return true;
    });
  });

  test('a remote never deployed, or a folder with no remotes.json, has nothing to roll back', async () => {
    const repo = fakeRepo();
    const to = tempDir('shop-deploy-to-');
    assert.throws(() => rollback({ remote: 'cart', to, repo, log: quiet }), /nothing was deployed to .* \(no remotes\.json\)/);
    await deploy({ remote: 'banners', to, repo, build: fakeBuild('v1'), log: quiet });
    assert.throws(() => rollback({ remote: 'cart', to, repo, log: quiet }), /cart has no previous version/);
  });

  test('a previous version whose folder is gone is refused, remotes.json unchanged', async () => {
    const repo = fakeRepo();
    const to = tempDir('shop-deploy-to-');
    const first = await deploy({ remote: 'cart', to, repo, build: fakeBuild('v1'), log: quiet });
    await deploy({ remote: 'cart', to, repo, build: fakeBuild('v2'), log: quiet });
    fs.rmSync(path.join(to, 'remotes/cart', first.version), { recursive: true });
    const before = fs.readFileSync(path.join(to, 'remotes.json'));
    assert.throws(() => rollback({ remote: 'cart', to, repo, log: quiet }), /previous version .* is missing/);
    assert.deepEqual(fs.readFileSync(path.join(to, 'remotes.json')), before);
  });
});

describe('list', () => {
  test('shows the current version, the rollback chain with contracts, and other kept folders', async () => {
    const repo = fakeRepo();
    const to = tempDir('shop-deploy-to-');
    const first = await deploy({ remote: 'cart', to, repo, build: fakeBuild('v1'), log: quiet });
    const second = await deploy({ remote: 'cart', to, repo, build: fakeBuild('v2', { contract: { version: '1.1.0', range: '^1.1.0' } }), log: quiet });
    const third = await deploy({ remote: 'cart', to, repo, build: fakeBuild('v3'), log: quiet });
    rollback({ remote: 'cart', to, repo, log: quiet });
    const [cart] = listVersions({ remote: 'cart', to, repo });
    assert.equal(cart.name, 'cart');
    assert.deepEqual(cart.rows.map((r) => [r.version ?? null, r.state, r.contract]), [
      [second.version, 'current', '^1.1.0'],
      [first.version, 'rollback 1', '^1.0.0'],
      [null, 'rollback 2', null],
      [third.version, 'kept', '^1.0.0'],
    ]);
    assert.equal(listVersions({ to, repo }).length, 4);
  });
});

describe('command line', () => {
  test('parseArgs reads the remote, --to (relative to the caller), the action and --no-build', () => {
    const env = { INIT_CWD: '/home/dev/shop' };
    assert.deepEqual(parseArgs(['banners', '--to', 'out'], env), { remote: 'banners', to: '/home/dev/shop/out', from: undefined, action: 'deploy', build: true });
    assert.deepEqual(parseArgs(['cart', '--rollback'], { ...env, DEPLOY_DIR: '/srv/shop' }), { remote: 'cart', to: '/srv/shop', from: undefined, action: 'rollback', build: true });
    assert.deepEqual(parseArgs(['--list', '--to=/srv/x'], env), { remote: undefined, to: '/srv/x', from: undefined, action: 'list', build: true });
    assert.equal(parseArgs(['cart', '--to', '/x', '--no-build'], env).build, false);
    assert.equal(parseArgs(['cart', '--to', '/x', '--from', 'artifacts/cart'], env).from, '/home/dev/shop/artifacts/cart');
    assert.throws(() => parseArgs(['cart', '--from'], env), /--from needs a build folder/);
    assert.throws(() => parseArgs(['cart', 'banners', '--to', '/x'], env), /one remote at a time/);
    assert.throws(() => parseArgs(['cart', '--to'], env), /--to needs a folder/);
    assert.throws(() => parseArgs(['cart', '--force'], env), /unknown option --force/);
    assert.throws(() => parseArgs(['--to', '/x'], env), /usage: npm run deploy/);
  });

  test('errors are one clear line with exit code 2 (usage) or 1 (nothing to roll back)', () => {
    const to = tempDir('shop-deploy-to-');
    const bad = spawnSync(process.execPath, [path.join(TOOLS, 'deploy.mjs'), 'mfe-payments', '--to', to], { encoding: 'utf8' });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /^deploy: unknown remote "mfe-payments"; known: /);
    assert.ok(!bad.stderr.includes('    at '), 'no stack trace');
    write(path.join(to, 'remotes.json'), JSON.stringify(HOST_DEFAULT));
    const none = spawnSync(process.execPath, [path.join(TOOLS, 'deploy.mjs'), 'cart', '--rollback', '--to', to], { encoding: 'utf8' });
    assert.equal(none.status, 1);
    assert.match(none.stderr, /cart has no previous version/);
  });
});

describe('gateway with DEPLOY_DIR', () => {
  test('DEPLOY_DIR is absolute, relative to the caller\'s folder; unset means no deploy folder', () => {
    assert.equal(deployDirFrom({}), undefined);
    assert.equal(deployDirFrom({ DEPLOY_DIR: '/srv/shop' }), '/srv/shop');
    assert.equal(deployDirFrom({ DEPLOY_DIR: 'out', INIT_CWD: '/home/dev' }), '/home/dev/out');
  });

  test('serves the deploy folder\'s remotes.json (never cached) and its versions (immutable), the builds for the rest; a rollback switches back', async () => {
    const to = tempDir('shop-deploy-to-');
    const roots = writeFakeDists(tempDir('shop-deploy-dists-'));
    const gateway = await buildGateway({ roots, deployDir: to, apiUrl: 'http://127.0.0.1:9', logger: false });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    try {
      await assertDeployFolderServed(`http://127.0.0.1:${gateway.server.address().port}`, { to, repo: fakeRepo(), securityHeaders: SECURITY_HEADERS });
    } finally {
      await gateway.close();
    }
  });
});
