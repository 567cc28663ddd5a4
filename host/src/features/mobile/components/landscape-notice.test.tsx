// The landscape notice on phones held sideways, in both languages.
import { act, render, screen } from '@testing-library/react';
import { ShopThemeProvider } from '@shop/shared/ui';
import { setupI18n } from '../../../../test/helpers';
import { LandscapeNotice } from './landscape-notice';

function resize(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  act(() => void window.dispatchEvent(new Event('resize')));
}

const renderNotice = () =>
  render(
    <ShopThemeProvider>
      <LandscapeNotice />
    </ShopThemeProvider>,
  );

test('appears while the phone is held sideways and goes when it is upright again', async () => {
  await setupI18n('es');
  resize(390, 844);
  renderNotice();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

  resize(844, 390);
  const notice = screen.getByRole('alertdialog', { name: '¡Lo sentimos!' });
  expect(notice).toHaveAccessibleDescription('Por ahora solo ofrecemos el modo vertical.');

  resize(390, 844);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('speaks English too', async () => {
  await setupI18n('en');
  resize(844, 390);
  renderNotice();
  expect(screen.getByRole('alertdialog', { name: 'Sorry!' })).toHaveAccessibleDescription('Currently, we offer portrait mode exclusively.');
});

test('takes the focus and makes the page behind inert while shown, and gives both back', async () => {
  await setupI18n('es');
  resize(390, 844);
  const { container } = render(
    <ShopThemeProvider>
      <button type="button">Comprar</button>
      <LandscapeNotice />
    </ShopThemeProvider>,
  );
  const buy = screen.getByRole('button', { name: 'Comprar' });
  buy.focus();

  resize(844, 390);
  const notice = screen.getByRole('alertdialog', { name: '¡Lo sentimos!' });
  expect(notice).toHaveFocus();
  expect(container).toHaveAttribute('inert');
  expect(notice).not.toHaveAttribute('inert');

  resize(390, 844);
  expect(container).not.toHaveAttribute('inert');
  expect(buy).toHaveFocus();
});
