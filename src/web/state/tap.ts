/**
 * Tap to move: a tapped card goes to its best legal destination; tapping the same card again, where
 * it landed, takes that move back and tries the next destination (cycling through all of them).
 */
import { makeMove, type Move } from '../../engine/index.ts';
import { destinations, moveTarget, pileName, topCard, type PileRef } from './piles.ts';
import { playMove, undoMove, type AutoMove, type Session } from './session.ts';

export interface LastTap {
  /** The pile the card was tapped on first. */
  readonly from: PileRef;
  readonly options: readonly Move[];
  readonly index: number;
  /** The move count right after the tap's move (and its auto-moves). */
  readonly count: number;
}

export interface TapResult {
  readonly played: Move[];
  readonly undone: Move[];
  readonly last: LastTap | undefined;
}

const none: TapResult = { played: [], undone: [], last: undefined };

/** Whether a tap on `pile` is the second tap on the card the last tap moved (wherever it landed, a foundation too). */
export function isCycle(s: Session, pile: PileRef, last: LastTap | undefined): last is LastTap {
  if (!last || last.options.length < 2 || s.steps.length !== last.count) return false;
  const landed = moveTarget(last.options[last.index]!);
  return landed !== undefined && pileName(landed) === pileName(pile) && s.steps.some((st) => !st.auto && makeMove(st.move) === makeMove(last.options[last.index]!));
}

export function tapPile(s: Session, pile: PileRef, last: LastTap | undefined, mode: AutoMove, now: number): TapResult {
  if (isCycle(s, pile, last)) {
    const undone = undoMove(s);
    const index = (last.index + 1) % last.options.length;
    const played = playMove(s, last.options[index]!, mode, now);
    return { played, undone, last: { ...last, index, count: s.steps.length } };
  }
  if (topCard(s.pos, pile) === undefined) return none;
  const options = destinations(s.pos, s.def, pile);
  const first = options[0];
  if (!first) return none;
  const played = playMove(s, first, mode, now);
  return { played, undone: [], last: { from: pile, options, index: 0, count: s.steps.length } };
}
