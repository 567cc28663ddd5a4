// `npm run deploy -- <remote> --to <dir>`: builds one remote, copies its build into an immutable folder
// `<dir>/remotes/<name>/<version>/` and switches `<dir>/remotes.json` to it in one atomic rename.
// `--rollback` points the remote back at the version it had before; `--list` shows the versions.
// Nothing else under <dir> is written: the host and the other remotes keep their files and entries.
//
// remotes.json stays what the host reads ({name: {entry}}); each deployed entry also carries its
// version, when it was deployed and the entries it replaced (newest first, HISTORY_LIMIT kept), so the
// switch and its history change together in the one rename.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { APPS, buildApps } from './build.mjs';
import { REMOTES } from './ports.mjs';
import { syncDir, writeFileAtomic } from './lib/atomic-file.mjs';
import { deployDirFrom } from './lib/deploy-dir.mjs';
import { staleTwins } from './lib/precompress.mjs';

export const REPO = path.resolve(import.meta.dirname, '..');
export const HISTORY_LIMIT = 10;
const MANIFEST = 'mf-manifest.json';
const LOCK = '.deploy.lock';

/** A refusal the operator can act on: printed without a stack, exit code 1 (2 for a usage error). */
export class DeployError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** A remote by federation name ('banners') or folder ('mfe-banners'). */
export function resolveRemote(nameOrDir) {
  const found = Object.entries(REMOTES).find(([name, r]) => name === nameOrDir || r.dir === nameOrDir);
  if (!found) {
    const known = Object.entries(REMOTES).map(([name, r]) => `${name} (${r.dir})`).join(', ');
    throw new DeployError(`deploy: unknown remote ${JSON.stringify(nameOrDir ?? '')}; known: ${known}. The host is not deployed with this command.`, 2);
  }
  const [name, remote] = found;
  return { name, ...remote };
}

/** Files under `dir`, relative with '/' separators, sorted; dot-files (temporary copies) left out. */
export function listFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full).split(path.sep).join('/')];
    })
    .sort();
}

/** sha256 over every file's name and bytes: the same build always gets the same version. */
export function hashDir(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const shortHash = (dir) => hashDir(dir).slice(0, 10);

/** `<package version>-<10 hex of the content hash>`, e.g. 0.1.0-3fa2c9d01b. */
export function versionOf(distDir, packageVersion) {
  return `${packageVersion}-${shortHash(distDir)}`;
}

const entryUrl = (remote, version) => `${remote.prefix}${version}/${MANIFEST}`;

/**
 * The deploy folder's remotes.json, or — before the first deploy into it — the host's own
 * (host/public/remotes.json: every remote served from its build's unversioned folder).
 */
export function readRemotesJson(to, repo = REPO) {
  const own = path.join(to, 'remotes.json');
  const file = fs.existsSync(own) ? own : path.join(repo, 'host', 'public', 'remotes.json');
  let config;
  try {
    config = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new DeployError(`deploy: cannot read ${file}: ${error.message}`);
  }
  const valid = config && typeof config === 'object' && !Array.isArray(config)
    && Object.values(config).every((e) => e && typeof e === 'object' && typeof e.entry === 'string');
  if (!valid) throw new DeployError(`deploy: ${file} is not a map of { entry } objects; fix it by hand before deploying`);
  return config;
}

const writeRemotesJson = (to, config, hooks) => writeFileAtomic(path.join(to, 'remotes.json'), `${JSON.stringify(config, null, 2)}\n`, hooks);

/** One deploy at a time per folder: remotes.json is read, changed and replaced. */
function withLock(to, action) {
  fs.mkdirSync(to, { recursive: true });
  const lock = path.join(to, LOCK);
  for (let attempt = 0; ; attempt += 1) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST' || attempt > 0) throw error;
      const pid = Number(fs.readFileSync(lock, 'utf8'));
      if (pid && isAlive(pid)) throw new DeployError(`deploy: another deploy (pid ${pid}) is working on ${to}; wait for it to finish`);
      fs.rmSync(lock, { force: true }); // left by a deploy that died
    }
  }
  const release = () => fs.rmSync(lock, { force: true });
  try {
    const result = action();
    if (result instanceof Promise) return result.finally(release);
    release();
    return result;
  } catch (error) {
    release();
    throw error;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The remote's own production build, nothing else (tools/build.mjs). */
async function buildRemote({ remote, repo, log }) {
  const app = APPS.find((a) => a.dir === remote.dir);
  return buildApps([app], { jobs: 1, repo, log });
}

function readManifest(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'));
  } catch {
    return null;
  }
}

