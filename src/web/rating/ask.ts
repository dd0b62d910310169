/**
 * The deals' ratings on the page: each asked of the solver's background worker (search/, the "still
 * winnable?" check's: no worker of its own) once the page is quiet, answered in a few milliseconds,
 * and kept in the store's `ratings` for every screen; the latest ones stay in localStorage, so a game
 * resumed after a reload shows its rating without asking again. A rating is a pure function of the
 * game and the deal (src/solver/rating.ts): the same on every machine, never stale while the solver's
 * rating stays as it is (RATED_BY).
 */
import { effect } from '@preact/signals';
import { dealPosition, type GameId } from '../../engine/index.ts';
import type { RatingMark } from '../../solver/rating.ts';
import { whenQuiet } from '../idle.ts';
import { importAgain } from '../import-again.ts';
import { readJson, writeJson } from '../storage.ts';
import { ratingKey, ratings } from '../store.ts';

/**
 * The solver's rating the kept marks come from: its thresholds, playouts and impossibility nodes
 * (test/web/rating.test.ts checks them against src/solver/rating.ts). Part of the storage key, so a
 * new rating never shows an old one's marks.
 */
export const RATED_BY = '2409.2278.2163.2036 291.233.196.164 134.89.58.32 730.523.428.363 141.96.64.34 p32 n2000';
export const RATINGS_KEY = `solitaire:ratings:${RATED_BY}`;
/** Marks kept in localStorage, the newest: more than a player's games in progress and recent deals. */
export const KEPT = 100;

const isMark = (v: unknown): v is RatingMark => v === 'impossible' || v === 1 || v === 2 || v === 3 || v === 4 || v === 5;

/** The kept marks, the oldest first (what was stored damaged or by another rating is left out). */
export function readKept(raw: unknown): Record<string, RatingMark> {
  const out: Record<string, RatingMark> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
  for (const [key, mark] of Object.entries(raw)) if (isMark(mark)) out[key] = mark;
  return out;
}

/** The newest `KEPT` marks of `marks` (insertion order: the oldest first). */
export function newest(marks: Readonly<Record<string, RatingMark>>): Record<string, RatingMark> {
  return Object.fromEntries(Object.entries(marks).slice(-KEPT));
}

/** Opens when startRatings is called: the page's fetch-ahead is done, requests may go. */
let open: () => void = () => undefined;
const ready = new Promise<number>((ok) => (open = () => ok(performance.now())));

/**
 * The kept marks into the store (ones found meanwhile, by a draw, come after them), then every change
 * of the store kept; requests may start.
 */
export function startRatings(): void {
  ratings.value = { ...readKept(readJson(RATINGS_KEY)), ...ratings.value };
  effect(() => void writeJson(RATINGS_KEY, newest(ratings.value)));
  open();
}

/** A mark found: the newest of the store (the last kept). */
function keep(key: string, mark: RatingMark): void {
  const { [key]: _, ...others } = ratings.value;
  ratings.value = { ...others, [key]: mark };
}

const asking = new Set<string>();

/**
 * Has the deal rated, unless its rating is known or asked for: once the fetch-ahead is done and the
 * player's hands have been off the page a moment (idle.ts's whenQuiet, counted from the fetch-ahead's
 * end, so the solver's code never shares the network with it). A failed request may be asked again.
 */
export function rateSoon(game: GameId, deal: string): void {
  const key = ratingKey(game, deal);
  const start = dealPosition(game, deal);
  if (ratings.value[key] !== undefined || asking.has(key) || !start.ok) return;
  asking.add(key);
  void ready
    .then((since) => whenQuiet(since))
    .then(() => importAgain(() => import('../search/index.ts')))
    .then((search) => search.askInBackground('rate', start.value, { deal }).promise)
    .then((r) => r.status === 'done' && keep(key, r.answer.mark))
    .catch(() => undefined)
    .finally(() => asking.delete(key));
}
