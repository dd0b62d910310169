/**
 * Whether a castle hint is "the only move that keeps the game winnable": every other legal move is
 * proved lost, each by a complete search of the position it leads to ('impossible' is always a
 * proof: docs/solver.md). Each proof gets a small node budget and all of them share a short time,
 * so a hint waits little for its reason; the first move not proved lost (won, or undecided within its
 * budget) ends the question, and the hint then gives the reason its position shows instead.
 * A position with one legal move gets no claim: "the only move" would say nothing a player cannot see.
 */
import { apply, legalMoves, type Move, type Position } from '../../engine/index.ts';
import { solve } from '../../solver/index.ts';
import { sameMove } from '../state/winnable.ts';

/** Nodes a proof of one other move may spend: a lost move the search cannot settle in this many is left undecided. */
export const PROOF_NODES = 50_000;
/** The most time the proofs of one hint may take together (ms). */
export const PROOF_MS = 1000;

export interface ProofLimits {
  /** The clock's value (read with `now`, Date.now unless given) past which no proof starts or goes on. */
  readonly until: number;
  readonly shouldStop: () => boolean;
  readonly now?: () => number;
}

/** True when `move` is legal in `pos`, another legal move exists, and every other one is proved lost. */
export function othersProvedLost(pos: Position, move: Move, limits: ProofLimits): boolean {
  const now = limits.now ?? Date.now;
  const others = legalMoves(pos).filter((m) => !sameMove(m, move));
  if (others.length === 0) return false;
  return others.every((m) => {
    const budgetMs = limits.until - now();
    if (budgetMs <= 0 || limits.shouldStop()) return false;
    return solve(apply(pos, m), { maxNodes: PROOF_NODES, budgetMs, now, shouldStop: limits.shouldStop }).verdict === 'impossible';
  });
}
