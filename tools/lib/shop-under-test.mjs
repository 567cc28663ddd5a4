// The shop a benchmark measures: the one already answering at `base`, or `npm start` started for the run and stopped after it.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { waitForHealth } from './net.mjs';

const REPO = path.resolve(import.meta.dirname, '..', '..');

/** The Chromium flags every tool uses with Debian's browser (no sandbox as root, nothing phoning home). */
export const CHROMIUM_PATH = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function isUp(base) {
  try {
    return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Makes sure a shop answers at `base`; returns `stop()`, which stops only what this call started.
 * @param {string} base e.g. http://127.0.0.1:8080
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void }} [o]
 */
export async function shopUnderTest(base, { env = process.env, log = console.log } = {}) {
  if (await isUp(base)) {
    log(`bench: measuring the shop already running at ${base}`);
    return async () => {};
  }
  log(`bench: starting the shop on ${base} (production builds)…`);
  const server = spawn(process.execPath, [path.join(REPO, 'tools', 'start.mjs')], { cwd: REPO, stdio: ['ignore', 'inherit', 'inherit'], env });
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(`npm start exited with ${code}`)));
  await waitForHealth(`${base}/api/health`, { abort: exited });
  return async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
}
