// A language switch while a part of the server's page still waits for its code: that part hydrates in the language the
// server rendered it in (no mismatch for React to throw the HTML away over), then shows the one the shopper chose.
import { act, lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import en from './i18n/en.json';
import es from './i18n/es.json';

it('a part hydrating after a language switch renders the server\'s language first, then the new one', async () => {
  // The page as the server sent it, in Spanish; the modules read it when first imported (this file's registry is its own).
  const session = { userId: null, userData: null, roleId: null, cartId: null, dob: null, language: 'es', country: 'PE', languageChosen: true };
  document.body.innerHTML = `<script type="application/json" id="shop-session">${JSON.stringify(session)}</script>`;
  const { changeLanguage, createRequestI18n, I18nextProvider, initI18n, useLanguage, useTranslation } = await import('@shop/shared/i18n');
  await initI18n();

  function Notice() {
    const { t } = useTranslation('common');
    return <h1 lang={useLanguage()}>{t('noInternet')}</h1>;
  }
  // In the browser the part's code arrives late (a remote's slot, a lazy page): its boundary stays the server's HTML.
  let arrive!: () => void;
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const LateNotice = lazy(async () => {
    await code;
    return { default: Notice };
  });

  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(
    <I18nextProvider i18n={createRequestI18n('es')}><Suspense fallback={null}><Notice /></Suspense></I18nextProvider>,
  );
  expect(container.querySelector('h1')?.textContent).toBe(es.noInternet);

  const mismatches = jest.fn();
  await act(async () => {
    hydrateRoot(container, <Suspense fallback={null}><LateNotice /></Suspense>, { onRecoverableError: mismatches });
  });
  // The shopper switches before the part has hydrated.
  await act(() => changeLanguage('en'));
  expect(container.querySelector('h1')?.textContent).toBe(es.noInternet);

  await act(async () => {
    arrive();
    await code;
  });
  expect(mismatches).not.toHaveBeenCalled();
  const heading = container.querySelector('h1');
  expect(heading?.textContent).toBe(en.noInternet);
  expect(heading?.getAttribute('lang')).toBe('en');
});
