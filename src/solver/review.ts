/**
 * The game review: the solver's verdict at every position of a played game, the move after which
 * the game could no longer be won, and, for a won game, the moves that made it harder.
 *
 * Shared by the command line (which asks `solve` directly) and the web app (which asks its solver
 * worker), so the solver is reached through an async oracle, `Ask`, and this file imports only the
 * engine: it can run on the page's thread without carrying the search.
 *
 * It leans on monotonicity: a position from which the game can be won makes every earlier position
 * of the same game winnable (the player's own moves lead to it), and an impossible position makes
 * every later one impossible. So one answer fills a stretch of the timeline, and after a loss the
 * losing move is found by bisection in O(log n) asks. An `unknown` answer (budget ran out) is never
 * guessed through: that position is left out and the bisection tries its neighbours; when only
 * unknowns are left between the last winnable and the first impossible position, the review says
 * the losing move lies in that stretch (`undecided`).
 */
import { apply, isLegal, makeMove, status, type Move, type Position } from '../engine/index.ts';
import type { Verdict } from './types.ts';

/** The solver's answer for `pos`, reached after `index` moves of the game (index 0: the deal). */
export type Ask = (pos: Position, index: number) => Promise<{ verdict: Verdict; moves: Move[] }>;

/** A position's verdict as the review knows it so far; `pending`: not asked, nor inferred from an answer. */
export type Known = Verdict | 'pending';

export interface LosingMove {
  /** 1-based move number: the move from position index-1 (winnable) to position index (impossible). */
  index: number;
  move: Move;
  /** The first move of a winning line from position index-1 (null if none was kept). */
  alternative: Move | null;
  /** That winning line, from position index-1. */
  line: Move[];
}

/**
 * In a won game, move `index` made the solver's remaining line grow from `before - 1` (what was
 * left after any one move of the line from position index-1) to `after` (the line from position index).
 */
export interface Harder {
  index: number;
  before: number;
  after: number;
}

export interface Review {
  /** From the engine's `status` at the last position: all cards home, no legal move left, or neither. */
  result: 'won' | 'lost' | 'unfinished';
  /** verdicts[i]: the position after i moves; [0] the deal. `won` means winnable from there. */
  verdicts: Known[];
  losingMove: LosingMove | null;
  /**
   * The losing move lies in moves from..to (1-based, inclusive) but unknown answers hide which one.
   * While verdicts[0] is not `won`, the deal itself may have been impossible (then no move lost it).
   */
  undecided: { from: number; to: number } | null;
  /** Won games only; [] = a clean game. */
  harder: Harder[];
  /** False while asks remain, or when `stopped` ended the review early. */
  done: boolean;
  /** Asks made so far (the bisection's cost, shown by the bench and checked by the tests). */
  asks: number;
}

export interface ReviewOptions {
  /** Called after each answer with the review so far (a copy the caller may keep). */
  onProgress?: (r: Review) => void;
  /** Polled before each ask: true ends the review with what it knows (`done: false`). */
  stopped?: () => boolean;
}

/**
 * A won game's move counts as "harder" when the solver's line from the position after it, plus
 * that move, is longer than the line from the position before it by at least this many moves, and
 * by at least HARDER_SHARE of that line: the solver's lines are not the shortest, so a few moves of
 * difference are noise, not a player's detour.
 */
export const HARDER_MIN = 8;
export const HARDER_SHARE = 0.2;

