// A component whose namespace is still loading waits for its texts: the shopper never sees a key in place of a text.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { addNamespace, i18n, I18nextProvider, initI18n, loadTexts, useTranslation } from '@shop/shared/i18n';

function Greeting() {
  const { t } = useTranslation('slow');
  return <p>{t('hello')}</p>;
}

it('suspends until the namespace has arrived, then shows its text', async () => {
  await initI18n();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  addNamespace('slow', {
    es: async () => {
      await gate;
      return { hello: 'hola' };
    },
    en: async () => ({ hello: 'hello' }),
  });
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>cargando</p>}><Greeting /></Suspense>
      </I18nextProvider>,
    );
  });
  expect(screen.getByText('cargando')).toBeInTheDocument();
  expect(screen.queryByText('hello')).toBeNull();
  await act(async () => {
    release();
    await loadTexts();
  });
  expect(screen.getByText('hola')).toBeInTheDocument();
});
