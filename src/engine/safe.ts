/**
 * Safe auto-moves: foundation moves that can never turn a winnable position into a lost one.
 *
 * The argument. Let P' be P after card c goes home. Take any winning line L from P and delete from
 * it every move of c (c's final trip home included). The result wins from P', because at every step
 * P' equals P with c lifted off the top of whatever pile holds it and put on its foundation:
 * - no card of L is ever built on c: every card that could go on c in the tableau is already home
 *   (all its copies), and home cards never come back;
 * - a move of L from the pile holding c is a move of c (c is its top), so it is deleted; a move to
 *   it would build on c, which cannot happen; every other pile is identical;
 * - c's foundation: the only one that can take c. In one-deck games that is its suit's foundation.
 *   In Big Ben we also require the other copy of c already home, so the foundation that takes c is
 *   the only one still needing it and no choice between two hours is made for the player;
 * - Big Ben's three-card minimum and `fill` look at pile sizes: c must come from the waste or from
 *   a row that keeps at least three cards, so no row becomes short (a short row changes where the
 *   next fill deals). Once c moved to another row in L it sits on three or more cards there.
 * Hence P winnable ⇒ P' winnable. For down-any-suit rows this is the classic rule: c of rank r goes
 * home once every r − 1 is home. Fortress rows build up too, so there only kings are safe by this
 * argument. A test searches small positions exhaustively to try to break it.
 */
import { rankOf, suitOf, type Card } from './cards.ts';
import { gameDef } from './games.ts';
import { foundationAccepts, inPlacement } from './rules.ts';
import type { GameDef, Move, Position } from './types.ts';
import { WASTE } from './types.ts';

/** The cards that could be built on `c` in a tableau row of this game. */
export function buildersOn(def: GameDef, c: Card): Card[] {
  const r = rankOf(c), s = suitOf(c);
  const at = (rank: number, suit: number): Card => suit * 13 + rank - 1;
  switch (def.build) {
    case 'down-any':
      return r === 1 ? [] : [0, 1, 2, 3].map((suit) => at(r - 1, suit));
    case 'down-suit-wrap':
      return [at(r === 1 ? 13 : r - 1, s)];
    case 'updown-suit':
      return [...(r > 1 ? [at(r - 1, s)] : []), ...(r < 13 ? [at(r + 1, s)] : [])];
  }
}

/** How many copies of `c` are on the foundations. */
export function copiesHome(def: GameDef, pos: Position, c: Card): number {
  let n = 0;
  const r = rankOf(c), s = suitOf(c);
  def.foundations.forEach((spec, i) => {
    if (spec.suit === s && (r - spec.first + 13) % 13 < pos.foundations[i]!.length) n++;
  });
  return n;
}

export function isSafe(def: GameDef, pos: Position, move: Move): boolean {
  if (move.kind !== 'foundation') return false;
  const source = move.from === WASTE ? pos.waste : pos.tableau[move.from];
  const c = source?.[source.length - 1];
  if (source === undefined || c === undefined) return false;
  if (!foundationAccepts(def.foundations[move.to]!, pos.foundations[move.to]!, c)) return false;
  if (def.minToAccept > 0 && move.from !== WASTE && source.length <= def.minToAccept) return false;
  if (def.decks > 1 && copiesHome(def, pos, c) < def.decks - 1) return false;
  return buildersOn(def, c).every((b) => copiesHome(def, pos, b) === def.decks);
}

/** The safe foundation moves of a position, in legal-move order. */
export function safeMoves(pos: Position, def: GameDef = gameDef(pos.game)): Move[] {
  if (inPlacement(def, pos)) return [];
  const moves: Move[] = [];
  const sources = [...(def.stockActions ? [WASTE] : []), ...pos.tableau.keys()];
  for (const from of sources) {
    for (let to = 0; to < def.foundations.length; to++) {
      const m: Move = { kind: 'foundation', from, to };
      if (isSafe(def, pos, m)) moves.push(m);
    }
  }
  return moves;
}
