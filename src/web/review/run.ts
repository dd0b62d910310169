/**
 * A game's review as the page runs it: the solver's verdicts through the worker (solver/review.ts
 * decides which positions to ask), kept for the game it looked at, so the player can step along
 * that game, branch off it and come back. Big Ben adds what our hint (which never sees the stock)
 * would have played before the losing move.
 */
import { signal } from '@preact/signals';
import { clonePosition, dealPosition, type Move, type Position } from '../../engine/index.ts';
import { reviewGame, type Review } from '../../solver/review.ts';
import { ask, type Asked } from '../search/index.ts';
import { session } from '../store.ts';
import type { Session } from '../state/session.ts';
import { positionAt, sameMove } from '../state/winnable.ts';

/** The solver's time for one position: a castle position is decided in milliseconds, Big Ben's may take seconds. */
const BUDGET_MS = { castle: 3000, bigBen: 5000 } as const;

export type HintThere = { readonly kind: 'move'; readonly move: Move } | { readonly kind: 'none' } | null;

export interface Reviewing {
  readonly session: Session;
  readonly start: Position;
  /** The game reviewed: the session's moves when the review began. */
  readonly moves: readonly Move[];
  readonly review: Review | null;
  /** Big Ben: our hint's move before the losing move (null until asked, or for the castle games). */
  readonly hint: HintThere;
  readonly failed: boolean;
}

export const reviewing = signal<Reviewing | null>(null);

let stop: (() => void) | null = null;

/** Whether the board shows the reviewed game or a branch of it (the session's moves a prefix of the game's, or the game's of them). */
export function onReviewedGame(r: Reviewing, s: Session): boolean {
  if (r.session !== s) return false;
  const n = Math.min(s.steps.length, r.moves.length);
  for (let i = 0; i < n; i++) if (!sameMove(s.steps[i]!.move, r.moves[i]!)) return false;
  return true;
}

/** Reviews the game on the board, or keeps the review already made of it (the player may have stepped back along it). */
export function startReview(): void {
  const s = session.value;
  if (!s) return;
  const kept = reviewing.value;
  if (kept && kept.session === s && !kept.failed && s.steps.length <= kept.moves.length && onReviewedGame(kept, s)) return;
  stop?.();
  const start = dealPosition(s.def.id, s.deal);
  if (!start.ok) return;
  const moves = s.steps.map((st) => st.move);
  let current: Reviewing = { session: s, start: start.value, moves, review: null, hint: null, failed: false };
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
  const budgetMs = s.def.stockActions ? BUDGET_MS.bigBen : BUDGET_MS.castle;
  let failed = false;
  void reviewGame(start.value, moves, async (pos) => {
    const asked = ask('solve', clonePosition(pos), { budgetMs });
    job = asked;
    const r = await asked.promise;
    if (r.status === 'failed') failed = true;
    return r.status === 'done' ? { verdict: r.answer.verdict, moves: r.answer.moves } : { verdict: 'unknown', moves: [] };
  }, { onProgress: (review) => set({ review }), stopped: () => stopped || failed }).then(async (review) => {
    if (failed) return set({ review, failed: true });
    set({ review });
    const lost = review.losingMove;
    if (!lost || !s.def.stockActions || stopped) return;
    // What the player could have known: our hint sees only the cards face up, not the stock's order.
    const asked = ask('hint', positionAt(start.value, moves, lost.index - 1), { budgetMs });
    job = asked;
    const h = await asked.promise;
    if (h.status === 'done') set({ hint: h.answer.kind === 'move' ? { kind: 'move', move: h.answer.move } : h.answer.kind === 'none' ? { kind: 'none' } : null });
  }, () => set({ failed: true }));
}

/** Stops a review still asking the solver (the dialog closed on another game, say). */
export function stopReview(): void {
  stop?.();
  stop = null;
}
