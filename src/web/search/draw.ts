/**
 * The solver worker's ratings: a deal's rating (src/solver/rating.ts, the one `solitaire rate` gives),
 * and the draw of a new deal of a chosen difficulty: deals drawn at random, each rated, until one has
 * a level asked for. Bounded by time and by a number of deals, so a draw never keeps New deal waiting
 * long; the caller says so when none came (draw.ts, on the page).
 */
import { makeDealNumber, parseDealNumber, randomDealNumber, type GameId } from '../../engine/index.ts';
import { rateDeal, ratingMark, type Level, type RatingMark } from '../../solver/rating.ts';
import type { DrawAnswer } from './protocol.ts';

/** The rating of a deal by its number text ('617', 'ms617'). */
export function rateMark(game: GameId, deal: string): RatingMark {
  const d = parseDealNumber(deal);
  if (!d.ok) throw new Error(d.message);
  return ratingMark(rateDeal(game, d.value));
}

/** Deals a draw rates at most: a rating takes 2–8 ms, so this many stay within a draw's time on a fast machine too. */
export const MAX_TRIES = 1000;

export interface DrawOptions {
  readonly levels: readonly Level[];
  /** The deals to draw from (the winnable list), each at most once; 1–999,999,999 when absent. */
  readonly candidates?: readonly string[];
  /** A deal not to draw (the one on the board). */
  readonly current?: string;
  readonly budgetMs: number;
  readonly random: () => number;
  readonly now: () => number;
  readonly shouldStop: () => boolean;
}

/** Deals of `game`, one after another, rated until one has a level of `levels`, the time is up or MAX_TRIES deals have been rated. */
export function drawRated(game: GameId, o: DrawOptions): DrawAnswer {
  const until = o.now() + o.budgetMs;
  const next = candidates(o);
  let tried = 0;
  for (let deal = next(); deal !== undefined && tried < MAX_TRIES; deal = next()) {
    if (deal === o.current) continue;
    const mark = rateMark(game, deal);
    tried++;
    if (mark !== 'impossible' && o.levels.includes(mark)) return { deal, mark, tried };
    if (o.now() >= until || o.shouldStop()) break;
  }
  return { deal: null, tried };
}

/** The next deal to try: the list's deals in a random order (a lazy Fisher–Yates), or random numbers. */
function candidates(o: DrawOptions): () => string | undefined {
  const list = o.candidates;
  if (!list) return () => makeDealNumber(randomDealNumber(o.random));
  const order = list.map((_, i) => i);
  let left = order.length;
  return () => {
    if (left === 0) return undefined;
    const j = Math.floor(o.random() * left--);
    [order[j], order[left]] = [order[left]!, order[j]!];
    return list[order[left]!];
  };
}
