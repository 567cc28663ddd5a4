// The server's and the hydrating render's answer to media queries, guessed from the user agent.
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MOBILE_BREAKPOINT } from '@shop/shared/constants';
import { RequestInfoProvider } from '../lib/request-info';
import { useDeviceMatchMedia } from './device-media';

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36';

const answer = (userAgent: string, query: string) => {
  const wrapper = ({ children }: { children: ReactNode }) => <RequestInfoProvider value={{ userAgent, cookies: {} }}>{children}</RequestInfoProvider>;
  return renderHook(() => useDeviceMatchMedia(), { wrapper }).result.current(query).matches;
};
const phoneLayout = `(max-width:${MOBILE_BREAKPOINT}px)`;

describe('useDeviceMatchMedia', () => {
  it('gives phones the phone layout and a coarse pointer', () => {
    expect(answer(PHONE, phoneLayout)).toBe(true);
    expect(answer(IPHONE, phoneLayout)).toBe(true);
    expect(answer(PHONE, '(pointer: coarse)')).toBe(true);
  });

  it('gives tablets and desktops the wide layout', () => {
    expect(answer(IPAD, phoneLayout)).toBe(false);
    expect(answer(ANDROID_TABLET, phoneLayout)).toBe(false);
    expect(answer(DESKTOP, phoneLayout)).toBe(false);
    expect(answer(DESKTOP, '(pointer: coarse)')).toBe(false);
    expect(answer(IPAD, '(pointer: coarse)')).toBe(true);
  });
});
