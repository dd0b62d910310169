/**
 * What our Big Ben hint, which never sees the stock's order, would have played at a position of a
 * reviewed game: said beside the losing move, whose verdict does know the stock. Kept apart from
 * review.ts so that the review's core carries no search (the web app runs it on the page's thread).
 */
import { gameDef, type Move, type Position } from '../engine/index.ts';
import { blindMove, HINT_POLICY } from './blind-big-ben.ts';

/** The hint's move at `pos` (the app's HINT_POLICY, repeatable); null for castle games or no legal move. */
export function hintAt(pos: Position): Move | null {
  return gameDef(pos.game).stockActions ? blindMove(pos, HINT_POLICY) : null;
}
