// Reads /remotes.json (deploy-time, never cached) and registers the remotes it lists at run time.
import { registerRemotes } from '@module-federation/enhanced/runtime';

export interface RemoteEntry {
  entry: string;
}
export type RemotesConfig = Record<string, RemoteEntry>;

let ready: Promise<RemotesConfig> | undefined;

const toRemotes = (config: RemotesConfig, only?: string) =>
  Object.entries(config)
    .filter(([name]) => only === undefined || name === only)
    .map(([name, r]) => ({ name, entry: new URL(r.entry, window.location.href).href }));

function isRemotesConfig(value: unknown): value is RemotesConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((r) => typeof r === 'object' && r !== null && typeof (r as RemoteEntry).entry === 'string')
  );
}

async function fetchConfig(): Promise<RemotesConfig> {
  const res = await fetch('/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
  const config: unknown = await res.json();
  if (!isRemotesConfig(config)) throw new Error('/remotes.json is not a map of { entry } objects');
  return config;
}

/** Registers every remote once; a failed read is forgotten so the next call tries again. */
export function initRemotes(): Promise<RemotesConfig> {
  ready ??= fetchConfig().then(
    (config) => {
      registerRemotes(toRemotes(config), { force: true });
      return config;
    },
    (error: unknown) => {
      ready = undefined;
      throw error;
    },
  );
  return ready;
}

/**
 * Registers one remote again, dropping what the runtime cached about it (manifest, entry script,
 * module cache), so a retry after the remote came back loads it fresh without a page reload.
 */
export async function reRegisterRemote(name: string): Promise<void> {
  const config = await initRemotes();
  if (config[name]) registerRemotes(toRemotes(config, name), { force: true });
}

/** Forgets the registered configuration (tests start from a clean page). */
export function resetRemotesForTests(): void {
  ready = undefined;
}
