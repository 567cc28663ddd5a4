// The pop-up banner shows at most once a day in the shop's time zone (issue 7). The day it was last shown is kept as
// that day's start (epoch ms), like the catalogue's category age notice keeps its own marker.
import { loadShopDates } from '@shop/shared/format';
import { LOCAL_STORAGE_KEYS } from '@shop/shared/constants';

/** localStorage key of the marker. */
export const POPUP_SHOWN_AT_KEY = LOCAL_STORAGE_KEYS.popupBannerShownAt;

function readShownAt(): number | null {
  try {
    const raw = window.localStorage.getItem(POPUP_SHOWN_AT_KEY);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** Whether today's pop-up is still due (not shown yet on this shop day). */
export async function popupBannerDue(now: number = Date.now()): Promise<boolean> {
  const dates = await loadShopDates();
  const shown = readShownAt();
  return shown === null || !dates.isSameShopDay(shown, now);
}

/** Records that the pop-up was shown on this shop day. */
export async function markPopupBannerShown(now: number = Date.now()): Promise<void> {
  const dates = await loadShopDates();
  try {
    window.localStorage.setItem(POPUP_SHOWN_AT_KEY, String(dates.startOfShopDay(now)));
  } catch {
    // Blocked storage: the pop-up may show again on the next visit, which is harmless.
  }
}
