// Whether a store delivers to the chosen point (GET /stores/exists), asked again whenever the point moves.
import { storeExistsQueryOptions, type StoreExistsAnswer } from '@shop/shared/calls';
import { skipToken, useQuery } from '@shop/shared/query';
import type { LatLng } from '../components/maps/map-types';

export function useCoverage(point: LatLng | null): { answer: StoreExistsAnswer | undefined; checking: boolean } {
  const options = storeExistsQueryOptions(point?.latitude ?? 0, point?.longitude ?? 0);
  // A point moved on before its answer came: that call is cancelled.
  const { data, isFetching } = useQuery({ ...options, queryFn: point ? options.queryFn : skipToken });
  return { answer: point ? data : undefined, checking: point !== null && isFetching };
}
