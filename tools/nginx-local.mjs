// Runs the production nginx configuration (nginx/) locally and unprivileged: the gateway server plus one
// static server per front-end app, as docker-compose wires them, in one nginx process under a temp dir.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { PORTS, REMOTES } from './ports.mjs';
import { REPO, defaultRoots } from './gateway.mjs';
import { deployDirFrom } from './lib/deploy-dir.mjs';
import { freePort, waitForPort } from './lib/net.mjs';

export const NGINX_DIR = path.join(REPO, 'nginx');
export const APPS = ['host', ...Object.keys(REMOTES)];
const API_GROUP = 'shop_api';
/** Debian's brotli_static module (apt-get install libnginx-mod-http-brotli-static), loaded when installed. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const brotliStaticAvailable = () => fs.existsSync(BROTLI_STATIC_MODULE);
const SSR_GROUP = 'shop_ssr';

/** envsubst as the nginx image runs it, but strict: a placeholder without a value is an error. */
export function renderTemplate(text, vars) {
  const out = text.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (whole, name) => {
    if (!(name in vars)) throw new Error(`nginx template: no value for \${${name}}`);
    return String(vars[name]);
  });
  return out;
}

/**
 * Writes a runnable nginx prefix into `dir`: nginx.conf with temp paths inside dir, the snippets, and
 * the templates rendered with local values.
 * @param {object} o
 * @param {string} o.dir
 * @param {number} o.port gateway port
 * @param {Record<string, number>} o.staticPorts one per app (host and each remote)
 * @param {Record<string, string>} [o.roots] dist folder per app
 * @param {string} [o.apiUrl] one API instance
 * @param {string[]} [o.apiUrls] several API instances, round robin (tools/topology.mjs); wins over apiUrl
 * @param {string[]} [o.ssrUrls] the host's SSR instances, round robin (default: the one `npm start` runs); pages fall back
 *   to the static shell when none answers
 * @param {number} [o.ssrTimeoutMs] how long a page may take there in all (SSR_TIMEOUT_MS, default 4 s)
 * @param {string} [o.deployDir] the deploy folder of `npm run deploy` (DEPLOY_ROOT, as DEPLOY_DIR for tools/gateway.mjs);
 *   default an empty folder in `dir`, so every remote comes from its build, as in the image with nothing mounted
 * @param {boolean} [o.brotli] load the brotli_static module and send the brotli twins (default: when it is installed);
 *   false runs the configuration as the images' nginx, which has no such module
 */
