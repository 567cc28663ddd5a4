// `npm run test:pg`: runs the API jest suite against a throw-away PostgreSQL (15+) cluster that this script starts,
// then stops and deletes it (also on failure and Ctrl-C), then the fault suites (tools/fault: the API under load while
// PostgreSQL stops, restarts and has its backends killed, each on its own cluster), and exits non-zero if any failed.
// Extra arguments go to jest, e.g. `npm run test:pg -- test/catalogue.test.ts` (and skip the fault suites);
// `npm run test:pg -- --fault-only` runs only the fault suites.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPgBin, runPg } from './lib/pg-cluster.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PREFERRED_PORT = 55432;
let PORT = Number(process.env.PG_TEST_PORT ?? PREFERRED_PORT);

/** Resolves true when nothing listens on 127.0.0.1:port. */
function portFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false)).once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, '127.0.0.1');
  });
}

/** A port the kernel just handed out (another run, a leftover server, anything may hold the preferred one). */
function ephemeralPort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
const RESULTS = path.join(ROOT, '.tmp', 'test-results', 'api-pg.json');
const FAULT_RESULTS = path.join(ROOT, '.tmp', 'test-results', 'db-fault.json');
const DATABASE = 'shop_test';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function log(message) {
  console.log(`[test:pg] ${message}`);
}

/** The server binaries (tools/lib/pg-cluster.mjs finds them the same way for the topology). */
function findBinDir() {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL 15+ server binaries not found (install postgresql, or set PG_BIN to the folder holding initdb and pg_ctl).');
  return bin;
}

function userIds(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) throw new Error(`Running as root needs the "${name}" system user (it comes with Debian's postgresql package).`);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

let cluster; // { dir, dataDir, bin } once created
let child;
let cleanedUp = false;

function cleanup() {
  if (cleanedUp || !cluster) return;
  cleanedUp = true;
  if (fs.existsSync(path.join(cluster.dataDir, 'postmaster.pid'))) {
    // immediate: the data is thrown away anyway, so skip the shutdown checkpoint
    runPg(path.join(cluster.bin, 'pg_ctl'), ['-D', cluster.dataDir, '-m', 'immediate', '-w', 'stop'], { allowFail: true });
  }
  fs.rmSync(cluster.dir, { recursive: true, force: true });
  log('cluster stopped and removed');
}

function startCluster() {
  const bin = findBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  cluster = { dir, dataDir: path.join(dir, 'data'), bin };
  if (isRoot) {
    const { uid, gid } = userIds('postgres');
    fs.chownSync(dir, uid, gid);
  }
  fs.chmodSync(dir, 0o700);
  log(`initdb in ${dir} (${bin})`);
  runPg(path.join(bin, 'initdb'), ['-D', cluster.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const serverOptions = [
    `-k ${dir}`, `-p ${PORT}`, '-c listen_addresses=127.0.0.1',
    // durability is pointless for a throw-away cluster; these make the suite faster
    '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=100',
  ].join(' ');
  const started = runPg(path.join(bin, 'pg_ctl'), ['-D', cluster.dataDir, '-l', path.join(dir, 'server.log'), '-o', serverOptions, '-w', '-t', '60', 'start'], { allowFail: true });
  if (started.status !== 0) {
    const serverLog = fs.existsSync(path.join(dir, 'server.log')) ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8') : '';
    throw new Error(`PostgreSQL did not start on 127.0.0.1:${PORT} (is the port taken? set PG_TEST_PORT):\n${started.stderr}${serverLog}`);
  }
  const createdb = spawnSync(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(PORT), '-U', 'postgres', DATABASE], { encoding: 'utf8' });
  if (createdb.status !== 0) throw new Error(`createdb failed: ${createdb.stderr}`);
  const version = spawnSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  log(`${version} ready on 127.0.0.1:${PORT}, database ${DATABASE}`);
  return `postgres://postgres@127.0.0.1:${PORT}/${DATABASE}`;
}

/**
 * The fault suites (tools/fault/*.test.mjs) after jest: each starts its own throw-away cluster, since it stops and
 * restarts the server under load, which would break the suite sharing this one. Results in .tmp/test-results/db-fault.json.
 */
function runFaultSuites() {
  const dir = path.join(ROOT, 'tools', 'fault');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.test.mjs')).map((f) => path.join('tools', 'fault', f));
  fs.mkdirSync(path.dirname(FAULT_RESULTS), { recursive: true });
  const args = [
    '--test', '--test-concurrency=1',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=./tools/lib/node-test-json-reporter.mjs', `--test-reporter-destination=${FAULT_RESULTS}`,
    ...files,
  ];
  return new Promise((resolve) => {
    child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}

function runJest(databaseUrl) {
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = ['test', '-w', 'api', '--', '--json', '--outputFile', RESULTS, ...process.argv.slice(2)];
  return new Promise((resolve) => {
    child = spawn(npm, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping`);
    // jest (same process group on Ctrl-C) ends on its own; a SIGTERM from elsewhere must reach it too
    if (child && child.exitCode === null) child.kill('SIGTERM');
    else {
      cleanup();
      process.exit(130);
    }
  });
}
process.on('exit', cleanup);

const started = Date.now();
let code;
try {
  // Without PG_TEST_PORT, a taken 55432 (a second run, a leftover cluster) must not fail the suite: use a free port.
  if (!process.env.PG_TEST_PORT && !(await portFree(PORT))) {
    PORT = await ephemeralPort();
    log(`port ${PREFERRED_PORT} is taken; using ${PORT}`);
  }
  const faultOnly = process.argv.includes('--fault-only');
  if (!faultOnly) {
    const url = startCluster();
    code = interrupted ? 130 : await runJest(url);
    // The fault suites start their own clusters: this one can go first (a 2-core machine runs one at a time more happily).
    cleanup();
  }
  // A run narrowed to some jest files (extra arguments) is about those files: the fault suites run in full runs only.
  if (!interrupted && (faultOnly || process.argv.length <= 2)) {
    const faultStarted = Date.now();
    const faultCode = await runFaultSuites();
    log(`fault suites done in ${((Date.now() - faultStarted) / 1000).toFixed(1)} s, exit ${faultCode}`);
    if (!code) code = faultCode;
  }
  if (interrupted) code = 130;
} catch (error) {
  console.error(`[test:pg] ${error instanceof Error ? error.message : error}`);
  code = 1;
} finally {
  cleanup();
}
log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s, exit ${code}; jest results in ${path.relative(ROOT, RESULTS)}`);
process.exit(code);
