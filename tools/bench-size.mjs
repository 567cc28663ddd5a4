// `npm run bench:size`: the JavaScript the home page loads first, per app and in total, gzip bytes vs the
// 250 KB budget, and the bytes the gateway actually sent (the builds' brotli twins where the browser takes them).
// First load is what the page fetches until it is loaded and idle while its idle work (requestIdleCallback: the
// hidden pieces, @shop/shared/idle) is held back; that work is then let go and what it fetches is counted
// apart, as idle-loaded, so the two add up to everything the home page downloads.
// Reuses a running shop on PORT (or BENCH_URL) or starts one from the production builds.
// Prints numbers; asserts nothing.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { PORTS, REMOTES } from './ports.mjs';
import { CHROMIUM_LAUNCH, shopUnderTest } from './lib/shop-under-test.mjs';

const BUDGET = 250 * 1024;
const args = new Set(process.argv.slice(2));
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${PORTS.gateway}`;

/** Which app a script belongs to, by URL prefix. */
export function appOf(url) {
  const { pathname } = new URL(url);
  const remote = Object.entries(REMOTES).find(([, r]) => pathname.startsWith(r.prefix));
  return remote ? remote[0] : 'host';
}

const stopShop = await shopUnderTest(base);

const scripts = [];
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const context = await browser.newContext(args.has('--mobile')
    ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' }
    : { viewport: { width: 1366, height: 800 } });
  // Idle work waits until the first load is counted, then runs (and anything it schedules runs as usual).
  await context.addInitScript(() => {
    const real = window.requestIdleCallback?.bind(window);
    const held = [];
    window.requestIdleCallback = (callback) => held.push(callback);
    window.cancelIdleCallback = (handle) => { held[handle - 1] = null; };
    window.__benchReleaseIdle = () => {
      if (real) window.requestIdleCallback = real;
      for (const callback of held) callback?.({ didTimeout: false, timeRemaining: () => 50 });
      return held.filter(Boolean).length;
    };
  });
  const page = await context.newPage();
  const pending = [];
  let phase = 'first';
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    pending.push((async () => {
      const body = await response.body().catch(() => Buffer.alloc(0));
      const sizes = await response.request().sizes().catch(() => ({ responseBodySize: 0 }));
      scripts.push({
        url: response.url(),
        phase,
        app: appOf(response.url()),
        raw: body.length,
        // Level 6: what nginx (gzip_comp_level 6) and the Node gateway send.
        gzip: zlib.gzipSync(body, { level: 6 }).length,
        transferred: sizes.responseBodySize,
        encoding: response.headers()['content-encoding'] ?? 'none',
      });
    })());
  });
  const started = performance.now();
  await page.goto(base, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // Lazy sections start after the first render; give them a moment to settle too.
  await page.waitForTimeout(1_000);
  await page.waitForLoadState('networkidle');
  const loadedIn = (performance.now() - started) / 1000;
  phase = 'idle';
  const idleTasks = await page.evaluate(() => window.__benchReleaseIdle());
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const idleScripts = scripts.filter((s) => s.phase === 'idle');
  scripts.splice(0, scripts.length, ...scripts.filter((s) => s.phase === 'first'));

  const kb = (b) => `${(b / 1024).toFixed(1)} KB`.padStart(10);
  const apps = ['host', ...Object.keys(REMOTES)];
  console.log(`\nHome page ${base}/ (${args.has('--mobile') ? 'mobile' : 'desktop'}), loaded and idle in ${loadedIn.toFixed(1)} s\n`);
  const sum = (list, key) => list.reduce((n, s) => n + s[key], 0);
  // sent: the response bodies as they crossed the wire, compressed as the gateway chose.
  console.log(`${'app'.padEnd(12)}${'files'.padStart(6)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'sent'.padStart(10)}`);
  for (const app of apps) {
    const mine = scripts.filter((s) => s.app === app);
    console.log(`${app.padEnd(12)}${String(mine.length).padStart(6)}${kb(sum(mine, 'raw'))}${kb(sum(mine, 'gzip'))}${kb(sum(mine, 'transferred'))}`);
  }
  const total = sum(scripts, 'gzip');
  console.log(`${'total'.padEnd(12)}${String(scripts.length).padStart(6)}${kb(sum(scripts, 'raw'))}${kb(total)}${kb(sum(scripts, 'transferred'))}`);
  const encodings = [...new Set(scripts.map((s) => s.encoding))].map((encoding) => {
    const list = scripts.filter((s) => s.encoding === encoding);
    return `${encoding} ${list.length} (${kb(sum(list, 'transferred')).trim()})`;
  }).join(', ');
  console.log(`sent as: ${encodings}`);
  console.log(`\nthen loaded on idle (${idleTasks} idle task(s) let go): ${idleScripts.length} files, ${kb(sum(idleScripts, 'raw')).trim()} raw, ${kb(sum(idleScripts, 'gzip')).trim()} gzip`);
  for (const app of apps) {
    const mine = idleScripts.filter((s) => s.app === app);
    if (mine.length) console.log(`  ${app.padEnd(10)}${String(mine.length).padStart(6)}${kb(sum(mine, 'raw'))}${kb(sum(mine, 'gzip'))}`);
  }
  console.log(`first load + idle: ${kb(total + sum(idleScripts, 'gzip')).trim()} gzip`);
  console.log(`\nbudget ${kb(BUDGET).trim()} gzip: ${total <= BUDGET ? `within, ${kb(BUDGET - total).trim()} to spare` : `OVER by ${kb(total - BUDGET).trim()}`}`);
  if (args.has('--files')) {
    console.log('');
    for (const s of [...scripts, ...idleScripts].sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(s.gzip)}${kb(s.transferred)} ${s.encoding.padEnd(5)} ${s.phase.padEnd(5)} ${s.app.padEnd(10)} ${new URL(s.url).pathname}`);
  }
} finally {
  await browser.close();
  await stopShop();
}
