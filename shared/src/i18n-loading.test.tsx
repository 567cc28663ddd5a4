// A component whose namespace is still loading waits for its texts: the shopper never sees a key in place of a text.
import { Component, Suspense, type ReactNode } from 'react';
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

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String((this.state.error as Error).message)}</p> : this.props.children;
  }
}

function Farewell() {
  const { t } = useTranslation('broken');
  return <p>{t('bye')}</p>;
}

it('texts that cannot be fetched fail the component once (its boundary offers the retry), instead of fetching again and again', async () => {
  await initI18n();
  const es = jest.fn(async () => {
    throw new Error('texts chunk answered 404');
  });
  addNamespace('broken', { es, en: async () => ({ bye: 'bye' }) });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Boundary>
          <Suspense fallback={<p>cargando</p>}><Farewell /></Suspense>
        </Boundary>
      </I18nextProvider>,
    );
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(screen.getByRole('alert')).toHaveTextContent('texts chunk answered 404');
  expect(es).toHaveBeenCalledTimes(1);
});
