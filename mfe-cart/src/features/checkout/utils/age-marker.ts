// The age confirmation is shown at most once per shop day (cart §4 "Order flow"): the day start of its last showing,
// in the shop's time zone, is kept under LOCAL_STORAGE_KEYS.ageConfirmationShownAt.
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

/** Whether the confirmation is still due today. */
export async function ageConfirmationDue(now: number = Date.now()): Promise<boolean> {
  const dates = await loadShopDates();
  const shown = readShownAt();
  return shown === null || !dates.isSameShopDay(shown, now);
}

export async function markAgeConfirmationShown(now: number = Date.now()): Promise<void> {
  const dates = await loadShopDates();
  try {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.ageConfirmationShownAt, String(dates.startOfShopDay(now)));
  } catch {
    // Blocked storage: the confirmation may show again, which is harmless.
  }
}
