// One i18next instance: namespaces added before or after init, language switch persisted and announced.
import type * as I18nModule from '@shop/shared/i18n';
import type * as EventsModule from '@shop/shared/events';
import type * as SessionModule from '@shop/shared/session';
import es from './i18n/es.json';
import en from './i18n/en.json';

/** A fresh copy of the module graph, so "before init" really is before init. */
async function fresh() {
  let mods!: { i18n: typeof I18nModule; events: typeof EventsModule; session: typeof SessionModule };
  await jest.isolateModulesAsync(async () => {
    mods = {
      i18n: await import('@shop/shared/i18n'),
      events: await import('@shop/shared/events'),
      session: await import('@shop/shared/session'),
    };
  });
  return mods;
}

beforeEach(() => localStorage.clear());

it('starts in the session language, Spanish by default, with the common texts', async () => {
  const { i18n } = await fresh();
  await i18n.initI18n();
  expect(i18n.i18n.language).toBe('es');
  expect(i18n.translate('noInternet')).toBe('Por favor, compruebe la conexión a Internet.');
  expect(document.documentElement.lang).toBe('es');

  localStorage.setItem('language', 'en');
  const again = await fresh();
  await again.i18n.initI18n();
  expect(again.i18n.i18n.language).toBe('en');
  expect(again.i18n.translate('noInternet')).toBe('Please check your internet connection.');
});

it('initI18n runs once', async () => {
  const { i18n } = await fresh();
  const [a, b] = await Promise.all([i18n.initI18n(), i18n.initI18n()]);
  expect(a).toBe(b);
});

/** Loaders for a namespace, counting calls per language. */
function texts<T>(es: T, en: T) {
  const loaders = { es: jest.fn(async () => ({ default: es })), en: jest.fn(async () => ({ default: en })) };
  return loaders as unknown as Record<'es' | 'en', () => Promise<Record<string, string>>> & typeof loaders;
}

it('adds a namespace given before init, and one given after, in the page language only', async () => {
  const { i18n } = await fresh();
  const catalogue = texts({ title: 'Marcas' }, { title: 'Brands' });
  i18n.addNamespace('catalogue', catalogue);
  await i18n.initI18n();
  const cart = texts({ empty: 'Tu carrito está vacío' }, { empty: 'Your cart is empty' });
  i18n.addNamespace('cart', cart);
  const orders = texts({ title: 'Pedidos' }, { title: 'Orders' });
  i18n.addNamespace('orders', orders);
  // Added after init, a namespace is fetched when it is first asked for (a component's useTranslation, or loadTexts).
  expect(cart.es).not.toHaveBeenCalled();
  await i18n.loadTexts();
  expect(cart.es).toHaveBeenCalledTimes(1);
  expect(i18n.i18n.t('catalogue:title')).toBe('Marcas');
  expect(i18n.i18n.t('cart:empty')).toBe('Tu carrito está vacío');
  // English is fetched when the shopper switches to it, not before.
  expect(catalogue.en).not.toHaveBeenCalled();
  expect(cart.en).not.toHaveBeenCalled();
  await i18n.changeLanguage('en');
  expect(i18n.i18n.t('catalogue:title')).toBe('Brands');
  expect(i18n.i18n.t('cart:empty')).toBe('Your cart is empty');
  expect(catalogue.en).toHaveBeenCalledTimes(1);
  expect(catalogue.es).toHaveBeenCalledTimes(1);
});

it('a switch fetches the new language of the namespaces the page has, not of those it never showed', async () => {
  const { i18n } = await fresh();
  await i18n.initI18n();
  const shown = texts({ title: 'Marcas' }, { title: 'Brands' });
  const never = texts({ title: 'Pedidos' }, { title: 'Orders' });
  i18n.addNamespace('shown', shown);
  i18n.addNamespace('never', never);
  await i18n.loadTexts();
  i18n.i18n.removeResourceBundle('es', 'never');
  await i18n.changeLanguage('en');
  expect(i18n.i18n.t('shown:title')).toBe('Brands');
  expect(shown.en).toHaveBeenCalledTimes(1);
  expect(never.en).not.toHaveBeenCalled();
});

