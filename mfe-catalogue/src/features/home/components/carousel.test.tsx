import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Carousel from './carousel';
import { responsiveCarousel } from '../utils/carousel-breakpoints';
import { renderWithShell } from '../../../../test/render';

const items = Array.from({ length: 12 }, (_, i) => `Item ${i + 1}`);

describe('Carousel', () => {
  it('renders every item as a labelled slide, with named prev/next buttons', async () => {
    await renderWithShell(<Carousel label="Categorías" items={items} getKey={(i) => i} renderItem={(i) => <a href={`#${i}`}>{i}</a>} layout={responsiveCarousel(8, 4)} />);
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
    await renderWithShell(<Carousel label="Marcas" loop items={items} getKey={(i) => i} renderItem={(i) => <span>{i}</span>} layout={responsiveCarousel(2, 1)} />);
    const prev = screen.getByRole('button', { name: 'Anteriores: Marcas' });
    expect(prev).toBeEnabled();
    await userEvent.click(prev);
    expect(screen.getByRole('button', { name: 'Siguientes: Marcas' })).toBeEnabled();
  });
});
