// True while the viewport is wider than tall; follows rotation and resizes.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const isLandscape = () => window.innerWidth > window.innerHeight;

export function useLandscape(): boolean {
  return useSyncExternalStore(subscribe, isLandscape, () => false);
}
