import raw from './lima-gazetteer.json';
import { loadGazetteer, nearestPlace, searchGazetteer, REVERSE_LOOKUP_MAX_METERS } from './gazetteer';
import { builtinProvider } from './builtin-provider';
import { distanceMeters } from './geo';

// Lima Metropolitana and Callao, Ancón to Pucusana.
const LIMA = { south: -12.55, north: -11.7, west: -77.2, east: -76.6 };

describe('the Lima gazetteer', () => {
  it('holds at least 150 places with unique names, all inside Lima', async () => {
    const places = await loadGazetteer();
    expect(places.length).toBeGreaterThanOrEqual(150);
    expect(places.length).toBe(raw.places.length);
    expect(new Set(places.map((p) => p.name)).size).toBe(places.length);
    for (const p of places) {
      expect([p.name, p.latitude > LIMA.south && p.latitude < LIMA.north]).toEqual([p.name, true]);
      expect([p.name, p.longitude > LIMA.west && p.longitude < LIMA.east]).toEqual([p.name, true]);
    }
    // The 43 districts of Lima province and Callao's 7, main avenues and landmarks.
    expect(places.filter((p) => p.kind === 'district')).toHaveLength(50);
    expect(places.filter((p) => p.kind === 'avenue').length).toBeGreaterThanOrEqual(40);
    expect(places.filter((p) => p.kind === 'landmark').length).toBeGreaterThanOrEqual(60);
  });

  it('is a separate chunk: the provider module does not embed it', () => {
    // gazetteer.ts reaches the JSON only through import(); a static import would put it in the first chunk.
    const source = jest.requireActual<typeof import('node:fs')>('node:fs').readFileSync(`${__dirname}/gazetteer.ts`, 'utf8');
    expect(source).toMatch(/import\(\s*\/\*[^*]*\*\/\s*'\.\/lima-gazetteer\.json'\)/);
    expect(source).not.toMatch(/^import .*lima-gazetteer/m);
  });
});

describe('searchPlaces', () => {
  it('ignores accents and case, both ways', async () => {
    expect((await builtinProvider.searchPlaces('jesus maria'))[0]).toMatchObject({ name: 'Jesús María', detail: 'Lima' });
    expect((await builtinProvider.searchPlaces('RÍMAC'))[0]?.name).toBe('Rímac');
    expect((await builtinProvider.searchPlaces('Rimac')).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Rímac', 'Alameda de los Descalzos', 'Universidad Nacional de Ingeniería']),
    );
  });

  it('matches every word anywhere in name and district, best (name prefix) first, at most 8', async () => {
    const places = await loadGazetteer();
    const results = searchGazetteer(places, 'parque miraflores');
    expect(results.map((p) => p.name)).toEqual(expect.arrayContaining(['Parque Kennedy', 'Parque del Amor']));
    expect(results.every((p) => p.detail === 'Miraflores' || p.name.includes('Miraflores'))).toBe(true);
    expect(searchGazetteer(places, 'av')).toHaveLength(8);
    expect(searchGazetteer(places, 'kennedy')[0]).toEqual({ name: 'Parque Kennedy', detail: 'Miraflores', latitude: -12.1219, longitude: -77.0297 });
  });

  it('finds nothing for blank text or an unknown place', async () => {
    expect(await builtinProvider.searchPlaces('   ')).toEqual([]);
    expect(await builtinProvider.searchPlaces('Machu Picchu')).toEqual([]);
  });
});

describe('reverseLookup', () => {
  it('names a point by the nearest place, with its district', async () => {
    // 60 m from Parque Kennedy.
    expect(await builtinProvider.reverseLookup(-12.1224, -77.0294)).toEqual({ street: 'Parque Kennedy', district: 'Miraflores' });
    expect(await builtinProvider.reverseLookup(-12.0675, -77.0335)).toEqual({ street: 'Estadio Nacional', district: 'Cercado de Lima' });
  });

  it(`answers null beyond ${REVERSE_LOOKUP_MAX_METERS} m of every place (addressNotFound)`, async () => {
    const places = await loadGazetteer();
    // At sea off Miraflores, and in the desert east of Ate.
    for (const [lat, lng] of [[-12.14, -77.1], [-12.0, -76.65]] as const) {
      expect(await builtinProvider.reverseLookup(lat, lng)).toBeNull();
      expect(Math.min(...places.map((p) => distanceMeters({ latitude: lat, longitude: lng }, p)))).toBeGreaterThan(REVERSE_LOOKUP_MAX_METERS);
    }
    expect(nearestPlace([], -12.12, -77.03)).toBeNull();
  });
});
