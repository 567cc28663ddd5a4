// The remotes as the host's server sees them. /remotes.json is read again for every page (one read shared by the pages
// asked for at the same moment), so a deploy or a rollback shows on the next request without a restart; a remote whose
// entry changed is checked against this host's contract (its browser manifest states it) and its server build, in the
// same version folder, is registered again with the federation runtime, which drops the old version's modules.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadTexts } from '@shop/shared/i18n';
import { contractProblem } from '../runtime-plugins/remote-contract';
import { isRemotesConfig, type RemotesConfig } from '../remotes/init-remotes';

/** The server build's entry of a deployed version: `<version folder>/server/remoteEntry.js` beside its mf-manifest.json. */
export function serverEntryOf(manifestUrl: string): string {
  return new URL('server/remoteEntry.js', manifestUrl).href;
}

interface Known {
  /** The browser entry (remotes.json's) this registration is for. */
  entry: string;
  /** Why this host must not run it, or null. */
  problem: string | null;
}

export interface ServerRemotesOptions {
  /** Where /remotes.json and /remotes/… are served (the gateway), e.g. http://127.0.0.1:8080. */
  origin: string;
  /** How long one read of remotes.json or one manifest may take. */
  readTimeoutMs?: number;
  log?: (line: string) => void;
}

export class ServerRemotes {
  private readonly known = new Map<string, Known>();
  private reading: Promise<RemotesConfig> | undefined;
  private readonly origin: string;
  private readonly readTimeoutMs: number;
  private readonly log: (line: string) => void;

  constructor({ origin, readTimeoutMs = 2_000, log = console.warn }: ServerRemotesOptions) {
    this.origin = origin.replace(/\/$/, '');
    this.readTimeoutMs = readTimeoutMs;
    this.log = log;
  }

  /** remotes.json as it is now, every remote in it registered for that version. */
  refresh(): Promise<RemotesConfig> {
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  /**
   * The module `remote/expose` of the version `entry` names (the one this page read), or a rejection: the remote is
   * refused or unknown, it was redeployed meanwhile, or it does not load within `timeoutMs`.
   */
  load(id: string, entry: string | undefined, timeoutMs: number): Promise<unknown> {
    const name = id.split('/')[0] ?? id;
    const known = this.known.get(name);
    if (!known || entry === undefined) return Promise.reject(new Error(`${name} is not in remotes.json`));
    if (known.problem) return Promise.reject(new Error(known.problem));
    if (known.entry !== entry) return Promise.reject(new Error(`${name} was redeployed while this page rendered`));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${id} did not load within ${timeoutMs} ms`)), timeoutMs);
    });
    // A module is rendered once the texts it added are there (in every language: the server renders any).
    const loaded = loadRemote<unknown>(id).then(async (module) => {
      await loadTexts();
      return module;
    });
    return Promise.race([loaded, late]).finally(() => clearTimeout(timer));
  }

  private async fetchJson(url: string): Promise<unknown> {
    const response = await fetch(url, { signal: AbortSignal.timeout(this.readTimeoutMs), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  }

  private async read(): Promise<RemotesConfig> {
    const config = await this.fetchJson(`${this.origin}/remotes.json`);
    if (!isRemotesConfig(config)) throw new Error('/remotes.json is not a map of { entry } objects');
    await Promise.all(Object.entries(config).map(async ([name, { entry }]) => {
      if (this.known.get(name)?.entry === entry) return;
      const manifestUrl = new URL(entry, `${this.origin}/`).href;
      let manifest: { metaData?: { shopContract?: unknown } } | null;
      try {
        manifest = (await this.fetchJson(manifestUrl)) as typeof manifest;
      } catch (error) {
        // Not remembered: the next page tries again.
        this.known.delete(name);
        this.log(`[ssr] ${name}: ${manifestUrl} could not be read (${(error as Error).message}); its slots are rendered in the browser`);
        return;
      }
      const problem = contractProblem(name, manifest?.metaData?.shopContract);
      if (problem) this.log(`[ssr] ${name} ${entry} is rendered in the browser only: ${problem}`);
      // force: the runtime forgets the old version's entry, modules and the shared modules it provided.
      else registerRemotes([{ name, entry: serverEntryOf(manifestUrl) }], { force: true });
      this.known.set(name, { entry, problem });
    }));
    return config;
  }
}
