// The age confirmation is asked at most once per shop day: the day start, in the shop's time
// zone, of the last "Yes" an order was placed with is kept under LOCAL_STORAGE_KEYS.ageConfirmationShownAt. A "No" or
// an order that failed leaves it alone, so the question comes again; the server keeps its own record of the "Yes".
import { LOCAL_STORAGE_KEYS } from '@shop/shared/constants';
import { loadShopDates } from '@shop/shared/format';

function readShownAt(): number | null {
  try {
    const raw = window.localStorage.getItem(LOCAL_STORAGE_KEYS.ageConfirmationShownAt);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** Whether the confirmation is still due today (no order confirmed with a "Yes" yet this shop day). */
export async function ageConfirmationDue(now: number = Date.now()): Promise<boolean> {
  const dates = await loadShopDates();
  const shown = readShownAt();
  return shown === null || !dates.isSameShopDay(shown, now);
}

/** Records today's "Yes", once the order placed with it was accepted. */
export async function markAgeConfirmed(now: number = Date.now()): Promise<void> {
  const dates = await loadShopDates();
  try {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.ageConfirmationShownAt, String(dates.startOfShopDay(now)));
  } catch {
    // Blocked storage: the confirmation may show again, which is harmless.
  }
}
