import { bannerAutoplayMs, REDUCED_MOTION_QUERY } from './autoplay';

describe('bannerAutoplayMs', () => {
  it('moves every 3000 ms, and not at all when the shopper prefers reduced motion', () => {
    expect(bannerAutoplayMs(false)).toBe(3000);
    expect(bannerAutoplayMs(true)).toBe(0);
    expect(REDUCED_MOTION_QUERY).toBe('(prefers-reduced-motion: reduce)');
  });
});