export function writeLocalNginx({
  dir, port, staticPorts, roots = defaultRoots(), apiUrl = `http://127.0.0.1:${PORTS.api}`, apiUrls = [apiUrl], ssrUrls = [`http://127.0.0.1:${PORTS.ssr}`],
  ssrTimeoutMs = Number(process.env.SSR_TIMEOUT_MS ?? 4_000), deployDir, brotli = brotliStaticAvailable(),
}) {
  if (!apiUrls.length) throw new Error('nginx: at least one API instance is needed');
  if (!ssrUrls.length) throw new Error('nginx: at least one SSR instance is needed (an absent one means the static shell)');
  fs.rmSync(dir, { recursive: true, force: true });
  for (const sub of ['conf.d', 'snippets', 'logs', 'temp', 'deploy']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  for (const file of fs.readdirSync(path.join(NGINX_DIR, 'snippets'))) {
    fs.copyFileSync(path.join(NGINX_DIR, 'snippets', file), path.join(dir, 'snippets', file));
  }
  // The builds' brotli twins are sent where this nginx can (snippets/precompressed.conf includes optional/*.conf).
  if (brotli) {
    if (!brotliStaticAvailable()) throw new Error(`nginx: brotli asked for, but ${BROTLI_STATIC_MODULE} is not installed (apt-get install libnginx-mod-http-brotli-static)`);
    fs.mkdirSync(path.join(dir, 'optional'), { recursive: true });
    fs.copyFileSync(path.join(NGINX_DIR, 'optional', 'brotli-static.conf'), path.join(dir, 'optional', 'brotli-static.conf'));
  }
  const upstream = (app) => `http://127.0.0.1:${staticPorts[app]}`;
  const gateway = renderTemplate(fs.readFileSync(path.join(NGINX_DIR, 'templates', 'gateway.conf.template'), 'utf8'), {
    LISTEN: port,
    // Several instances: a named upstream, round robin, as docker's DNS gives nginx every replica of `api`.
    API_UPSTREAM: apiUrls.length > 1 ? `http://${API_GROUP}` : apiUrls[0],
    HOST_UPSTREAM: upstream('host'),
    CATALOGUE_UPSTREAM: upstream('catalogue'),
    CART_UPSTREAM: upstream('cart'),
    ACCOUNT_UPSTREAM: upstream('account'),
    BANNERS_UPSTREAM: upstream('banners'),
    DEPLOY_ROOT: path.resolve(deployDir ?? path.join(dir, 'deploy')),
    SSR_UPSTREAM: `http://${SSR_GROUP}`,
    SSR_TIMEOUT: `${Math.max(1, Math.round(ssrTimeoutMs))}ms`,
  });
  fs.writeFileSync(path.join(dir, 'conf.d', 'gateway.conf'), gateway);
  if (apiUrls.length > 1) {
    fs.writeFileSync(path.join(dir, 'conf.d', 'api-upstream.conf'), `upstream ${API_GROUP} {\n${apiServers(apiUrls)}\n}\n`);
  }
  fs.writeFileSync(path.join(dir, 'conf.d', 'ssr-upstream.conf'), `upstream ${SSR_GROUP} {\n${apiServers(ssrUrls)}\n}\n`);
  const staticTemplate = fs.readFileSync(path.join(NGINX_DIR, 'templates', 'static.conf.template'), 'utf8');
  for (const app of APPS) {
    fs.writeFileSync(path.join(dir, 'conf.d', `static-${app}.conf`), renderTemplate(staticTemplate, {
      LISTEN: `127.0.0.1:${staticPorts[app]}`,
      ROOT: roots[app],
      FALLBACK: app === 'host' ? '/index.html' : '=404',
    }));
  }
  const temp = (name) => path.join(dir, 'temp', name);
  // Root runs drop workers to nobody, which cannot write the temp dirs; keep them as the caller.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const modules = brotli ? `load_module ${BROTLI_STATIC_MODULE};\n` : '';
  fs.writeFileSync(path.join(dir, 'nginx.conf'), `${modules}${user}worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'logs', 'error.log')} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    keepalive_timeout 65;
    access_log off;
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include conf.d/*.conf;
}
`);
  return path.join(dir, 'nginx.conf');
}

/** The upstream block's `server` lines for instances' base URLs (http://host:port): API or SSR. */
export function apiServers(urls) {
  return urls.map((url) => {
    const { protocol, host, pathname } = new URL(url);
    if (protocol !== 'http:' || pathname !== '/' || !host.includes(':')) throw new Error(`nginx: an upstream instance is http://host:port, got ${url}`);
    return `    server ${host};`;
  }).join('\n');
}

const baseArgs = (dir) => ['-p', dir, '-c', 'nginx.conf', '-e', path.join(dir, 'logs', 'error.log')];

/** `nginx -t` on a prefix written by writeLocalNginx. */
export function nginxTest(dir) {
  const result = spawnSync('nginx', ['-t', ...baseArgs(dir)], { encoding: 'utf8' });
  if (result.error) return { ok: false, output: String(result.error.message) };
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

/** Writes a config with free ports and checks it: what `npm test` and CI run. */
export async function checkConfig(dir = path.join(REPO, '.tmp', 'nginx-check'), { brotli } = {}) {
  const staticPorts = Object.fromEntries(APPS.map((app, i) => [app, 18_100 + i]));
  writeLocalNginx({ dir, port: 18_099, staticPorts, brotli });
  return nginxTest(dir);
}

/**
 * Starts nginx in the foreground on `port` (free ports for the static servers). Resolves once the
 * gateway listens; `stop()` ends it.
 */
export async function startLocalNginx({ dir, port, roots, apiUrl, apiUrls, ssrUrls, ssrTimeoutMs, deployDir, brotli }) {
  const staticPorts = {};
  for (const app of APPS) staticPorts[app] = await freePort();
  writeLocalNginx({ dir, port, staticPorts, roots, apiUrl, apiUrls, ssrUrls, ssrTimeoutMs, deployDir, brotli });
  const check = nginxTest(dir);
  if (!check.ok) throw new Error(check.output);
  const child = spawn('nginx', [...baseArgs(dir), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitForPort(port, 10_000),
    exited.then((code) => { throw new Error(`nginx exited with ${code}; see ${path.join(dir, 'logs', 'error.log')}`); }),
  ]);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

async function main() {
  if (process.argv.includes('--check')) {
    const { ok, output } = await checkConfig();
    console.log(output);
    process.exit(ok ? 0 : 1);
  }
  const port = Number(process.env.PORT ?? 8095);
  const deployDir = deployDirFrom();
  const nginx = await startLocalNginx({ dir: path.join(REPO, '.tmp', 'nginx-local'), port, deployDir });
  console.log(`nginx gateway at ${nginx.url} (API expected at 127.0.0.1:${PORTS.api})`);
  if (deployDir) console.log(`nginx: remotes.json and deployed remote versions from ${deployDir}`);
  const stop = () => nginx.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
