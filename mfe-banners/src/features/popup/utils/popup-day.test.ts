import { markPopupBannerShown, popupBannerDue, POPUP_SHOWN_AT_KEY } from './popup-day';

const at = (iso: string) => Date.parse(iso);
const marker = () => JSON.parse(localStorage.getItem(POPUP_SHOWN_AT_KEY) ?? 'null');

beforeEach(() => localStorage.clear());

describe('pop-up banner: once per day in the shop\'s time zone (America/Lima, UTC−5)', () => {
  it('is due when never shown, and stores the start of the Lima day when shown', async () => {
    expect(await popupBannerDue('8', at('2026-06-15T15:00:00Z'))).toBe(true);
    await markPopupBannerShown('8', at('2026-06-15T15:00:00Z'));
    expect(marker()).toEqual({ 8: at('2026-06-15T05:00:00Z') });
    expect(await popupBannerDue('8', at('2026-06-15T20:00:00Z'))).toBe(false);
  });

  it('is due again after Lima\'s midnight, not UTC\'s', async () => {
    await markPopupBannerShown('8', at('2026-06-15T15:00:00Z'));
    expect(await popupBannerDue('8', at('2026-06-16T04:30:00Z'))).toBe(false); // 23:30 on the 15th in Lima
    expect(await popupBannerDue('8', at('2026-06-16T05:10:00Z'))).toBe(true); // 00:10 on the 16th in Lima
  });

  it('an unreadable marker counts as not shown', async () => {
    localStorage.setItem(POPUP_SHOWN_AT_KEY, 'ayer');
    expect(await popupBannerDue('8', at('2026-06-15T15:00:00Z'))).toBe(true);
    localStorage.setItem(POPUP_SHOWN_AT_KEY, '{"8": "hoy"}');
    expect(await popupBannerDue('8', at('2026-06-15T15:00:00Z'))).toBe(true);
    localStorage.setItem(POPUP_SHOWN_AT_KEY, '[1]');
    expect(await popupBannerDue('8', at('2026-06-15T15:00:00Z'))).toBe(true);
  });
});

describe('pop-up banner: per user, not per browser', () => {
  const noon = at('2026-06-15T17:00:00Z');

  it('two shoppers on one browser each get their own day', async () => {
    await markPopupBannerShown('8', noon);
    expect(await popupBannerDue('8', noon)).toBe(false);
    expect(await popupBannerDue('9', noon)).toBe(true);
    await markPopupBannerShown('9', noon);
    expect(await popupBannerDue('8', noon)).toBe(false);
    expect(await popupBannerDue('9', noon)).toBe(false);
  });

  it('a guest who logs in is another user: the customer still gets the day\'s pop-up', async () => {
    await markPopupBannerShown('31', noon); // the guest
    expect(await popupBannerDue('32', noon + 60_000)).toBe(true); // the customer they logged in as
  });

  it('keeps only today\'s entries: earlier days of other users are dropped when one is written', async () => {
    await markPopupBannerShown('8', at('2026-06-14T17:00:00Z'));
    await markPopupBannerShown('9', noon);
    await markPopupBannerShown('10', noon);
    expect(Object.keys(marker()).sort()).toEqual(['10', '9']);
  });

  it('a marker from before it was kept per user (a bare day start) counts for everyone on its own day only, and is replaced', async () => {
    localStorage.setItem(POPUP_SHOWN_AT_KEY, String(at('2026-06-15T05:00:00Z')));
    expect(await popupBannerDue('8', noon)).toBe(false);
    expect(await popupBannerDue('9', noon)).toBe(false);
    expect(await popupBannerDue('8', at('2026-06-16T17:00:00Z'))).toBe(true);
    await markPopupBannerShown('8', at('2026-06-16T17:00:00Z'));
    expect(marker()).toEqual({ 8: at('2026-06-16T05:00:00Z') });
    expect(await popupBannerDue('9', at('2026-06-16T17:00:00Z'))).toBe(true);
  });
});
