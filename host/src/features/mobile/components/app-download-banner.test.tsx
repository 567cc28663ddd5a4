// The mobile app-download banner: store per platform, dismissal remembered for the session.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopThemeProvider } from '@shop/shared/ui';
import { APP_DOWNLOAD_LINKS } from '../../../config/app-links';
import { setupI18n } from '../../../../test/helpers';
import { AppDownloadBanner } from './app-download-banner';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function withAgent(ua: string) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
}

const renderBanner = () =>
  render(
    <ShopThemeProvider>
      <AppDownloadBanner />
    </ShopThemeProvider>,
  );

beforeAll(() => setupI18n('es'));
beforeEach(() => window.sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('on Android links to the shop on Google Play', () => {
  withAgent(ANDROID);
  renderBanner();
  const banner = screen.getByRole('complementary', { name: 'Descarga nuestra app' });
  expect(banner).toHaveTextContent('Compra más rápido con nuestra app.');
  expect(screen.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', APP_DOWNLOAD_LINKS.android);
  expect(screen.queryByRole('link', { name: 'App Store' })).not.toBeInTheDocument();
});

test('on an iPhone links to the App Store', () => {
  withAgent(IPHONE);
  renderBanner();
  expect(screen.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', APP_DOWNLOAD_LINKS.ios);
  expect(screen.queryByRole('link', { name: 'Google Play' })).not.toBeInTheDocument();
});

test('once dismissed it stays closed for the session', async () => {
  const user = userEvent.setup();
  withAgent(ANDROID);
  const first = renderBanner();
  await user.click(screen.getByRole('button', { name: 'Cerrar aviso de la app' }));
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  first.unmount();

  renderBanner();
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
});
