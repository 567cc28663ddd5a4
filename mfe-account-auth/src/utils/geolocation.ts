// The browser's position for "detect my location" (catalogue §8: unsupported → alert; denied → only logged).
import type { LatLng } from '../types/maps';

/**
 * Resolves the device position, or null when the shopper denied it or it failed (logged only).
 * Without the API the spec's alert is shown (its text passed in, translated).
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
