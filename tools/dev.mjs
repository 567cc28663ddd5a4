// `npm run dev`: the API in watch mode plus every front-end app's rspack dev server with hot reload.
// Open the host's dev server (port 3000): it proxies /api and serves a remotes.json that points at the
// remotes' dev servers.
import path from 'node:path';
import { concurrently } from 'concurrently';
import { PORTS, REMOTES } from './ports.mjs';
import { isPortFree } from './lib/net.mjs';

const REPO = path.resolve(import.meta.dirname, '..');

const servers = [
  { name: 'api', dir: 'api', port: PORTS.api, color: 'yellow' },
  { name: 'host', dir: 'host', port: PORTS.host, color: 'cyan' },
  ...Object.entries(REMOTES).map(([name, r], i) => ({ name, dir: r.dir, port: PORTS[name], color: ['green', 'magenta', 'blue', 'red'][i] })),
];

const taken = [];
for (const s of servers) if (!(await isPortFree(s.port))) taken.push(`${s.port} (${s.name})`);
if (taken.length) {
  console.error(`dev: port(s) ${taken.join(', ')} already in use — is npm run dev already running? Stop it first.`);
  process.exit(1);
}

console.log(`
  Shop (dev) → http://localhost:${PORTS.host}    (hot reload; /api proxied to http://127.0.0.1:${PORTS.api})
  Remotes     ${Object.keys(REMOTES).map((n) => `${n} :${PORTS[n]}`).join(', ')}
  API docs    http://localhost:${PORTS.api}/api/docs
`);

const { result } = concurrently(
  servers.map((s) => ({
    name: s.name,
    command: 'npm run dev',
    cwd: path.join(REPO, s.dir),
    prefixColor: s.color,
    env: s.name === 'api' ? { API_HOST: '127.0.0.1', API_PORT: String(PORTS.api) } : {},
  })),
  { prefix: 'name', killOthersOn: ['failure'], cwd: REPO },
);

result.then(() => process.exit(0), () => process.exit(1));
