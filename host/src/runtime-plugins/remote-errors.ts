// Federation runtime plugin that keeps a remote's failure local to the slot that asked for it.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { events } from '@shop/shared/events';

type ErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];
export type RemoteLifecycle = ErrorArgs['lifecycle'];

export interface RemoteFailure {
  /** The requested id, e.g. 'catalogue/SearchBox' (or a manifest URL for 'afterResolve'). */
  id: string;
  /** Remote name when the runtime knows it. */
  remote: string;
  lifecycle: RemoteLifecycle;
  error: unknown;
  at: number;
}

/** What loadRemote resolves to when the plugin answers an 'onLoad' failure. */
export interface RemoteFallbackModule {
  readonly remoteFailure: RemoteFailure;
  /** Rendering the fallback rethrows, so any error boundary around it can offer a retry. */
  readonly default: () => never;
}

const failures: RemoteFailure[] = [];

/** Failures seen since start-up, oldest first (for diagnostics and tests). */
export const getRemoteFailures = (): readonly RemoteFailure[] => failures;

export const clearRemoteFailures = (): void => {
  failures.length = 0;
};

export function isRemoteFallback(mod: unknown): mod is RemoteFallbackModule {
  return typeof mod === 'object' && mod !== null && 'remoteFailure' in mod;
}

const remoteNameOf = (args: ErrorArgs): string => args.remote?.name ?? args.id.split('/')[0] ?? args.id;

export function remoteErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-errors',
    errorLoadRemote(args) {
      const failure: RemoteFailure = {
        id: args.id,
        remote: remoteNameOf(args),
        lifecycle: args.lifecycle,
        error: args.error,
        at: Date.now(),
      };
      failures.push(failure);
      // 'onLoad' is the last word on a loadRemote call: only its answer becomes the module. Any
      // other lifecycle expects a manifest or request arguments, where a module would be garbage.
      if (args.lifecycle !== 'onLoad') return undefined;
      // The host records it (remotes/remote-failures.ts); the slot that rethrows it is not recorded a second time.
      events.emit('remote:failed', { remote: failure.remote, module: args.expose ?? failure.id, error: failure.error });
      const fallback: RemoteFallbackModule = {
        remoteFailure: failure,
        default: () => {
          throw failure.error instanceof Error ? failure.error : new Error(`Remote ${failure.id} failed to load`);
        },
      };
      return fallback;
    },
  };
}
