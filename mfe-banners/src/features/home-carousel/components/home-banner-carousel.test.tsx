// The carousel's data and settings: what it asks the API, the reduced-motion rule, refetching on address changes.
import { act, screen } from '@testing-library/react';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { mockApi } from '../../../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../../../tools/jest/remote/render';
import { banner as record } from '../../../testing/fixtures';
import type { BannerSlidesProps } from './banner-slides';
import { HomeBannerCarousel } from './home-banner-carousel';

const received: BannerSlidesProps[] = [];
jest.mock('./banner-slides', () => ({
  __esModule: true,
  default: (props: BannerSlidesProps) => {
    received.push(props);
    return <div data-testid="slides">{props.banners.map((b) => b.bannerName).join(',')}</div>;
  },
}));

let calls: ReturnType<typeof mockApi>;
// The browser's quiet moments: let go at once unless a test holds them.
let idle: (() => void)[] = [];
let holdIdle = false;
beforeEach(() => {
  idle = [];
  holdIdle = false;
  window.requestIdleCallback = (callback: IdleRequestCallback) => {
    const run = () => callback({ didTimeout: false, timeRemaining: () => 50 });
    if (holdIdle) return idle.push(run);
    return window.setTimeout(run, 0);
  };
  window.cancelIdleCallback = (handle: number) => window.clearTimeout(handle);
  received.length = 0;
  localStorage.clear();
  useSession.getState().clear();
  (globalThis as any).__mediaMatches = () => false;
  calls = mockApi((config) => ({
    data: { count: 2, records: config.params.userAddressId === '77' ? [record(9, 'Solo Miraflores'), record(1, 'Uno')] : [record(1, 'Uno'), record(2, 'Dos')] },
  }));
});

afterEach(() => {
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
});

describe('HomeBannerCarousel', () => {
  it('shows the first banner alone until the page has had its quiet moment, then the slides', async () => {
    holdIdle = true;
    await renderWithShell(<HomeBannerCarousel />);
    expect(await screen.findByRole('link', { name: 'Uno' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('slides')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dos' })).not.toBeInTheDocument();
    act(() => idle.splice(0).forEach((run) => run()));
    expect(await screen.findByTestId('slides')).toHaveTextContent('Uno,Dos');
    expect(received.at(-1)!.focusFirst).toBe(false);
  });

  it('the shopper\'s focus on the first banner then goes to the same banner among the slides', async () => {
    holdIdle = true;
    await renderWithShell(<HomeBannerCarousel />);
    const first = await screen.findByRole('link', { name: 'Uno' });
    act(() => first.focus());
    act(() => idle.splice(0).forEach((run) => run()));
    await screen.findByTestId('slides');
    expect(received.at(-1)!.focusFirst).toBe(true);
  });

  it('asks for the home banners (BANNERHOME, 10) of the session\'s address and autoplays every 3 s', async () => {
    useSession.getState().setUser({ userId: 5, roleName: 'USER', userAddressId: 12 });
    await renderWithShell(<HomeBannerCarousel />);
    expect(await screen.findByTestId('slides')).toHaveTextContent('Uno,Dos');
    expect(calls.mock.calls[0]![0].url).toBe('/PE/homescreen/banners');
    expect(calls.mock.calls[0]![0].params).toMatchObject({ bannerType: 'BANNERHOME', limit: 10, offset: 0, userAddressId: '12', languageCode: 'es', countryId: 'PE' });
    expect(received.at(-1)!.autoplayMs).toBe(3000);
  });

  it('does not autoplay when the shopper prefers reduced motion', async () => {
    (globalThis as any).__mediaMatches = (q: string) => q.includes('prefers-reduced-motion: reduce');
    await renderWithShell(<HomeBannerCarousel />);
    await screen.findByTestId('slides');
    expect(received.at(-1)!.autoplayMs).toBe(0);
  });

  it('loads again for the new address when the address changes', async () => {
    useSession.getState().setUser({ userId: 5, roleName: 'USER', userAddressId: 12 });
    await renderWithShell(<HomeBannerCarousel />);
    await screen.findByText('Uno,Dos');
    act(() => useSession.getState().setUserAddressId(77));
    expect(await screen.findByText('Solo Miraflores,Uno')).toBeInTheDocument();
    const before = calls.mock.calls.length;
    act(() => events.emit('address:changed', { userAddressId: '77' }));
    await screen.findByText('Solo Miraflores,Uno');
    expect(calls.mock.calls.length).toBeGreaterThan(before);
  });

  it('with no banners (or a failed call) leaves the host\'s box empty instead of breaking the page', async () => {
    mockApi(() => ({ status: 500, data: {} }));
    await renderWithShell(<HomeBannerCarousel />);
    expect(await screen.findByTestId('banner-carousel-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('slides')).not.toBeInTheDocument();
  });
});
