// `npm start`: builds whatever is missing, starts the API, the host's server-rendering process and the gateway on one
// origin (http://localhost:8080, PORT overrides), waits until the shop answers, restarts any of them if it dies later
// (with a growing pause and a log line), and stops them on Ctrl-C.
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import fs from 'node:fs';
import { PORTS } from './ports.mjs';
import { isPortFree, waitForHealth } from './lib/net.mjs';
import { deployDirFrom } from './lib/deploy-dir.mjs';
import { supervise } from './lib/supervise.mjs';

export const REPO = path.resolve(import.meta.dirname, '..');

async function main() {
  const port = PORTS.gateway;
  const apiPort = PORTS.api;
  const ssrPort = PORTS.ssr;
  for (const [what, p, variable] of [['the shop', port, 'PORT'], ['the API', apiPort, 'API_PORT'], ['server rendering', ssrPort, 'SSR_PORT']]) {
    if (!(await isPortFree(p))) {
      console.error(`start: port ${p} (for ${what}) is already in use — is the shop already running? Stop what listens there or set ${variable}=<another port>.`);
      process.exit(1);
    }
  }

  if (!process.argv.includes('--no-build')) {
    const build = spawnSync(process.execPath, [path.join(REPO, 'tools', 'build.mjs'), '--missing'], { stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('start: the build failed; fix the errors above and run npm start again.');
      process.exit(1);
    }
  }

  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // DEPLOY_DIR (a folder of `npm run deploy`): the gateway serves its remotes.json and versions. Made
  // absolute here, where the caller's folder is known; the gateway runs from the repo root.
  const deployDir = deployDirFrom();
  if (deployDir && !fs.existsSync(path.join(deployDir, 'remotes.json'))) {
    console.warn(`start: DEPLOY_DIR ${deployDir} holds no remotes.json yet; the builds' own remotes.json is served until the first deploy.`);
  }
  // Until the shop has answered once, a child that stops means a set-up problem (a port, the configuration, a missing
  // build) that a restart would only repeat: stop and say so. Afterwards a child that dies is started again, with a
  // growing pause, and the shop keeps running; Ctrl-C stops both for good.
  let ready = false;
  let stopping = false;
  let giveUp;
  const gaveUp = new Promise((resolve) => { giveUp = resolve; });
  const supervised = (name, start) => supervise(name, start, {
    log: (line) => console.error(`start: ${line}`),
    shouldRestart: () => ready,
    onGiveUp: (why) => giveUp(why),
  });
  const children = [
    supervised('API', () => spawn(process.execPath, [path.join(REPO, 'api', 'dist', 'server.js')], {
      // Request logs would bury the "Shop ready" line of a local run; LOG_LEVEL=info brings them back.
      cwd: REPO, stdio: 'inherit',
      env: { LOG_LEVEL: 'warn', ...process.env, API_HOST: '127.0.0.1', API_PORT: String(apiPort) },
    })),
    // Reads remotes.json and the remotes' server builds through the gateway, as the browser does, and asks the API
    // directly who the shopper is. While it is down or restarting, the gateway serves the static shell.
    supervised('server rendering', () => spawn(process.execPath, ['--enable-source-maps', path.join(REPO, 'host', 'dist', 'server', 'server.cjs')], {
      cwd: REPO, stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', SSR_HOST: '127.0.0.1', SSR_PORT: String(ssrPort), API_URL: apiUrl, REMOTES_ORIGIN: `http://127.0.0.1:${port}` },
    })),
    supervised('gateway', () => spawn(process.execPath, [path.join(REPO, 'tools', 'gateway.mjs')], {
      cwd: REPO, stdio: 'inherit',
      env: { ...process.env, PORT: String(port), API_URL: apiUrl, SSR_URLS: `http://127.0.0.1:${ssrPort}`, ...(deployDir ? { DEPLOY_DIR: deployDir } : {}) },
    })),
  ];

  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(children.map((child) => child.stop()));
    process.exit(code);
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGHUP', () => stopAll(0));

  gaveUp.then((why) => {
    if (stopping) return;
    console.error(`start: ${why}; stopping the shop.`);
    stopAll(1);
  });

  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, { abort: gaveUp });
  } catch (error) {
    console.error(`start: the shop did not become ready: ${error.message}`);
    await stopAll(1);
    return;
  }
  ready = true;
  console.log(`\nShop ready at http://localhost:${port} (in ${process.uptime().toFixed(1)} s; Ctrl-C stops it)\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