/** A build that the host would refuse or that is not this remote's must not be deployed. */
function checkBuild(remote, distDir) {
  const manifest = readManifest(distDir);
  if (!manifest) throw new DeployError(`deploy: ${path.relative(process.cwd(), distDir) || distDir} has no readable ${MANIFEST}: is it a finished build of ${remote.dir}?`);
  if (manifest.name !== remote.name) {
    throw new DeployError(`deploy: ${distDir}/${MANIFEST} is the build of "${manifest.name}", not of "${remote.name}"`);
  }
  if (!manifest.metaData?.shopContract?.range) {
    throw new DeployError(`deploy: the build of ${remote.dir} states no host contract (metaData.shopContract); the host would refuse it. Rebuild it with the current tools/rspack-base.mjs.`);
  }
  // nginx and the Node gateway send x.js.br / x.js.gz in place of x.js without looking at x.js: a twin left from before
  // an edit would serve the old code under the new version.
  const stale = staleTwins(distDir);
  if (stale.length) {
    const shown = stale.slice(0, 5).join(', ') + (stale.length > 5 ? ` and ${stale.length - 5} more` : '');
    throw new DeployError(`deploy: ${distDir} has precompressed copies that no longer match their files (${shown}): a file was changed after the build. Rebuild, or delete those copies (the gateways then compress the file as they send it); nothing deployed`);
  }
  return manifest;
}

/** Copies `distDir` to `<to>/remotes/<name>/<version>/` unless that version is already there. */
function placeVersion(remote, distDir, to, version) {
  const remoteDir = path.join(to, 'remotes', remote.name);
  const target = path.join(remoteDir, version);
  if (fs.existsSync(target)) {
    // The name holds the content hash: an existing folder is this very build, unless someone edited it.
    if (!version.endsWith(`-${shortHash(target)}`)) {
      throw new DeployError(`deploy: ${target} exists but its files differ from its version's hash; it was changed by hand. Versions are never overwritten: remove it deliberately if it must go.`);
    }
    return false;
  }
  fs.mkdirSync(remoteDir, { recursive: true });
  // Copied under a dot-name (the gateway never serves dot-files), then renamed: a version folder is
  // either absent or complete.
  const temp = path.join(remoteDir, `.${version}.${process.pid}.tmp`);
  fs.rmSync(temp, { recursive: true, force: true });
  fs.cpSync(distDir, temp, { recursive: true });
  if (!version.endsWith(`-${shortHash(temp)}`)) {
    fs.rmSync(temp, { recursive: true, force: true });
    throw new DeployError(`deploy: the copy of ${distDir} does not match the build (was it rebuilt meanwhile?); nothing deployed`);
  }
  fs.renameSync(temp, target);
  syncDir(remoteDir);
  return true;
}

/**
 * Builds `remoteName` (unless `build: false`), places its build as a new version and switches
 * remotes.json to it.
 * @param {object} o
 * @param {string} o.remote         'banners' or 'mfe-banners'
 * @param {string} o.to             the deploy folder
 * @param {string} [o.repo]
 * @param {string} [o.from]       deploy this finished build folder instead of building (a CI artifact)
 * @param {false | ((o: {remote: object, repo: string, log: Function}) => Promise<boolean>)} [o.build]
 *   the build step (tests pass a fake one); false deploys the build already in <remote>/dist
 * @param {() => Date} [o.now]
 * @param {{ beforeRename?: (tempFile: string) => void }} [o.hooks]
 * @returns {Promise<{ name: string, version: string, entry: string, copied: boolean, previous: string | null }>}
 */
export async function deploy({ remote: remoteName, to, from, repo = REPO, build = buildRemote, now = () => new Date(), log = console.log, hooks } = {}) {
  const remote = resolveRemote(remoteName);
  if (!to) throw new DeployError('deploy: say where to deploy: --to <dir> (or set DEPLOY_DIR)', 2);
  const distDir = from ?? path.join(repo, remote.dir, 'dist');
  if (build && !from) {
    const ok = await build({ remote, repo, log });
    if (!ok) throw new DeployError(`deploy: the build of ${remote.dir} failed; nothing was deployed`);
  }
  checkBuild(remote, distDir);
  const pkg = JSON.parse(fs.readFileSync(path.join(repo, remote.dir, 'package.json'), 'utf8'));
  const version = versionOf(distDir, pkg.version);

  return withLock(to, () => {
    const copied = placeVersion(remote, distDir, to, version);
    const config = readRemotesJson(to, repo);
    const current = config[remote.name];
    if (current?.version === version) {
      log(`deploy: ${remote.name} ${version} is already the deployed version; remotes.json unchanged`);
      return { name: remote.name, version, entry: current.entry, copied, previous: current.previous?.[0]?.version ?? null };
    }
    const { previous: older = [], ...replaced } = current ?? {};
    const entry = entryUrl(remote, version);
    config[remote.name] = {
      entry,
      version,
      deployedAt: now().toISOString(),
      previous: current ? [replaced, ...older].slice(0, HISTORY_LIMIT) : [],
    };
    writeRemotesJson(to, config, hooks);
    log(`deploy: ${remote.name} ${replaced.version ?? replaced.entry ?? '(none)'} → ${version}${copied ? '' : ' (folder already there)'}; remotes.json switched`);
    return { name: remote.name, version, entry, copied, previous: replaced.version ?? null };
  });
}

