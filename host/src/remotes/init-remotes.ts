// Reads /remotes.json (deploy-time, never cached) and registers the remotes it lists at run time,
// together with the contract check every remote's manifest passes before its code loads.
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteContractPlugin } from '../runtime-plugins/remote-contract';

export interface RemoteEntry {
  entry: string;
}
export type RemotesConfig = Record<string, RemoteEntry>;

let ready: Promise<RemotesConfig> | undefined;

const toRemotes = (config: RemotesConfig, only?: string) =>
  Object.entries(config)
    .filter(([name]) => only === undefined || name === only)
    .map(([name, r]) => ({ name, entry: new URL(r.entry, window.location.href).href }));

export function isRemotesConfig(value: unknown): value is RemotesConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((r) => typeof r === 'object' && r !== null && typeof (r as RemoteEntry).entry === 'string')
  );
}

/** Id of the page element in which a server-rendered page names the remote versions it was rendered with. */
export const REMOTES_ELEMENT_ID = 'shop-remotes';

/** The remotes a server-rendered page was rendered with: the browser hydrates with the same versions. */
function renderedConfig(): RemotesConfig | undefined {
  const raw = document.getElementById(REMOTES_ELEMENT_ID)?.textContent;
  if (!raw) return undefined;
  try {
    const config: unknown = JSON.parse(raw);
    return isRemotesConfig(config) ? config : undefined;
  } catch {
    return undefined;
  }
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
  const rendered = ready ? undefined : renderedConfig();
  ready ??= (rendered ? Promise.resolve(rendered) : fetchConfig()).then(
    (config) => {
      // Before any remote is registered, so no manifest is read unchecked; the runtime keeps one
      // plugin per name, so a second registration (after a failed read) changes nothing.
      registerPlugins([remoteContractPlugin()]);
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
 * /remotes.json is read again first: the remote may have come back as another version (a redeploy or
 * a rollback switches its entry). Only this remote changes; if the file cannot be read now, the entry
 * this page already knows is used.
 */
export async function reRegisterRemote(name: string): Promise<void> {
  const readBefore = ready !== undefined;
  const config = await initRemotes();
  // A first successful read just happened inside initRemotes: it is as fresh as can be.
  if (readBefore) {
    const fresh = await fetchConfig().catch(() => undefined);
    if (fresh?.[name]) config[name] = fresh[name];
  }
  if (config[name]) registerRemotes(toRemotes(config, name), { force: true });
}

/** Forgets the registered configuration (tests start from a clean page). */
export function resetRemotesForTests(): void {
  ready = undefined;
}