export async function reviewGame(
  start: Position,
  moves: readonly Move[],
  ask: Ask,
  opts: ReviewOptions = {},
): Promise<Review> {
  const positions = replayPositions(start, moves);
  const n = moves.length;
  const last = positions[n]!;
  const end = status(last);
  const review: Review = {
    result: end === 'won' ? 'won' : end === 'lost' ? 'lost' : 'unfinished',
    verdicts: positions.map(() => 'pending'),
    losingMove: null,
    undecided: null,
    harder: [],
    done: false,
    asks: 0,
  };
  const tell = (): void => opts.onProgress?.(copyReview(review));
  const stopped = (): boolean => opts.stopped?.() === true;
  /** Winning lines of the positions answered `won`, by index. */
  const lines = new Map<number, Move[]>();
  const askAt = async (i: number): Promise<Verdict> => {
    const answer = await ask(positions[i]!, i);
    review.asks++;
    if (answer.verdict === 'won') lines.set(i, answer.moves);
    learn(review.verdicts, i, answer.verdict);
    tell();
    return answer.verdict;
  };

  if (review.result === 'won') {
    review.verdicts.fill('won');
    tell();
    const lengths: number[] = positions.map(() => Infinity);
    lengths[n] = 0;
    for (let i = 0; i < n; i++) {
      if (stopped()) return finish(review, false, tell);
      if ((await askAt(i)) === 'won') lengths[i] = lines.get(i)!.length;
      review.verdicts.fill('won'); // an unknown answer does not undo what the player's win proves
    }
    review.harder = harderMoves(lengths, lines);
    return finish(review, true, tell);
  }

  if (review.result === 'lost') learn(review.verdicts, n, 'impossible');
  else if (stopped()) return finish(review, false, tell);
  else if ((await askAt(n)) !== 'impossible') return finish(review, true, tell);
  tell();

  // Bisection between the last position known winnable and the first known impossible.
  const unknown = new Set<number>();
  for (;;) {
    const { lo, hi } = boundary(review.verdicts);
    if (hi === 0) return finish(review, true, tell); // the deal itself could not be won: no move lost it
    if (lo === hi - 1) {
      const line = lines.get(lo) ?? [];
      review.losingMove = { index: hi, move: moves[hi - 1]!, alternative: line[0] ?? null, line };
      return finish(review, true, tell);
    }
    const mid = nextProbe(lo, hi, unknown);
    if (mid === null) {
      // Only unknowns left between: the boundary stays hidden (with lo < 0, the deal may have been lost).
      review.undecided = { from: Math.max(1, lo + 1), to: hi };
      return finish(review, true, tell);
    }
    if (stopped()) {
      review.undecided = { from: Math.max(1, lo + 1), to: hi };
      return finish(review, false, tell);
    }
    if ((await askAt(mid)) === 'unknown') unknown.add(mid);
  }
}

/** The positions of the game, [0] the start; throws on an illegal move (the caller replays records first). */
function replayPositions(start: Position, moves: readonly Move[]): Position[] {
  const positions = [start];
  for (const [i, m] of moves.entries()) {
    const pos = positions[i]!;
    if (!isLegal(pos, m)) throw new RangeError(`move ${i + 1}, ${makeMove(m)}, is not legal`);
    positions.push(apply(pos, m));
  }
  return positions;
}

/** Records an answer and what monotonicity infers from it; `unknown` only marks its own position. */
function learn(verdicts: Known[], i: number, v: Verdict): void {
  if (v === 'won') for (let j = 0; j <= i; j++) verdicts[j] = 'won';
  else if (v === 'impossible') for (let j = i; j < verdicts.length; j++) verdicts[j] = 'impossible';
  else if (verdicts[i] === 'pending') verdicts[i] = 'unknown';
}

/** lo: the last position known winnable (-1: none); hi: the first known impossible. */
function boundary(verdicts: readonly Known[]): { lo: number; hi: number } {
  const lo = verdicts.lastIndexOf('won');
  const hi = verdicts.indexOf('impossible');
  return { lo, hi };
}

/** The position strictly between lo and hi nearest their middle that has not answered `unknown`. */
function nextProbe(lo: number, hi: number, unknown: ReadonlySet<number>): number | null {
  const from = Math.max(0, lo + 1);
  const mid = Math.floor((from + hi - 1) / 2);
  for (let d = 0; mid - d >= from || mid + d < hi; d++) {
    if (mid - d >= from && !unknown.has(mid - d)) return mid - d;
    if (mid + d < hi && d > 0 && !unknown.has(mid + d)) return mid + d;
  }
  return null;
}

/**
 * The moves after which the remaining line grew by HARDER_MIN and HARDER_SHARE. Each length is
 * first capped by the next position's plus one (the player's move then that line is a line too),
 * so that one long solver line does not pass for a detour.
 */
function harderMoves(lengths: readonly number[], lines: ReadonlyMap<number, Move[]>): Harder[] {
  const best = [...lengths];
  for (let i = best.length - 2; i >= 0; i--) best[i] = Math.min(best[i]!, best[i + 1]! + 1);
  const harder: Harder[] = [];
  for (let i = 1; i < best.length; i++) {
    const before = best[i - 1]!;
    const after = best[i]!;
    if (!lines.has(i - 1) || !Number.isFinite(after)) continue;
    const growth = after - (before - 1);
    if (growth >= HARDER_MIN && growth >= HARDER_SHARE * before) harder.push({ index: i, before, after });
  }
  return harder;
}

function finish(review: Review, done: boolean, tell: () => void): Review {
  review.done = done;
  tell();
  return review;
}

function copyReview(r: Review): Review {
  return { ...r, verdicts: [...r.verdicts], harder: [...r.harder], undecided: r.undecided && { ...r.undecided } };
}
