/** The solver's public types, shared by every game's search. */
import type { Move } from '../engine/index.ts';

/**
 * - `won`: `moves` replays from the given position to a win through the engine's `play`;
 * - `impossible`: the complete search was exhausted (never from a budget or an unsound shortcut);
 * - `unknown`: a time or node budget ran out first (or the position is not searchable yet).
 */
export type Verdict = 'won' | 'impossible' | 'unknown';

export interface SolveOptions {
  /** Wall-clock budget; unlimited when absent. */
  budgetMs?: number;
  /** Node budget (positions expanded); unlimited when absent. */
  maxNodes?: number;
  /** Injectable clock (ms); defaults to monotonicMs. */
  now?: () => number;
  /** Polled every few thousand nodes: true stops the search with `unknown` (cancellation). */
  shouldStop?: () => boolean;
}

/**
 * The solver's default clock, in whole milliseconds: monotonic, so a budget never takes in a step of
 * the wall clock (a machine restored from a snapshot, a phone whose clock is set). Read through
 * globalThis because the engine's and solver's tsconfig has neither DOM nor Node types.
 */
const perf = (globalThis as { performance?: { now(): number } }).performance;
export const monotonicMs: () => number = perf ? () => Math.floor(perf.now()) : Date.now;

export interface SolveResult {
  verdict: Verdict;
  moves: Move[];
  nodes: number;
  ms: number;
}