/** Points `remoteName` back at the entry it had before its current one. */
export function rollback({ remote: remoteName, to, repo = REPO, now = () => new Date(), log = console.log, hooks } = {}) {
  const remote = resolveRemote(remoteName);
  if (!to) throw new DeployError('deploy: say which deploy folder: --to <dir> (or set DEPLOY_DIR)', 2);
  if (!fs.existsSync(path.join(to, 'remotes.json'))) throw new DeployError(`deploy: nothing was deployed to ${to} (no remotes.json), so there is nothing to roll back`);
  return withLock(to, () => {
    const config = readRemotesJson(to, repo);
    const current = config[remote.name];
    const [target, ...older] = current?.previous ?? [];
    if (!target) throw new DeployError(`deploy: ${remote.name} has no previous version in ${to}/remotes.json to roll back to (current: ${current?.version ?? current?.entry ?? 'none'})`);
    if (target.version && !fs.existsSync(path.join(to, 'remotes', remote.name, target.version, MANIFEST))) {
      throw new DeployError(`deploy: ${remote.name}'s previous version ${target.version} is missing from ${to}/remotes/${remote.name}/; remotes.json unchanged`);
    }
    config[remote.name] = { ...target, rolledBackAt: now().toISOString(), previous: older };
    writeRemotesJson(to, config, hooks);
    log(`deploy: ${remote.name} rolled back ${current.version ?? current.entry} → ${target.version ?? target.entry}; remotes.json switched`);
    return { name: remote.name, version: target.version ?? null, entry: target.entry, from: current.version ?? null };
  });
}

/** Versions per remote: the deployed one, its rollback chain, and any other folder present. */
export function listVersions({ remote: remoteName, to, repo = REPO } = {}) {
  if (!to) throw new DeployError('deploy: say which deploy folder: --to <dir> (or set DEPLOY_DIR)', 2);
  const names = remoteName ? [resolveRemote(remoteName).name] : Object.keys(REMOTES);
  const config = readRemotesJson(to, repo);
  return names.map((name) => {
    const current = config[name];
    const folder = path.join(to, 'remotes', name);
    const present = fs.existsSync(folder) ? fs.readdirSync(folder).filter((v) => !v.startsWith('.')).sort() : [];
    const contractOf = (version) => readManifest(path.join(folder, version))?.metaData?.shopContract?.range ?? null;
    const chain = current ? [{ ...current, state: 'current' }, ...(current.previous ?? []).map((p, i) => ({ ...p, state: `rollback ${i + 1}` }))] : [];
    const rows = chain.map(({ previous: _p, ...e }) => ({ ...e, contract: e.version ? contractOf(e.version) : null }));
    const listed = new Set(rows.map((r) => r.version));
    for (const version of present) if (!listed.has(version)) rows.push({ version, state: 'kept', contract: contractOf(version), entry: `/remotes/${name}/${version}/${MANIFEST}` });
    return { name, rows };
  });
}

function printList(lists, log) {
  for (const { name, rows } of lists) {
    log(`${name}:`);
    if (!rows.length) log('  (not listed in remotes.json)');
    for (const r of rows) {
      const when = r.deployedAt ? ` deployed ${r.deployedAt}` : '';
      log(`  ${r.state === 'current' ? '*' : ' '} ${(r.version ?? '(unversioned build)').padEnd(22)} ${r.state.padEnd(11)} contract ${r.contract ?? '?'}${when}  ${r.entry}`);
    }
  }
}

export function parseArgs(argv, env = process.env) {
  // Relative paths are the caller's: npm runs scripts from the repo root but keeps the shell's folder in INIT_CWD.
  const fromCaller = (p) => path.resolve(env.INIT_CWD ?? process.cwd(), p);
  const options = { remote: undefined, to: deployDirFrom(env), from: undefined, action: 'deploy', build: true };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--to') {
      const value = argv[++i];
      if (!value || value.startsWith('--')) throw new DeployError('deploy: --to needs a folder', 2);
      options.to = fromCaller(value);
    } else if (arg.startsWith('--to=')) options.to = fromCaller(arg.slice(5));
    else if (arg === '--rollback') options.action = 'rollback';
    else if (arg === '--list') options.action = 'list';
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--from') {
      const value = argv[++i];
      if (!value || value.startsWith('--')) throw new DeployError('deploy: --from needs a build folder', 2);
      options.from = fromCaller(value);
    }
    else if (arg.startsWith('--')) throw new DeployError(`deploy: unknown option ${arg}`, 2);
    else if (options.remote) throw new DeployError(`deploy: one remote at a time (got ${options.remote} and ${arg})`, 2);
    else options.remote = arg;
  }
  if (!options.remote && options.action !== 'list') {
    throw new DeployError('usage: npm run deploy -- <remote> --to <dir> [--no-build | --from <build dir>] | <remote> --rollback --to <dir> | [<remote>] --list --to <dir>', 2);
  }
  return options;
}

async function main() {
  try {
    const options = parseArgs(process.argv.slice(2));
    if (options.action === 'list') printList(listVersions(options), console.log);
    else if (options.action === 'rollback') rollback(options);
    else await deploy({ ...options, build: options.build ? buildRemote : false });
  } catch (error) {
    if (!(error instanceof DeployError)) throw error;
    console.error(error.message);
    process.exit(error.exitCode);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
