// The category age pop-up: opening an age-restricted category shows it at most once per day in the
// shop's time zone; the day it was last shown is kept under LOCAL_STORAGE_KEYS.categoryAgeNoticeShownAt.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { LOCAL_STORAGE_KEYS } from '@shop/shared/constants';
import { loadShopDates } from '@shop/shared/format';

const CategoryAgeDialog = lazy(() => import('../components/add-to-cart/category-age-dialog'));

function readShownAt(): number | null {
  try {
    const raw = window.localStorage.getItem(LOCAL_STORAGE_KEYS.categoryAgeNoticeShownAt);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

function writeShownAt(dayStart: number): void {
  try {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.categoryAgeNoticeShownAt, String(dayStart));
  } catch {
    // Blocked storage: the notice may show again on the next visit, which is harmless.
  }
}

/** Whether today's notice is still due (not shown yet on this shop day); exported for other pages that show it. */
export async function categoryAgeNoticeDue(now: number = Date.now()): Promise<boolean> {
  const dates = await loadShopDates();
  const shown = readShownAt();
  return shown === null || !dates.isSameShopDay(shown, now);
}

/** Records that the notice was shown today (the start of the shop's day). */
export async function markCategoryAgeNoticeShown(now: number = Date.now()): Promise<void> {
  const dates = await loadShopDates();
  writeShownAt(dates.startOfShopDay(now));
}

/** @param restrictedAge the category's age restriction once known (0 = none, null = not known yet) */
export function useCategoryAgeNotice(restrictedAge: number | null, categoryKey: string): ReactNode {
  const [age, setAge] = useState<number | null>(null);
  useEffect(() => {
    if (!restrictedAge || restrictedAge <= 0) return;
    let live = true;
    categoryAgeNoticeDue().then((due) => {
      // Marked only when really shown: an effect that was cleaned up meanwhile (StrictMode, a quick navigation) shows nothing.
      if (!live || !due) return;
      setAge(restrictedAge);
      void markCategoryAgeNoticeShown();
    }, (error: unknown) => console.error('[category notice] shop dates failed to load', error));
    return () => {
      live = false;
    };
  }, [restrictedAge, categoryKey]);

  if (age === null) return null;
  return (
    <Suspense fallback={null}>
      <CategoryAgeDialog age={age} onClose={() => setAge(null)} />
    </Suspense>
  );
}
