// The host–remote contract: the range check, and the runtime plugin that refuses a remote's manifest.
import fs from 'node:fs';
import path from 'node:path';
import { HOST_CONTRACT, RemoteContractError, contractProblem, parseRange, parseVersion, remoteContractPlugin } from './remote-contract';

const stated = (version: string) => ({ version, range: `^${version.split('.').slice(0, 2).join('.')}.0` });

describe('contractProblem', () => {
  test('the same major at or above the range\'s minor is accepted, whatever the patch', () => {
    expect(contractProblem('cart', stated('1.0.0'), '1.0.0')).toBeNull();
    expect(contractProblem('cart', stated('1.2.7'), '1.2.0')).toBeNull();
    expect(contractProblem('cart', stated('1.0.0'), '1.5.3')).toBeNull();
  });

  test('another major is refused, naming both versions', () => {
    const problem = contractProblem('cart', stated('2.0.0'), '1.4.0');
    expect(problem).toContain('"cart"');
    expect(problem).toContain('^2.0.0');
    expect(problem).toContain('1.4.0');
    expect(contractProblem('cart', stated('1.9.0'), '2.0.0')).toMatch(/\^1\.9\.0.*major 1.*2\.0\.0 \(major 2\)/);
  });

  test('a remote that needs a newer minor than the host has is refused: the host is deployed first', () => {
    expect(contractProblem('banners', stated('1.3.0'), '1.2.9')).toMatch(/needs contract \^1\.3\.0.*1\.2\.9: deploy the host first/);
  });

  test('a manifest that states no contract, or a malformed one, is refused', () => {
    expect(contractProblem('account', undefined, '1.0.0')).toMatch(/"account" states no host contract.*1\.0\.0/);
    expect(contractProblem('account', { range: '>=1' }, '1.0.0')).toMatch(/states no host contract/);
    expect(contractProblem('account', { range: '^1.0' }, '1.0.0')).toMatch(/states no host contract/);
  });

  test('version and range parsing', () => {
    expect(parseVersion('1.20.3')).toEqual([1, 20, 3]);
    expect(parseVersion('1.2')).toBeNull();
    expect(parseVersion('v1.2.3')).toBeNull();
    expect(parseRange('^2.1.0')).toEqual([2, 1, 0]);
    expect(parseRange('~2.1.0')).toBeNull();
  });
});

test('the host\'s contract is the "contract" version of @shop/shared\'s package.json', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../shared/package.json'), 'utf8')) as { contract: string };
  expect(HOST_CONTRACT).toBe(pkg.contract);
  // Majors below 1 would give the minor the meaning of a major; the contract starts at 1.0.0.
  expect(parseVersion(HOST_CONTRACT)?.[0]).toBeGreaterThanOrEqual(1);
});

describe('remoteContractPlugin', () => {
  type Hook = (args: unknown) => unknown;
  const hook = (host: string) => remoteContractPlugin(host).loadRemoteSnapshot as Hook;
  const args = (shopContract: unknown, from = 'manifest') => ({
    options: {},
    moduleInfo: { name: 'cart', entry: '/remotes/cart/mf-manifest.json' },
    manifestJson: { metaData: { name: 'cart', shopContract }, exposes: [], shared: [] },
    manifestUrl: '/remotes/cart/mf-manifest.json',
    remoteSnapshot: {},
    from,
  });

  test('passes a matching manifest through unchanged', () => {
    const input = args(stated('1.0.0'));
    expect(hook('1.0.0')(input)).toBe(input);
  });

  test('throws a RemoteContractError for another major, before the remote\'s code is fetched', () => {
    let thrown: unknown;
    try {
      hook('1.0.0')(args(stated('2.0.0')));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RemoteContractError);
    expect(thrown).toMatchObject({ remote: 'cart', hostContract: '1.0.0', stated: stated('2.0.0') });
    expect((thrown as Error).message).toMatch(/"cart" was built for contract \^2\.0\.0.*this host provides contract 1\.0\.0/);
  });

  test('a snapshot that did not come from a manifest is left alone', () => {
    const input = { ...args(undefined, 'global'), manifestJson: undefined };
    expect(hook('1.0.0')(input)).toBe(input);
  });
});
