// GET /{countryId}/metadata/idleTimeMinutes?languageId: the idle cart reminder's minutes, a metadata key the
// operator changes without a release. Absent (404), unreadable or not a positive number: the default, IDLE_MINUTES
// (one minute).
import { useMetadataValue } from '@shop/shared/calls';
import { IDLE_MINUTES } from '@shop/shared/constants';

export const IDLE_MINUTES_KEY = 'idleTimeMinutes';
/** A day: a longer value is taken for a typo (seconds, milliseconds) rather than a wish never to remind. */
const MAX_IDLE_MINUTES = 24 * 60;

/** The metadata value → minutes: a positive decimal number up to a day, else the default. */
export function parseIdleMinutes(value: unknown): number {
  const text = typeof value === 'string' ? value.trim() : '';
  const minutes = /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  return minutes > 0 && minutes <= MAX_IDLE_MINUTES ? minutes : IDLE_MINUTES;
}

/** The configured minutes (the page's one read of the key); the default while they load, when the key is absent and when the call fails. */
export function useIdleMinutes(enabled = true): number {
  const query = useMetadataValue(IDLE_MINUTES_KEY, { enabled });
  return query.data === undefined ? IDLE_MINUTES : parseIdleMinutes(query.data);
}
