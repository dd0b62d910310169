/**
 * Finish: the rest of the game is a sure win when sending cards home, one after another, wins it;
 * the moves that do are then the proof and what the button plays. In the castle games that is the
 * case as soon as every row is in descending order (the lowest card left is always on top and
 * always goes home next), and in Big Ben once the stock is empty and no card lies on a lower one
 * it needs first. Pure: no DOM.
 */
import { apply, legalMoves, status, type GameDef, type Move, type Position } from '../../engine/index.ts';

/** The foundation moves that win from `pos`, or null when sending cards home alone does not win. */
export function finishLine(pos: Position, def: GameDef): Move[] | null {
  const moves: Move[] = [];
  let p = pos;
  for (;;) {
    if (status(p, def) === 'won') return moves;
    const home = legalMoves(p, def).find((m) => m.kind === 'foundation');
    if (!home) return null;
    moves.push(home);
    p = apply(p, home);
  }
}
