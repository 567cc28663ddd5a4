/** @jest-environment node */
// On a server: every namespace is loaded in every language as it is added, and a render hands over what it used.
import { addNamespace, createRequestI18n, initI18n, loadTexts, textsToHandOver } from '@shop/shared/i18n';

it('loads a namespace in every language at once, reloads a redeployed one, and hands over only the texts asked for', async () => {
  await initI18n();
  const first = { es: jest.fn(async () => ({ title: 'Marcas' })), en: jest.fn(async () => ({ title: 'Brands' })) };
  addNamespace('catalogue', first);
  expect(first.es).toHaveBeenCalledTimes(1);
  expect(first.en).toHaveBeenCalledTimes(1);
  await loadTexts();
  expect(createRequestI18n('en').t('title', { ns: 'catalogue' })).toBe('Brands');

  // A new version of the remote registers its texts again: they replace the old ones in both languages.
  addNamespace('catalogue', { es: async () => ({ title: 'Marcas y más' }), en: async () => ({ title: 'Brands and more' }) });
  await loadTexts();
  expect(createRequestI18n('es').t('title', { ns: 'catalogue' })).toBe('Marcas y más');
  expect(createRequestI18n('en').t('title', { ns: 'catalogue' })).toBe('Brands and more');

  const handed = textsToHandOver('en', ['catalogue', 'unknown']);
  expect(handed).toEqual({ language: 'en', namespaces: { catalogue: { title: 'Brands and more' } } });
});
