// Which maps provider the address flows use. Without a maps key (the metadata's `mapsKey`, empty here) it is the
// built-in one; a Google provider (@react-google-maps/api, zoom 19, marker circle 20) would be chosen here once
// that package is installed. A context, so tests and a future provider plug in without touching the flows.
import { createContext, useContext } from 'react';
import { builtinProvider } from './builtin-provider';
import type { MapsProvider } from '../../types/maps';

export const MapsProviderContext = createContext<MapsProvider>(builtinProvider);

export function useMapsProvider(): MapsProvider {
  return useContext(MapsProviderContext);
}
