// Keeps a child process of `npm start` or the topology running: when it exits on its own it is started again after a
// pause that doubles with each quick failure (1 s, 2 s, 4 s … 30 s; back to 1 s once it has run a minute), with one log
// line each time, instead of the whole shop stopping. A deliberate stop() is never restarted.

/** SIGTERM, then SIGKILL after `ms`; resolves when the child is gone. */
export function stopChild(child, ms = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', () => { clearTimeout(timer); resolve(); });
    child.kill('SIGTERM');
  });
}

export const RESTART_POLICY = { initialDelayMs: 1_000, maxDelayMs: 30_000, healthyAfterMs: 60_000 };

const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/**
 * @param {string} name how the log line names the child ("API", "gateway", "API instance a")
 * @param {() => import('node:child_process').ChildProcess} start spawns it (again)
 * @param {object} [o]
 * @param {(line: string) => void} [o.log]
 * @param {(why: string) => boolean} [o.shouldRestart] false: do not restart this exit (e.g. before the shop was ever
 *   ready, when an exit means a set-up error that a restart would only repeat); `onGiveUp` is told instead
 * @param {(why: string) => void} [o.onGiveUp]
 * @param {(child: import('node:child_process').ChildProcess, restarts: number) => void} [o.onStart] after each start
 * @param {Partial<typeof RESTART_POLICY>} [o.policy]
 */
export function supervise(name, start, { log = console.error, shouldRestart = () => true, onGiveUp = () => {}, onStart = () => {}, policy = {} } = {}) {
  const { initialDelayMs, maxDelayMs, healthyAfterMs } = { ...RESTART_POLICY, ...policy };
  let child;
  let stopping = false;
  let timer;
  let delay = initialDelayMs;
  let restarts = 0;

  const launch = () => {
    const startedAt = Date.now();
    child = start();
    onStart(child, restarts);
    // A child that cannot be spawned at all (missing binary) reports 'error' and then 'exit' or nothing: treat both alike.
    child.once('error', (error) => log(`${name}: ${error.message}`));
    child.once('exit', (code, signal) => {
      if (stopping) return;
      const ran = Date.now() - startedAt;
      const why = `${name} stopped (${signal ?? `exit code ${code}`}) after ${seconds(ran)}`;
      if (!shouldRestart(why)) {
        onGiveUp(why);
        return;
      }
      if (ran >= healthyAfterMs) delay = initialDelayMs;
      restarts += 1;
      log(`${why}; restarting it in ${seconds(delay)} (restart ${restarts})`);
      timer = setTimeout(() => { if (!stopping) launch(); }, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };
  launch();

  return {
    /** The current process (a new one after each restart). */
    get child() { return child; },
    get restarts() { return restarts; },
    /** Stops it for good: no restart follows. */
    async stop(ms) {
      stopping = true;
      clearTimeout(timer);
      await stopChild(child, ms);
    },
  };
}
