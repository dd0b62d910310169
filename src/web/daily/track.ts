/**
 * The daily deals' progress (localStorage `solitaire:daily`): which deal each game had on each date,
 * the hints asked and the win. Loaded by watch.ts on a hint or a win, and with the daily dialog.
 * Every write reads the stored value first, so two open tabs add to each other's days.
 */
import { GAME_IDS, type GameId } from '../../engine/index.ts';
import { boardStatus, elapsed, moveCount, type Session } from '../state/session.ts';
import { readJson, writeJson } from '../storage.ts';
import { addDays, localDate, readDays, type DateText, type DayRecord } from './calendar.ts';

import { storedProgress } from '../store.ts';
import { DAILY_KEY } from './key.ts';

export type DailyFile = Partial<Record<GameId, Record<DateText, DayRecord>>>;

export function readDaily(): DailyFile {
  const raw = readJson(DAILY_KEY) as { games?: unknown } | undefined;
  const games = (raw && typeof raw === 'object' ? raw.games : undefined) as Record<string, unknown> | undefined;
  const out: DailyFile = {};
  for (const g of GAME_IDS) if (games?.[g]) out[g] = readDays(games[g]);
  return out;
}

function writeDay(game: GameId, date: DateText, change: (old: DayRecord | undefined) => DayRecord | undefined): void {
  const file = readDaily();
  const days = (file[game] ??= {});
  const next = change(days[date]);
  if (!next || next === days[date]) return;
  days[date] = next;
  writeJson(DAILY_KEY, { v: 1, games: file });
  storedProgress.value++;
}

export const today = (): DateText => localDate(new Date());

/** Marks `deal` as `game`'s deal of `date` (kept when already there). */
export function beginDaily(game: GameId, date: DateText, deal: string): void {
  writeDay(game, date, (old) => (old?.deal === deal ? old : { deal, hints: 0 }));
}

/** The unwon daily deal this session plays (today's, or yesterday's finished after midnight). */
function dailyDateOf(s: Session): DateText | undefined {
  const days = readDaily()[s.def.id];
  const now = today();
  return [now, addDays(now, -1)].find((d) => days?.[d]?.deal === s.deal && !days[d]!.won);
}

/** The daily deal `s` plays, once won (today's, or yesterday's won after midnight): what its share text says. */
export function dailyWon(s: Session): { date: DateText; won: NonNullable<DayRecord['won']>; hints: number } | undefined {
  const days = readDaily()[s.def.id] ?? {};
  const now = today();
  const date = [now, addDays(now, -1)].find((d) => days[d]?.deal === s.deal && days[d]!.won);
  const day = date === undefined ? undefined : days[date];
  return date !== undefined && day?.won ? { date, won: day.won, hints: day.hints } : undefined;
}

/** A hint asked on a daily deal counts in its share text. */
export function noteHint(s: Session): void {
  const date = dailyDateOf(s);
  if (date) writeDay(s.def.id, date, (old) => old && { ...old, hints: old.hints + 1 });
}

/** Writes the win of a daily deal, if `s` is one and is won. */
export function noteWin(s: Session): void {
  const date = boardStatus(s) === 'won' ? dailyDateOf(s) : undefined;
  if (date) writeDay(s.def.id, date, (old) => old && { ...old, won: { moves: moveCount(s), timeMs: Math.round(elapsed(s, Date.now())) } });
}
