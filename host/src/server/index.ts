// The host's server-rendering process: answers page requests (the gateway sends them here and serves the static shell
// when this process fails or is too slow) with the page rendered from the remotes' server builds of this moment.
import http from 'node:http';
import path from 'node:path';
import { initI18n } from '@shop/shared/i18n';
import '../i18n/register';
import { PageTemplate } from './page-document';
import { PageCache } from './page-cache';
import { renderPage, type RenderDeps } from './render-page';
import { ServerRemotes } from './server-remotes';
import { fetchSitemapEntries, robotsTxt, sitemapXml } from './seo-files';

const env = process.env;
const port = Number(env.SSR_PORT ?? 4001);
const host = env.SSR_HOST ?? '127.0.0.1';
const number = (name: string, fallback: number) => {
  const value = Number(env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const log = (line: string, error?: unknown) => (error === undefined ? console.warn(line) : console.error(line, error));

/** The origin the shopper sees: PUBLIC_ORIGIN, else what the gateway in front says (it sets both headers). */
function publicOrigin(request: http.IncomingMessage): string {
  if (env.PUBLIC_ORIGIN) return env.PUBLIC_ORIGIN.replace(/\/$/, '');
  const proto = String(request.headers['x-forwarded-proto'] ?? 'http').split(',')[0]?.trim() || 'http';
  const hostHeader = String(request.headers['x-forwarded-host'] ?? request.headers.host ?? `localhost:${port}`).split(',')[0]?.trim();
  return `${proto}://${hostHeader}`;
}

async function main() {
  // The shell's texts and the shared ones, in every language, before the first request.
  await initI18n();
  const deps: RenderDeps = {
    remotes: new ServerRemotes({ origin: env.REMOTES_ORIGIN ?? 'http://127.0.0.1:8080', log }),
    // SSR_START_AFTER_PAINT=0: the page starts its code as the static shell does (a deferred script), not through start.js.
    template: PageTemplate.fromFile(env.SSR_TEMPLATE ?? path.join(__dirname, '..', 'index.html'), { startAfterPaint: env.SSR_START_AFTER_PAINT !== '0' }),
    apiUrl: (env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, ''),
    remoteTimeoutMs: number('SSR_REMOTE_TIMEOUT_MS', 3_000),
    renderTimeoutMs: number('SSR_RENDER_TIMEOUT_MS', 5_000),
    dataTimeoutMs: number('SSR_DATA_TIMEOUT_MS', 1_500),
    log,
    // SSR_PAGE_CACHE_TTL_MS=0 turns it off.
    pageCache: new PageCache({ ttlMs: env.SSR_PAGE_CACHE_TTL_MS === '0' ? 0 : number('SSR_PAGE_CACHE_TTL_MS', 10_000), maxBytes: number('SSR_PAGE_CACHE_MB', 64) * 1024 * 1024 }),
  };

  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/healthz') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end('{"status":"ok"}');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method Not Allowed');
      return;
    }
    if (url === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' }).end(robotsTxt(publicOrigin(request)));
      return;
    }
    if (url === '/sitemap.xml') {
      fetchSitemapEntries(deps.apiUrl, 10_000).then((entries) => {
        response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
        response.end(request.method === 'HEAD' ? undefined : sitemapXml(publicOrigin(request), entries));
      }, (error: unknown) => {
        log('[ssr] /sitemap.xml could not be made', error);
        response.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '60' }).end('Sitemap unavailable');
      });
      return;
    }
    renderPage({
      url,
      cookie: String(request.headers.cookie ?? ''),
      userAgent: String(request.headers['user-agent'] ?? ''),
      origin: publicOrigin(request),
      clientIp: String(request.headers['x-forwarded-for'] ?? request.socket.remoteAddress ?? ''),
    }, deps).then((page) => {
      if (page.kind === 'redirect') {
        response.writeHead(302, { location: page.location, 'cache-control': 'no-store' }).end();
        return;
      }
      const timing = Object.entries(page.timings).map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(', ');
      // The page hands its session over to the browser, which writes it over what it kept: a copy kept by the browser or
      // a proxy would sign a shopper out (or in) when reused, so none may keep it. Only this process shares the pages of
      // requests without a session cookie, by a key of what they depend on (address, language, device, remotes).
      response.writeHead(page.status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        vary: 'Cookie, User-Agent',
        'server-timing': timing,
        'x-shop-page-cache': page.cache,
      });
      response.end(request.method === 'HEAD' ? undefined : page.html);
    }, (error: unknown) => {
      log(`[ssr] ${url} could not be rendered; the gateway serves the static shell`, error);
      if (!response.headersSent) response.writeHead(503, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
      response.end('Server rendering unavailable');
    });
  });

  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  server.listen(port, host, () => console.log(`ssr: http://${host}:${port} (remotes from ${env.REMOTES_ORIGIN ?? 'http://127.0.0.1:8080'}, API ${deps.apiUrl})`));
}

main().catch((error: unknown) => {
  console.error('ssr: could not start', error);
  process.exit(1);
});
