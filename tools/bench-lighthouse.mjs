// `npm run bench:lighthouse`: Lighthouse's mobile preset (simulated 4× CPU slowdown, 150 ms RTT, 1.6 Mbps) on the home
// page, a product, a search and a category page, three runs each: the median of performance score, LCP, TBT, CLS and
// the JavaScript transferred. Reuses a running shop at BENCH_URL (default http://127.0.0.1:PORT) or starts one.
// Prints numbers; asserts nothing. `--runs N`, `--json <file>` (every run's figures), `--only home,product`,
// `--shifts` (after each run, the layout shifts Lighthouse saw: score and the elements that moved, to find a CLS's cause).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { PORTS } from './ports.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, shopPages, shopUnderTest } from './lib/shop-under-test.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const runs = Number(option('--runs', '3'));
const jsonOut = option('--json', undefined);
const only = option('--only', undefined)?.split(',');
const showShifts = argv.includes('--shifts');
const base = (process.env.BENCH_URL ?? `http://127.0.0.1:${PORTS.gateway}`).replace(/\/$/, '');
/**
 * Prints each layout shift of a run from its trace: the weighted score and the elements it moved with their boxes
 * before and after. Read from the trace rather than the `layout-shifts` audit, whose clusters come out empty for
 * these pages on this Lighthouse; element names come from the run's TraceElements where Lighthouse recorded them.
 */
function printShifts(result) {
  const events = result.artifacts.Trace?.traceEvents ?? result.artifacts.traces?.defaultPass?.traceEvents ?? [];
  const shifts = events.filter((e) => e.name === 'LayoutShift' && e.args?.data && !e.args.data.had_recent_input);
  const traceElements = Array.isArray(result.artifacts.TraceElements) ? result.artifacts.TraceElements : [];
  const named = new Map(traceElements.map((t) => [t.nodeId, t.node]));
  if (!shifts.length) console.log('      no layout shift');
  const t0 = Math.min(...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts));
  for (const shift of shifts) {
    const { weighted_score_delta: weighted, score, impacted_nodes: nodes = [] } = shift.args.data;
    console.log(`      shift ${Number(weighted ?? score).toFixed(4)} at ${Number.isFinite(t0) ? Math.round((shift.ts - t0) / 1000) : '?'} ms`);
    for (const n of nodes) {
      const node = named.get(n.node_id);
      const box = (r) => (r ? `${r[0]},${r[1]} ${r[2]}×${r[3]}` : '-');
      console.log(`        node ${n.node_id} ${box(n.old_rect)} → ${box(n.new_rect)}  ${node ? `${node.selector}  ${String(node.snippet).slice(0, 140)}` : ''}`);
    }
  }
}

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    // Lighthouse's measure of this machine's CPU: the same build's TBT differed ~3× between two machines of this project.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

const median = (values) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const stopShop = await shopUnderTest(base);
let chrome;
try {
  const pages = Object.entries(await shopPages(base)).filter(([name]) => !only || only.includes(name));
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  const all = {};
  console.log(`\nLighthouse ${createRequire(import.meta.url)('lighthouse/package.json').version} mobile preset, ${runs} run(s) per page, against ${base}`);
  for (const [name, url] of pages) {
    all[name] = { url, runs: [] };
    for (let i = 0; i < runs; i += 1) {
      // The default configuration is the mobile preset: Moto G Power screen, simulated slow 4G and 4× CPU slowdown.
      const result = await lighthouse(`${base}${url}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (result?.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      const run = figures(result.lhr);
      all[name].runs.push(run);
      console.log(`  ${name.padEnd(9)} run ${i + 1}: perf ${run.perf}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, JS ${(run.jsBytes / 1024).toFixed(0)} KB, benchmarkIndex ${Math.round(run.benchmarkIndex)}`);
      if (showShifts) printShifts(result);
    }
  }

  console.log(`\nmedian of ${runs}     ${'perf'.padStart(5)}${'FCP s'.padStart(8)}${'LCP s'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(8)}${'JS KB'.padStart(8)}  page`);
  for (const [name, { url, runs: list }] of Object.entries(all)) {
    const m = (key) => median(list.map((r) => r[key]));
    all[name].median = { perf: m('perf'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), jsBytes: m('jsBytes') };
    const md = all[name].median;
    console.log(`${name.padEnd(17)}${String(md.perf).padStart(5)}${(md.fcp / 1000).toFixed(2).padStart(8)}${(md.lcp / 1000).toFixed(2).padStart(8)}${String(Math.round(md.tbt)).padStart(8)}${md.cls.toFixed(3).padStart(8)}${(md.jsBytes / 1024).toFixed(0).padStart(8)}  ${url}`);
  }
  const index = median(Object.values(all).flatMap(({ runs: list }) => list.map((r) => r.benchmarkIndex)));
  console.log(`\nthis machine's benchmarkIndex (Lighthouse's CPU score), median of the runs: ${Math.round(index)}; TBT and perf move with it, so compare builds measured on one machine, side by side`);
  console.log('\ngoal: perf ≥ 90, LCP ≤ 2.0 s, TBT ≤ 300 ms, CLS ≤ 0.02 on each page (JS: transferred bytes of every script the run loaded)');
  if (jsonOut) fs.writeFileSync(jsonOut, `${JSON.stringify({ base, runs, at: new Date().toISOString(), pages: all }, null, 2)}\n`);
} finally {
  await chrome?.kill();
  await stopShop();
}
