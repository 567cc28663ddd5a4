// ProductImage loads lazily, reserves its size and degrades to a labelled placeholder.
import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '@shop/shared/i18n';
import { ProductImage } from './product-image';

beforeAll(() => initI18n());

it('is lazy, sized and described', () => {
  render(<ProductImage src="/img/inca.svg" alt="Inca Kola 500 ml" width={200} height={150} />);
  const img = screen.getByRole('img', { name: 'Inca Kola 500 ml' });
  expect(img.tagName).toBe('IMG');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('width', '200');
  expect(img).toHaveAttribute('height', '150');
  expect(img).toHaveAttribute('src', '/img/inca.svg');
});

it('can load eagerly for the main image', () => {
  render(<ProductImage src="/a.svg" alt="A" width={10} height={10} loading="eager" />);
  expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
});

it('shows a placeholder with the same label when the image fails or is missing', () => {
  render(<ProductImage src="/broken.svg" alt="Pilsen 630 ml" width={200} height={150} />);
  fireEvent.error(screen.getByRole('img'));
  const placeholder = screen.getByRole('img', { name: 'Pilsen 630 ml' });
  expect(placeholder.tagName).toBe('DIV');
  render(<ProductImage src={null} alt="" width={200} height={150} />);
  expect(screen.getByRole('img', { name: 'Imagen no disponible' })).toBeInTheDocument();
});
