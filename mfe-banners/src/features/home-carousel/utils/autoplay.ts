// The carousel's autoplay (every BANNER_AUTOPLAY_MS), off when the shopper prefers reduced motion (WCAG 2.2.2, 2.3.3).
import { BANNER_AUTOPLAY_MS } from '@shop/shared/constants';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Milliseconds between slides; 0 = no autoplay. */
export function bannerAutoplayMs(prefersReducedMotion: boolean): number {
  return prefersReducedMotion ? 0 : BANNER_AUTOPLAY_MS;
}
