// Whether a store delivers to the chosen point (GET /stores/exists), re-asked whenever the point moves.
import { useApiQuery } from '@shop/shared/api';
import { storeExists, type StoreExistsAnswer } from '@shop/shared/calls';
import type { LatLng } from '../types/maps';

export function useCoverage(point: LatLng | null): { answer: StoreExistsAnswer | undefined; checking: boolean } {
  const { data, loading } = useApiQuery(
    `store-exists|${point?.latitude ?? ''}|${point?.longitude ?? ''}`,
    () => storeExists((point as LatLng).latitude, (point as LatLng).longitude),
    { enabled: point !== null },
  );
  return { answer: point ? data : undefined, checking: point !== null && loading };
}
