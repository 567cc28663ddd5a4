// Federation runtime plugin that refuses a remote built for another host–remote contract before any of
// its code runs. Every remote's mf-manifest.json states the contract it was built with
// (`metaData.shopContract`, written by tools/rspack-base.mjs); the host's own contract is the `contract`
// field of @shop/shared's package.json, the one source both sides read.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import sharedPackage from '@shop/shared/package.json';

/** The contract this host was built with. */
export const HOST_CONTRACT: string = sharedPackage.contract;

/** What a remote's manifest says about the contract (metaData.shopContract). */
export interface StatedContract {
  /** The contract version the remote was built with, e.g. '1.2.0'. */
  version: string;
  /** The host contracts it runs on, '^<major>.<minor>.0'. */
  range: string;
}

type Version = [major: number, minor: number, patch: number];

export function parseVersion(value: unknown): Version | null {
  const match = typeof value === 'string' ? /^(\d+)\.(\d+)\.(\d+)$/.exec(value) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** The lowest version a '^x.y.z' range accepts; null for anything else. */
export function parseRange(range: unknown): Version | null {
  return typeof range === 'string' && range.startsWith('^') ? parseVersion(range.slice(1)) : null;
}

const atLeast = (a: Version, b: Version) => a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] >= b[2];

/**
 * Why a remote stating `stated` must not run on a host with contract `host`, or null when it may.
 * Same major and the host at least at the range's lower bound (caret semantics for majors ≥ 1; the
 * contract starts at 1.0.0).
 */
export function contractProblem(remote: string, stated: unknown, host: string = HOST_CONTRACT): string | null {
  const range = (stated as Partial<StatedContract> | null | undefined)?.range;
  const wanted = parseRange(range);
  const have = parseVersion(host);
  if (!have) return `This host's contract ${JSON.stringify(host)} is not a version`;
  if (!wanted) {
    return `Remote "${remote}" states no host contract in its mf-manifest.json (built before contracts or by other tools); this host provides contract ${host}`;
  }
  const built = (stated as Partial<StatedContract>).version ?? range;
  if (wanted[0] !== have[0]) {
    return `Remote "${remote}" was built for contract ${range} (built with ${built}, major ${wanted[0]}); this host provides contract ${host} (major ${have[0]})`;
  }
  if (!atLeast(have, wanted)) {
    return `Remote "${remote}" needs contract ${range} (built with ${built}); this host provides contract ${host}: deploy the host first`;
  }
  return null;
}

/** The error a refused remote fails with: it reaches the slot (retry notice) and 'remote:failed'. */
export class RemoteContractError extends Error {
  override readonly name = 'RemoteContractError';
  constructor(
    readonly remote: string,
    readonly stated: unknown,
    readonly hostContract: string,
    message: string,
  ) {
    super(message);
  }
}

type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];

export function remoteContractPlugin(host: string = HOST_CONTRACT): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-contract',
    // Runs once per manifest fetch, after the runtime read mf-manifest.json and before it loads
    // remoteEntry.js. Throwing here fails the loadRemote call ('onLoad' in remote-errors.ts), and
    // the runtime forgets a manifest that failed, so a Retry after a redeploy reads it again.
    loadRemoteSnapshot(args: SnapshotArgs) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const remote = args.moduleInfo.name;
      const stated = (args.manifestJson.metaData as unknown as Record<string, unknown>).shopContract;
      const problem = contractProblem(remote, stated, host);
      if (problem) throw new RemoteContractError(remote, stated, host, problem);
      return args;
    },
  };
}
