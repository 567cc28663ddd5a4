// The gateway's side of server rendering: page requests go to the host's SSR instances (round robin, the next one when
// one fails), within a time budget; when none answers in time the caller serves the static shell and the shop runs in
// the browser as it does without server rendering.

/** SSR_URLS (comma-separated, e.g. http://127.0.0.1:4001,http://127.0.0.1:4011): the SSR instances, none when unset. */
export function ssrUrlsFrom(env = process.env) {
  return (env.SSR_URLS ?? '').split(',').map((u) => u.trim().replace(/\/$/, '')).filter(Boolean);
}

/** Answer headers passed on to the browser; the gateway adds its own security headers. */
const PASSED_ON = ['content-type', 'cache-control', 'location', 'server-timing', 'vary', 'x-shop-page-cache'];

/**
 * @param {object} o
 * @param {string[]} o.urls the SSR instances
 * @param {number} o.timeoutMs the whole budget of one page, all instances tried included
 */
export function ssrUpstream({ urls, timeoutMs }) {
  let next = 0;
  /**
   * The rendered page for a request, or null (no instance, all failed, or over budget): then the static shell.
   * @param {{ url: string, method: string, headers: Record<string, string | string[] | undefined>, ip: string, protocol: string }} request
   * @returns {Promise<{ status: number, headers: Record<string, string>, body: Buffer } | null>}
   */
  return async function render(request) {
    if (!urls.length) return null;
    const signal = AbortSignal.timeout(timeoutMs);
    const forwarded = request.headers['x-forwarded-for'];
    const headers = {
      accept: 'text/html',
      'user-agent': String(request.headers['user-agent'] ?? ''),
      cookie: String(request.headers.cookie ?? ''),
      'x-forwarded-for': forwarded ? `${forwarded}, ${request.ip}` : request.ip,
      'x-forwarded-proto': request.protocol,
      'x-forwarded-host': String(request.headers.host ?? ''),
    };
    for (let tried = 0; tried < urls.length && !signal.aborted; tried += 1) {
      const base = urls[next % urls.length];
      next += 1;
      try {
        const response = await fetch(`${base}${request.url}`, { method: request.method, headers, redirect: 'manual', signal });
        if (response.status >= 500) continue;
        const body = Buffer.from(await response.arrayBuffer());
        return { status: response.status, headers: Object.fromEntries(PASSED_ON.flatMap((h) => (response.headers.has(h) ? [[h, response.headers.get(h)]] : []))), body };
      } catch {
        // Refused, reset or over budget: the next instance, or the shell.
      }
    }
    return null;
  };
}
