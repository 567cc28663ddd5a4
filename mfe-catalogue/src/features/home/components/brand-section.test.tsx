import { Fragment } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@shop/shared/i18n';
import type { CarouselProps } from '../../../components/carousel/carousel';
import { BrandSection } from './brand-section';
import { mockApi } from '../../../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../../../tools/jest/remote/render';

// The carousel's settings are what this section decides; swiper itself is swiper's business.
const received: CarouselProps<unknown>[] = [];
jest.mock('../../../components/carousel/carousel', () => ({
  __esModule: true,
  default: (props: CarouselProps<unknown>) => {
    received.push(props);
    return <div data-testid="carousel">{props.items.map((i) => <Fragment key={props.getKey(i)}>{props.renderItem(i)}</Fragment>)}</div>;
  },
}));

const brands = Array.from({ length: 25 }, (_, i) => ({ brandId: i + 1, brandName: `Marca ${i + 1}`, brandImage: `/b/${i + 1}.svg` }));

beforeEach(() => {
  received.length = 0;
  mockApi(() => ({ data: { count: brands.length, records: brands } }));
});

describe('BrandSection carousel settings', () => {
  it('loops and autoplays every 4 s, 6 visible and 3 scrolled, 5/4/3/2 at 767/600/500/370 px', async () => {
    (globalThis as any).__mediaMatches = () => false;
    await renderWithShell(<BrandSection />);
    await screen.findByTestId('carousel');
    const props = received.at(-1)!;
    expect(props.loop).toBe(true);
    expect(props.autoplayMs).toBe(4000);
    expect(props.label).toBe('Marcas');
    expect(props.layout.breakpoints[768]).toEqual({ slidesPerView: 6, slidesPerGroup: 3 });
    expect(props.layout.base.slidesPerView).toBe(2);
  });

  it('does not autoplay when the shopper prefers reduced motion', async () => {
    (globalThis as any).__mediaMatches = (q: string) => q.includes('prefers-reduced-motion: reduce');
    await renderWithShell(<BrandSection />);
    await screen.findByTestId('carousel');
    expect(received.at(-1)!.autoplayMs).toBe(0);
    // Nothing moves, so there is nothing to pause.
    expect(screen.queryByRole('button', { name: /^(Pausar|Reproducir)/ })).not.toBeInTheDocument();
  });
});

describe('BrandSection pause/play toggle (WCAG 2.2.2)', () => {
  beforeEach(() => {
    (globalThis as any).__mediaMatches = () => false;
  });

  it('comes before the brands, names its action and pauses and resumes the autoplay', async () => {
    await renderWithShell(<BrandSection />);
    await screen.findByTestId('carousel');
    const pause = screen.getByRole('button', { name: 'Pausar: Marcas' });
    expect(pause.compareDocumentPosition(screen.getByRole('link', { name: 'Marca 1' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(received.at(-1)!.autoplayPaused).toBe(false);

    await userEvent.click(pause);
    expect(received.at(-1)!.autoplayPaused).toBe(true);
    expect(received.at(-1)!.autoplayMs).toBe(4000);
    await userEvent.click(screen.getByRole('button', { name: 'Reproducir: Marcas' }));
    expect(received.at(-1)!.autoplayPaused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pausar: Marcas' })).toBeInTheDocument();
  });

  it('is translated', async () => {
    await renderWithShell(<BrandSection />);
    await screen.findByTestId('carousel');
    await act(() => changeLanguage('en'));
    await userEvent.click(screen.getByRole('button', { name: 'Pause: Brands' }));
    expect(screen.getByRole('button', { name: 'Play: Brands' })).toBeInTheDocument();
    await act(() => changeLanguage('es'));
  });
});
