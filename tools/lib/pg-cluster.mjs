// A throw-away PostgreSQL cluster from Debian's server binaries (as tools/test-pg.mjs starts one): initdb as the
// postgres user when run as root, trust auth on 127.0.0.1 only, a free port, deleted on stop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
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

/** Runs a server binary; initdb refuses root, so as root it runs as the postgres user. */
export function runPg(binary, args, { allowFail = false } = {}) {
  let command = binary;
  let argv = args;
  if (isRoot) {
    const runuser = spawnSync('sh', ['-c', 'command -v runuser'], { encoding: 'utf8' }).stdout.trim();
    if (runuser) {
      command = runuser;
      argv = ['-u', 'postgres', '--', binary, ...args];
    } else {
      command = 'su';
      argv = ['-s', '/bin/sh', 'postgres', '-c', [binary, ...args].map(shellQuote).join(' ')];
    }
  }
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0 && !allowFail) {
    throw new Error(`${path.basename(binary)} failed (exit ${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  return result;
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
 * @returns {Promise<{ url: string, port: number, dir: string, version: string, stop: () => void }>}
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
    const serverOptions = [
      `-k ${dir}`, `-p ${chosen}`, '-c listen_addresses=127.0.0.1',
      // A throw-away cluster: durability buys nothing and costs the 2-core CI machine time.
      '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=100',
    ].join(' ');
    const log = path.join(dir, 'server.log');
    const started = runPg(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', log, '-o', serverOptions, '-w', '-t', '60', 'start'], { allowFail: true });
    if (started.status !== 0) {
      const serverLog = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
      throw new Error(`PostgreSQL did not start on 127.0.0.1:${chosen}:\n${started.stderr}${serverLog}`);
    }
    const createdb = spawnSync(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(chosen), '-U', 'postgres', database], { encoding: 'utf8' });
    if (createdb.status !== 0) throw new Error(`createdb failed: ${createdb.stderr}`);
    const version = spawnSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
    return { url: `postgres://postgres@127.0.0.1:${chosen}/${database}`, port: chosen, dir, version, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
