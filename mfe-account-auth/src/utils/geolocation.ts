// The browser's position for "detect my location" (unsupported → alert; denied → only logged: the shopper chose so).
import type { LatLng } from '../components/maps/map-types';

/**
 * Resolves the device position, or null when the shopper denied it or it failed (logged only).
 * Without the browser API an alert says so (its text passed in, translated).
 */
export function detectPosition(unsupportedMessage: string): Promise<LatLng | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) {
    window.alert(unsupportedMessage);
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => {
        console.warn('Geolocation failed:', error.message);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
