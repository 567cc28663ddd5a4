// The contract each remote build states in its mf-manifest.json (tools/rspack-base.mjs), read by the host's
// remote-contract plugin and checked by the deploy tool.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contractMetaData, createConfig } from '../rspack-base.mjs';

const REPO = path.resolve(import.meta.dirname, '..', '..');
const created = [];
after(() => {
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});

function sharedPackage(contract) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-contract-'));
  created.push(dir);
  const file = path.join(dir, 'package.json');
  fs.writeFileSync(file, JSON.stringify({ name: '@shop/shared', version: '0.1.0', ...(contract === undefined ? {} : { contract }) }));
  return file;
}

/** A production config is [browser, server]; the manifests are the browser build's. */
const browserOf = (config) => [config].flat()[0];
const federationOf = (config) => browserOf(config).plugins.find((p) => p?.constructor?.name === 'ModuleFederationPlugin');

describe('contractMetaData', () => {
  test('states the version built with and the range of hosts it runs on (same major, at least this minor)', () => {
    assert.deepEqual(contractMetaData(sharedPackage('1.0.0')), { version: '1.0.0', range: '^1.0.0' });
    assert.deepEqual(contractMetaData(sharedPackage('2.3.7')), { version: '2.3.7', range: '^2.3.0' });
  });

  test('reads shared/package.json\'s "contract" field by default, a version ≥ 1.0.0', () => {
    const { contract } = JSON.parse(fs.readFileSync(path.join(REPO, 'shared', 'package.json'), 'utf8'));
    assert.equal(contractMetaData().version, contract);
    assert.ok(Number(contract.split('.')[0]) >= 1);
  });

  test('a missing or malformed contract fails the build with the file named', () => {
    assert.throws(() => contractMetaData(sharedPackage(undefined)), /"contract" must be a version like 1\.0\.0, found undefined/);
    assert.throws(() => contractMetaData(sharedPackage('^1.0.0')), /package\.json: "contract" must be a version/);
  });
});

describe('createConfig', () => {
  test('a remote\'s manifest carries metaData.shopContract; the host\'s is the plain manifest', async () => {
    const remote = createConfig({ dir: path.join(REPO, 'mfe-banners'), name: 'banners', exposes: { './X': './x.tsx' } })(undefined, { mode: 'production' });
    const manifest = federationOf(remote)._options.manifest;
    const stats = { metaData: { name: 'banners', publicPath: 'auto' } };
    const result = await manifest.additionalData({ stats, compiler: {}, compilation: {}, bundler: 'rspack' });
    assert.deepEqual(result.metaData, { name: 'banners', publicPath: 'auto', shopContract: contractMetaData() });

    const host = createConfig({ dir: path.join(REPO, 'host'), name: 'host', host: true })(undefined, { mode: 'production' });
    assert.equal(federationOf(host)._options.manifest, true);
  });
});
