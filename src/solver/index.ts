/**
 * The solver's public API: `solve(position, options)` for all seven games.
 * Castle games go to castle.ts, Big Ben to big-ben.ts. Pure: no DOM, no Node imports.
 *
 * Selective Castle while cards are still being placed: the verdict is `unknown` with no search
 * (which layout to choose is the player's game; the solver decides placed layouts only).
 */
import { gameDef, inPlacement, type Position } from '../engine/index.ts';
import { solveBigBen } from './big-ben.ts';
import { solveCastle } from './castle.ts';
import type { SolveOptions, SolveResult } from './types.ts';

export type { Verdict, SolveOptions, SolveResult } from './types.ts';

export function solve(pos: Position, opts: SolveOptions = {}): SolveResult {
  const def = gameDef(pos.game);
  if (def.stockActions) return solveBigBen(pos, opts);
  if (inPlacement(def, pos)) return { verdict: 'unknown', moves: [], nodes: 0, ms: 0 };
  return solveCastle(pos, opts);
}
