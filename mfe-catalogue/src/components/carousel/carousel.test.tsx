import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { renderToString } from 'react-dom/server';
import { ShopThemeProvider } from '@shop/shared/ui';
import Carousel, { NEAR_MARGIN, startInTurn, staticSlideSx } from './carousel';
import { responsiveCarousel } from '../../utils/carousel-breakpoints';
import { renderWithShell } from '../../../../tools/jest/remote/render';

const items = Array.from({ length: 12 }, (_, i) => `Item ${i + 1}`);

/** Swiper keeps its instance on its element; its autoplay API says whether the slides are moving. */
const swiperOf = (container: HTMLElement) => (container.querySelector('.swiper') as HTMLElement & { swiper: SwiperInstance }).swiper;
/** Swiper's code comes in its own download: the row has started once it has arrived. */
const started = (container: HTMLElement) => waitFor(() => expect(container.querySelector('.swiper')).toHaveAttribute('data-carousel', 'live'));

describe('Carousel', () => {
  it('renders every item as a labelled slide, with named prev/next buttons', async () => {
    const { container } = await renderWithShell(<Carousel label="Categorías" items={items} getKey={(i) => i} renderItem={(i) => <a href={`#${i}`}>{i}</a>} layout={responsiveCarousel(8, 4)} />);
    await started(container);
    expect(screen.getAllByRole('link')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Anteriores: Categorías' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguientes: Categorías' })).toBeInTheDocument();
    // Swiper's a11y module names each slide for screen readers with our translated message.
    expect(screen.getAllByRole('group', { name: /^Elemento \d+ de 12$/ })).toHaveLength(12);
  });

  it('is not circular: "previous" is disabled at the start', async () => {
    await renderWithShell(<Carousel label="Categorías" items={items} getKey={(i) => i} renderItem={(i) => <span>{i}</span>} layout={responsiveCarousel(8, 4)} />);
    expect(screen.getByRole('button', { name: 'Anteriores: Categorías' })).toBeDisabled();
  });

  it('in a loop both buttons stay usable', async () => {
    const { container } = await renderWithShell(<Carousel label="Marcas" loop items={items} getKey={(i) => i} renderItem={(i) => <span>{i}</span>} layout={responsiveCarousel(2, 1)} />);
    await started(container);
    const prev = screen.getByRole('button', { name: 'Anteriores: Marcas' });
    expect(prev).toBeEnabled();
    await userEvent.click(prev);
    expect(screen.getByRole('button', { name: 'Siguientes: Marcas' })).toBeEnabled();
  });

  describe('autoplay', () => {
    /** The carousel with a stand-in for the section's pause/play toggle, outside it like the real one. */
    function WithToggle({ startPaused = false }: { startPaused?: boolean }) {
      const [paused, setPaused] = useState(startPaused);
      return (
        <>
          <button type="button" onClick={() => setPaused((p) => !p)}>{paused ? 'play' : 'pause'}</button>
          <Carousel label="Marcas" loop autoplayMs={4000} autoplayPaused={paused} items={items} getKey={(i) => i} renderItem={(i) => <a href={`#${i}`}>{i}</a>} layout={responsiveCarousel(2, 1)} />
          <button type="button">after</button>
        </>
      );
    }
    const renderAutoplay = async (startPaused = false) => {
      const rendered = await renderWithShell(<WithToggle startPaused={startPaused} />);
      await started(rendered.container);
      return rendered;
    };

    it('runs, stops while the pointer is over the carousel (buttons too) and restarts when it leaves', async () => {
      const { container } = await renderAutoplay();
      const autoplay = swiperOf(container).autoplay;
      expect(autoplay.running).toBe(true);
      await userEvent.hover(screen.getByRole('link', { name: 'Item 1' }));
      expect(autoplay.running).toBe(false);
      await userEvent.hover(screen.getByRole('button', { name: 'Siguientes: Marcas' }));
      expect(autoplay.running).toBe(false);
      await userEvent.unhover(screen.getByRole('button', { name: 'Siguientes: Marcas' }));
      expect(autoplay.running).toBe(true);
    });

    it('stops while focus is inside and restarts when focus leaves', async () => {
      const { container } = await renderAutoplay();
      const autoplay = swiperOf(container).autoplay;
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'pause' })).toHaveFocus();
      expect(autoplay.running).toBe(true);
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Anteriores: Marcas' })).toHaveFocus();
      expect(autoplay.running).toBe(false);
      await userEvent.tab();
      expect(autoplay.running).toBe(false);
      act(() => screen.getByRole('button', { name: 'after' }).focus());
      expect(autoplay.running).toBe(true);
    });

    it("stays stopped while the shopper's pause holds, even after hover and focus leave", async () => {
      const { container } = await renderAutoplay(true);
      const autoplay = swiperOf(container).autoplay;
      expect(autoplay.running).toBe(false);
      await userEvent.hover(screen.getByRole('link', { name: 'Item 1' }));
      await userEvent.unhover(screen.getByRole('link', { name: 'Item 1' }));
      expect(autoplay.running).toBe(false);
      act(() => screen.getByRole('link', { name: 'Item 2' }).focus());
      act(() => screen.getByRole('button', { name: 'after' }).focus());
      expect(autoplay.running).toBe(false);
      // Play again: it moves at once (pointer and focus are on the toggle, outside the carousel).
      await userEvent.click(screen.getByRole('button', { name: 'play' }));
      expect(autoplay.running).toBe(true);
      await userEvent.click(screen.getByRole('button', { name: 'pause' }));
      expect(autoplay.running).toBe(false);
    });

    it('has no autoplay at all without autoplayMs', async () => {
      const { container } = await renderWithShell(<Carousel label="Marcas" loop items={items} getKey={(i) => i} renderItem={(i) => <span>{i}</span>} layout={responsiveCarousel(2, 1)} />);
      await started(container);
      expect(swiperOf(container).autoplay?.running ?? false).toBe(false);
    });
  });
});

