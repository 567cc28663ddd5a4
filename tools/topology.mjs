// `npm run topology` (node tools/topology.mjs): the production topology of docker-compose.yml from Debian's
// packages, for CI and for trying it locally — a throw-away PostgreSQL, TWO API instances (the dist build, one
// DATABASE_URL), the production builds served as static files and Debian's nginx, unprivileged, with the
// configuration of nginx/ in front: the API upstream round robin over both instances, one port.
// Prints the URL once the shop answers through nginx; Ctrl-C (or SIGTERM) stops and deletes everything.
//
//   PORT              nginx's port (default: a free one)
//   API_PORTS         the two instances' ports, e.g. 4290,4291 (default: free ones)
//   OPS_TOKEN         the staff API's token on both instances (default: a random one, printed)
//   DEPLOY_DIR        a deploy folder of `npm run deploy`, served by nginx as docker-compose mounts it (DEPLOY_ROOT)
//   ALLOW_DEV_SENDER  1: a demo, login codes and e-mails in /api/dev/outbox. As in docker-compose.yml, nothing opts in
//                     by default: without it (or a real OTP_SENDER and SMTP_URL) the instances refuse to start
//   --no-build        use the builds as they are (default: `tools/build.mjs --missing` first)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { REPO, defaultRoots, missingBuilds } from './gateway.mjs';
import { startLocalNginx } from './nginx-local.mjs';
import { deployDirFrom } from './lib/deploy-dir.mjs';
import { freePort, waitForHealth } from './lib/net.mjs';
import { findPgBin, startPgCluster } from './lib/pg-cluster.mjs';
import { supervise } from './lib/supervise.mjs';

export const INSTANCES = ['a', 'b'];

/** What this machine lacks to run the topology, as install hints; empty when it can. */
export function missingTools(env = process.env) {
  const missing = [];
  if (spawnSync('nginx', ['-v'], { stdio: 'ignore' }).error) missing.push('nginx (apt-get install nginx)');
  if (!findPgBin(env)) missing.push('PostgreSQL 15+ server (apt-get install postgresql, or PG_BIN)');
  return missing;
}

/**
 * Starts the topology. Every part started so far is stopped again when a later one fails.
 * @param {object} [o]
 * @param {number} [o.port] nginx's port (default: a free one)
 * @param {number[]} [o.apiPorts] one per instance (default: free ones)
 * @param {number[]} [o.ssrPorts] one per SSR instance (default: free ones)
 * @param {Record<string, string>} [o.env] extra environment of both API instances (ALLOW_DEV_SENDER: '1' opts in to the
 *   development sender, whose outbox the tests read codes from)
 * @param {string} [o.deployDir] a deploy folder for nginx (DEPLOY_ROOT); default none (an empty one)
 * @param {'inherit' | 'pipe' | 'ignore'} [o.apiOutput] where the instances' output goes
 * @param {(line: string) => void} [o.log]
 * @param {boolean} [o.requireBuilds] refuse to start without every front-end build (false: tests of the API alone)
 * @param {AbortSignal} [o.signal] stops whatever has started and rejects (Ctrl-C during the start)
 * @returns {Promise<{ url: string, databaseUrl: string, opsToken: string, stop: () => Promise<void>,
 *   apis: { id: string, url: string, child: import('node:child_process').ChildProcess, restarts: number, stop: () => Promise<void> }[],
 *   ssrs: { id: string, url: string, child: import('node:child_process').ChildProcess, restarts: number, stop: () => Promise<void> }[] }>}
 */
