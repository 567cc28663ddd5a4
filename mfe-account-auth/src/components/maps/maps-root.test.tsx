// The provider choice: a maps key → the Google provider (its script requested with the key); no key, or a failed
// load → the built-in provider. @react-google-maps/api and window.google are stand-ins: no network in tests.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSession } from '@shop/shared/session';
import { MapsRoot } from './maps-root';
import { useMapsProvider } from './maps-provider';
import { builtinProvider } from './builtin-provider';
import type { MapsProvider } from './map-types';
import { mockApi } from '../../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../../tools/jest/remote/render';

type LoaderState = { isLoaded: boolean; loadError?: Error };
const mockLoader = jest.fn<LoaderState, [Record<string, unknown>]>();

jest.mock('@react-google-maps/api', () => {
  const { createElement, useEffect } = jest.requireActual<typeof import('react')>('react');
  const latLng = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });
  return {
    useJsApiLoader: (options: Record<string, unknown>) => mockLoader(options),
    GoogleMap: ({ zoom, center, onClick, onLoad, children }: {
      zoom: number; center: { lat: number; lng: number }; onClick: (e: unknown) => void; onLoad?: (map: unknown) => void; children: ReactNode;
    }) => {
      // Once, as the real map does (its center is read later, when asked).
      useEffect(() => onLoad?.({ getCenter: () => latLng(-12.11, -77.02) }), [onLoad]);
      return createElement('div', {
        'data-testid': 'google-map', 'data-zoom': zoom, 'data-center': `${center.lat},${center.lng}`,
        onClick: () => onClick({ latLng: latLng(-12.1201234567, -77.0301234567) }),
      }, children);
    },
    MarkerF: ({ position, draggable, onDragEnd }: { position: { lat: number; lng: number }; draggable?: boolean; onDragEnd?: (e: unknown) => void }) =>
      createElement('button', {
        'data-testid': 'google-marker', 'data-position': `${position.lat},${position.lng}`, 'data-draggable': String(Boolean(draggable)),
        onClick: (e: { stopPropagation: () => void }) => {
          e.stopPropagation();
          onDragEnd?.({ latLng: latLng(-12.13, -77.04) });
        },
      }),
    CircleF: ({ radius, center }: { radius: number; center: { lat: number; lng: number } }) =>
      createElement('div', { 'data-testid': 'google-circle', 'data-radius': radius, 'data-center': `${center.lat},${center.lng}` }),
  };
});

const POINT = { latitude: -12.12, longitude: -77.03 };
const onPick = jest.fn();
let seen: MapsProvider | null = null;

function Probe() {
  const provider = useMapsProvider();
  seen = provider;
  return <provider.MapView point={POINT} onPick={onPick} label="Mapa de prueba" />;
}

/** The API: the maps key (base64 in metadataValue, '' for none) and an empty store list for the maps' zones. */
function backend(metadataValue: string) {
  return mockApi((c) => {
    if (c.url === '/PE/metadata/mapsKey') return { data: { metadataKey: 'mapsKey', metadataValue, languageId: 1 } };
    if (c.url === '/stores') return { data: { count: 0, records: [] } };
    throw new Error(`unexpected ${c.url}`);
  });
}
const metadataCalls = (api: ReturnType<typeof backend>) => api.mock.calls.filter(([c]) => c.url === '/PE/metadata/mapsKey');

