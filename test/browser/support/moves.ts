/** Engine-side choices for the UI tests: moves whose result is unambiguous whatever the auto-move setting. */
import { apply, legalMoves, rowAccepts, gameDef, WASTE } from '../../../src/engine/index.ts';
import type { Move, Position } from '../../../src/engine/index.ts';

const isCardMove = (m: Move): m is Extract<Move, { kind: 'foundation' | 'tableau' }> => m.kind === 'foundation' || m.kind === 'tableau';

/** After the move, no foundation move is possible, so no auto-move mode can add anything. */
export const quiet = (pos: Position, m: Move): boolean => !legalMoves(apply(pos, m)).some((n) => n.kind === 'foundation');

/** Card moves out of the same pile as `m`. */
export function movesFrom(pos: Position, from: number): Move[] {
  return legalMoves(pos).filter((m) => isCardMove(m) && m.from === from);
}

/** A quiet card move; onto a card (not an empty row) when `ontoCard`. */
export function quietMove(pos: Position, ontoCard = true): Move {
  const m = legalMoves(pos).find((n) => isCardMove(n) && quiet(pos, n) && (!ontoCard || n.kind !== 'tableau' || pos.tableau[n.to]!.length > 0));
  if (!m) throw new Error('no quiet move in this position: pick another deal');
  return m;
}

/** A quiet move whose card has exactly one legal destination (so a tap has only one place to go), from a row other than `notFrom`. */
export function onlyDestinationMove(pos: Position, notFrom?: number): Move {
  for (const m of legalMoves(pos)) {
    if (isCardMove(m) && m.from !== notFrom && movesFrom(pos, m.from).length === 1 && quiet(pos, m)) return m;
  }
  throw new Error('no card with a single destination: pick another deal');
}

/** A card with two or more destinations, all quiet rows holding cards (for tap cycling). */
export function cyclingSource(pos: Position): { from: number; targets: number[] } | undefined {
  for (let from = 0; from < pos.tableau.length; from++) {
    const moves = movesFrom(pos, from);
    if (moves.length >= 2 && moves.every((m) => m.kind === 'tableau' && pos.tableau[m.to]!.length > 0 && quiet(pos, m))) {
      return { from, targets: moves.map((m) => (m as { to: number }).to) };
    }
  }
  return undefined;
}

/** A row whose top card the given row's top card may NOT go onto (an illegal drop target). */
export function illegalTarget(pos: Position, from: number): number {
  const def = gameDef(pos.game);
  const src = from === WASTE ? pos.waste : pos.tableau[from]!;
  const card = src[src.length - 1]!;
  const to = pos.tableau.findIndex((row, i) => i !== from && row.length > 0 && !rowAccepts(def, row, card));
  if (to < 0) throw new Error('no illegal target');
  return to;
}
