// The metadata call every remote uses, and the acceptableIds list built on it.
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  getAcceptableIds, getLinkedHtml, getMetadataValue, metadataPageQueryOptions, useAcceptableIds, useMetadataValue,
} from '@shop/shared/calls';
import { changeLanguage } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { routes, withQueryClient } from '../../test/calls-fixtures';

beforeEach(() => useSession.setState({ country: 'PE', language: 'es' }));

it('asks for one key in the session\'s country and language, or the ones given, and answers its text', async () => {
  const api = routes({
    'GET /PE/metadata/idleTimeMinutes': { data: { metadataKey: 'idleTimeMinutes', metadataValue: '3', languageId: 1 } },
    'GET /CO/metadata/mapsKey': { data: { metadataKey: 'mapsKey', metadataValue: 'a2V5', languageId: 2 } },
  });
  await expect(getMetadataValue('idleTimeMinutes')).resolves.toBe('3');
  expect(api.mock.calls[0]?.[0]).toMatchObject({ params: { languageId: 'es' }, callName: 'getMetadata' });
  await expect(getMetadataValue('mapsKey', { country: 'CO', language: 'en' })).resolves.toBe('a2V5');
  expect(api.mock.calls[1]?.[0]).toMatchObject({ params: { languageId: 'en' } });
});

it('an answer without text is null; a missing key is the API\'s error', async () => {
  routes({
    'GET /PE/metadata/odd': { data: { metadataKey: 'odd', metadataValue: 42 } },
    'GET /PE/metadata/missing': { status: 404, data: { errors: { general: [{ identifier: 'error.metadata.notFound', message: 'No existe.' }] } } },
  });
  await expect(getMetadataValue('odd')).resolves.toBeNull();
  await expect(getMetadataValue('missing')).rejects.toMatchObject({ status: 404 });
});

it('acceptableIds: the first three types with their number rules, read again when the language changes', async () => {
  const api = routes({
    'GET /PE/metadata/acceptableIds': { data: { metadataValue: JSON.stringify(['DNI++x', 'Pasaporte++y', 'RUC', 'Otro']) } },
  });
  await expect(getAcceptableIds()).resolves.toEqual([
    { label: 'DNI', length: 8, numeric: true }, { label: 'Pasaporte', length: 12, numeric: false }, { label: 'RUC', length: 11, numeric: true },
  ]);
  const { result } = renderHook(() => useAcceptableIds(), withQueryClient());
  await waitFor(() => expect(result.current.data).toHaveLength(3));
  const reads = api.mock.calls.length;
  await act(() => changeLanguage('en'));
  await waitFor(() => expect(api.mock.calls.length).toBe(reads + 1));
  expect(api.mock.calls.at(-1)?.[0]).toMatchObject({ params: { languageId: 'en' } });
});

it('one read per key for the page: the acceptableIds hook and a plain read of the key share it', async () => {
  const api = routes({ 'GET /PE/metadata/acceptableIds': { data: { metadataValue: JSON.stringify(['DNI']) } } });
  const { result } = renderHook(() => ({ ids: useAcceptableIds(), raw: useMetadataValue('acceptableIds') }), withQueryClient());
  await waitFor(() => expect(result.current.ids.data).toEqual([{ label: 'DNI', length: 8, numeric: true }]));
  expect(result.current.raw.data).toBe('["DNI"]');
  expect(api).toHaveBeenCalledTimes(1);
});

describe('the page a metadata key links to', () => {
  /** A fetch answering documents by URL (pathname, or the whole address for another origin). */
  function documents(table: Record<string, string>) {
    const fetchMock = jest.fn(async (input: string, _init?: RequestInit) => {
      const url = new URL(input, window.location.href);
      const body = table[url.pathname] ?? table[url.href];
      return { ok: body !== undefined, status: body === undefined ? 404 : 200, text: async () => body ?? '' };
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    return fetchMock;
  }

  it('reads the link through the key\'s own query, then the document', async () => {
    const api = routes({ 'GET /PE/metadata/policy': { data: { metadataValue: '/content/es/policy.html' } } });
    documents({ '/content/es/policy.html': '<p>Privacidad</p>' });
    const { client } = withQueryClient();
    await expect(client.fetchQuery(metadataPageQueryOptions('policy'))).resolves.toBe('<p>Privacidad</p>');
    await expect(client.fetchQuery(metadataPageQueryOptions('policy'))).resolves.toBe('<p>Privacidad</p>');
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('an empty link or a failed document is an error', async () => {
    routes({ 'GET /PE/metadata/terms': { data: { metadataValue: '' } } });
    const { client } = withQueryClient();
    await expect(client.fetchQuery(metadataPageQueryOptions('terms'))).rejects.toThrow('no value');
    documents({});
    await expect(getLinkedHtml('/content/es/missing.html')).rejects.toThrow('404');
  });

  it('a link on another origin is fetched without credentials', async () => {
    const fetchMock = documents({ 'https://cdn.example.pe/pages/faq.html': '<p>FAQ</p>' });
    await getLinkedHtml('https://cdn.example.pe/pages/faq.html');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit' });
  });
});
