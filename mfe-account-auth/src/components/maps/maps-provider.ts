// Which maps provider the address flows use: the Google one when the metadata holds a maps key and its script
// loaded, else the built-in one (bundled gazetteer, SVG zone map). The flows call useMapsProvider() and work with either.
import { createContext, useContext, useEffect } from 'react';
import { builtinProvider } from './builtin-provider';
import type { MapsProvider } from './map-types';

/** An explicit provider for everything below (tests; a flow that must not depend on the key). Wins over the root's choice. */
export const MapsProviderContext = createContext<MapsProvider | null>(null);

export interface MapsRootValue {
  provider: MapsProvider;
  /** A flow needs maps: the root reads the key (once) and loads Google when there is one. */
  request: () => void;
}

/** Set by MapsRoot (maps-root.tsx); without one the built-in provider is used. */
export const MapsRootContext = createContext<MapsRootValue | null>(null);

export function useMapsProvider(): MapsProvider {
  const explicit = useContext(MapsProviderContext);
  const root = useContext(MapsRootContext);
  // Only pages that show a map or search places pay for the key lookup (and maybe the Google script).
  useEffect(() => {
    if (!explicit) root?.request();
  }, [explicit, root]);
  return explicit ?? root?.provider ?? builtinProvider;
}
