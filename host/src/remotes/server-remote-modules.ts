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

const BROWSER_FAILURE = Symbol.for('shop.remote-slot-failure');

/**
 * Marks what a slot threw in the browser because its remote could not be had (files gone, refused): a slot the server
 * had rendered then shows its notice instead, which React reports as a boundary it could not hydrate. That is the slot
 * working as meant, not a mismatch between the two renders.
 */
export function markBrowserSlotFailure(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && Object.isExtensible(error)) Object.defineProperty(error, BROWSER_FAILURE, { value: true });
  return error;
}

/** Whether React's recoverable error (or the error it wraps) is a slot's remote failing in the browser. */
export function isBrowserSlotFailure(error: unknown): boolean {
  const own = (value: unknown) => typeof value === 'object' && value !== null && BROWSER_FAILURE in value;
  return own(error) || own((error as { cause?: unknown } | null)?.cause);
}

/** What a server render throws for a slot it leaves to the browser on purpose (a private page). */
export class ClientRenderedSlot extends Error {
  override readonly name = 'ClientRenderedSlot';
  constructor(readonly slot: string) {
    super(`${slot} is rendered in the browser`);
  }
}
