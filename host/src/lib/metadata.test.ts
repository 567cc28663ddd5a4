// Metadata calls, linked HTML documents and the support phone found in them.
import { mockApi, mockFetch } from '../../test/helpers';
import { firstPhoneIn, getLinkedHtml, getMetadataHtml, getMetadataValue } from './metadata';

test('firstPhoneIn takes the first tel: link, decoded', () => {
  expect(firstPhoneIn('<p><a href="mailto:a@b.pe">mail</a> <a href="tel:+51%20999%20888%20777">llámanos</a> <a href="tel:123">otro</a></p>')).toEqual({
    number: '+51 999 888 777',
    label: '+51 999 888 777',
  });
  expect(firstPhoneIn('<a href="TEL:016000000">(01)\n 600 0000</a>')).toEqual({ number: '016000000', label: '(01) 600 0000' });
  expect(firstPhoneIn('<p>Sin teléfono: 999 888 777</p>')).toBeNull();
  expect(firstPhoneIn('<a href="tel:">vacío</a>')).toBeNull();
});

test('firstPhoneIn parses inertly: scripts in the HTML never run', () => {
  firstPhoneIn('<script>window.__ran = true</script><img src=x onerror="window.__ran = true"><a href="tel:1">1</a>');
  expect((window as { __ran?: boolean }).__ran).toBeUndefined();
});

test('getMetadataValue asks the country metadata endpoint in the given language', async () => {
  const calls = mockApi(() => ({ data: { metadataKey: 'terms', metadataValue: '/content/en/terms.html' } }));
  await expect(getMetadataValue('PE', 'terms', 'en')).resolves.toBe('/content/en/terms.html');
  expect(calls[0]?.url).toBe('/PE/metadata/terms');
  expect(calls[0]?.params).toEqual({ languageId: 'en' });
});

test('getMetadataValue refuses an empty value', async () => {
  mockApi(() => ({ data: { metadataKey: 'terms', metadataValue: '' } }));
  await expect(getMetadataValue('PE', 'terms', 'es')).rejects.toThrow('no value');
});

test('getMetadataHtml follows the link; a failed document is an error', async () => {
  mockApi(() => ({ data: { metadataValue: '/content/es/policy.html' } }));
  mockFetch({ '/content/es/policy.html': { body: '<p>Privacidad</p>' } });
  await expect(getMetadataHtml('PE', 'policy', 'es')).resolves.toBe('<p>Privacidad</p>');
  mockFetch({});
  await expect(getLinkedHtml('/content/es/missing.html')).rejects.toThrow('404');
});

test('a link on another origin is fetched without credentials', async () => {
  const fetchMock = mockFetch({ 'https://cdn.example.pe/pages/faq.html': { body: '<p>FAQ</p>' } });
  await getLinkedHtml('https://cdn.example.pe/pages/faq.html');
  expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit' });
});
