/**
 * Citadel 5's winning line and the first point of it with at most 24 cards left: where Finish is the
 * solver's to prove (the tests of Finish by the solver, and of a move cancelling its search, share it).
 */
import { apply, gameDef } from '../../../src/engine/index.ts';
import { startPosition } from './board.ts';
import { solve } from './search.ts';

export const DEF = gameDef('citadel');
export const START = startPosition('citadel', '5');
export const LINE = solve(START, 50_000)!;
const left = (k: number): number => LINE.slice(0, k).reduce(apply, START).tableau.reduce((n, r) => n + r.length, 0);
/** The first point of the line with at most 24 cards left. */
export const K = LINE.findIndex((_, k) => left(k) <= 24);
export const AT = LINE.slice(0, K).reduce(apply, START);
