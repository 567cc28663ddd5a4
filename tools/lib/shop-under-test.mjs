// The shop a benchmark measures: the one already answering at `base`, or `npm start` started for the run and stopped after it.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { waitForHealth } from './net.mjs';

const REPO = path.resolve(import.meta.dirname, '..', '..');
/** A plain word of the demo catalogue, so search answers several products on every seed. */
const SEARCH_TEXT = process.env.BENCH_SEARCH ?? 'leche';

/** The Chromium flags every tool uses with Debian's browser (no sandbox as root, nothing phoning home). */
export const CHROMIUM_PATH = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** chromium.launch()'s options for Debian's browser. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

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
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void, repo?: string }} [o] repo: the checkout whose `npm start` runs
 */
export async function shopUnderTest(base, { env = process.env, log = console.log, repo = REPO } = {}) {
  if (await isUp(base)) {
    log(`bench: measuring the shop already running at ${base}`);
    return async () => {};
  }
  log(`bench: starting the shop of ${repo} on ${base} (production builds)…`);
  const server = spawn(process.execPath, [path.join(repo, 'tools', 'start.mjs')], { cwd: repo, stdio: ['ignore', 'inherit', 'inherit'], env });
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(`npm start exited with ${code}`)));
  await waitForHealth(`${base}/api/health`, { abort: exited });
  return async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
}

/**
 * The pages the benchmarks measure: home, a product, a search and a category. The product and the category are the
 * first ones the home page links to, found by the shop's own links (so their slugs are the shop's), the same on
 * every build of the same seed.
 * @param {string} base
 * @returns {Promise<{ home: string, product: string, search: string, category: string }>} paths
 */
export async function shopPages(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    const first = async (prefix) => {
      const link = page.locator(`a[href^="${prefix}"]`).first();
      // A section whose data was late on the server (a cold or busy shop) is its loading state until the shopper comes
      // near it, when it hydrates and reads its data: pass down the page a screen at a time, as a shopper does (bounded).
      for (let i = 0; i < 40 && (await link.count()) === 0; i += 1) {
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(500);
      }
      await link.waitFor({ state: 'attached', timeout: 60_000 });
      return link.getAttribute('href');
    };
    return {
      home: '/',
      product: await first('/product-details/'),
      search: `/search-products/${SEARCH_TEXT}/${encodeURIComponent(SEARCH_TEXT)}`,
      category: await first('/category-details/'),
    };
  } finally {
    await browser.close();
  }
}
