import { markPopupBannerShown, popupBannerDue, POPUP_SHOWN_AT_KEY } from './popup-day';

const at = (iso: string) => Date.parse(iso);

beforeEach(() => localStorage.clear());

describe('pop-up banner: once per day in the shop\'s time zone (America/Lima, UTC−5)', () => {
  it('is due when never shown, and stores the start of the Lima day when shown', async () => {
    expect(await popupBannerDue(at('2026-06-15T15:00:00Z'))).toBe(true);
    await markPopupBannerShown(at('2026-06-15T15:00:00Z'));
    expect(localStorage.getItem(POPUP_SHOWN_AT_KEY)).toBe(String(at('2026-06-15T05:00:00Z')));
    expect(await popupBannerDue(at('2026-06-15T20:00:00Z'))).toBe(false);
  });

  it('is due again after Lima\'s midnight, not UTC\'s', async () => {
    await markPopupBannerShown(at('2026-06-15T15:00:00Z'));
    expect(await popupBannerDue(at('2026-06-16T04:30:00Z'))).toBe(false); // 23:30 on the 15th in Lima
    expect(await popupBannerDue(at('2026-06-16T05:10:00Z'))).toBe(true); // 00:10 on the 16th in Lima
  });

  it('an unreadable marker counts as not shown', async () => {
    localStorage.setItem(POPUP_SHOWN_AT_KEY, 'ayer');
    expect(await popupBannerDue(at('2026-06-15T15:00:00Z'))).toBe(true);
  });
});
