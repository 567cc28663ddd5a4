// Tests of the child supervisor of `npm start` and the topology (tools/lib/supervise.mjs): a child that dies is started
// again with a log line and a pause that doubles, a deliberate stop is final, and an exit it must not restart is handed on.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { supervise } from '../lib/supervise.mjs';

const policy = { initialDelayMs: 40, maxDelayMs: 160, healthyAfterMs: 60_000 };
const dies = (code) => () => spawn(process.execPath, ['-e', `process.exit(${code})`], { stdio: 'ignore' });
const lives = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });

/** Resolves once `check()` holds (looked at on every child exit and start, never on a clock). */
function until(check, events) {
  return new Promise((resolve) => {
    const look = () => { if (check()) resolve(); };
    events.push(look);
    look();
  });
}

describe('supervise', () => {
  test('restarts a child that dies, with a log line naming why and a pause that doubles up to the maximum', async () => {
    const lines = [];
    const events = [];
    const starts = [];
    const child = supervise('API', dies(3), {
      log: (line) => { lines.push(line); events.forEach((e) => e()); },
      onStart: (_child, restarts) => { starts.push(restarts); events.forEach((e) => e()); },
      policy,
    });
    await until(() => lines.length >= 4, events);
    await child.stop();
    assert.deepEqual(starts.slice(0, 4), [0, 1, 2, 3]);
    assert.match(lines[0], /^API stopped \(exit code 3\) after \d+\.\d s; restarting it in 0\.0 s \(restart 1\)$/);
    const pauses = lines.slice(0, 4).map((line) => line.match(/restarting it in ([\d.]+) s/)?.[1]);
    // 40 ms, 80 ms, 160 ms, then the 160 ms maximum (printed to a tenth of a second).
    assert.deepEqual(pauses, ['0.0', '0.1', '0.2', '0.2']);
  });

  test('stop() is for good: the child ends and nothing starts again', async () => {
    const lines = [];
    let starts = 0;
    const child = supervise('gateway', lives, { log: (line) => lines.push(line), onStart: () => { starts += 1; }, policy });
    const first = child.child;
    await child.stop();
    assert.ok(first.exitCode !== null || first.signalCode !== null, 'the child ended');
    // An exit after stop() would have been logged at once; a restart would have needed a start.
    assert.deepEqual(lines, []);
    assert.equal(starts, 1);
    assert.equal(child.restarts, 0);
  });

  test('an exit it must not restart (before the shop was ever ready) goes to onGiveUp, without a restart', async () => {
    const reasons = [];
    let starts = 0;
    await new Promise((resolve) => {
      supervise('API', dies(1), {
        shouldRestart: () => false,
        onGiveUp: (why) => { reasons.push(why); resolve(); },
        onStart: () => { starts += 1; },
        log: () => assert.fail('no restart line'),
        policy,
      });
    });
    assert.equal(starts, 1);
    assert.match(reasons[0], /^API stopped \(exit code 1\) after/);
  });
});
