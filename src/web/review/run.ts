/**
 * A game's review as the page runs it: the solver's verdicts through the worker (solver/review.ts
 * decides which positions to ask), kept for the game it looked at, so the player can step along
 * that game, branch off it and come back. Big Ben adds what our hint (which never sees the stock)
 * would have played before the losing move. A review has a time budget of its own: the timeline
 * fills in as the answers come, and what is not decided when the time is up is said so.
 */
import { signal } from '@preact/signals';
import { clonePosition, dealPosition, type Move, type Position } from '../../engine/index.ts';
import { reviewGame, type Review } from '../../solver/review.ts';
import { on } from '../game/events.ts';
import { ask, type Asked } from '../search/index.ts';
import { session } from '../store.ts';
import { boardStatus, type Session } from '../state/session.ts';
import { positionAt, sameMove } from '../state/winnable.ts';

/**
 * The solver's time for one position, and for the whole review: a castle position is decided in
 * milliseconds, Big Ben's may take seconds (its early positions often more than its budget, left
 * "not decided"). The whole review's time bounds a won game's review too, which asks every position.
 */
export const BUDGET_MS = {
  castle: { ask: 3000, review: 20_000 },
  bigBen: { ask: 4000, review: 30_000 },
} as const;

export type HintThere = { readonly kind: 'move'; readonly move: Move } | { readonly kind: 'none' } | null;

export interface Reviewing {
  readonly session: Session;
  readonly start: Position;
  /** The game reviewed: the session's moves when the review began. */
  readonly moves: readonly Move[];
  readonly review: Review | null;
  /** Big Ben: our hint's move before the losing move (null until asked, or for the castle games). */
  readonly hint: HintThere;
  /** The review asks no more: every verdict it needed came, or its time ran out, or the solver failed. */
  readonly ended: boolean;
  /** Its time ran out before the answer (review.done stays false). */
  readonly timeUp: boolean;
  readonly failed: boolean;
}

export const reviewing = signal<Reviewing | null>(null);

let stop: (() => void) | null = null;

/** Where the board stands against the reviewed game: on it (its moves a prefix of the game's), or on a branch off it. */
export function boardOn(r: Reviewing, s: Session): 'game' | 'branch' | 'other' {
  if (r.session !== s) return 'other';
  const n = Math.min(s.steps.length, r.moves.length);
  for (let i = 0; i < n; i++) if (!sameMove(s.steps[i]!.move, r.moves[i]!)) return 'branch';
  return s.steps.length <= r.moves.length ? 'game' : 'branch';
}

/**
 * The review to show for the board: the one already made while the board is on its game or on a
 * branch still being played (the player stepped back and tries another move: "back to my game"
 * stays offered); a new one for another game, or for a branch that ended (that is the game to review now).
 */
export function startReview(): void {
  const s = session.value;
  if (!s) return;
  const kept = reviewing.value;
  const on = kept && !kept.failed ? boardOn(kept, s) : 'other';
  const ended = boardStatus(s) === 'won' || boardStatus(s) === 'lost';
  if (on === 'game' || (on === 'branch' && !ended)) return;
  reviewAgain();
}

/** Reviews the game on the board as it is now, in place of any review kept. */
export function reviewAgain(): void {
  const s = session.value;
  if (!s) return;
  stop?.();
  const start = dealPosition(s.def.id, s.deal);
  if (!start.ok) return;
  const moves = s.steps.map((st) => st.move);
  let current: Reviewing = { session: s, start: start.value, moves, review: null, hint: null, ended: false, timeUp: false, failed: false };
  const set = (patch: Partial<Reviewing>): void => {
    current = { ...current, ...patch };
    if (reviewing.value?.session === s && reviewing.value.moves === moves) reviewing.value = current;
  };
  reviewing.value = current;
  let stopped = false;
  let job: Asked<unknown> | undefined;
  stop = () => {
    stopped = true;
    job?.cancel();
  };
  const budget = s.def.stockActions ? BUDGET_MS.bigBen : BUDGET_MS.castle;
  // Read on the monotonic clock: a step of the wall clock (a phone's clock set) neither ends the review nor lengthens it.
  const until = performance.now() + budget.review;
  const timeUp = (): boolean => performance.now() >= until - 50;
  let failed = false;
  void reviewGame(start.value, moves, async (pos) => {
    // The last ask gets what is left of the review's time, so the review ends on time.
    const asked = ask('solve', clonePosition(pos), { budgetMs: Math.max(50, Math.min(budget.ask, until - performance.now())) });
    job = asked;
    const r = await asked.promise;
    if (r.status === 'failed') failed = true;
    return r.status === 'done' ? { verdict: r.answer.verdict, moves: r.answer.moves } : { verdict: 'unknown', moves: [] };
  }, { onProgress: (review) => set({ review }), stopped: () => stopped || failed || timeUp() }).then(async (review) => {
    if (failed) return set({ review, failed: true, ended: true });
    const lost = review.losingMove;
    const asksHint = !!lost && !!s.def.stockActions && !stopped;
    set({ review, ended: !asksHint, timeUp: !review.done && !stopped });
    if (!asksHint) return;
    // What the player could have known: our hint, asked as the Hint button asks it, sees only the
    // cards face up, not the stock's order.
    const asked = ask('hint', positionAt(start.value, moves, lost.index - 1));
    job = asked;
    const h = await asked.promise;
    const a = h.status === 'done' ? h.answer : null;
    set({ hint: a?.kind === 'move' ? { kind: 'move', move: a.move } : a?.kind === 'none' ? { kind: 'none' } : null, ended: true });
  }, () => set({ failed: true, ended: true }));
}

/** Stops a review still asking the solver. */
export function stopReview(): void {
  stop?.();
  stop = null;
}

// Another game on the board (a new deal, a restart, a game brought back): the review kept is of a
// game no longer there, so it stops asking and is let go.
on('shown', ({ session: s }) => {
  if (!reviewing.value || reviewing.value.session === s) return;
  stopReview();
  reviewing.value = null;
});
