// The benchmarks' shop: the one already answering at `base`, or `npm start` (production builds) started for the run
// and stopped afterwards.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { waitForHealth } from './net.mjs';

const REPO = path.resolve(import.meta.dirname, '..', '..');

async function isUp(base) {
  try {
    return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Resolves to `stop()`, a no-op for a shop that was already running. `env` is added to the started shop's environment
 * (e.g. a throw-away PGLITE_DIR).
 */
export async function useShop(base, { env = {}, label = 'bench' } = {}) {
  if (await isUp(base)) {
    console.log(`${label}: measuring the shop already running at ${base}`);
    return async () => {};
  }
  console.log(`${label}: starting the shop at ${base} (production builds)…`);
  const server = spawn(process.execPath, [path.join(REPO, 'tools', 'start.mjs')], {
    cwd: REPO, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env },
  });
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(`npm start exited with ${code}`)));
  await waitForHealth(`${base}/api/health`, { abort: exited });
  return async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
}

/** Debian's Chromium with the flags these machines need (RECIPES.md). */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
