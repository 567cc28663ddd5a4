// Device facts the shell reacts to: is this a phone or tablet browser, and which store sells its apps.
export type MobilePlatform = 'android' | 'ios' | 'other';

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini|BlackBerry/i;

export function isMobileAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

export function mobilePlatform(userAgent: string): MobilePlatform {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  return 'other';
}

/** Tablets announce Android without 'Mobile', or iPad: wide enough for the desktop layout in either orientation. */
const TABLET_AGENT = /iPad|Tablet|Android(?!.*Mobile)/i;

/**
 * The screen a user agent most likely has, for media queries answered before a browser can (the server's render and
 * the browser's hydrating render, which must agree): a phone is narrow and touch-driven, a tablet wide and touch-driven.
 */
export function likelyScreen(userAgent: string): { type: 'screen'; width: string; pointer: 'coarse' | 'fine' } {
  if (!isMobileAgent(userAgent)) return { type: 'screen', width: '1280px', pointer: 'fine' };
  if (TABLET_AGENT.test(userAgent)) return { type: 'screen', width: '1024px', pointer: 'coarse' };
  return { type: 'screen', width: '390px', pointer: 'coarse' };
}
