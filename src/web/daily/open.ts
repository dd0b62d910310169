/**
 * The daily deals for the screens that show them (the daily dialog, Home): today's deal of a game, its
 * state, and opening it. The deal lists load on demand (data/winnable).
 */
import type { GameId } from '../../engine/index.ts';
import { winnableDeals } from '../data/winnable/index.ts';
import { dialog } from '../store.ts';
import { routeFromUrl } from '../lifecycle.ts';
import { bestStreak, dailyDeal, streak, type DateText, type DayRecord } from './calendar.ts';
import { beginDaily, readDaily, today } from './track.ts';

/** The deal of `game` on `date` (today when absent). */
export async function dailyDealOf(game: GameId, date: DateText = today()): Promise<string> {
  return dailyDeal(game, date, await winnableDeals(game));
}

export interface DailyState {
  readonly date: DateText;
  readonly deal: string;
  /** Today's record: started (hints asked) and won (moves, time), when it was. */
  readonly day?: DayRecord;
  readonly streak: number;
  readonly best: number;
  /** Every date with a record, for the calendar. */
  readonly days: Readonly<Record<DateText, DayRecord>>;
}

export async function dailyState(game: GameId, date: DateText = today()): Promise<DailyState> {
  const deal = await dailyDealOf(game, date);
  const days = readDaily()[game] ?? {};
  const day = days[date]?.deal === deal ? days[date] : undefined;
  return { date, deal, ...(day ? { day } : {}), days, streak: streak(days, date), best: bestStreak(days) };
}

/**
 * Opens today's deal of `game` through its address, as a link to it would: the deal resumes where
 * the player left it, if it was begun.
 */
export async function openDaily(game: GameId): Promise<void> {
  const date = today();
  const deal = await dailyDealOf(game, date);
  beginDaily(game, date, deal);
  dialog.value = null;
  history.pushState(null, '', `?game=${game}&deal=${deal}`);
  routeFromUrl();
}
