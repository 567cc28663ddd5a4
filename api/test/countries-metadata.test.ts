// GET /api/v1/countries, GET /api/v1/{countryId}/metadata/{key} and the static pages they link to.
import { createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp({ googleMapsKey: 'test-maps-key' }); });
afterAll(async () => { await ctx?.close(); });

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('countries', () => {
  test('lists Peru with its fields, name in the request language', async () => {
    const es = await get('/api/v1/countries?limit=100&languageCode=es');
    expect(es.statusCode).toBe(200);
    expect(es.json()).toEqual({ count: 1, records: [{ countryId: 'PE', countryName: 'Perú', countryCode: '+51', flagImgUrl: '/api/v1/images/flags/PE.svg', currencySymbol: 'S/', timezone: 'America/Lima' }] });
    const en = await get('/api/v1/countries?languageCode=en');
    expect(en.json().records[0].countryName).toBe('Peru');
    const header = await get('/api/v1/countries', { 'accept-language': 'en-US,en;q=0.8' });
    expect(header.json().records[0].countryName).toBe('Peru');
  });

  test('filters by countryId and pages', async () => {
    expect((await get('/api/v1/countries?countryId=PE')).json().count).toBe(1);
    expect((await get('/api/v1/countries?countryId=CO')).json()).toEqual({ count: 0, records: [] });
    expect((await get('/api/v1/countries?offset=1')).json()).toEqual({ count: 1, records: [] });
  });

  test('bad input gives translated field errors', async () => {
    const res = await get('/api/v1/countries?limit=101&countryId=peru&languageCode=en');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.general).toEqual([]);
    expect(body.errors.fieldsErrors).toEqual(expect.arrayContaining([
      { fieldName: 'limit', identifier: 'error.validation.tooBig', message: 'The value must be less than or equal to 100.' },
      { fieldName: 'countryId', identifier: 'error.validation.invalidFormat', message: 'The format is not valid.' },
    ]));
    const es = await get('/api/v1/countries?limit=abc');
    expect(es.json().errors.fieldsErrors).toEqual([
      { fieldName: 'limit', identifier: 'error.validation.invalidType', message: 'El valor no tiene el formato esperado (number).' },
    ]);
  });
});

describe('metadata', () => {
  test('acceptableIds is JSON text of label++length entries', async () => {
    const res = await get('/api/v1/PE/metadata/acceptableIds?languageId=es');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ metadataKey: 'acceptableIds', languageId: 1 });
    expect(JSON.parse(body.metadataValue)).toEqual(['DNI++8', 'Pasaporte++12', 'Carnet de Extranjeria++12', 'RUC++11']);
  });

  test.each(['supportPage', 'faq', 'terms', 'policy', 'license', 'aboutUs', 'support'])('%s links to the static page in the asked language', async (key) => {
    const es = (await get(`/api/v1/PE/metadata/${key}?languageId=es`)).json();
    const en = (await get(`/api/v1/PE/metadata/${key}?languageId=2`)).json();
    expect(es.metadataValue).toMatch(/^\/api\/v1\/static-pages\/es\/[A-Za-z]+\.html$/);
    expect(en.metadataValue).toBe(es.metadataValue.replace('/es/', '/en/'));
    expect(en.languageId).toBe(2);
    const page = await get(es.metadataValue);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('mapsKey is the configured key in base64', async () => {
    const res = (await get('/api/v1/PE/metadata/mapsKey?languageId=es')).json();
    expect(Buffer.from(res.metadataValue, 'base64').toString()).toBe('test-maps-key');
  });

  test("idleTimeMinutes is the idle cart reminder's minutes (1 in the demo), and an operator's change is served at once", async () => {
    const res = await get('/api/v1/PE/metadata/idleTimeMinutes?languageId=es');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ metadataKey: 'idleTimeMinutes', metadataValue: '1', languageId: 1 });
    const db = ctx.database.db;
    await db.updateTable('metadata').set({ metadata_value: '5' }).where('country_id', '=', 'PE').where('metadata_key', '=', 'idleTimeMinutes').execute();
    try {
      expect((await get('/api/v1/PE/metadata/idleTimeMinutes?languageId=en')).json()).toEqual({ metadataKey: 'idleTimeMinutes', metadataValue: '5', languageId: 2 });
    } finally {
      await db.updateTable('metadata').set({ metadata_value: '1' }).where('country_id', '=', 'PE').where('metadata_key', '=', 'idleTimeMinutes').execute();
    }
    // Absent (an operator deleted it): 404, and the pages keep their default.
    await db.deleteFrom('metadata').where('country_id', '=', 'PE').where('metadata_key', '=', 'idleTimeMinutes').execute();
    expect((await get('/api/v1/PE/metadata/idleTimeMinutes?languageId=es')).statusCode).toBe(404);
  });

  test('unknown key → 404 with a translated general error', async () => {
    const res = await get('/api/v1/PE/metadata/secretKey?languageId=en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { general: [{ identifier: 'error.metadata.notFound', message: 'The requested setting does not exist.' }], fieldsErrors: [] } });
  });

  test('unknown country → 404; malformed country or language → 400', async () => {
    const unknown = await get('/api/v1/CO/metadata/faq');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.general[0]).toEqual({ identifier: 'error.country.notFound', message: 'No atendemos en el país indicado.' });
    const bad = await get('/api/v1/pe/metadata/faq?languageId=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fieldsErrors.map((f: { fieldName: string }) => f.fieldName).sort()).toEqual(['countryId']);
    const badLang = await get('/api/v1/PE/metadata/faq?languageId=fr');
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json().errors.fieldsErrors[0]).toMatchObject({ fieldName: 'languageId', identifier: 'error.validation.invalidOption' });
  });
});

describe('static pages', () => {
  test('the support page is a full HTML document with the support phone as a tel: link, in both languages', async () => {
    const es = await get('/api/v1/static-pages/es/support.html');
    expect(es.statusCode).toBe(200);
    expect(es.body).toMatch(/^<!doctype html>/);
    expect(es.body).toContain('<html lang="es">');
    expect(es.body).toMatch(/<a href="tel:\+51\d{7,9}">/);
    expect(es.body).toContain('<h1>Soporte</h1>');
    const en = await get('/api/v1/static-pages/en/support.html');
    expect(en.body).toContain('<h1>Support</h1>');
    expect(en.body).toMatch(/<a href="tel:\+51\d{7,9}">/);
    expect(es.headers['cache-control']).toContain('max-age');
  });

  test.each(['aboutUs', 'faq', 'terms', 'policy', 'license'])('%s has real content in es and en', async (key) => {
    const es = (await get(`/api/v1/static-pages/es/${key}.html`)).body;
    const en = (await get(`/api/v1/static-pages/en/${key}.html`)).body;
    expect(es.length).toBeGreaterThan(600);
    expect(en.length).toBeGreaterThan(600);
    expect(es).not.toEqual(en);
  });

  test('unknown page → 404 in the page language; a bad file name → 400', async () => {
    const missing = await get('/api/v1/static-pages/en/careers.html');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors.general[0]).toEqual({ identifier: 'error.staticPage.notFound', message: 'The requested page does not exist.' });
    expect((await get('/api/v1/static-pages/es/..%2Fetc.html')).statusCode).toBe(400);
    expect((await get('/api/v1/static-pages/fr/faq.html')).statusCode).toBe(400);
  });
});
