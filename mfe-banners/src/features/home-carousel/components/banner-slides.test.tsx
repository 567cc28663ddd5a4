// The real swiper in jsdom: the carousel's controls, its autoplay and what holds it still.
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../../../../../tools/jest/remote/render';
import { banner } from '../../../testing/fixtures';
import BannerSlides from './banner-slides';

const banners = [
  banner(1, 'Combo Parrillero', { applicableOn: 'COMBOOFFER', comboCount: 1, comboOfferId: 5 }),
  banner(2, 'Combos de Fin de Semana', { applicableOn: 'COMBOOFFER', comboCount: 3 }),
  banner(3, 'Temporada de Helados', { applicableOn: 'CATEGORY', categoryId: 12, categoryName: 'Helados' }),
];
// Swiper refuses a new slide in loop mode until the current 300 ms transition ends.
const transitionEnds = () => act(() => new Promise((resolve) => { setTimeout(resolve, 400); }));
const activeIndex = () => Number(screen.getByTestId('banner-carousel').getAttribute('data-active-index'));

afterEach(() => jest.useRealTimers());

describe('BannerSlides', () => {
  it('has labelled previous/next buttons and one labelled dot per banner, the current one marked', async () => {
    await renderWithShell(<BannerSlides banners={banners} autoplayMs={0} />);
    expect(screen.getByRole('region', { name: 'Promociones' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Promoción anterior' })).toBeInTheDocument();
    const dots = screen.getAllByRole('button', { name: /^Ir a la promoción/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAccessibleName('Ir a la promoción 1 de 3: Combo Parrillero');
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Promoción siguiente' }));
    expect(activeIndex()).toBe(1);
    expect(screen.getAllByRole('button', { name: /^Ir a la promoción/ })[1]).toHaveAttribute('aria-current', 'true');
    await transitionEnds();
    // (Wrapping around and going to a dot's banner need a real layout: e2e/tests/banners.spec.ts.)
    await userEvent.click(screen.getByRole('button', { name: 'Promoción siguiente' }));
    expect(activeIndex()).toBe(2);
    expect(screen.getAllByRole('button', { name: /^Ir a la promoción/ })[2]).toHaveAttribute('aria-current', 'true');
  });

  it('with focusFirst, the focus goes to the first banner\'s slide once swiper has started (it was on the banner the slides replaced)', async () => {
    await renderWithShell(<BannerSlides banners={banners} autoplayMs={0} focusFirst />);
    expect(screen.getByRole('link', { name: 'Combo Parrillero' })).toHaveFocus();
  });

  it('without focusFirst, takes no focus', async () => {
    await renderWithShell(<BannerSlides banners={banners} autoplayMs={0} />);
    expect(document.body).toHaveFocus();
  });

  it('each slide links to its destination; hidden slides are out of the tab order', async () => {
    await renderWithShell(<BannerSlides banners={banners} autoplayMs={0} />);
    const links = screen.getAllByRole('link', { hidden: true });
    const byBanner = (id: number) => links.find((l) => l.getAttribute('data-banner-id') === String(id))!;
    expect(byBanner(1)).toHaveAttribute('href', '/combo-offer-details/5');
    expect(byBanner(2)).toHaveAttribute('href', '/combo-offers/2');
    expect(byBanner(3)).toHaveAttribute('href', '/category-details/helados/12');
    expect(byBanner(1)).not.toHaveAttribute('tabindex');
    expect(byBanner(2)).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('img', { name: 'Combo Parrillero' })).toBeInTheDocument();
  });

  it('advances by itself every 3 s, and holds still while hovered or focused', async () => {
    jest.useFakeTimers();
    await renderWithShell(<BannerSlides banners={banners} autoplayMs={3000} />);
    expect(activeIndex()).toBe(0);
    act(() => { jest.advanceTimersByTime(3100); });
    expect(activeIndex()).toBe(1);
    const carousel = screen.getByTestId('banner-carousel');
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    act(() => { jest.advanceTimersByTime(10_000); });
    expect(activeIndex()).toBe(1);
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    act(() => { jest.advanceTimersByTime(3100); });
    expect(activeIndex()).toBe(2);
    act(() => { screen.getByRole('button', { name: 'Promoción anterior' }).focus(); });
    act(() => { jest.advanceTimersByTime(10_000); });
    expect(activeIndex()).toBe(2);
  });

  it('a pause button stops the autoplay until the shopper plays it again', async () => {
    jest.useFakeTimers();
    await renderWithShell(<BannerSlides banners={banners} autoplayMs={3000} />);
    const carousel = screen.getByTestId('banner-carousel');
    act(() => { screen.getByRole('button', { name: 'Pausar las promociones' }).click(); });
    // Leaving the carousel (pointer, focus) does not undo the shopper's pause.
    fireEvent.blur(screen.getByRole('button', { name: 'Reproducir las promociones' }));
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    act(() => { jest.advanceTimersByTime(10_000); });
    expect(activeIndex()).toBe(0);
    act(() => { screen.getByRole('button', { name: 'Reproducir las promociones' }).click(); });
    act(() => { screen.getByRole('button', { name: 'Pausar las promociones' }).blur(); });
    act(() => { jest.advanceTimersByTime(3100); });
    expect(activeIndex()).toBe(1);
  });

  it('does not move at all without autoplay (reduced motion), and offers no pause button', async () => {
    jest.useFakeTimers();
    await renderWithShell(<BannerSlides banners={banners} autoplayMs={0} />);
    act(() => { jest.advanceTimersByTime(20_000); });
    expect(activeIndex()).toBe(0);
    expect(screen.queryByRole('button', { name: /^Pausar/ })).not.toBeInTheDocument();
  });

  it('a single banner has no controls and does not move', async () => {
    await renderWithShell(<BannerSlides banners={[banners[0]!]} autoplayMs={3000} />);
    expect(screen.queryByRole('button', { name: 'Promoción siguiente' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Ir a la promoción/ })).toHaveLength(0);
  });
});
