// A throw-away PostgreSQL cluster from Debian's server binaries (as tools/test-pg.mjs starts one): initdb as the
// postgres user when run as root, trust auth on 127.0.0.1 only, a free port, deleted on stop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './net.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const PREFIX = 'shop-topology-pg-';
const OWNER_FILE = 'owner.pid';

/** PG_BIN, else the newest /usr/lib/postgresql/<version>/bin with version >= 15, else pg_config --bindir; null when none. */
export function findPgBin(env = process.env) {
  if (env.PG_BIN) return fs.existsSync(path.join(env.PG_BIN, 'initdb')) ? env.PG_BIN : null;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs.readdirSync(base).map(Number).filter((v) => v >= 15 && fs.existsSync(path.join(base, String(v), 'bin', 'initdb'))).sort((a, b) => b - a)
    : [];
  if (versions.length) return path.join(base, String(versions[0]), 'bin');
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0 && fs.existsSync(path.join(pgConfig.stdout.trim(), 'initdb'))) return pgConfig.stdout.trim();
  return null;
}

const shellQuote = (arg) => `'${String(arg).replace(/'/g, "'\\''")}'`;

/** The command line that runs a server binary: initdb refuses root, so as root it runs as the postgres user. */
function pgCommand(binary, args) {
  if (!isRoot) return { command: binary, argv: args };
  const runuser = spawnSync('sh', ['-c', 'command -v runuser'], { encoding: 'utf8' }).stdout.trim();
  if (runuser) return { command: runuser, argv: ['-u', 'postgres', '--', binary, ...args] };
  return { command: 'su', argv: ['-s', '/bin/sh', 'postgres', '-c', [binary, ...args].map(shellQuote).join(' ')] };
}

/** Runs a server binary (as the postgres user when root) and waits for it. */
export function runPg(binary, args, { allowFail = false } = {}) {
  const { command, argv } = pgCommand(binary, args);
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0 && !allowFail) {
    throw new Error(`${path.basename(binary)} failed (exit ${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  return result;
}

/** runPg without blocking the event loop (a fault test keeps its load running while pg_ctl stops and starts the server). */
export function runPgAsync(binary, args) {
  const { command, argv } = pgCommand(binary, args);
  return new Promise((resolve) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text) => { stdout += text; });
    child.stderr.setEncoding('utf8').on('data', (text) => { stderr += text; });
    child.on('error', (error) => resolve({ status: 1, stdout, stderr: `${stderr}${error.message}` }));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function stopDataDir(bin, dataDir) {
  if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
    // immediate: the data is thrown away anyway, so skip the shutdown checkpoint
    runPg(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { allowFail: true });
  }
}

/**
 * Clusters left by a run that was killed (SIGKILL gives no chance to clean up): their owner process is gone, so
 * stop their server and delete them. Clusters of a live run are left alone.
 */
export function removeAbandonedClusters(bin, tmp = os.tmpdir()) {
  for (const name of fs.readdirSync(tmp).filter((n) => n.startsWith(PREFIX))) {
    const dir = path.join(tmp, name);
    let owner = 0;
    try {
      owner = Number(fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8')) || 0;
    } catch {
      // No owner file: a run killed before it wrote one.
    }
    if (owner && isAlive(owner)) continue;
    stopDataDir(bin, path.join(dir, 'data'));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * initdb + pg_ctl start + createdb on a free port.
 * @param {object} [o]
 * @param {string} [o.database]
 * @param {number} [o.port] default: a free port
 * @param {string} [o.bin] default: findPgBin()
 * @returns {Promise<{ url: string, port: number, dir: string, version: string, stop: () => void,
 *   stopServer: (mode?: 'smart' | 'fast' | 'immediate') => Promise<void>, startServer: () => Promise<void> }>}
 *   stop: stops the server and deletes the cluster; stopServer / startServer: stop and start the server, keeping it
 */
export async function startPgCluster({ database = 'shop', port, bin = findPgBin() ?? undefined } = {}) {
  if (!bin) throw new Error('PostgreSQL 15+ server binaries not found (apt-get install postgresql, or set PG_BIN to the folder holding initdb and pg_ctl).');
  removeAbandonedClusters(bin);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
  fs.writeFileSync(path.join(dir, OWNER_FILE), String(process.pid));
  const dataDir = path.join(dir, 'data');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    stopDataDir(bin, dataDir);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  let serverOptions = '';
  const log = path.join(dir, 'server.log');
  const pgCtl = path.join(bin, 'pg_ctl');
  const startArgs = () => ['-D', dataDir, '-l', log, '-o', serverOptions, '-w', '-t', '60', 'start'];
  const startFailed = (result) => new Error(`PostgreSQL did not start (${serverOptions}):\n${result.stderr}${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`);
  /** pg_ctl start again after stopServer, resolving once the server accepts connections. */
  const startServer = async () => {
    const started = await runPgAsync(pgCtl, startArgs());
    if (started.status !== 0) throw startFailed(started);
  };
  /** pg_ctl stop, keeping the cluster (a fault test stops the server under load and starts it again). */
  const stopServer = async (mode = 'fast') => {
    const stopped = await runPgAsync(pgCtl, ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
    if (stopped.status !== 0) throw new Error(`pg_ctl stop -m ${mode} failed:\n${stopped.stdout}${stopped.stderr}`);
  };
  try {
    if (isRoot) {
      const ids = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
      const uid = ids('-u');
      if (!uid) throw new Error('Running as root needs the "postgres" system user (it comes with Debian\'s postgresql package).');
      fs.chownSync(dir, uid, ids('-g'));
    }
    fs.chmodSync(dir, 0o700);
    runPg(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const chosen = port ?? await freePort();
    serverOptions = [
      `-k ${dir}`, `-p ${chosen}`, '-c listen_addresses=127.0.0.1',
      // A throw-away cluster: durability buys nothing and costs the 2-core CI machine time.
      '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=100',
    ].join(' ');
    const started = runPg(pgCtl, startArgs(), { allowFail: true });
    if (started.status !== 0) throw startFailed(started);
    const createdb = spawnSync(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(chosen), '-U', 'postgres', database], { encoding: 'utf8' });
    if (createdb.status !== 0) throw new Error(`createdb failed: ${createdb.stderr}`);
    const version = spawnSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
    return { url: `postgres://postgres@127.0.0.1:${chosen}/${database}`, port: chosen, dir, version, stop, stopServer, startServer };
  } catch (error) {
    stop();
    throw error;
  }
}
