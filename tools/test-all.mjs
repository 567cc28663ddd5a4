// `npm test`: lint, typecheck of every workspace and of the host–remote contract (tools/contract), the nginx and
// compose checks, the tools' tests, every workspace's jest suite, the production builds and the Playwright suite.
// Keeps going after a failure, prints a table and ends with `N passed, N failed`; exits non-zero on any failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { RESULTS_DIR, countResult, finalLine, summarize } from './sum-results.mjs';

const REPO = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const rootPkg = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8'));
const workspaces = rootPkg.workspaces.map((dir) => ({
  dir,
  scripts: JSON.parse(fs.readFileSync(path.join(REPO, dir, 'package.json'), 'utf8')).scripts ?? {},
}));

const rows = [];
const resultFile = (name) => path.join(RESULTS_DIR, `${name}.json`);

function run(command, argv, cwd = REPO) {
  const started = performance.now();
  const result = spawnSync(command, argv, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
  return { code: result.status ?? 1, seconds: (performance.now() - started) / 1000 };
}

function banner(name) {
  console.log(`\n━━ ${name} ${'━'.repeat(Math.max(0, 70 - name.length))}`);
}

/** A check (lint, typecheck, nginx -t, ...) counts as one test: passed when it exits 0. */
function check(name, command, argv, cwd) {
  banner(name);
  const { code, seconds } = run(command, argv, cwd);
  const ok = code === 0;
  fs.writeFileSync(resultFile(name), JSON.stringify({ numPassedTests: ok ? 1 : 0, numFailedTests: ok ? 0 : 1, success: ok, kind: 'check' }));
  rows.push({ name, ok, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}

/** A test suite writes its own JSON; one that crashes without it, or exits non-zero without a failed test, fails once. */
function suite(name, command, argv, cwd) {
  banner(name);
  const file = resultFile(name);
  const { code, seconds } = run(command, argv, cwd);
  let counts;
  try {
    counts = countResult(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    counts = null;
  }
  if (!counts) {
    counts = { passed: 0, failed: 1 };
    fs.writeFileSync(file, JSON.stringify({ numPassedTests: 0, numFailedTests: 1, success: false, kind: 'crashed suite', exitCode: code }));
  } else if (code !== 0 && counts.failed === 0) {
    fs.writeFileSync(resultFile(`${name}-exit`), JSON.stringify({ numPassedTests: 0, numFailedTests: 1, success: false, kind: 'non-zero exit', exitCode: code }));
    counts = { passed: counts.passed, failed: 1 };
  }
  rows.push({ name, ok: counts.failed === 0, ...counts, seconds });
}

fs.rmSync(RESULTS_DIR, { recursive: true, force: true });
fs.mkdirSync(RESULTS_DIR, { recursive: true });
const started = performance.now();

check('lint', 'npm', ['run', 'lint', '--silent']);
for (const ws of workspaces.filter((w) => w.scripts.typecheck)) {
  check(`typecheck-${ws.dir}`, 'npm', ['run', 'typecheck', '--silent'], path.join(REPO, ws.dir));
}
// The exposes' props against what the host and the other remotes pass (tools/contract: types only, nothing runs).
check('typecheck-contract', process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tools/contract/tsconfig.json']);
check('nginx-t', process.execPath, ['tools/nginx-local.mjs', '--check']);
const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
if (hasCompose || process.env.CI) {
  check('compose-config', 'docker-compose', ['-f', 'docker-compose.yml', 'config', '-q']);
} else {
  console.log('\n(docker-compose not installed: skipping the compose file check; CI runs it)');
}
suite('tools', process.execPath, [
  '--test',
  '--test-reporter=spec', '--test-reporter-destination=stdout',
  '--test-reporter=./tools/lib/node-test-json-reporter.mjs', `--test-reporter-destination=${resultFile('tools')}`,
  ...fs.readdirSync(path.join(REPO, 'tools', 'test')).filter((f) => f.endsWith('.test.mjs')).map((f) => `tools/test/${f}`),
]);
// One jest worker per core: jest's default keeps a core for its parent process, which here only waits (on CI's two
// cores that halved the unit suites' speed: the API's took 361 s with one worker, 239 s with two).
const JEST_WORKERS = `--maxWorkers=${os.availableParallelism()}`;
for (const ws of workspaces.filter((w) => w.scripts.test)) {
  suite(ws.dir, 'npm', ['test', '--silent', '--', '--ci', JEST_WORKERS, '--json', `--outputFile=${resultFile(ws.dir)}`], path.join(REPO, ws.dir));
}
if (!args.has('--no-e2e')) {
  check('build', process.execPath, ['tools/build.mjs', '--missing']);
  // The Playwright config writes .tmp/test-results/e2e.json itself.
  suite('e2e', 'npm', ['run', 'test:e2e', '--silent']);
}

const summary = summarize();
console.log(`\n${'step'.padEnd(30)}${'result'.padEnd(8)}${'passed'.padStart(8)}${'failed'.padStart(8)}${'time'.padStart(10)}`);
for (const r of rows) {
  console.log(`${r.name.padEnd(30)}${(r.ok ? 'ok' : 'FAIL').padEnd(8)}${String(r.passed).padStart(8)}${String(r.failed).padStart(8)}${`${r.seconds.toFixed(1)} s`.padStart(10)}`);
}
console.log(`${'total'.padEnd(38)}${String(summary.passed).padStart(8)}${String(summary.failed).padStart(8)}${`${((performance.now() - started) / 1000).toFixed(1)} s`.padStart(10)}`);
console.log(finalLine(summary));
process.exit(summary.failed === 0 ? 0 : 1);
