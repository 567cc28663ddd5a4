// The one-origin gateway of `npm start`: serves the production builds in nginx's URL layout, with the
// same cache rules and security headers as nginx/, and proxies /api to the API.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import compress from '@fastify/compress';
import { PORTS, REMOTES } from './ports.mjs';
import { deployDirFrom } from './lib/deploy-dir.mjs';
import { errorBody, languageOf } from './lib/error-body.mjs';
import { ssrUpstream, ssrUrlsFrom } from './lib/ssr-upstream.mjs';

export const REPO = path.resolve(import.meta.dirname, '..');

/**
 * Security headers of every answer. nginx/snippets/security-headers.conf holds the same list
 * (tools/test/nginx.test.mjs compares them). Emotion injects <style> tags, hence 'unsafe-inline'
 * for styles only; no app uses inline scripts or eval.
 */
export const SECURITY_HEADERS = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=()',
};

export const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  never: 'no-store',
};

/** Content-hashed file names (`[name].[contenthash:8].js`, assets too) never change: cache for a year. */
export const HASHED_FILE = /\.[0-9a-f]{8}\.[A-Za-z0-9]+$/;

/** The suffix of a build's precompressed twin of a file. */
const PRECOMPRESSED_TWIN = /\.(?:br|gz)$/;

/** Paths that name a file; a missing one is a 404, anything else is a route of the single-page app. */
export const FILE_PATH = /\.(?:js|mjs|cjs|css|map|json|html?|txt|xml|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|eot|webmanifest|wasm)$/i;

/**
 * Cache-Control for a file by its path inside an app's dist (leading slash). The host's index.html and
 * remotes.json are read on every start-up (a deploy must show at once); remoteEntry.js and
 * mf-manifest.json, like every other unhashed file, are revalidated.
 */
export function cacheControlFor(pathInApp) {
  if (pathInApp === '/index.html' || pathInApp === '/remotes.json') return CACHE.never;
  if (HASHED_FILE.test(pathInApp)) return CACHE.immutable;
  return CACHE.revalidate;
}

/** The dist folders served, by app; env overrides let tests and operators point one elsewhere. */
export function defaultRoots(env = process.env) {
  return {
    host: path.resolve(env.GATEWAY_HOST_ROOT ?? path.join(REPO, 'host', 'dist')),
    ...Object.fromEntries(Object.entries(REMOTES).map(([name, r]) => [
      name, path.resolve(env[`GATEWAY_${name.toUpperCase()}_ROOT`] ?? path.join(REPO, r.dir, 'dist')),
    ])),
  };
}

/** The largest request body passed on to the API, as nginx's client_max_body_size (claims' attachments: 32 MB in all). */
export const MAX_BODY_BYTES = 40 * 1024 * 1024;
/** Past this a refused body is no longer read to its end: the sender is cut off. */
const DRAIN_BYTES = 64 * 1024 * 1024;

/** Answers the shop's error body in the request's language (what the API would say), the gateway's own refusals. */
function sendError(request, reply, status, identifier) {
  // Set here too: a refusal before routing (frameworkErrors) skips the onSend hook that adds them to every answer.
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(identifier, languageOf(request.raw.url, request.headers['accept-language'])));
}

/**
 * Reads what is left of a request body and throws it away (up to DRAIN_BYTES), so the client, which sends its whole body
 * before it reads the answer, gets the refusal instead of a reset connection, and a keep-alive connection is left clean
 * for the next request instead of stuck on an unread body.
 */
function drainBody(raw) {
  return new Promise((resolve) => {
    if (raw.readableEnded || raw.destroyed) return resolve();
    let read = 0;
    raw.on('data', (chunk) => {
      read += chunk.length;
      if (read > DRAIN_BYTES) {
        raw.destroy();
        resolve();
      }
    });
    raw.once('end', resolve);
    raw.once('close', resolve);
    raw.resume();
  });
}

function appendForwardedFor(existing, ip) {
  return existing ? `${existing}, ${ip}` : ip;
}

