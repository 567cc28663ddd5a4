// Tests of tools/sum-results.mjs: every result format counts, and a broken run never counts as a pass.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { REPO } from '../gateway.mjs';
import { countResult, finalLine, summarize } from '../sum-results.mjs';

describe('countResult', () => {
  test('reads jest --json', () => {
    assert.deepEqual(countResult({ numPassedTests: 40, numFailedTests: 2, numRuntimeErrorTestSuites: 0, success: false }), { passed: 40, failed: 2 });
  });
  test('counts a jest suite that crashed before running as a failure', () => {
    assert.deepEqual(countResult({ numPassedTests: 10, numFailedTests: 0, numRuntimeErrorTestSuites: 1, success: false }), { passed: 10, failed: 1 });
    assert.deepEqual(countResult({ numPassedTests: 0, numFailedTests: 0, success: false }), { passed: 0, failed: 1 });
  });
  test('reads Playwright json, flaky as passed and global errors as failed', () => {
    assert.deepEqual(countResult({ stats: { expected: 9, unexpected: 1, flaky: 1, skipped: 2 }, errors: [] }), { passed: 10, failed: 1 });
    assert.deepEqual(countResult({ stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, errors: [{ message: 'webServer exited' }] }), { passed: 0, failed: 1 });
  });
  test('does not recognise anything else', () => {
    assert.equal(countResult({ hello: 1 }), null);
  });
});

describe('summarize', () => {
  test('sums every file and counts an unreadable one as a failure', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-results-'));
    fs.writeFileSync(path.join(dir, 'shared.json'), JSON.stringify({ numPassedTests: 5, numFailedTests: 0, success: true }));
    fs.writeFileSync(path.join(dir, 'e2e.json'), JSON.stringify({ stats: { expected: 3, unexpected: 0, flaky: 0 }, errors: [] }));
    fs.writeFileSync(path.join(dir, 'api.json'), '{"numPassedTests": 7, "numFai');
    const summary = summarize(dir);
    assert.deepEqual(summary.rows.map((r) => r.name), ['api', 'e2e', 'shared']);
    assert.equal(finalLine(summary), '8 passed, 1 failed');

    const cli = spawnSync(process.execPath, [path.join(REPO, 'tools', 'sum-results.mjs'), dir], { encoding: 'utf8' });
    assert.equal(cli.status, 1);
    assert.equal(cli.stdout.trim().split('\n').at(-1), '8 passed, 1 failed');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('no results at all fails the run', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-results-'));
    const cli = spawnSync(process.execPath, [path.join(REPO, 'tools', 'sum-results.mjs'), dir], { encoding: 'utf8' });
    assert.equal(cli.status, 1);
    assert.equal(cli.stdout.trim().split('\n').at(-1), '0 passed, 0 failed');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
