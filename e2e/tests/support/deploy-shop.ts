// A shop of its own per test, served from a deploy folder the test deploys into with the real
// `tools/deploy.mjs` command line.
//
// Why not a second Playwright config with its own webServer (DEPLOY_DIR on other ports): its tests would
// share one deploy folder, so a remote taken down by one test would be down for the next, and every test
// would have to undo its deploys in order, one at a time. Instead each test gets an empty deploy folder
// and a gateway of its own (tools/gateway.mjs, in the test's process, on a free port chosen by the system)
// in front of the suite's API — the shop a deploy changes is exactly the one the test looks at, tests stay
// independent and run in parallel, and the suite needs nothing but the usual `npm run test:e2e` server.
// The gateway is the one `DEPLOY_DIR=... npm start` runs, with the same deploy folder handling.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { execFileSync, spawn } from 'node:child_process';
import { test as base } from './test';

export const REPO = path.resolve(import.meta.dirname, '..', '..', '..');
export const REMOTE_DIRS = { catalogue: 'mfe-catalogue', cart: 'mfe-cart', account: 'mfe-account-auth', banners: 'mfe-banners' } as const;
export type Remote = keyof typeof REMOTE_DIRS;

interface RemotesJsonEntry {
  entry: string;
  version?: string;
  previous?: { entry: string; version?: string }[];
}
export type RemotesJson = Record<string, RemotesJsonEntry>;

interface GatewayModule {
  buildGateway(o: { roots: Record<string, string>; apiUrl: string; deployDir: string; ssrUrls: string[]; ssrTimeoutMs?: number }): Promise<{
    listen(o: { port: number; host: string }): Promise<string>;
    close(): Promise<void>;
  }>;
  defaultRoots(): Record<string, string>;
}

export interface DeployShop {
  /** The gateway's origin, also the tests' baseURL. */
  url: string;
  /** The deploy folder (what DEPLOY_DIR names in production). */
  dir: string;
  /** `node tools/deploy.mjs <remote> --from <build> --to <dir>`; the version it deployed. */
  deploy(remote: Remote, from?: string): string;
  /** `node tools/deploy.mjs <remote> --rollback --to <dir>`. */
  rollback(remote: Remote): void;
  /** The remote's own production build (`<remote>/dist`): what "redeploying the remote" deploys. */
  build(remote: Remote): string;
  /** A copy of the remote's build to change (source maps left out: nobody serves them), in the test's scratch folder. */
  copyBuild(remote: Remote, name: string): string;
  remotesJson(): RemotesJson;
  /** Makes the remote's deployed version vanish from the server, as a lost disk or a bad clean-up would. */
  takeDown(remote: Remote): void;
}

/** sha256 of every file under `dir`, by path relative to it. */
export function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  if (!fs.existsSync(dir)) return hashes;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, full)] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return hashes;
}

/**
 * Writes a file of a build copy. Its precompressed twins (x.js.br, x.js.gz), which the gateways would send in its place,
 * still hold the old content: they go, and the gateways compress the new file as they send it.
 */
export function writeBuildFile(file: string, content: string): void {
  fs.writeFileSync(file, content);
  for (const twin of [`${file}.br`, `${file}.gz`]) fs.rmSync(twin, { force: true });
}

/** Replaces `from` by `to` in every script of a build, its server build's too; the number of files changed. */
export function patchScripts(buildDir: string, from: string, to: string): number {
  let changed = 0;
  for (const name of fs.readdirSync(buildDir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(buildDir, name);
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(from)) continue;
    writeBuildFile(file, text.split(from).join(to));
    changed += 1;
  }
  return changed;
}