/**
 * Builds the gateway (not listening).
 * @param {object} [o]
 * @param {Record<string, string>} [o.roots] dist folder per app: host, catalogue, cart, account, banners
 * @param {string} [o.apiUrl] where /api goes, e.g. http://127.0.0.1:4000
 * @param {string} [o.deployDir] a folder of `npm run deploy`: /remotes.json comes from it when it holds
 *   one, and /remotes/<name>/<version>/ from its remotes/<name>/<version>/ (a path not found there
 *   falls back to the remote's build folder, so remotes never deployed keep working)
 * @param {string[]} [o.ssrUrls] the host's server-rendering instances: pages are rendered there, else the static shell
 * @param {number} [o.ssrTimeoutMs] how long a page may take there before the static shell is served instead
 * @param {object | boolean} [o.logger]
 */
export async function buildGateway({
  roots = defaultRoots(), apiUrl = process.env.API_URL ?? `http://127.0.0.1:${PORTS.api}`, deployDir = deployDirFrom(),
  ssrUrls = ssrUrlsFrom(), ssrTimeoutMs = Number(process.env.SSR_TIMEOUT_MS ?? 4_000), logger = { level: 'error' },
} = {}) {
  const app = Fastify({
    logger, trustProxy: false, return503OnClosing: true,
    // A path that is not valid percent-encoding, or a segment over the router's limit: the shop's error body, without
    // Fastify's code or the URL echoed back.
    frameworkErrors: (error, request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      return sendError(request, reply, tooLong ? 414 : 400, tooLong ? 'error.request.uriTooLong' : 'error.request.invalid');
    },
  });

  // Registered before the static plugin so its streams are compressed too; nginx only speaks gzip. What the builds
  // precompressed (brotli and gzip twins) is sent as it is, never compressed again.
  await app.register(compress, { global: true, encodings: ['gzip'], threshold: 1024, globalDecompression: false });

  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    return payload;
  });

  // Source maps are built for error tracking (hidden-source-map) but never published: they hold the
  // source. Same rule as nginx/templates/static.conf.template.
  app.addHook('onRequest', async (request, reply) => {
    if (/\.map$/i.test(request.url.split('?')[0] ?? '') && !request.url.startsWith('/api/')) {
      return sendError(request, reply, 404, 'error.route.notFound');
    }
    // A body over nginx's limit is refused here as nginx refuses it: 413 with the error body, after the body has been
    // read and dropped, and the connection closed.
    if (Number(request.headers['content-length']) > MAX_BODY_BYTES) {
      await drainBody(request.raw);
      reply.header('connection', 'close');
      return sendError(request, reply, 413, 'error.request.tooLarge');
    }
  });

  // A deployed version's folder never changes (a new deploy is a new folder): every file in it,
  // its remoteEntry.js and mf-manifest.json too, can be cached for good.
  const deployedRemotes = deployDir ? path.join(deployDir, 'remotes') : undefined;
  const cacheFor = (distRoot, sentPath) => {
    // A precompressed twin (x.js.br) is sent under its file's name and cached by that name's rules.
    const filePath = sentPath.replace(PRECOMPRESSED_TWIN, '');
    if (deployDir && filePath === path.join(deployDir, 'remotes.json')) return CACHE.never;
    if (deployedRemotes && !path.relative(deployedRemotes, filePath).startsWith('..')) return CACHE.immutable;
    return cacheControlFor(`/${path.relative(distRoot, filePath).split(path.sep).join('/')}`);
  };

  const staticFor = (root, prefix, decorateReply, extraRoot) => ({
    root: extraRoot ? [extraRoot, root] : root,
    prefix,
    decorateReply,
    wildcard: true,
    // A remote has no index.html, so its folder URL is a 404 as in nginx (index: false would be 403).
    index: ['index.html'],
    redirect: false,
    dotfiles: 'ignore',
    // The build's .br and .gz twins (tools/lib/precompress.mjs), as nginx's brotli_static / gzip_static send them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheFor(root, filePath));
    },
  });

  if (deployDir) {
    // Read on every request: a deploy replaces the file by rename, and the next page load sees it.
    const deployedConfig = path.join(deployDir, 'remotes.json');
    app.route({
      method: ['GET', 'HEAD'],
      url: '/remotes.json',
      handler: (_request, reply) => {
        if (!fs.existsSync(deployedConfig)) return reply.sendFile('remotes.json', roots.host);
        return reply.sendFile('remotes.json', deployDir);
      },
    });
  }
  // A page: rendered by an SSR instance, else (none, down or over budget) the static shell, which renders in the browser.
  const renderPage = ssrUpstream({ urls: ssrUrls, timeoutMs: ssrTimeoutMs });
  const page = async (request, reply) => {
    const rendered = await renderPage(request);
    if (!rendered) return reply.header('cache-control', CACHE.never).header('x-shop-render', 'shell').sendFile('index.html', roots.host);
    return reply.code(rendered.status).headers(rendered.headers).header('x-shop-render', 'server').send(rendered.body);
  };
  // Before the static files, which would answer / with index.html.
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: page });
  // Made by the SSR instances from the catalogue; no static stand-in.
  for (const url of ['/robots.txt', '/sitemap.xml']) {
    app.route({
      method: ['GET', 'HEAD'], url, handler: async (request, reply) => {
        const rendered = await renderPage(request);
        if (!rendered) return reply.code(503).header('retry-after', '60').type('text/plain').send('Unavailable');
        return reply.code(rendered.status).headers(rendered.headers).send(rendered.body);
      },
    });
  }
  await app.register(fastifyStatic, staticFor(roots.host, '/', true));
  for (const [name, remote] of Object.entries(REMOTES)) {
    await app.register(fastifyStatic, staticFor(roots[name], remote.prefix, false, deployedRemotes && path.join(deployedRemotes, name)));
  }

  await app.register(httpProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        host: request.headers.host ?? headers.host,
        'x-forwarded-for': appendForwardedFor(request.headers['x-forwarded-for'], request.ip),
        'x-forwarded-proto': request.protocol,
      }),
      // An unreachable API is the shop being down for maintenance: 503 with the error body sends the shopper to
      // /maintenance. nginx maps 502/504 the same way. What the client was still sending
      // is read and dropped, and the connection closed, so a keep-alive connection never waits on an unread body.
      onError: async (reply, { error }) => {
        reply.request.log.warn({ err: error }, 'API unreachable');
        // Cut off half-way through its answer: nothing more can be said on this connection.
        if (reply.raw.headersSent) return reply.raw.destroy();
        await drainBody(reply.request.raw);
        reply.header('connection', 'close');
        sendError(reply.request, reply, 503, 'error.unavailable');
      },
    },
  });

  const remotePrefixes = Object.values(REMOTES).map((r) => r.prefix);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || remotePrefixes.some((p) => url.startsWith(p)) || url.startsWith('/api/') || FILE_PATH.test(url)) {
      return sendError(request, reply, 404, 'error.route.notFound');
    }
    return page(request, reply);
  });

  return app;
}

/** Lists the apps whose dist folder is missing, so the operator knows why a slot stays empty. */
export function missingBuilds(roots) {
  return Object.entries(roots).filter(([, dir]) => !fs.existsSync(dir)).map(([name]) => name);
}

async function main() {
  const port = PORTS.gateway;
  const host = process.env.HOST ?? 'localhost';
  const roots = defaultRoots();
  const missing = missingBuilds(roots);
  if (missing.length) console.warn(`gateway: no build for ${missing.join(', ')} (run npm run build)`);
  const deployDir = deployDirFrom();
  if (deployDir) console.log(`gateway: remotes.json and deployed remote versions from ${deployDir}`);
  const app = await buildGateway({ roots, deployDir });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    await app.listen({ port, host });
  } catch (error) {
    if (error.code === 'EADDRINUSE') {
      console.error(`gateway: port ${port} is already in use. Stop what runs there or set PORT to another port.`);
      process.exit(2);
    }
    throw error;
  }
  console.log(`gateway: http://${host}:${port} → API ${process.env.API_URL ?? `http://127.0.0.1:${PORTS.api}`}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
