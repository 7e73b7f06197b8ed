// A moment as the site shows dates (SPEC: the domain's formatDate, YYYY-MM-DD or in Finnish
// DD.MM.YYYY, in the shop's time zone) with its time of day, e.g. when a session was last used.
import { SHOP_TIME_ZONE, formatDate } from '@shop/domain';
import type { Language } from '@shop/domain';

/** The site's date (formatDate, in the shop's time zone) and the time of day: "2026-03-10 09:00". */
export function formatDateTime(date: string, language: Language): string {
  const time = new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(date));
  return `${formatDate(date, language)} ${time}`;
}
