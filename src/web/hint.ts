/**
 * The Hint button's one entry point. The solver (src/solver) is not ready yet: this says so.
 * When it is, this runs it in a module Worker and returns its first move.
 */
import type { Move, Position } from '../engine/index.ts';

export type HintResult = { readonly kind: 'move'; readonly move: Move } | { readonly kind: 'none' } | { readonly kind: 'unavailable' };

export async function findHint(_pos: Position): Promise<HintResult> {
  return { kind: 'unavailable' };
}