/** A stand-in for the loaded Google script: a geocoder and Places Autocomplete with fixed answers. */
function fakeGoogle() {
  const geocode = jest.fn((request: { placeId?: string; location?: unknown }, done: (results: unknown[], status: string) => void) => {
    if (request.placeId === 'p-1') done([{ geometry: { location: { lat: () => -12.1219, lng: () => -77.0297 } }, address_components: [], formatted_address: '' }], 'OK');
    else if (request.placeId) done([], 'ZERO_RESULTS');
    else {
      done([{
        formatted_address: 'Av. José Larco 345, Miraflores 15074, Perú',
        address_components: [
          { long_name: '345', types: ['street_number'] },
          { long_name: 'Avenida José Larco', types: ['route'] },
          { long_name: 'Miraflores', types: ['locality', 'political'] },
        ],
        geometry: { location: { lat: () => -12.12, lng: () => -77.03 } },
      }], 'OK');
    }
  });
  const getPlacePredictions = jest.fn((_request: unknown, done: (results: unknown[], status: string) => void) =>
    done([
      { place_id: 'p-1', description: 'Parque Kennedy, Miraflores', structured_formatting: { main_text: 'Parque Kennedy', secondary_text: 'Miraflores, Lima' } },
      { place_id: 'p-2', description: 'Lugar sin coordenadas', structured_formatting: { main_text: 'Lugar sin coordenadas', secondary_text: 'Lima' } },
    ], 'OK'));
  (window as unknown as { google: unknown }).google = {
    maps: {
      Geocoder: jest.fn(() => ({ geocode })),
      GeocoderStatus: { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS' },
      places: { AutocompleteService: jest.fn(() => ({ getPlacePredictions })), PlacesServiceStatus: { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS' } },
    },
  };
  return { geocode, getPlacePredictions };
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  useSession.setState({ language: 'es', country: 'PE' });
  mockLoader.mockReset();
  onPick.mockReset();
  seen = null;
});
afterEach(() => {
  delete (window as unknown as { google?: unknown }).google;
});

async function renderRoot(children: ReactNode = <Probe />) {
  await act(async () => {
    await renderWithShell(<MapsRoot>{children}</MapsRoot>);
  });
}

describe('the maps provider choice', () => {
  it('no key (the default here): the built-in provider, and the Google code is never asked for', async () => {
    const api = backend('');
    await renderRoot();
    await waitFor(() => expect(metadataCalls(api)).toHaveLength(1));
    expect(metadataCalls(api)[0]?.[0].params).toEqual({ languageId: 'es' });
    await act(async () => undefined);
    expect(seen).toBe(builtinProvider);
    expect(screen.getByRole('application', { name: 'Mapa de prueba' })).toBeInTheDocument();
    expect(mockLoader).not.toHaveBeenCalled();
    expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
  });

  it('a key: the Google script is requested with it and the Places library; once loaded, the Google map at zoom 19 with a marker and a 20 m circle', async () => {
    fakeGoogle();
    mockLoader.mockReturnValue({ isLoaded: true });
    backend(btoa('test-maps-key'));
    await renderRoot();
    const map = await screen.findByTestId('google-map');
    expect(mockLoader).toHaveBeenCalledWith(expect.objectContaining({ googleMapsApiKey: 'test-maps-key', libraries: ['places'], language: 'es', region: 'PE' }));
    expect(seen).not.toBe(builtinProvider);
    expect(map).toHaveAttribute('data-zoom', '19');
    expect(map).toHaveAttribute('data-center', '-12.12,-77.03');
    expect(screen.getByTestId('google-marker')).toHaveAttribute('data-draggable', 'true');
    expect(screen.getAllByTestId('google-circle').find((c) => c.getAttribute('data-center') === '-12.12,-77.03')).toHaveAttribute('data-radius', '20');

    // A click on the map and a marker drag pick the point (rounded to 6 decimals, as the built-in map does).
    fireEvent.click(map);
    expect(onPick).toHaveBeenLastCalledWith({ latitude: -12.120123, longitude: -77.030123 });
    fireEvent.click(screen.getByTestId('google-marker'));
    expect(onPick).toHaveBeenLastCalledWith({ latitude: -12.13, longitude: -77.04 });
    // Keyboard users pan the map and mark its centre.
    fireEvent.click(screen.getByRole('button', { name: 'Marcar el centro del mapa' }));
    expect(onPick).toHaveBeenLastCalledWith({ latitude: -12.11, longitude: -77.02 });
  });

  it('keeps the built-in provider while the Google script is still loading', async () => {
    mockLoader.mockReturnValue({ isLoaded: false });
    backend(btoa('test-maps-key'));
    await renderRoot();
    await waitFor(() => expect(mockLoader).toHaveBeenCalled());
    expect(seen).toBe(builtinProvider);
    expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
  });

  it('a failed Google load: back to the built-in provider, with a logged warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('script failed to load');
    mockLoader.mockReturnValue({ isLoaded: false, loadError: failure });
    backend(btoa('test-maps-key'));
    await renderRoot();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Google Maps could not be loaded; the built-in maps are used.', failure));
    expect(seen).toBe(builtinProvider);
    expect(screen.getByRole('application', { name: 'Mapa de prueba' })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('a key Google refuses (gm_authFailure after loading): back to the built-in provider', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeGoogle();
    mockLoader.mockReturnValue({ isLoaded: true });
    backend(btoa('bad-key'));
    await renderRoot();
    await screen.findByTestId('google-map');
    act(() => (window as unknown as { gm_authFailure: () => void }).gm_authFailure());
    await waitFor(() => expect(screen.queryByTestId('google-map')).not.toBeInTheDocument());
    expect(seen).toBe(builtinProvider);
    expect(warn).toHaveBeenCalledWith('Google Maps could not be loaded; the built-in maps are used.', expect.any(Error));
    warn.mockRestore();
  });

  it('a page without maps below the root reads no key', async () => {
    const api = backend('');
    await renderRoot(<p>sin mapas</p>);
    await act(async () => undefined);
    expect(metadataCalls(api)).toHaveLength(0);
  });
});

describe('the Google provider', () => {
  it('searches with Places Autocomplete (limited to the country) and locates each prediction with the Geocoder', async () => {
    const { getPlacePredictions } = fakeGoogle();
    mockLoader.mockReturnValue({ isLoaded: true });
    backend(btoa('test-maps-key'));
    await renderRoot();
    await screen.findByTestId('google-map');
    const places = await seen!.searchPlaces('parque kennedy');
    expect(getPlacePredictions).toHaveBeenCalledWith({ input: 'parque kennedy', componentRestrictions: { country: 'pe' } }, expect.any(Function));
    expect(places).toEqual([
      { name: 'Parque Kennedy', detail: 'Miraflores, Lima', latitude: -12.1219, longitude: -77.0297 },
      // Google could not locate it: no coordinates, so the flow shows the incorrect-address dialog.
      { name: 'Lugar sin coordenadas', detail: 'Lima', latitude: null, longitude: null },
    ]);
  });

  it('names a point with the Geocoder: route and number, and the district', async () => {
    const { geocode } = fakeGoogle();
    mockLoader.mockReturnValue({ isLoaded: true });
    backend(btoa('test-maps-key'));
    await renderRoot();
    await screen.findByTestId('google-map');
    await expect(seen!.reverseLookup(-12.12, -77.03)).resolves.toEqual({ street: 'Avenida José Larco 345', district: 'Miraflores' });
    expect(geocode).toHaveBeenLastCalledWith({ location: { lat: -12.12, lng: -77.03 } }, expect.any(Function));
  });
});
