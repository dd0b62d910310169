/** The board's words for a daily deal ("Daily deal, Dec 1"), loaded only on a daily deal's board. */
import { settings } from '../store.ts';
import { dayNumber } from './calendar.ts';
import { dt } from './strings.ts';

export function DailyTag({ date }: { date: string }) {
  const lang = settings.value.lang;
  // Day and month only: the deal is today's, and the phone's title has room for one short line.
  const day = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(dayNumber(date) * 86_400_000));
  return <span class="daily-tag" data-daily-board={date}>{dt(lang, 'dailyOn', { date: day })}</span>;
}
