// Tests of the production description: docker-compose.yml, the Dockerfiles and the gateway's upstreams
// agree on service names, builds and fallbacks (the compose file itself is checked by `docker-compose config`).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { REPO } from '../gateway.mjs';

const read = (file) => fs.readFileSync(path.join(REPO, file), 'utf8');
const compose = read('docker-compose.yml');
const servicesBlock = compose.slice(compose.indexOf('\nservices:'), compose.indexOf('\nvolumes:'));
const services = [...servicesBlock.matchAll(/^ {2}([a-z][a-z0-9-]*):\s*$/gm)].map((m) => m[1]);
const FRONT_END = ['host', 'mfe-catalogue', 'mfe-cart', 'mfe-account-auth', 'mfe-banners'];

describe('docker-compose.yml', () => {
  test('has postgres, the api, one static service per front-end app and the gateway', () => {
    assert.deepEqual(services, ['postgres', 'api', ...FRONT_END, 'gateway']);
  });

  test('keeps the database on a volume and gives the API its URL', () => {
    assert.match(compose, /- pgdata:\/var\/lib\/postgresql\/data/);
    assert.match(compose, /DATABASE_URL: postgres:\/\/shop:.*@postgres:5432\/shop/);
    assert.match(compose, /condition: service_healthy/);
  });

  test('the gateway reaches every upstream by a service name that exists', () => {
    const upstreams = [...read('nginx/Dockerfile').matchAll(/_UPSTREAM=http:\/\/([a-z0-9-]+):\d+/g)].map((m) => m[1]);
    assert.deepEqual(upstreams.sort(), ['api', ...FRONT_END].sort());
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
