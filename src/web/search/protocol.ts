/**
 * The messages between the app and its solver Worker. Every job carries an id; the reply names it.
 *
 * Cancellation: a search is synchronous inside the worker, so a `cancel` message would only be read
 * after it ends. Two ways stop it for real:
 * - when the page can share memory (SharedArrayBuffer), the job carries a one-word flag that the
 *   client raises; the search polls it between nodes (`shouldStop`) and answers `unknown` at once;
 * - otherwise the client terminates the worker and starts a fresh one for the next job.
 */
import type { Move, Position } from '../../engine/index.ts';
import type { Verdict } from '../../solver/index.ts';
import type { Level, RatingMark } from '../../solver/rating.ts';
import type { HintReason } from '../../solver/reason.ts';

/**
 * - hint: the next move of a winning line (castle games: solve; Big Ben: sampled stock orders);
 * - check: the verdict only (the "still winnable?" indicator, undo to the last winnable position);
 * - line: a winning line from the deal's start (Selective Castle laid out first);
 * - solve: the solver's full answer from this position;
 * - rate: the rating of deal `opts.deal` of the position's game (src/solver/rating.ts);
 * - draw: a new deal of the position's game whose rating is one of `opts.levels`, drawn at random
 *   from `opts.candidates` (the winnable list) or else from 1–999,999,999, within the budget (search/draw.ts).
 */
export type JobKind = 'hint' | 'check' | 'line' | 'solve' | 'rate' | 'draw';

export interface JobOptions {
  readonly budgetMs?: number;
  readonly maxNodes?: number;
  /** Big Ben hints: stock orders to sample. */
  readonly samples?: number;
  /** Big Ben hints: the seed of the sampled stock orders (by default a hash of the visible cards). */
  readonly seed?: number;
  /** rate: the deal's number; draw: the deal on the board, never drawn again. */
  readonly deal?: string;
  /** draw: the levels a drawn deal may have, and the deals to draw from (1–999,999,999 when absent). */
  readonly levels?: readonly Level[];
  readonly candidates?: readonly string[];
}

/** A drawn deal and its rating, or none within the budget after `tried` deals. */
export type DrawAnswer = { readonly deal: string; readonly mark: RatingMark; readonly tried: number } | { readonly deal: null; readonly tried: number };

/**
 * A hint's move comes with its reason (src/solver/reason.ts), worked out in the worker beside the
 * move so the page carries none of the solver: `only` when every other legal move was proved lost
 * (castle games; Big Ben's proofs would need the stock's order), else what the position says.
 */
export type HintAnswer =
  /** The first move of a line the solver proved wins (castle games). */
  | { readonly kind: 'move'; readonly move: Move; readonly reason: HintReason; readonly source: 'solver' }
  /** Big Ben: the move that won in the most sampled stock orders (`wins` of `samples`). */
  | { readonly kind: 'move'; readonly move: Move; readonly reason: HintReason; readonly source: 'sampled'; readonly wins: number; readonly samples: number }
  /** Proven: no win from here (castle games), or no move won in any sample (Big Ben). */
  | { readonly kind: 'none'; readonly source: 'solver' | 'sampled' }
  | { readonly kind: 'unknown' };

export interface Answers {
  readonly hint: HintAnswer;
  readonly check: { readonly verdict: Verdict; readonly nodes: number };
  readonly line: { readonly verdict: Verdict; readonly moves: Move[]; readonly nodes: number };
  readonly solve: { readonly verdict: Verdict; readonly moves: Move[]; readonly nodes: number; readonly ms: number };
  readonly rate: { readonly mark: RatingMark };
  readonly draw: DrawAnswer;
}

export interface RunMessage<K extends JobKind = JobKind> {
  readonly type: 'run';
  readonly id: number;
  readonly kind: K;
  readonly pos: Position;
  readonly opts: JobOptions;
  /** Int32 word 0 set to 1 = cancelled (only when memory can be shared). */
  readonly flag?: SharedArrayBuffer;
}

export interface CancelMessage {
  readonly type: 'cancel';
  readonly id: number;
}

export type ToWorker = RunMessage | CancelMessage;

export type FromWorker =
  | { readonly id: number; readonly ok: true; readonly answer: Answers[JobKind] }
  | { readonly id: number; readonly ok: false; readonly error: string };

/**
 * Default budgets per job kind (ms): hints answer quickly, background checks may think longer. A
 * rating has node budgets of its own (a few milliseconds) and no clock, so the same deal gets the same
 * rating on every machine; a draw rates deal after deal until one fits or its time is up.
 */
export const BUDGET_MS: Record<JobKind, number> = { hint: 3000, check: 4000, line: 10_000, solve: 10_000, rate: 0, draw: 3000 };
