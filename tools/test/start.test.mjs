// Tests of `npm start`'s helpers: port checks, readiness polling, and the message when a port is taken.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { REPO } from '../gateway.mjs';
import { freePort, isPortFree, waitForHealth } from '../lib/net.mjs';

function listen(handler = (_req, res) => res.end('ok')) {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('ports', () => {
  test('a port someone listens on is not free; a closed one is', async () => {
    const server = await listen();
    const { port } = server.address();
    assert.equal(await isPortFree(port), false);
    await new Promise((r) => server.close(r));
    assert.equal(await isPortFree(port), true);
  });
});

describe('waitForHealth', () => {
  test('waits through 503s until the health check answers 200', async () => {
    let calls = 0;
    const server = await listen((_req, res) => {
      calls += 1;
      res.statusCode = calls < 3 ? 503 : 200;
      res.end();
    });
    await waitForHealth(`http://127.0.0.1:${server.address().port}/api/health`, { timeoutMs: 10_000 });
    assert.equal(calls, 3);
    await new Promise((r) => server.close(r));
  });

  test('gives up with the reason when a child process stops', async () => {
    const port = await freePort();
    const abort = new Promise((resolve) => setTimeout(() => resolve('API stopped (exit code 1)'), 300));
    await assert.rejects(waitForHealth(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 10_000, abort }), /API stopped/);
  });
});

describe('npm start', () => {
  test('says clearly which port is taken and how to choose another', async () => {
    const server = await listen();
    const { port } = server.address();
    const run = spawnSync(process.execPath, [path.join(REPO, 'tools', 'start.mjs')], {
      env: { ...process.env, PORT: String(port), API_PORT: String(await freePort()) }, encoding: 'utf8', timeout: 30_000,
    });
    await new Promise((r) => server.close(r));
    assert.equal(run.status, 1);
    assert.match(run.stderr, new RegExp(`port ${port} .*already in use.*PORT=`));
  });
});
