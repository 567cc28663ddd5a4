// The Google provider: Places Autocomplete predictions located by the Geocoder for search, the Geocoder for reverse
// lookup, and the Google map view. Runs only after the script loaded (window.google is there).
import type { MapsProvider, Place, ReverseResult } from './map-types';
import { GoogleMapView } from './google-map-view';

/** Predictions located per search: each one costs a geocoding request. */
export const GOOGLE_SEARCH_LIMIT = 5;

function geocode(geocoder: google.maps.Geocoder, request: google.maps.GeocoderRequest): Promise<google.maps.GeocoderResult[]> {
  return new Promise((resolve, reject) => {
    void geocoder.geocode(request, (results, status) => {
      if (status === google.maps.GeocoderStatus.OK) resolve(results ?? []);
      else if (status === google.maps.GeocoderStatus.ZERO_RESULTS) resolve([]);
      else reject(new Error(`Geocoder answered ${status}`));
    });
  });
}

function predictions(service: google.maps.places.AutocompleteService, input: string, country: string) {
  return new Promise<google.maps.places.AutocompletePrediction[]>((resolve, reject) => {
    void service.getPlacePredictions({ input, componentRestrictions: { country: country.toLowerCase() } }, (results, status) => {
      if (status === google.maps.places.PlacesServiceStatus.OK) resolve(results ?? []);
      else if (status === google.maps.places.PlacesServiceStatus.ZERO_RESULTS) resolve([]);
      else reject(new Error(`Places Autocomplete answered ${status}`));
    });
  });
}

const component = (result: google.maps.GeocoderResult, type: string) =>
  result.address_components.find((c) => c.types.includes(type))?.long_name ?? '';

/** "Av. José Larco 345" from route + street number, else the address's first part; the district from the locality. */
export function describeResult(result: google.maps.GeocoderResult): ReverseResult {
  const route = component(result, 'route');
  const number = component(result, 'street_number');
  const street = route ? [route, number].filter(Boolean).join(' ') : (result.formatted_address.split(',')[0] ?? '').trim();
  const district = component(result, 'locality') || component(result, 'sublocality') || component(result, 'administrative_area_level_2');
  return { street: street || result.formatted_address, district };
}

export function createGoogleProvider(country: string): MapsProvider {
  const geocoder = new google.maps.Geocoder();
  const autocomplete = new google.maps.places.AutocompleteService();
  return {
    async searchPlaces(text) {
      const found = (await predictions(autocomplete, text, country)).slice(0, GOOGLE_SEARCH_LIMIT);
      return Promise.all(
        found.map(async (p): Promise<Place> => {
          const place: Place = {
            name: p.structured_formatting?.main_text || p.description,
            detail: p.structured_formatting?.secondary_text ?? '',
            latitude: null,
            longitude: null,
          };
          // A prediction Google cannot locate stays without coordinates: the flow shows the incorrect-address dialog.
          try {
            const location = (await geocode(geocoder, { placeId: p.place_id }))[0]?.geometry.location;
            if (location) return { ...place, latitude: location.lat(), longitude: location.lng() };
          } catch (error) {
            console.warn('Locating a place failed:', error);
          }
          return place;
        }),
      );
    },
    async reverseLookup(latitude, longitude) {
      const [best] = await geocode(geocoder, { location: { lat: latitude, lng: longitude } });
      return best ? describeResult(best) : null;
    },
    MapView: GoogleMapView,
  };
}
