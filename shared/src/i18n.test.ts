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

it('adds a namespace given before init, and one given after', async () => {
  const { i18n } = await fresh();
  i18n.addNamespace('catalogue', { es: { title: 'Marcas' }, en: { title: 'Brands' } });
  await i18n.initI18n();
  i18n.addNamespace('cart', { es: { empty: 'Tu carrito está vacío' }, en: { empty: 'Your cart is empty' } });
  expect(i18n.i18n.t('catalogue:title')).toBe('Marcas');
  expect(i18n.i18n.t('cart:empty')).toBe('Tu carrito está vacío');
  await i18n.changeLanguage('en');
  expect(i18n.i18n.t('catalogue:title')).toBe('Brands');
  expect(i18n.i18n.t('cart:empty')).toBe('Your cart is empty');
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

it('a server render gets an instance of its own language that shares every namespace, also one added later', async () => {
  const { i18n: { initI18n, createRequestI18n, addNamespace } } = await fresh();
  await initI18n();
  const en = createRequestI18n('en');
  const es = createRequestI18n('es');
  addNamespace('late', { es: { hello: 'hola' }, en: { hello: 'hello' } });
  expect(en.t('hello', { ns: 'late' })).toBe('hello');
  expect(es.t('hello', { ns: 'late' })).toBe('hola');
  expect(en.language).toBe('en');
  expect(es.language).toBe('es');
});
