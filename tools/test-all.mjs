// `npm test`: lint, typecheck of every workspace and of the host–remote contract (tools/contract), the nginx and
// compose checks, the tools' tests, every workspace's jest suite, the production builds and the Playwright suite.
// Keeps going after a failure, prints a table and ends with `N passed, N failed`; exits non-zero on any failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Checks that only read the tree (lint, the typechecks, nginx -t), run side by side, one per core: in sequence the
 * typechecks alone took 146 s on CI's two cores, most of it one tsc waiting for another. Each check's output is kept and
 * printed whole when it ends, so two never interleave; the table lists them in the order given.
 */
async function checksInParallel(list) {
  const slots = Math.max(1, os.availableParallelism());
  const results = new Array(list.length);
  let next = 0;
  async function worker() {
    while (next < list.length) {
      const index = next++;
      const { name, command, argv, cwd = REPO } = list[index];
      const started = performance.now();
      const output = [];
      const code = await new Promise((resolve) => {
        const child = spawn(command, argv, { cwd, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => {
          output.push(Buffer.from(`${error.message}\n`));
          resolve(1);
        });
        child.on('close', (status) => resolve(status ?? 1));
      });
      const seconds = (performance.now() - started) / 1000;
      banner(name);
      process.stdout.write(Buffer.concat(output));
      const ok = code === 0;
      fs.writeFileSync(resultFile(name), JSON.stringify({ numPassedTests: ok ? 1 : 0, numFailedTests: ok ? 0 : 1, success: ok, kind: 'check' }));
      results[index] = { name, ok, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds };
    }
  }
  await Promise.all(Array.from({ length: slots }, worker));
  rows.push(...results);
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

const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
if (!hasCompose && !process.env.CI) console.log('\n(docker-compose not installed: skipping the compose file check; CI runs it)');
await checksInParallel([
  { name: 'lint', command: 'npm', argv: ['run', 'lint', '--silent'] },
  ...workspaces.filter((w) => w.scripts.typecheck)
    .map((ws) => ({ name: `typecheck-${ws.dir}`, command: 'npm', argv: ['run', 'typecheck', '--silent'], cwd: path.join(REPO, ws.dir) })),
  // The exposes' props against what the host and the other remotes pass (tools/contract: types only, nothing runs).
  { name: 'typecheck-contract', command: process.execPath, argv: ['node_modules/typescript/bin/tsc', '-p', 'tools/contract/tsconfig.json'] },
  { name: 'nginx-t', command: process.execPath, argv: ['tools/nginx-local.mjs', '--check'] },
  ...(hasCompose || process.env.CI ? [{ name: 'compose-config', command: 'docker-compose', argv: ['-f', 'docker-compose.yml', 'config', '-q'] }] : []),
]);
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
