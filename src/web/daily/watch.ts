/**
 * What the first board carries of the daily deals and the puzzles: it tells track.ts (and, for
 * Selective Castle, the puzzles' progress), loaded then, of a hint or a won board, so a win is
 * written however the player reached it.
 */
import { effect, signal } from '@preact/signals';
import { lineShowing } from '../solver/components.tsx';
import { session, version } from '../store.ts';
import { boardStatus, type Session } from '../state/session.ts';
import { readJson } from '../storage.ts';
import { localDate } from './date.ts';
import { importAgain } from '../import-again.ts';

export const DAILY_KEY = 'solitaire:daily';

/** Ticks when the stored days change (here or in another tab), so what shows them re-renders. */
export const dailyVersion = signal(0);

/** Today's date when this board is today's deal of its game (the daily record, written when the daily deal opens, says so). */
export function dailyDateOf(game: string, deal: string): string | undefined {
  void dailyVersion.value;
  const date = localDate(new Date());
  const raw = readJson(DAILY_KEY) as { games?: Record<string, Record<string, { deal?: unknown } | undefined> | undefined> } | undefined;
  return raw?.games?.[game]?.[date]?.deal === deal ? date : undefined;
}

export function noteHint(s: Session): void {
  void importAgain(() => import('./track.ts')).then((m) => m.noteHint(s));
}

/** A won board (not a winning line the app played, nor one a shared link played) may be a daily deal's win. */
export function watchDaily(): void {
  effect(() => {
    void version.value;
    const s = session.value;
    if (!s || boardStatus(s) !== 'won' || lineShowing() || s.fromLink) return;
    void importAgain(() => import('./track.ts')).then((m) => m.noteWin(s));
    if (s.def.id === 'selective-castle') void importAgain(() => import('../puzzles/progress.ts')).then((m) => m.noteWin(s));
  });
  addEventListener('storage', (e) => void ((e.key === DAILY_KEY || e.key === 'solitaire:puzzles') && dailyVersion.value++));
}
