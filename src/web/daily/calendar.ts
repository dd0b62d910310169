/**
 * The daily deal, worked out from the calendar date alone (no server, works offline): each game walks
 * its solver-checked winnable list in one fixed shuffled order, a deal a day, so every player gets the
 * same deal on the same date and a deal comes back only after the whole list (over 365 deals: never
 * within a year). Also the streak and the share text, from the days won. Pure: no DOM, no storage.
 */
import { GAME_IDS, msRandInt, type GameId } from '../../engine/index.ts';
import { localDate, two, type DateText } from './date.ts';

/** A calendar date, `YYYY-MM-DD`, in the player's own time zone, and the player's date now (date.ts, which the first board carries). */
export { localDate, type DateText };

const DAY_MS = 86_400_000;
/** Day 0 of the daily order. */
const EPOCH = Date.UTC(2026, 0, 1) / DAY_MS;

/** Days since 1970-01-01 of a date, or NaN when the text is no date. */
export function dayNumber(date: DateText): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return localDateOfDay(ms / DAY_MS) === date ? ms / DAY_MS : NaN;
}

export function localDateOfDay(day: number): DateText {
  const d = new Date(day * DAY_MS);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;
}

export const addDays = (date: DateText, n: number): DateText => localDateOfDay(dayNumber(date) + n);

const orders = new Map<string, number[]>();

/** The game's fixed order over a list of `n` deals (Fisher–Yates with the game's own seed). */
function order(game: GameId, n: number): number[] {
  const key = `${game}:${n}`;
  const hit = orders.get(key);
  if (hit) return hit;
  const rand = msRandInt(BigInt(1000 + GAME_IDS.indexOf(game)));
  const perm = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = rand(0, i);
    [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  }
  orders.set(key, perm);
  return perm;
}

/** The deal of `game` on `date`, from its winnable list. */
export function dailyDeal(game: GameId, date: DateText, list: readonly string[]): string {
  const day = dayNumber(date);
  if (!Number.isFinite(day) || list.length === 0) throw new Error(`no daily deal for ${game} on "${date}"`);
  const n = list.length;
  const i = (((day - EPOCH) % n) + n) % n;
  return list[order(game, n)[i]!]!;
}

/** What the player did with one day's deal. */
export interface DayRecord {
  readonly deal: string;
  readonly hints: number;
  readonly won?: { readonly moves: number; readonly timeMs: number };
}

/** Days in a row won up to `today` (a day not yet won today does not break the streak). */
export function streak(days: Readonly<Record<DateText, DayRecord>>, today: DateText): number {
  let d = days[today]?.won ? today : addDays(today, -1);
  let n = 0;
  while (days[d]?.won) {
    n++;
    d = addDays(d, -1);
  }
  return n;
}

/** The longest run of days won. */
export function bestStreak(days: Readonly<Record<DateText, DayRecord>>): number {
  const won = Object.keys(days).filter((d) => days[d]!.won).map(dayNumber).filter(Number.isFinite).sort((a, b) => a - b);
  let best = 0, run = 0;
  won.forEach((d, i) => {
    run = i > 0 && d === won[i - 1]! + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

/** Reads stored day records, keeping each valid one and dropping what is not. */
export function readDays(raw: unknown): Record<DateText, DayRecord> {
  const out: Record<DateText, DayRecord> = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [date, v] of Object.entries(raw as Record<string, unknown>)) {
    if (!Number.isFinite(dayNumber(date)) || typeof v !== 'object' || v === null) continue;
    const r = v as Record<string, unknown>;
    if (typeof r.deal !== 'string' || !/^(ms)?\d{1,30}$/.test(r.deal)) continue;
    const hints = Number.isInteger(r.hints) && (r.hints as number) >= 0 ? (r.hints as number) : 0;
    const w = r.won as Record<string, unknown> | undefined;
    const won = w && Number.isInteger(w.moves) && (w.moves as number) >= 0 && Number.isFinite(w.timeMs) && (w.timeMs as number) >= 0
      ? { moves: w.moves as number, timeMs: w.timeMs as number } : undefined;
    out[date] = { deal: r.deal, hints, ...(won ? { won } : {}) };
  }
  return out;
}
