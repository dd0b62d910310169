/** The daily deal's share text (game, date, moves, time, hints; never a card) and sending it: Web Share, else the clipboard. */
import { plural } from '../i18n/index.ts';
import { formatTime } from '../state/session.ts';
import type { Lang } from '../state/settings.ts';
import { dayNumber, type DateText } from './calendar.ts';
import { dt } from './strings.ts';

/** "1 December 2026" / "1 décembre 2026". */
export function longDate(lang: Lang, date: DateText): string {
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(dayNumber(date) * 86_400_000));
}

export function shareText(lang: Lang, game: string, date: DateText, won: { moves: number; timeMs: number }, hints: number): string {
  const h = hints === 0 ? dt(lang, 'hints0') : hints === 1 ? dt(lang, 'hints1') : dt(lang, 'hintsN', { n: hints });
  return dt(lang, 'shareText', { game, date: longDate(lang, date), moves: plural(lang, 'movesN', won.moves), time: formatTime(won.timeMs), hints: h });
}

/** Shares `text` (Web Share where there is one, else copies it); returns what to tell the player. */
export async function sendText(lang: Lang, text: string): Promise<string> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ text });
      return dt(lang, 'shared');
    } catch (e) {
      // The player closed the share sheet: nothing to say.
      if ((e as Error).name === 'AbortError') return '';
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return dt(lang, 'copied');
  } catch {
    return dt(lang, 'shareFailed', { text });
  }
}
