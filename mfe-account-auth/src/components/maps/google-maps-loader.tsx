// Loads the Google Maps script (useJsApiLoader, with the Places library) and hands the Google provider to MapsRoot;
// reports a failed load, or a key Google rejects, so the root falls back to the built-in provider.
import { useEffect } from 'react';
import { useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { createGoogleProvider } from './google-services';
import type { MapsProvider } from './map-types';

export interface GoogleMapsLoaderProps {
  apiKey: string;
  /** ISO country (PE): place search is limited to it. */
  country: string;
  language: string;
  onReady: (provider: MapsProvider) => void;
  onError: (error: unknown) => void;
}

/** A constant: a new array on each render would make the loader start over. */
const LIBRARIES: Libraries = ['places'];
export const GOOGLE_SCRIPT_ID = 'google-maps-script';

// The script loads once per page with one set of options; a later language change keeps the first one
// (the Google loader refuses to load again with other options).
let scriptLanguage: string | null = null;

type AuthFailureWindow = Window & { gm_authFailure?: () => void };

export function GoogleMapsLoader({ apiKey, country, language, onReady, onError }: GoogleMapsLoaderProps) {
  scriptLanguage ??= language;
  const { isLoaded, loadError } = useJsApiLoader({
    id: GOOGLE_SCRIPT_ID,
    googleMapsApiKey: apiKey,
    libraries: LIBRARIES,
    language: scriptLanguage,
    region: country,
  });

  useEffect(() => {
    if (loadError) onError(loadError);
    else if (isLoaded) onReady(createGoogleProvider(country));
  }, [isLoaded, loadError, country, onReady, onError]);

  // Google calls this global when it refuses the key (the script itself loaded fine).
  useEffect(() => {
    const w = window as AuthFailureWindow;
    const previous = w.gm_authFailure;
    w.gm_authFailure = () => {
      previous?.();
      onError(new Error('Google Maps refused the maps key'));
    };
    return () => {
      w.gm_authFailure = previous;
    };
  }, [onError]);

  return null;
}
