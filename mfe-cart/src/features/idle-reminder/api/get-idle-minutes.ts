// GET /{countryId}/metadata/idleTimeMinutes?languageId: the idle cart reminder's minutes (catalogue §4 "the configured
// minutes"), a metadata key the operator changes without a release. Absent (404), unreadable or not a positive number:
// the spec's default, IDLE_MINUTES (cart §9: idle time 1).
import { useApiQuery } from '@shop/shared/api';
import { getMetadataValue } from '@shop/shared/calls';
import { IDLE_MINUTES } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';

export const IDLE_MINUTES_KEY = 'idleTimeMinutes';
/** A day: a longer value is taken for a typo (seconds, milliseconds) rather than a wish never to remind. */
const MAX_IDLE_MINUTES = 24 * 60;

/** The metadata value → minutes: a positive decimal number up to a day, else the default. */
export function parseIdleMinutes(value: unknown): number {
  const text = typeof value === 'string' ? value.trim() : '';
  const minutes = /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  return minutes > 0 && minutes <= MAX_IDLE_MINUTES ? minutes : IDLE_MINUTES;
}

export async function getIdleMinutes(): Promise<number> {
  return parseIdleMinutes(await getMetadataValue(IDLE_MINUTES_KEY));
}

/** The configured minutes; the default while they load, when the key is absent and when the call fails. */
export function useIdleMinutes(enabled = true): number {
  const country = useSession((s) => s.country);
  const query = useApiQuery(`idleMinutes|${country}`, getIdleMinutes, { enabled });
  return query.data ?? IDLE_MINUTES;
}
