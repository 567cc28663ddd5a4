// The same journeys as playwright.config.ts, against the production topology instead of `npm start`: Debian's nginx
// with the configuration of nginx/ (security headers, cache rules, gzip) in front of TWO API instances on one
// throw-away PostgreSQL (tools/topology.mjs). nginx sends the browser's requests to both instances in turn, so every
// journey that logs in, fills a cart or places an order also proves that sessions, OTP limits and idempotency keys
// are shared through PostgreSQL. `npm run test:e2e:topology` (CI runs it after `npm test`).
//
// Left out here: deploys.spec.ts, whose journeys each start their own Node gateway over a deploy folder (they test the
// deploy tool and the host's loading of remotes, which this topology does not change, and would double its time),
// and any journey tagged @node-gateway (it needs something only `npm start`'s Node gateway has).
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base, { E2E_OPS_TOKEN } from './playwright.config';

const REPO = path.resolve(import.meta.dirname, '..');
// Away from npm run test:e2e's 8090/4090, so both can run on one machine. Not 4190: it is on fetch's list of blocked
// ports (ManageSieve), so Node's fetch would refuse the health checks.
const PORT = Number(process.env.E2E_TOPOLOGY_PORT ?? 8190);
const API_PORTS = [Number(process.env.E2E_TOPOLOGY_API_PORT ?? 4290), Number(process.env.E2E_TOPOLOGY_API_PORT ?? 4290) + 1];
const baseURL = `http://127.0.0.1:${PORT}`;

// The journeys read these to reach the shop outside the browser (npm run ops) and one API instance directly (a
// second gateway over the same API); the workers inherit them.
process.env.E2E_PORT = String(PORT);
process.env.E2E_API_PORT = String(API_PORTS[0]);
// What the scripts arrive as: brotli where this nginx has Debian's brotli_static module (tools/nginx-local.mjs loads it
// then), else the builds' gzip twins.
process.env.E2E_PRECOMPRESSED = fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so') ? 'br' : 'gzip';

export default defineConfig({
  ...base,
  testIgnore: ['**/deploys.spec.ts'],
  grepInvert: /@node-gateway/,
  reporter: [['list'], ['json', { outputFile: path.join(REPO, '.tmp', 'test-results', 'e2e-topology.json') }]],
  outputDir: path.join(REPO, '.tmp', 'e2e-topology-artifacts'),
  use: { ...base.use, baseURL },
  webServer: {
    // A fresh PostgreSQL cluster each run: the demo seed is what the journeys expect to see.
    command: 'node tools/topology.mjs',
    cwd: REPO,
    url: `${baseURL}/api/health`,
    // Never a leftover: the point is to test this topology, not whatever answers on the port.
    reuseExistingServer: false,
    timeout: 300_000,
    // SIGTERM lets the script stop nginx and both instances and delete the cluster (a kill would leave them).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      API_PORTS: API_PORTS.join(','),
      OPS_TOKEN: E2E_OPS_TOKEN,
      // Production refuses the development sender unless asked (docker-compose.yml fixes it off): the journeys read
      // login codes and e-mails from /api/dev/outbox, as a demo deployment (docker-compose.demo.yml) would show them.
      ALLOW_DEV_SENDER: '1',
      CLAIMS_POW_BITS: '12',
      // Every journey comes from this one machine: the per-address limits (20 codes, 60 code checks, 30 guests an hour,
      // 60 searches a minute) would stop the suite part-way; the limits themselves are tested in the API.
      OTP_PER_IP_PER_HOUR: '1000',
      OTP_VERIFY_PER_IP_PER_HOUR: '1000',
      GUESTS_PER_IP_PER_HOUR: '1000',
      SEARCH_PER_IP_PER_MINUTE: '10000',
    },
  },
});
