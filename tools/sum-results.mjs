// Sums every test result in .tmp/test-results/ (jest --json, Playwright's json reporter, and the checks
// tools/test-all.mjs records) and ends with the one line CI reports: `N passed, N failed`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const RESULTS_DIR = path.resolve(import.meta.dirname, '..', '.tmp', 'test-results');

/** Passed and failed counts of one result file, whatever produced it. */
export function countResult(json) {
  if (json && typeof json.numPassedTests === 'number') {
    // A suite that crashes before its tests run (syntax error, bad import) has no failed test but failed.
    let failed = (json.numFailedTests ?? 0) + (json.numRuntimeErrorTestSuites ?? 0);
    if (json.success === false && failed === 0) failed = 1;
    return { passed: json.numPassedTests, failed };
  }
  if (json && json.stats && typeof json.stats.expected === 'number') {
    // Playwright: flaky tests passed on retry; global errors (web server, config) fail the run.
    return {
      passed: json.stats.expected + (json.stats.flaky ?? 0),
      failed: (json.stats.unexpected ?? 0) + (json.errors?.length ?? 0),
    };
  }
  return null;
}

/** One row per result file, sorted by name, plus the totals. */
export function summarize(dir = RESULTS_DIR) {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
  const rows = files.map((file) => {
    let counts;
    try {
      counts = countResult(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
    } catch {
      counts = null;
    }
    // An unreadable result is a run that broke half-way: count it as one failure, never as nothing.
    return { name: file.replace(/\.json$/, ''), ...(counts ?? { passed: 0, failed: 1 }), unreadable: !counts };
  });
  return {
    rows,
    passed: rows.reduce((n, r) => n + r.passed, 0),
    failed: rows.reduce((n, r) => n + r.failed, 0),
  };
}

export const finalLine = ({ passed, failed }) => `${passed} passed, ${failed} failed`;

function main() {
  const dir = path.resolve(process.argv[2] ?? RESULTS_DIR);
  const summary = summarize(dir);
  for (const r of summary.rows) {
    console.log(`  ${r.name.padEnd(28)}${String(r.passed).padStart(6)} passed${String(r.failed).padStart(5)} failed${r.unreadable ? '  (unreadable result)' : ''}`);
  }
  if (!summary.rows.length) console.log(`  no test results in ${dir}`);
  console.log(finalLine(summary));
  process.exit(summary.failed === 0 && summary.rows.length > 0 ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