export async function startTopology({ port, apiPorts = [], ssrPorts = [], env = {}, apiOutput = 'inherit', log = console.log, requireBuilds = true, deployDir, signal } = {}) {
  const stops = [];
  const stop = async () => {
    while (stops.length) await stops.pop()();
  };
  const aborted = new Promise((resolve) => {
    if (signal?.aborted) resolve('stopped while starting');
    signal?.addEventListener('abort', () => resolve('stopped while starting'), { once: true });
  });
  const checkAbort = () => {
    if (signal?.aborted) throw new Error('stopped while starting');
  };
  try {
    const roots = defaultRoots();
    const missing = missingBuilds(roots);
    if (missing.length && requireBuilds) throw new Error(`no production build for ${missing.join(', ')} (run node tools/build.mjs --missing)`);

    const pg = await startPgCluster({ database: 'shop' });
    stops.push(async () => pg.stop());
    checkAbort();
    log(`topology: ${pg.version} on 127.0.0.1:${pg.port}`);

    const opsToken = env.OPS_TOKEN ?? process.env.OPS_TOKEN ?? crypto.randomBytes(24).toString('base64url');
    const apis = [];
    // Until every instance has answered once, an instance that stops is a set-up error (the configuration, a port):
    // startTopology fails with it. Afterwards one that dies is started again, with a growing pause and a log line,
    // while nginx sends its share to the other (a refused connection moves a read to the next instance).
    let ready = false;
    for (const [index, id] of INSTANCES.entries()) {
      const apiPort = apiPorts[index] ?? await freePort();
      let giveUp;
      const exited = new Promise((resolve) => { giveUp = resolve; });
      const spawnInstance = () => spawn(process.execPath, [path.join(REPO, 'api', 'dist', 'server.js')], {
        cwd: REPO,
        stdio: ['ignore', apiOutput, apiOutput],
        env: {
          // Request logs of two instances would bury everything else; LOG_LEVEL=info brings them back.
          LOG_LEVEL: 'warn',
          ...process.env,
          // As in docker-compose.yml: production, one proxy hop (nginx) in front, and no development sender unless
          // the caller opts in (ALLOW_DEV_SENDER=1 in its environment or `env`: the tests read codes from the outbox).
          NODE_ENV: 'production',
          TRUST_PROXY_HOPS: '1',
          ...env,
          OPS_TOKEN: opsToken,
          DATABASE_URL: pg.url,
          API_HOST: '127.0.0.1',
          API_PORT: String(apiPort),
          API_INSTANCE_ID: id,
        },
      });
      const instance = supervise(`API instance ${id}`, spawnInstance, {
        log: (line) => log(`topology: ${line}`),
        shouldRestart: () => ready,
        onGiveUp: (why) => giveUp(why),
        // A restarted instance's piped output is drained (only the first one's is the caller's to read).
        onStart: (child, restarts) => { if (restarts > 0) for (const stream of [child.stdout, child.stderr]) stream?.resume(); },
      });
      stops.push(() => instance.stop());
      apis.push({ id, url: `http://127.0.0.1:${apiPort}`, instance, exited });
    }
    // Both instances start together on the empty database, as `docker-compose up --scale api=2` starts its replicas:
    // the migrations run under Kysely's advisory lock and the demo seed under its own (api/src/db/seed/demo-seed.ts),
    // so one of them migrates and seeds and the other waits, then finds the work done.
    await Promise.all(apis.map(async ({ id, url, exited }) => {
      await waitForHealth(`${url}/api/health`, { abort: Promise.race([exited, aborted]), timeoutMs: 240_000 });
      log(`topology: API instance ${id} at ${url}`);
    }));

    const listen = port ?? await freePort();
    const nginxDir = path.join(REPO, '.tmp', `topology-nginx-${listen}`);
    stops.push(async () => fs.rmSync(nginxDir, { recursive: true, force: true }));
    // Two SSR instances, as two API ones: nginx sends pages to them in turn (and to the other when one fails).
    const ssrs = [];
    for (const [index, id] of INSTANCES.entries()) ssrs.push({ id, port: ssrPorts[index] ?? await freePort(), api: apis[index] });
    const nginx = await startLocalNginx({
      dir: nginxDir, port: listen, roots, apiUrls: apis.map((a) => a.url), ssrUrls: ssrs.map((r) => `http://127.0.0.1:${r.port}`), deployDir,
    });
    stops.push(() => nginx.stop());
    // Without the host's server build (tests of the API alone) nothing answers there and nginx serves the static shell.
    const serverBundle = path.join(REPO, 'host', 'dist', 'server', 'server.cjs');
    for (const ssr of fs.existsSync(serverBundle) ? ssrs : []) {
      let giveUp;
      const exited = new Promise((resolve) => { giveUp = resolve; });
      // Each reads remotes.json and the remotes' server builds through nginx, as the browser does, and asks its API
      // instance directly who the shopper is. While one is down, nginx sends its pages to the other.
      ssr.instance = supervise(`SSR instance ${ssr.id}`, () => spawn(process.execPath, ['--enable-source-maps', serverBundle], {
        cwd: REPO,
        stdio: ['ignore', apiOutput, apiOutput],
        env: { ...process.env, NODE_ENV: 'production', SSR_HOST: '127.0.0.1', SSR_PORT: String(ssr.port), API_URL: ssr.api.url, REMOTES_ORIGIN: nginx.url },
      }), {
        log: (line) => log(`topology: ${line}`),
        shouldRestart: () => ready,
        onGiveUp: (why) => giveUp(why),
        onStart: (child, restarts) => { if (restarts > 0) for (const stream of [child.stdout, child.stderr]) stream?.resume(); },
      });
      stops.push(() => ssr.instance.stop());
      await waitForHealth(`http://127.0.0.1:${ssr.port}/healthz`, { abort: Promise.race([exited, aborted]), timeoutMs: 60_000 });
      log(`topology: SSR instance ${ssr.id} at http://127.0.0.1:${ssr.port} (API ${ssr.api.id})`);
    }
    await waitForHealth(`${nginx.url}/api/health`, { abort: aborted, timeoutMs: 30_000 });
    ready = true;
    return {
      url: nginx.url, databaseUrl: pg.url, opsToken, stop,
      apis: apis.map(({ id, url, instance }) => ({
        id, url,
        /** The instance's current process (a new one after a restart). */
        get child() { return instance.child; },
        get restarts() { return instance.restarts; },
        /** Stops this instance for good (no restart), e.g. to see nginx send everything to the other. */
        stop: () => instance.stop(),
      })),
      ssrs: ssrs.filter((r) => r.instance).map(({ id, port: ssrPort, instance }) => ({
        id, url: `http://127.0.0.1:${ssrPort}`,
        get child() { return instance.child; },
        get restarts() { return instance.restarts; },
        stop: () => instance.stop(),
      })),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main() {
  const missing = missingTools();
  if (missing.length) {
    console.error(`topology: this machine lacks ${missing.join(' and ')}`);
    process.exit(2);
  }
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync(process.execPath, [path.join(REPO, 'tools', 'build.mjs'), '--missing'], { stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('topology: the build failed; fix the errors above and run it again.');
      process.exit(1);
    }
  }
  let topology;
  let stopping = false;
  const starting = new AbortController();
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    // Still starting: the abort makes startTopology stop what it started, and main exits after it.
    if (!topology) return starting.abort();
    await topology.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
  try {
    const apiPorts = (process.env.API_PORTS ?? '').split(',').filter(Boolean).map(Number);
    if (apiPorts.length && (apiPorts.length !== INSTANCES.length || !apiPorts.every((p) => Number.isInteger(p) && p > 0 && p < 65_536))) {
      throw new Error(`API_PORTS must be ${INSTANCES.length} port numbers separated by a comma, got "${process.env.API_PORTS}"`);
    }
    const deployDir = deployDirFrom();
    if (deployDir) console.log(`topology: remotes.json and deployed remote versions from ${deployDir}`);
    topology = await startTopology({ port: process.env.PORT ? Number(process.env.PORT) : undefined, apiPorts, deployDir, signal: starting.signal });
  } catch (error) {
    console.error(`topology: ${error.message}`);
    if (/API instance .* stopped/.test(error.message) && process.env.ALLOW_DEV_SENDER !== '1') {
      console.error('topology: production refuses the development sender unless asked (see the API\'s message above): '
        + 'ALLOW_DEV_SENDER=1 node tools/topology.mjs for a demo (codes at /api/dev/outbox), or set OTP_SENDER=webhook, '
        + 'OTP_WEBHOOK_URL and SMTP_URL.');
    }
    process.exit(starting.signal.aborted ? 0 : 1);
  }
  console.log(`\nTopology ready at ${topology.url} — nginx → SSR ${topology.ssrs.map((r) => `${r.id} ${r.url}`).join(', ')} → API ${topology.apis.map((a) => `${a.id} ${a.url}`).join(', ')} → ${topology.databaseUrl}`);
  console.log(`Staff token: OPS_TOKEN=${topology.opsToken} OPS_API_URL=${topology.url} npm run ops -- ...  (Ctrl-C stops it all)\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
