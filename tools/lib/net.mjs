// Port and readiness helpers shared by start, dev, the nginx runner, the benchmarks and the tests.
import net from 'node:net';

/** Resolves true when nothing listens on `port` (on any address). */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on 127.0.0.1:`port`. */
export async function waitForPort(port, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => { socket.destroy(); resolve(true); });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listened on ${port} within ${timeoutMs} ms`);
}

/** Polls `url` until it answers 2xx; rejects after `timeoutMs`, or with its reason as soon as `abort` resolves. */
export async function waitForHealth(url, { timeoutMs = 180_000, abort } = {}) {
  let abortReason;
  abort?.then((reason) => { abortReason = reason ?? 'aborted'; });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (abortReason) throw new Error(abortReason);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