it('takes the texts a server-rendered page handed over instead of fetching them', async () => {
  document.body.innerHTML = `<script type="application/json" id="shop-texts">${JSON.stringify({ language: 'es', namespaces: { common: es, cart: { empty: 'Vacío (del servidor)' } } })}</script>`;
  try {
    const { i18n } = await fresh();
    const cart = texts({ empty: 'Tu carrito está vacío' }, { empty: 'Your cart is empty' });
    await i18n.initI18n();
    i18n.addNamespace('cart', cart);
    // At once, with nothing fetched: the page hydrates with the texts it was rendered with.
    expect(i18n.i18n.t('cart:empty')).toBe('Vacío (del servidor)');
    await i18n.loadTexts();
    expect(cart.es).not.toHaveBeenCalled();
    await i18n.changeLanguage('en');
    expect(i18n.i18n.t('cart:empty')).toBe('Your cart is empty');
  } finally {
    document.body.innerHTML = '';
  }
});

it('a language whose texts cannot be fetched is not switched to, and may be tried again', async () => {
  const { i18n, session } = await fresh();
  const catalogue = texts({ title: 'Marcas' }, { title: 'Brands' });
  catalogue.en.mockRejectedValueOnce(new Error('offline'));
  i18n.addNamespace('catalogue', catalogue);
  await i18n.initI18n();
  await expect(i18n.changeLanguage('en')).rejects.toThrow('offline');
  expect(i18n.i18n.language).toBe('es');
  expect(session.useSession.getState().language).toBe('es');
  expect(i18n.i18n.t('catalogue:title')).toBe('Marcas');
  await i18n.changeLanguage('en');
  expect(i18n.i18n.t('catalogue:title')).toBe('Brands');
});

it('a page starts even when a text chunk cannot be fetched at start; the texts are fetched again when asked for', async () => {
  const { i18n } = await fresh();
  const catalogue = texts({ title: 'Marcas' }, { title: 'Brands' });
  catalogue.es.mockRejectedValueOnce(new Error('offline'));
  i18n.addNamespace('catalogue', catalogue);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await expect(i18n.initI18n()).resolves.toBe(i18n.i18n);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('[i18n]'), expect.any(Error));
  warn.mockRestore();
  expect(i18n.i18n.t('noInternet')).toBe('Por favor, compruebe la conexión a Internet.');
  await i18n.loadTexts('es');
  expect(i18n.i18n.t('catalogue:title')).toBe('Marcas');
  expect(catalogue.es).toHaveBeenCalledTimes(2);
});

it('changeLanguage persists, sets <html lang> and emits language:changed', async () => {
  const { i18n, events, session } = await fresh();
  await i18n.initI18n();
  const heard = jest.fn();
  events.events.on('language:changed', heard);
  await i18n.changeLanguage('en');
  expect(localStorage.getItem('language')).toBe('en');
  expect(session.useSession.getState().language).toBe('en');
  expect(document.documentElement.lang).toBe('en');
  expect(i18n.i18n.language).toBe('en');
  expect(heard).toHaveBeenCalledWith({ language: 'en' });
});

it('fills every common text in both languages', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
  expect(keys(en).sort()).toEqual(keys(es).sort());
  const empty = (o: object): boolean => Object.values(o).some((v) => (typeof v === 'object' && v ? empty(v as object) : v === ''));
  expect(empty(es) || empty(en)).toBe(false);
});

it('a server render gets an instance of its own language that shares every namespace', async () => {
  const { i18n: { initI18n, createRequestI18n, addNamespace, loadTexts } } = await fresh();
  await initI18n();
  const en = createRequestI18n('en');
  const es = createRequestI18n('es');
  addNamespace('late', texts({ hello: 'hola' }, { hello: 'hello' }));
  await loadTexts('es');
  await loadTexts('en');
  expect(en.t('hello', { ns: 'late' })).toBe('hello');
  expect(es.t('hello', { ns: 'late' })).toBe('hola');
  expect(en.language).toBe('en');
  expect(es.language).toBe('es');
});
