// The built-in place search and reverse lookup over a bundled gazetteer of Lima places (loaded in its own chunk).
import { distanceMeters, normalizeText } from './geo';
import type { Place, ReverseResult } from './map-types';

export type PlaceKind = 'district' | 'avenue' | 'landmark';

export interface GazetteerPlace {
  name: string;
  detail: string;
  latitude: number;
  longitude: number;
  kind: PlaceKind;
  /** The district the place lies in (a district's own name for a district). */
  district: string;
  /** normalizeText of name, and of name + detail, precomputed for search. */
  key: string;
  haystack: string;
}

type Row = [name: string, detail: string, latitude: number, longitude: number, kind: 'd' | 'a' | 'l'];
const KINDS = { d: 'district', a: 'avenue', l: 'landmark' } as const;

/** Farther than this from every known place, a point has no name (addressNotFound). */
export const REVERSE_LOOKUP_MAX_METERS = 1500;
export const SEARCH_LIMIT = 8;

let loading: Promise<GazetteerPlace[]> | null = null;

/** The gazetteer, fetched once as a separate chunk the first time a location flow needs it. */
export function loadGazetteer(): Promise<GazetteerPlace[]> {
  loading ??= import(/* webpackChunkName: "lima-gazetteer" */ './lima-gazetteer.json').then((module) => {
    const rows = (module.default ?? module).places as Row[];
    return rows.map(([name, detail, latitude, longitude, kind]) => ({
      name, detail, latitude, longitude,
      kind: KINDS[kind],
      district: kind === 'd' ? name : detail,
      key: normalizeText(name),
      haystack: normalizeText(`${name} ${detail}`),
    }));
  }).catch((error: unknown) => {
    loading = null; // a failed chunk may load on the next try
    throw error;
  });
  return loading;
}

function rank(place: GazetteerPlace, query: string): number {
  if (place.key.startsWith(query)) return 0;
  if (place.key.split(' ').some((word) => word.startsWith(query))) return 1;
  if (place.key.includes(query)) return 2;
  return 3;
}

/** Places whose name and district contain every word of the text, accents and case ignored; best matches first. */
export function searchGazetteer(places: readonly GazetteerPlace[], text: string, limit = SEARCH_LIMIT): Place[] {
  const query = normalizeText(text);
  if (!query) return [];
  const words = query.split(' ');
  return places
    .filter((p) => words.every((w) => p.haystack.includes(w)))
    .map((p) => ({ p, r: rank(p, query) }))
    .sort((a, b) => a.r - b.r || a.p.name.localeCompare(b.p.name, 'es'))
    .slice(0, limit)
    .map(({ p }) => ({ name: p.name, detail: p.detail, latitude: p.latitude, longitude: p.longitude }));
}

/** The nearest place within REVERSE_LOOKUP_MAX_METERS as {street, district}, else null. */
export function nearestPlace(places: readonly GazetteerPlace[], latitude: number, longitude: number): ReverseResult | null {
  let best: GazetteerPlace | null = null;
  let bestDistance = Infinity;
  for (const place of places) {
    const d = distanceMeters({ latitude, longitude }, place);
    if (d < bestDistance) {
      best = place;
      bestDistance = d;
    }
  }
  if (!best || bestDistance > REVERSE_LOOKUP_MAX_METERS) return null;
  return { street: best.name, district: best.district };
}
