// Tests of the production description: docker-compose.yml, the Dockerfiles and the gateway's upstreams
// agree on service names, builds and fallbacks (the compose file itself is checked by `docker-compose config`).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { REPO } from '../gateway.mjs';

const read = (file) => fs.readFileSync(path.join(REPO, file), 'utf8');
const compose = read('docker-compose.yml');
const servicesBlock = compose.slice(compose.indexOf('\nservices:'), compose.indexOf('\nvolumes:'));
const services = [...servicesBlock.matchAll(/^ {2}([a-z][a-z0-9-]*):\s*$/gm)].map((m) => m[1]);
const FRONT_END = ['host', 'mfe-catalogue', 'mfe-cart', 'mfe-account-auth', 'mfe-banners'];
const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

/** The API's environment as `docker-compose config` resolves it, for these compose files and this shell environment. */
function resolvedApiEnv(files, env) {
  const result = spawnSync('docker-compose', [...files.flatMap((f) => ['-f', f]), 'config'], { cwd: REPO, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });
  assert.equal(result.status, 0, result.stderr);
  const api = result.stdout.slice(result.stdout.indexOf('\n  api:\n'));
  const environment = api.slice(api.indexOf('\n    environment:\n') + 1).split('\n').slice(1);
  const lines = environment.slice(0, environment.findIndex((line) => !line.startsWith('      ')));
  return Object.fromEntries(lines.map((line) => {
    const [, name, value] = /^ {6}([A-Z_]+): ?(.*)$/.exec(line) ?? [];
    return [name, value.replace(/^'(.*)'$/, '$1')];
  }));
}

describe('docker-compose.yml', () => {
  test('has postgres, the api, one static service per front-end app, the host\'s server rendering and the gateway', () => {
    assert.deepEqual(services, ['postgres', 'api', 'host', 'ssr', ...FRONT_END.slice(1), 'gateway']);
  });

  test('the SSR service runs the host\'s server build with a health check, reads remotes through the gateway and asks the API', () => {
    const ssr = servicesBlock.slice(servicesBlock.indexOf('\n  ssr:\n'), servicesBlock.indexOf('\n  mfe-catalogue:\n'));
    assert.match(ssr, /dockerfile: host\/Dockerfile\n\s+target: ssr/);
    assert.match(ssr, /API_URL: http:\/\/api:4000/);
    assert.match(ssr, /REMOTES_ORIGIN: http:\/\/gateway:80/);
    assert.match(ssr, /healthz/);
    const file = read('host/Dockerfile');
    assert.match(file, /FROM node:20-bookworm-slim AS ssr/);
    assert.match(file, /CMD \["node", "--enable-source-maps", "dist\/server\/server\.cjs"\]/);
    assert.match(file, /SSR_PORT=4001/);
    assert.match(read('nginx/Dockerfile'), /SSR_UPSTREAM=http:\/\/ssr:4001/);
  });

  test('keeps the database on a volume and gives the API its URL', () => {
    assert.match(compose, /- pgdata:\/var\/lib\/postgresql\/data/);
    assert.match(compose, /DATABASE_URL: postgres:\/\/shop:.*@postgres:5432\/shop/);
    assert.match(compose, /condition: service_healthy/);
  });

  test('the development sender (every login code at /api/dev/outbox) is off unless the demo override is added', () => {
    // Fixed in the file, not read from the shell: an ALLOW_DEV_SENDER=1 left in an operator's environment changes nothing.
    assert.match(compose, /^ {6}ALLOW_DEV_SENDER: "0"$/m);
    assert.match(compose, /^ {6}OTP_SENDER: \$\{OTP_SENDER:-webhook\}$/m);
    const demo = read('docker-compose.demo.yml');
    assert.match(demo, /^ {6}ALLOW_DEV_SENDER: "1"$/m);
    assert.match(demo, /^ {6}OTP_SENDER: dev$/m);
  });

  test('docker-compose resolves the dev sender off, even with it asked for in the shell, and on with the demo file', { skip: !hasCompose && 'needs docker-compose' }, () => {
    const asked = resolvedApiEnv(['docker-compose.yml'], { ALLOW_DEV_SENDER: '1', OTP_SENDER: 'dev' });
    assert.equal(asked.ALLOW_DEV_SENDER, '0');
    assert.equal(asked.NODE_ENV, 'production');
    assert.equal(resolvedApiEnv(['docker-compose.yml'], {}).OTP_SENDER, 'webhook');
    const demo = resolvedApiEnv(['docker-compose.yml', 'docker-compose.demo.yml'], {});
    assert.deepEqual({ OTP_SENDER: demo.OTP_SENDER, ALLOW_DEV_SENDER: demo.ALLOW_DEV_SENDER }, { OTP_SENDER: 'dev', ALLOW_DEV_SENDER: '1' });
  });

  test('the gateway mounts the deploy folder where its image reads it (DEPLOY_ROOT)', () => {
    const root = /DEPLOY_ROOT=(\S+)/.exec(read('nginx/Dockerfile'))?.[1];
    assert.equal(root, '/srv/shop-deploy');
    assert.ok(compose.includes(`- \${DEPLOY_DIR:-./.deploy}:${root}:ro`), 'DEPLOY_DIR mounted read-only');
    assert.match(read('nginx/templates/gateway.conf.template'), /root \$\{DEPLOY_ROOT\};/);
  });

  test('the gateway reaches every upstream by a service name that exists', () => {
    const upstreams = [...read('nginx/Dockerfile').matchAll(/_UPSTREAM=http:\/\/([a-z0-9-]+):\d+/g)].map((m) => m[1]);
    assert.deepEqual(upstreams.sort(), ['api', 'ssr', ...FRONT_END].sort());
    for (const name of upstreams) assert.ok(services.includes(name), `${name} is a compose service`);
  });
});

describe('Dockerfiles', () => {
  for (const dir of FRONT_END) {
    test(`${dir} builds itself and ships its dist with the static cache rules`, () => {
      const file = read(`${dir}/Dockerfile`);
      assert.match(file, new RegExp(`RUN npm run build -w ${dir}\\n`));
      assert.match(file, new RegExp(`COPY --from=build /repo/${dir}/dist/ /usr/share/nginx/html/`));
      assert.match(file, /COPY nginx\/templates\/static\.conf\.template /);
      // Only the host answers unknown paths with index.html; a remote's missing file must stay a 404.
      assert.match(file, dir === 'host' ? /FALLBACK="\/index\.html"/ : /FALLBACK="=404"/);
      assert.match(compose, new RegExp(`dockerfile: ${dir}/Dockerfile`));
    });
  }

  test('the API image runs the built server with a health check', () => {
    const file = read('api/Dockerfile');
    assert.match(file, /RUN npm run build -w api/);
    assert.match(file, /CMD \["node", "api\/dist\/server\.js"\]/);
    assert.match(file, /api\/health/);
  });

  test('the build context leaves local installs, builds and data out', () => {
    const ignore = read('.dockerignore');
    for (const entry of ['**/node_modules', '**/dist', '.data', '.tmp']) assert.ok(ignore.includes(entry), entry);
  });
});
