// The maps provider used without a maps key (the default here): the bundled gazetteer and the SVG delivery-zone map.
import { loadGazetteer, nearestPlace, searchGazetteer } from './gazetteer';
import type { MapsProvider } from './map-types';
import { ZoneMap } from './zone-map';

export const builtinProvider: MapsProvider = {
  searchPlaces: async (text) => searchGazetteer(await loadGazetteer(), text),
  reverseLookup: async (latitude, longitude) => nearestPlace(await loadGazetteer(), latitude, longitude),
  MapView: ZoneMap,
};
