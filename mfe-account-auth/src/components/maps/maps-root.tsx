// Chooses the maps provider for the address flows below it: Google (zoom 19, marker circle 20) when the metadata
// holds a maps key and the Google script loads; the built-in provider otherwise, and while Google is still loading.
import { useCallback, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useQuery } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { builtinProvider } from './builtin-provider';
import type { GoogleMapsLoaderProps } from './google-maps-loader';
import { mapsKeyQueryOptions } from './maps-key';
import { MapsProviderContext, MapsRootContext, type MapsRootValue } from './maps-provider';
import type { MapsProvider } from './map-types';

/** Logged, not shown: the shopper still gets working maps (the built-in ones). */
function warnFallback(error: unknown): void {
  console.warn('Google Maps could not be loaded; the built-in maps are used.', error);
}

/**
 * Mounted where address flows live (the account area, the change-location dialog, the store map). A root inside
 * another root, or under an explicit provider, adds nothing.
 */
export function MapsRoot({ children }: { children: ReactNode }) {
  const outer = useContext(MapsRootContext);
  const explicit = useContext(MapsProviderContext);
  if (outer || explicit) return <>{children}</>;
  return <ResolvingRoot>{children}</ResolvingRoot>;
}

function ResolvingRoot({ children }: { children: ReactNode }) {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  const [requested, setRequested] = useState(false);
  // No key yet, none set, or a failed read: the built-in maps.
  const mapsKey = useQuery({ ...mapsKeyQueryOptions(), enabled: requested });
  const key = mapsKey.data ?? '';
  const [Loader, setLoader] = useState<ComponentType<GoogleMapsLoaderProps> | null>(null);
  const [google, setGoogle] = useState<MapsProvider | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (mapsKey.error) console.warn('The maps key could not be read; the built-in maps are used.', mapsKey.error);
  }, [mapsKey.error]);

  // Only with a key: the Google code (and @react-google-maps/api) is its own chunk, never fetched otherwise.
  useEffect(() => {
    if (!key || failed || Loader) return;
    let live = true;
    import(/* webpackChunkName: "google-maps" */ './google-maps-loader').then(
      (module) => live && setLoader(() => module.GoogleMapsLoader),
      (error: unknown) => {
        if (!live) return;
        warnFallback(error);
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [key, failed, Loader]);

  const onError = useCallback((error: unknown) => {
    warnFallback(error);
    setFailed(true);
    setGoogle(null);
  }, []);
  const request = useCallback(() => setRequested(true), []);
  const provider = (!failed && google) || builtinProvider;
  const value = useMemo<MapsRootValue>(() => ({ provider, request }), [provider, request]);

  return (
    <MapsRootContext.Provider value={value}>
      {children}
      {/* A sibling, not a wrapper: the flows keep their state when the provider switches. */}
      {Loader && key && !failed && <Loader apiKey={key} country={country} language={language} onReady={setGoogle} onError={onError} />}
    </MapsRootContext.Provider>
  );
}
