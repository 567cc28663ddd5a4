// `npm run bench:ssr`: how fast the shop answers page requests: pages per second and latency p50/p95 for the home
// page and a product page at 20 concurrent connections (autocannon, keep-alive) — first without a session cookie (a
// first visit, a crawler: the SSR page cache may answer) and then with a guest's session cookie (rendered for that
// shopper on every request) — beside the same for the static shell
// (/index.html, what every page URL answered before server rendering and what the gateway falls back to). Always on
// PostgreSQL: the database at DATABASE_URL, else a throw-away cluster started here (tools/lib/pg-cluster.mjs) and
// deleted at the end. Starts `npm start` of this checkout (or of `--repo <dir>`, e.g. an older checkout for a before
// figure) on PORT/API_PORT; a shop already answering at BENCH_URL is measured as it is. Prints numbers; asserts nothing.
// `--duration <s>` per page (default 10), `--connections <n>` (default 20).
import autocannon from 'autocannon';
import path from 'node:path';
import { PORTS } from './ports.mjs';
import { startPgCluster } from './lib/pg-cluster.mjs';
import { shopPages, shopUnderTest } from './lib/shop-under-test.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const duration = Number(option('--duration', '10'));
const connections = Number(option('--connections', '20'));
const repo = path.resolve(option('--repo', path.resolve(import.meta.dirname, '..')));
const base = (process.env.BENCH_URL ?? `http://127.0.0.1:${PORTS.gateway}`).replace(/\/$/, '');

/** p-th percentile of sorted numbers. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** A guest's session cookie, as the shop's pages get one on a first visit. */
async function guestCookie(base) {
  const response = await fetch(`${base}/api/v1/PE/guest-users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceUid: `bench-ssr-${process.pid}`, deviceType: 'web', countryId: 'PE' }),
  });
  if (!response.ok) throw new Error(`guest-users answered ${response.status}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => /shop_sid=/.test(c ?? ''));
  if (!cookie) throw new Error('guest-users set no session cookie');
  return cookie;
}

/** One autocannon run against `url`: pages/s, latency percentiles from every response, and what was not a 200. */
function load(url, seconds, cookie) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = {};
    const instance = autocannon({ url, connections, duration: seconds, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        perSecond: result.requests.average,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        requests: times.length,
        notOk: Object.entries(statuses).filter(([code]) => code !== '200').map(([code, n]) => `${n}×${code}`).join(' '),
        bytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
        errors: result.errors + result.timeouts,
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

let cluster = null;
const stopCluster = () => {
  cluster?.stop();
  cluster = null;
};
process.on('exit', stopCluster);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));

let databaseUrl = process.env.DATABASE_URL;
let label = databaseUrl ? `DATABASE_URL (${new URL(databaseUrl).host})` : '';
if (!databaseUrl) {
  cluster = await startPgCluster({ database: 'shop_bench_ssr' });
  databaseUrl = cluster.url;
  label = `a throw-away cluster on 127.0.0.1:${cluster.port}, deleted afterwards`;
}
const stopShop = await shopUnderTest(base, { repo, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } });
try {
  const pages = await shopPages(base);
  const cookie = await guestCookie(base);
  const targets = [
    ['home', pages.home],
    ['product', pages.product],
    ['home, guest', pages.home, cookie],
    ['product, guest', pages.product, cookie],
    ['static shell', '/index.html'],
  ];
  console.log(`\nPostgreSQL: ${label}; ${repo}; ${connections} connections, ${duration} s per page after a ${Math.min(3, duration)} s warm-up\n`);
  console.log(`${'page'.padEnd(16)}${'pages/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'KB'.padStart(7)}${'requests'.padStart(10)}  not 200 / errors   url`);
  for (const [name, url, withCookie] of targets) {
    await load(`${base}${url}`, Math.min(3, duration), withCookie); // warm-up: first renders, connection pools, JIT
    const r = await load(`${base}${url}`, duration, withCookie);
    console.log(`${name.padEnd(16)}${r.perSecond.toFixed(1).padStart(9)}${r.p50.toFixed(1).padStart(8)}${r.p95.toFixed(1).padStart(8)}${(r.bytes / 1024).toFixed(1).padStart(7)}${String(r.requests).padStart(10)}  ${(r.notOk || '-').padEnd(8)} / ${String(r.errors).padEnd(6)}  ${url}`);
  }
} finally {
  await stopShop();
  stopCluster();
}
