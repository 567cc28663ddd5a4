// Playwright against the production builds behind the Node gateway (tools/start.mjs), on a throw-away
// PGlite database, driving Debian's Chromium.
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const REPO = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 8090);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4090);
const DATA = path.join(REPO, '.tmp', 'e2e-data');
const baseURL = `http://127.0.0.1:${PORT}`;
/** Exported for the journeys (e2e/tests/support) that play the operator. */
export const E2E_OPS_TOKEN = 'e2e-operator-token-not-secret';

export default defineConfig({
  testDir: './tests',
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Two cores shared with the API and the gateway: one retry absorbs a slow machine, a real bug fails twice.
  retries: process.env.CI ? 1 : 0,
  // One budget for a whole journey and one for each wait: a hang fails at the wait's 15 s; the journey's budget leaves
  // room for the longest ones (several pages, reloads and logins) on two busy cores, where they took 45-60 s.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: path.join(REPO, '.tmp', 'test-results', 'e2e.json') }]],
  outputDir: path.join(REPO, '.tmp', 'e2e-artifacts'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // A fresh database each run: the demo seed is what the journeys expect to see.
    command: `rm -rf "${DATA}" && node tools/start.mjs`,
    cwd: REPO,
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT), API_PORT: String(API_PORT), PGLITE_DIR: path.join(DATA, 'pglite'),
      // The operator's staff token, known to the journeys that advance an order (npm run ops / POST /api/ops/...).
      OPS_TOKEN: E2E_OPS_TOKEN,
      // The claims book's proof-of-work: a light challenge keeps the journeys fast; the rule itself is tested in the API.
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
