// The cart's schedule and store hours as the shopper reads them, in the shop's language: the API answers the schedule in
// English ('02 Dec 2026', '07:00 AM') and the hours as ms since midnight; neither is shown as it is.
import { formatSchedule, formatTimeOfDay } from '@shop/shared/format';
import { useSession } from '@shop/shared/session';

export interface ShopTimes {
  /** A schedule's date and time; an answer in another format is shown as it came. */
  schedule: (date: string, time: string) => { date: string; time: string };
  /** A time of day (ms since the shop's midnight): '19:30' (es), '7:30 PM' (en), 'medianoche'. */
  time: (ms: number) => string;
}

export function useShopTimes(): ShopTimes {
  const language = useSession((s) => s.language);
  const country = useSession((s) => s.country);
  return {
    schedule: (date, time) => formatSchedule(date, time, language, country) ?? { date, time },
    time: (ms) => formatTimeOfDay(ms, language, country),
  };
}
