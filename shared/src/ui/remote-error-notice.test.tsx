// RemoteErrorNotice: an alert with a text and a Retry button.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/shared/i18n';
import { RemoteErrorNotice } from './remote-error-notice';

beforeAll(() => initI18n());

it('alerts with the given text and retries on click', async () => {
  const onRetry = jest.fn();
  render(<RemoteErrorNotice onRetry={onRetry} label="No pudimos cargar el carrito." />);
  expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar el carrito.');
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('has a generic text', () => {
  render(<RemoteErrorNotice onRetry={jest.fn()} />);
  expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar esta sección.');
});
