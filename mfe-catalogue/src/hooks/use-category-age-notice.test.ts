import { LOCAL_STORAGE_KEYS } from '@shop/shared/constants';
import { categoryAgeNoticeDue, markCategoryAgeNoticeShown } from './use-category-age-notice';

const at = (iso: string) => Date.parse(iso);

beforeEach(() => localStorage.clear());

describe('category age notice: once per day in the shop\'s time zone (America/Lima, UTC−5)', () => {
  it('is due when never shown, and stores the start of the Lima day when shown', async () => {
    expect(await categoryAgeNoticeDue(at('2025-06-15T15:00:00Z'))).toBe(true);
    await markCategoryAgeNoticeShown(at('2025-06-15T15:00:00Z'));
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.categoryAgeNoticeShownAt)).toBe(String(at('2025-06-15T05:00:00Z')));
  });

  it('stays shown until Lima\'s midnight, not UTC\'s', async () => {
    await markCategoryAgeNoticeShown(at('2025-06-15T15:00:00Z')); // 10:00 in Lima
    // 23:30 in Lima is already the 16th in UTC: still the same shop day.
    expect(await categoryAgeNoticeDue(at('2025-06-16T04:30:00Z'))).toBe(false);
    // 00:10 in Lima on the 16th: a new shop day.
    expect(await categoryAgeNoticeDue(at('2025-06-16T05:10:00Z'))).toBe(true);
  });

  it('a day shown late in the Lima evening is that day, not the next', async () => {
    await markCategoryAgeNoticeShown(at('2025-06-16T04:30:00Z')); // 23:30 on the 15th in Lima
    expect(await categoryAgeNoticeDue(at('2025-06-15T14:00:00Z'))).toBe(false);
    expect(await categoryAgeNoticeDue(at('2025-06-16T05:00:00Z'))).toBe(true);
  });

  it('an unreadable marker counts as not shown', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.categoryAgeNoticeShownAt, 'yesterday');
    expect(await categoryAgeNoticeDue(at('2025-06-15T15:00:00Z'))).toBe(true);
  });
});
