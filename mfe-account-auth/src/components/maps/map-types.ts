// The maps-provider contract every address flow uses, so the built-in gazetteer and a Google provider are interchangeable.
import type { ComponentType } from 'react';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A search result. A provider may answer a place it cannot locate (coordinates null): the incorrect-address dialog. */
export interface Place {
  name: string;
  /** Where it is (district or province), shown under the name. */
  detail: string;
  latitude: number | null;
  longitude: number | null;
}

/** What a point on the map is called; null when the provider knows nothing near it (addressNotFound). */
export interface ReverseResult {
  street: string;
  district: string;
}

export interface MapViewProps {
  /** The chosen point, or null before one is chosen. */
  point: LatLng | null;
  /** The shopper placed or moved the point (click, drag, keyboard). Absent: a picture of the stores' zones only (store-location). */
  onPick?: (point: LatLng) => void;
  /** Accessible name of the map. */
  label: string;
}

export interface MapsProvider {
  searchPlaces: (text: string) => Promise<Place[]>;
  reverseLookup: (latitude: number, longitude: number) => Promise<ReverseResult | null>;
  MapView: ComponentType<MapViewProps>;
}
