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
