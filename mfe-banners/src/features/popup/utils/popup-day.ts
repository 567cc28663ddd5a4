// The pop-up banner shows to each user at most once a day in the shop's time zone. The marker is per user, not
// per browser: two shoppers on one browser, or a guest who logs in (a new user), each get their own day. It is kept as
// JSON {userId: that day's start (epoch ms)}, holding only today's entries.
import { loadShopDates } from '@shop/shared/format';
import { LOCAL_STORAGE_KEYS } from '@shop/shared/constants';

/** localStorage key of the marker. */
export const POPUP_SHOWN_AT_KEY = LOCAL_STORAGE_KEYS.popupBannerShownAt;

interface Marker {
  /**
   * A bare day start: the browser-wide marker this key held before it was kept per user. It still counts for everyone,
   * on its own day only (a day's grace after the upgrade; the e2e journeys of other areas also write it to keep the
   * modal away). The first per-user write replaces it.
   */
  legacy: number | null;
  byUser: Record<string, number>;
}

function readMarker(): Marker {
  const empty: Marker = { legacy: null, byUser: {} };
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(POPUP_SHOWN_AT_KEY);
  } catch {
    return empty;
  }
  if (raw === null) return empty;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return empty;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? { legacy: value, byUser: {} } : empty;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return empty;
  const byUser: Record<string, number> = {};
  for (const [user, at] of Object.entries(value)) if (typeof at === 'number' && Number.isFinite(at)) byUser[user] = at;
  return { legacy: null, byUser };
}

/** Whether today's pop-up is still due for this user (not shown to them yet on this shop day). */
export async function popupBannerDue(userId: string, now: number = Date.now()): Promise<boolean> {
  const dates = await loadShopDates();
  const { legacy, byUser } = readMarker();
  if (legacy !== null && dates.isSameShopDay(legacy, now)) return false;
  const shown = byUser[userId];
  return shown === undefined || !dates.isSameShopDay(shown, now);
}

/** Records that the pop-up was shown to this user on this shop day; other users' entries of earlier days are dropped. */
export async function markPopupBannerShown(userId: string, now: number = Date.now()): Promise<void> {
  const dates = await loadShopDates();
  const today = dates.startOfShopDay(now);
  const { byUser } = readMarker();
  const kept = Object.fromEntries(Object.entries(byUser).filter(([, at]) => dates.isSameShopDay(at, now)));
  try {
    window.localStorage.setItem(POPUP_SHOWN_AT_KEY, JSON.stringify({ ...kept, [userId]: today }));
  } catch {
    // Blocked storage: the pop-up may show again on the next visit, which is harmless.
  }
}