describe('before the shopper comes near (a static row, laid out as the swiper lays it out)', () => {
  type Callback = (entries: { isIntersecting: boolean }[]) => void;
  let observers: { callback: Callback; rootMargin?: string }[] = [];
  // The browser's quiet moments, let go by the test.
  let idle: (() => void)[] = [];
  const goIdle = () => act(() => {
    for (const callback of idle.splice(0)) callback();
  });
  beforeEach(() => {
    observers = [];
    idle = [];
    window.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
    window.cancelIdleCallback = () => {};
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: class {
        constructor(callback: Callback, options?: IntersectionObserverInit) {
          observers.push({ callback, rootMargin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    });
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  const renderRow = () => renderWithShell(<Carousel label="Categorías" items={items} getKey={(i) => i} renderItem={(i) => <a href={`#${i}`}>{i}</a>} layout={responsiveCarousel(8, 4, [[767, 5], [500, 3]])} />);

  it('the server renders swiper\'s markup as a row, not started', () => {
    const html = renderToString(
      <ShopThemeProvider>
        <Carousel label="Categorías" items={items} getKey={(i) => i} renderItem={(i) => <a href={`#${i}`}>{i}</a>} layout={responsiveCarousel(8, 4)} />
      </ShopThemeProvider>,
    );
    expect(html).toContain('class="swiper" data-carousel="static"');
    expect(html).not.toContain('swiper-initialized');
    expect(html.match(/<div class="swiper-slide"><a href="#Item \d+">/g)).toHaveLength(12);
  });

  it('becomes a swiper on the same markup when it comes within the margin of the screen, in the page\'s next quiet moment', async () => {
    const { container } = await renderRow();
    const first = screen.getByRole('link', { name: 'Item 1' });
    expect(container.querySelector('.swiper')).toHaveAttribute('data-carousel', 'static');
    expect(container.querySelector('.swiper-initialized')).toBeNull();
    expect(observers[0]!.rootMargin).toBe(`${NEAR_MARGIN} 0px`);
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    goIdle();
    expect(idle).toHaveLength(0);
    expect(container.querySelector('.swiper-initialized')).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    // Near, but the page has not had its quiet moment yet: still the static row, and swiper's code not asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('.swiper-initialized')).toBeNull();
    goIdle();
    await started(container);
    expect(container.querySelector('.swiper')).toHaveAttribute('data-carousel', 'live');
    expect(container.querySelector('.swiper')).toHaveClass('swiper-initialized');
    expect(swiperOf(container)).toBeDefined();
    // The tiles were not rendered again: the same elements, now in swiper's labelled slides.
    expect(screen.getByRole('link', { name: 'Item 1' })).toBe(first);
    expect(screen.getAllByRole('group', { name: /^Elemento \d+ de 12$/ })).toHaveLength(12);
  });

  it('focus in the row (a screen reader, a script) stays where it is when swiper starts', async () => {
    const { container } = await renderRow();
    const third = screen.getByRole('link', { name: 'Item 3' });
    act(() => third.focus());
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    goIdle();
    await started(container);
    expect(third).toHaveFocus();
  });

  it('a press under way when it comes near: swiper starts once the press is over, and the click goes through', async () => {
    const { container } = await renderRow();
    const link = screen.getByRole('link', { name: 'Item 3' });
    fireEvent.pointerDown(link);
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    goIdle();
    // Swiper's code has arrived, and waits for the press.
    await act(() => import('@shop/shared/ui-carousel'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('.swiper-initialized')).toBeNull();
    let cancelled: boolean | undefined;
    link.addEventListener('click', (event) => {
      cancelled = event.defaultPrevented;
    });
    fireEvent.pointerUp(link);
    fireEvent.click(link);
    expect(cancelled).toBe(false);
    await waitFor(() => expect(container.querySelector('.swiper')).toHaveClass('swiper-initialized'));
  });

  it('rows that come near in the same quiet moment become swipers one per task', async () => {
    const { container } = await renderWithShell(
      <>
        <Carousel label="Categorías" items={items} getKey={(i) => i} renderItem={(i) => <a href={`#${i}`}>{i}</a>} layout={responsiveCarousel(8, 4)} />
        <Carousel label="Marcas" items={items} getKey={(i) => i} renderItem={(i) => <a href={`#b${i}`}>{i}</a>} layout={responsiveCarousel(8, 4)} />
      </>,
    );
    act(() => {
      for (const observer of observers) observer.callback([{ isIntersecting: true }]);
    });
    goIdle();
    // Swiper's code has arrived for both: neither starts in the task that brought it.
    await act(() => import('@shop/shared/ui-carousel'));
    expect(container.querySelectorAll('.swiper-initialized')).toHaveLength(0);
    // Then each in a task of its own (startInTurn), both before long.
    await waitFor(() => expect(container.querySelectorAll('.swiper-initialized')).toHaveLength(2));
  });

  it('a mouse entering it starts the swiper, without waiting for a quiet moment', async () => {
    const { container } = await renderRow();
    await userEvent.hover(screen.getByRole('link', { name: 'Item 1' }));
    await started(container);
    expect(swiperOf(container)).toBeDefined();
  });

  it('a press on its next button starts the swiper and takes that step', async () => {
    const { container } = await renderRow();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Siguientes: Categorías' })));
    await started(container);
    // (jsdom lays nothing out, so swiper's edges, and the buttons' states that follow them, are not checked here.)
    expect(swiperOf(container).activeIndex).toBeGreaterThan(0);
  });

  it('the first Tab starts it, so a keyboard user meets a swiper', async () => {
    const { container } = await renderRow();
    expect(container.querySelector('.swiper-initialized')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(container.querySelector('.swiper-initialized')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    goIdle();
    await started(container);
  });

  it('its slides take the widths swiper gives them: the row less the gaps, by slides per view and breakpoint', () => {
    expect(staticSlideSx(responsiveCarousel(8, 4, [[767, 5], [500, 3]]), 12)).toEqual({
      position: 'relative',
      flexShrink: '0',
      width: 'calc((100% - 24px) / 3)',
      marginRight: '12px',
      '@media (min-width: 501px)': { width: 'calc((100% - 48px) / 5)' },
      '@media (min-width: 768px)': { width: 'calc((100% - 84px) / 8)' },
    });
  });
});

describe('startInTurn', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts the queued rows one per task, in the order they came due, and leaves out a row taken out of the queue', () => {
    const started: string[] = [];
    startInTurn(() => started.push('categories'));
    const leave = startInTurn(() => started.push('combos'));
    startInTurn(() => started.push('brands'));
    expect(started).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(started).toEqual(['categories']);
    leave();
    jest.advanceTimersToNextTimer();
    expect(started).toEqual(['categories', 'brands']);
    jest.runAllTimers();
    expect(started).toEqual(['categories', 'brands']);
    // The queue runs again for a row that comes due later.
    startInTurn(() => started.push('popular'));
    jest.advanceTimersToNextTimer();
    expect(started).toEqual(['categories', 'brands', 'popular']);
  });
});