function runDeploy(args: string[]): string {
  try {
    return execFileSync(process.execPath, [path.join(REPO, 'tools', 'deploy.mjs'), ...args], { cwd: REPO, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`deploy ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
  }
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The host's server-rendering process for the test's gateway (the one `npm start` runs): it reads remotes.json and the
 * remotes' server builds from that gateway, so the test's deploys change what it renders. Stopped by `stop()`.
 */
async function startSsr(port: number, gatewayUrl: string, apiUrl: string): Promise<{ stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [path.join(REPO, 'host', 'dist', 'server', 'server.cjs')], {
    cwd: REPO, stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env, NODE_ENV: 'production', SSR_HOST: '127.0.0.1', SSR_PORT: String(port), REMOTES_ORIGIN: gatewayUrl, API_URL: apiUrl,
      // These journeys check what a deploy changes in the rendered HTML, not the deadlines: on a busy machine the first
      // load of a remote's server build can pass the production 3 s, and the slot would come without content; the
      // first page's data can pass the production 1.5 s, and the carousel would come as its loading state (no label:
      // a CI-equivalent run failed the deploy journey so, twice, on its first request).
      SSR_REMOTE_TIMEOUT_MS: '30000', SSR_RENDER_TIMEOUT_MS: '45000', SSR_DATA_TIMEOUT_MS: '30000',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the SSR process exited: ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > until) throw new Error(`the SSR process did not answer on ${port}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export const test = base.extend<{ shop: DeployShop; ssr: 'off' | 'on' | 'down' }>({
  /**
   * 'on': the test's gateway renders pages through an SSR process of its own; 'down': it is told of one that does not
   * answer (the static shell, as when the process is stopped); 'off': no server rendering.
   */
  ssr: ['off', { option: true }],
  shop: async ({ ssr }, provide, testInfo) => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-deploys-'));
    const dir = path.join(scratch, 'deploy');
    fs.mkdirSync(dir);
    const { buildGateway, defaultRoots } = (await import(path.join(REPO, 'tools', 'gateway.mjs'))) as GatewayModule;
    const apiUrl = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 4090)}`;
    const ssrPort = ssr === 'off' ? 0 : await freePort();
    const gateway = await buildGateway({ roots: defaultRoots(), apiUrl, deployDir: dir, ssrUrls: ssr === 'off' ? [] : [`http://127.0.0.1:${ssrPort}`],
      // As the SSR process's own deadlines: a slow first render on a busy machine must not turn into the static shell.
      ssrTimeoutMs: 60_000 });
    const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const renderer = ssr === 'on' ? await startSsr(ssrPort, url, apiUrl) : undefined;
    const remotesJson = (): RemotesJson => JSON.parse(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8')) as RemotesJson;
    const build = (remote: Remote) => path.join(REPO, REMOTE_DIRS[remote], 'dist');
    const deploy = (remote: Remote, from = build(remote)) => {
      runDeploy([remote, '--from', from, '--to', dir]);
      return remotesJson()[remote]!.version!;
    };

    const shop: DeployShop = {
      url,
      dir,
      deploy,
      rollback: (remote) => void runDeploy([remote, '--rollback', '--to', dir]),
      build,
      copyBuild: (remote, name) => {
        const copy = path.join(scratch, 'builds', name);
        fs.cpSync(build(remote), copy, { recursive: true, filter: (source) => !source.endsWith('.map') });
        return copy;
      },
      remotesJson,
      takeDown: (remote) => {
        // A build of its own (one file more than the real one), so that bringing the remote back is a
        // real redeploy that switches remotes.json, which the slot's Retry must read again.
        const doomed = shop.copyBuild(remote, `${remote}-doomed`);
        fs.writeFileSync(path.join(doomed, 'deployed-by-e2e.txt'), `${testInfo.title}\n`);
        const version = deploy(remote, doomed);
        fs.rmSync(path.join(dir, 'remotes', remote, version), { recursive: true });
      },
    };
    try {
      await provide(shop);
    } finally {
      if (testInfo.status !== testInfo.expectedStatus && fs.existsSync(path.join(dir, 'remotes.json'))) {
        await testInfo.attach('remotes.json', { path: path.join(dir, 'remotes.json'), contentType: 'application/json' });
      }
      await renderer?.stop();
      await gateway.close();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  },
  // Every page of the test talks to the test's own gateway.
  baseURL: async ({ shop }, provide) => {
    await provide(shop.url);
  },
});

export { expect } from './test';
