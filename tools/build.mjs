// Production builds of the API and the five front-end apps, each with its own build script in its own
// folder: `--all` rebuilds everything, `--missing` only what has no build or is older than its sources.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const REPO = path.resolve(import.meta.dirname, '..');

/** What every front-end build reads besides its own folder (the API's domain rules are bundled into the apps too). */
const FRONT_END_SHARED = ['shared/src', 'shared/package.json', 'api/src/rules', 'tools/rspack-base.mjs', 'tools/mf-shared.mjs', 'tools/lib/precompress.mjs', 'tools/lib/compile-hints.mjs', 'tools/lib/path-free-ids.mjs', 'tools/ports.mjs', 'package-lock.json'];
const FRONT_END_OWN = ['src', 'public', 'package.json', 'rspack.config.mjs', 'tsconfig.json'];

/**
 * The builds, by workspace folder; `output` is a file a finished build always writes. A front-end app's build is two
 * (browser and server, tools/rspack-base.mjs) that succeed or fail together: its server build's entry stands for both.
 */
export const APPS = [
  { dir: 'api', output: 'dist/server.js', inputs: ['api/src', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json', 'package-lock.json'] },
  ...['host', 'mfe-catalogue', 'mfe-cart', 'mfe-account-auth', 'mfe-banners'].map((dir) => ({
    dir,
    output: dir === 'host' ? 'dist/server/server.cjs' : 'dist/server/remoteEntry.js',
    inputs: [...FRONT_END_OWN.map((p) => `${dir}/${p}`), ...FRONT_END_SHARED],
  })),
];

/** Newest modification time (ms) of a file or of any file under a folder; 0 when absent. */
export function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why an app needs a build ('missing', 'stale'), or null when its build is up to date. */
export function buildReason(app, repo = REPO) {
  const output = path.join(repo, app.dir, app.output);
  if (!fs.existsSync(output)) return 'missing';
  const built = fs.statSync(output).mtimeMs;
  const newest = Math.max(...app.inputs.map((p) => newestMtime(path.join(repo, p))));
  return newest > built ? 'stale' : null;
}

function runBuild(app, repo) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', 'build', '--silent'], { cwd: path.join(repo, app.dir), env: { ...process.env, NODE_ENV: 'production' } });
    let log = '';
    child.stdout.on('data', (d) => { log += d; });
    child.stderr.on('data', (d) => { log += d; });
    child.on('close', (code) => {
      const ok = code === 0;
      // A failed build must not look finished to the next `--missing` run.
      if (!ok) fs.rmSync(path.join(repo, app.dir, app.output), { force: true });
      resolve({ app, ok, seconds: (performance.now() - started) / 1000, log });
    });
  });
}

const fmt = (s) => `${s.toFixed(1)} s`.padStart(8);

/**
 * Builds `apps`, `jobs` at a time, printing one line per app as it finishes and the total.
 * @returns {Promise<boolean>} true when every build succeeded
 */
export async function buildApps(apps, { jobs = 2, repo = REPO, log = console.log } = {}) {
  const started = performance.now();
  const queue = [...apps];
  const results = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const result = await runBuild(app, repo);
      results.push(result);
      log(`${result.ok ? '✓' : '✗'} ${app.dir.padEnd(18)}${fmt(result.seconds)}`);
      if (!result.ok) log(result.log.trim().split('\n').slice(-40).map((l) => `    ${l}`).join('\n'));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, apps.length)) }, worker));
  log(`build: ${apps.length} app(s) in ${fmt((performance.now() - started) / 1000).trim()}${results.every((r) => r.ok) ? '' : ' — FAILED'}`);
  return results.every((r) => r.ok);
}

async function main() {
  const args = process.argv.slice(2);
  const jobsArg = args.find((a) => a.startsWith('--jobs='));
  const jobs = jobsArg ? Number(jobsArg.split('=')[1]) : 2;
  const named = args.filter((a) => !a.startsWith('--'));
  const unknown = named.filter((n) => !APPS.some((a) => a.dir === n));
  if (unknown.length) {
    console.error(`build: unknown app(s) ${unknown.join(', ')}; known: ${APPS.map((a) => a.dir).join(', ')}`);
    process.exit(2);
  }
  let apps = named.length ? APPS.filter((a) => named.includes(a.dir)) : APPS;
  if (args.includes('--missing')) {
    apps = apps.filter((a) => {
      const reason = buildReason(a);
      if (reason) console.log(`build: ${a.dir} is ${reason === 'missing' ? 'not built' : 'older than its sources'}`);
      return reason;
    });
    if (!apps.length) {
      console.log('build: every build is up to date');
      return;
    }
  }
  const ok = await buildApps(apps, { jobs });
  process.exit(ok ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
