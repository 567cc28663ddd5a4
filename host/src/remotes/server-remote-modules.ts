// How slots get their remote's module while a page is rendered on the server; absent in the browser, where a slot
// loads its module itself.
import { createContext } from 'react';

export interface ServerRemoteModules {
  /**
   * The module `remote/expose` (e.g. 'catalogue/SearchBox') for the request being rendered: the same promise for every
   * call with one id; rejected when the remote's server build is missing, refused or too slow.
   */
  load(id: string): Promise<unknown>;
}

export const ServerRemoteModulesContext = createContext<ServerRemoteModules | null>(null);

/**
 * The digest a server render gives a slot it left for the browser (its remote could not be had on the server): the
 * browser renders that slot itself, which React reports as a recoverable error that is expected, not a mismatch.
 */
export const CLIENT_RENDERED_SLOT = 'shop:client-rendered-slot';

/** What a server render throws for a slot it leaves to the browser on purpose (a private page). */
export class ClientRenderedSlot extends Error {
  override readonly name = 'ClientRenderedSlot';
  constructor(readonly slot: string) {
    super(`${slot} is rendered in the browser`);
  }
}
