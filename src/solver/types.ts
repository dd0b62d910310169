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
  /** Injectable clock (ms); defaults to Date.now. */
  now?: () => number;
  /** Polled every few thousand nodes: true stops the search with `unknown` (cancellation). */
  shouldStop?: () => boolean;
}

export interface SolveResult {
  verdict: Verdict;
  moves: Move[];
  nodes: number;
  ms: number;
}
