// Price shows the discounted price and strikes the actual one through only when they differ.
import { render, screen } from '@testing-library/react';
import { initI18n } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Price } from './price';

beforeAll(() => initI18n());
beforeEach(() => useSession.setState({ country: 'PE' }));

it('strikes the actual price through when a discount applies', () => {
  const { container } = render(<Price actual={12.5} discounted={10} />);
  expect(container.querySelector('s')).toHaveTextContent('Precio anterior: S/ 12.50');
  expect(container).toHaveTextContent('Precio: S/ 10.00');
});

it('shows one price when there is no discount', () => {
  const { container } = render(<Price actual="10.00" discounted={10} />);
  expect(container.querySelector('s')).toBeNull();
  expect(container).toHaveTextContent(/^S\/ 10\.00$/);
});

it('formats per country, the session country by default', () => {
  useSession.setState({ country: 'CO' });
  render(<Price discounted={12500} />);
  expect(screen.getByText('$ 12.500')).toBeInTheDocument();
  render(<Price discounted={12.5} country="US" />);
  expect(screen.getByText('$ 12.5')).toBeInTheDocument();
});
