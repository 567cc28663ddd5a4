// GET /api/v1/brands/list and GET /api/v1/{countryId}/homescreen/categories: languages, paging, bad input.
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp(); });
afterAll(async () => { await ctx?.close(); });

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('brands', () => {
  test('the brands call answers the first 50 brands with id, name and image', async () => {
    const res = await get('/api/v1/brands/list?countryId=PE&languageCode=es&target=brandList&limit=50&offset=0');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBeGreaterThanOrEqual(25);
    expect(body.records).toHaveLength(Math.min(50, body.count));
    expect(body.records[0]).toEqual({ brandId: expect.any(Number), brandName: 'Inca Kola', brandImage: expect.stringMatching(/^\/api\/v1\/images\/art\/[0-9a-f]{20}\.svg$/) });
  });

  test('pages with limit and offset without overlap', async () => {
    const all = (await get('/api/v1/brands/list?limit=100')).json();
    const first = (await get('/api/v1/brands/list?limit=10&offset=0')).json();
    const second = (await get('/api/v1/brands/list?limit=10&offset=10')).json();
    expect(first.records.map((b: { brandId: number }) => b.brandId)).toEqual(all.records.slice(0, 10).map((b: { brandId: number }) => b.brandId));
    expect(second.records.map((b: { brandId: number }) => b.brandId)).toEqual(all.records.slice(10, 20).map((b: { brandId: number }) => b.brandId));
    const past = (await get(`/api/v1/brands/list?offset=${all.count}`)).json();
    expect(past).toEqual({ count: all.count, records: [] });
  });

  test('English answers the same brands (brand names are not translated)', async () => {
    const es = (await get('/api/v1/brands/list?languageCode=es&limit=5')).json();
    const en = (await get('/api/v1/brands/list?languageCode=en&limit=5')).json();
    expect(en).toEqual(es);
  });

  test('unknown country and bad paging → 400 with field errors in the request language', async () => {
    const res = await get('/api/v1/brands/list?countryId=CO&languageCode=en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { general: [], fieldsErrors: [{ fieldName: 'countryId', identifier: 'error.validation.unknownCountry', message: 'We do not operate in that country.' }] } });
    const paging = await get('/api/v1/brands/list?limit=500&offset=-3&target=all');
    expect(paging.statusCode).toBe(400);
    const fields = paging.json().errors.fieldsErrors;
    expect(fields.map((f: { fieldName: string }) => f.fieldName).sort()).toEqual(['limit', 'offset', 'target']);
    expect(fields.find((f: { fieldName: string }) => f.fieldName === 'target').message).toBe('Valor no permitido. Valores aceptados: brandList.');
  });
});

describe('home-screen categories', () => {
  const names = (body: { records: { customAttributes: { attributeCode: string; value: string }[] }[] }) =>
    body.records.map((r) => r.customAttributes.find((a) => a.attributeCode === 'category_name')?.value);

  test('the categories call answers them in sort order with names and age restriction', async () => {
    const res = await get('/api/v1/PE/homescreen/categories?countryId=PE&languageCode=es&limit=20&offset=0&category=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(14);
    expect(names(body).slice(0, 4)).toEqual(['Bebidas', 'Cervezas', 'Vinos y Licores', 'Cigarrillos']);
    expect(body.records[1]).toEqual({
      categoryId: expect.any(Number),
      categoryImageUrl: expect.stringMatching(/^\/api\/v1\/images\/art\/[0-9a-f]{20}\.svg$/),
      customAttributes: [{ attributeCode: 'category_name', value: 'Cervezas' }, { attributeCode: 'age_restriction', value: '18' }],
    });
    expect(body.records[0].customAttributes[1]).toEqual({ attributeCode: 'age_restriction', value: '0' });
  });

  test('English names, from languageCode or Accept-Language', async () => {
    const en = (await get('/api/v1/PE/homescreen/categories?languageCode=en')).json();
    expect(names(en)).toEqual(['Drinks', 'Beer', 'Wine & Spirits', 'Tobacco', 'Snacks & Sweets', 'Dairy & Eggs', 'Bakery', 'Groceries',
      'Ready to Eat', 'Household Cleaning', 'Personal Care', 'Ice Cream', 'Fruit & Vegetables', 'Pets']);
    const header = (await get('/api/v1/PE/homescreen/categories', { 'accept-language': 'en' })).json();
    expect(names(header)[0]).toBe('Drinks');
    // An explicit languageCode wins over the header.
    const both = (await get('/api/v1/PE/homescreen/categories?languageCode=es', { 'accept-language': 'en' })).json();
    expect(names(both)[0]).toBe('Bebidas');
  });

  test('paging keeps the sort order', async () => {
    const page = (await get('/api/v1/PE/homescreen/categories?limit=5&offset=10&languageCode=en')).json();
    expect(page.count).toBe(14);
    expect(names(page)).toEqual(['Personal Care', 'Ice Cream', 'Fruit & Vegetables', 'Pets']);
  });

  test('addressId is accepted; a bad one is a field error', async () => {
    expect((await get('/api/v1/PE/homescreen/categories?addressId=12')).statusCode).toBe(200);
    const bad = await get('/api/v1/PE/homescreen/categories?addressId=-4&languageCode=en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fieldsErrors[0]).toMatchObject({ fieldName: 'addressId', identifier: 'error.validation.tooSmall' });
  });

  test('unknown country in the path → 404; in the query → 400', async () => {
    const path = await get('/api/v1/CO/homescreen/categories?languageCode=en');
    expect(path.statusCode).toBe(404);
    expect(path.json().errors.general[0]).toEqual({ identifier: 'error.country.notFound', message: 'We do not operate in that country.' });
    const query = await get('/api/v1/PE/homescreen/categories?countryId=CO');
    expect(query.statusCode).toBe(400);
    expect(query.json().errors.fieldsErrors[0]).toEqual({ fieldName: 'countryId', identifier: 'error.validation.unknownCountry', message: 'No atendemos en el país indicado.' });
  });

  test('bad input changes nothing in the database', async () => {
    const before = await tableCounts(ctx.database);
    for (const url of ['/api/v1/PE/homescreen/categories?limit=0', '/api/v1/PE/homescreen/categories?languageCode=de',
      '/api/v1/brands/list?offset=x', '/api/v1/PE/homescreen/categories?category=7']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.fieldsErrors.length).toBeGreaterThan(0);
    }
    expect(await tableCounts(ctx.database)).toEqual(before);
  });
});
