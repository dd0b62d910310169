/**
 * Why a hint plays its move, as data the app (and the CLI's `solve --why`) turns into words
 * (reason-words.ts), read from the position alone. The first kind that applies, in this order:
 *
 * - `only`: the caller says every other legal move was proven to lose (`ctx.othersLost`): the only
 *   move that keeps the game winnable;
 * - `frees`: the move uncovers `card`, which can then go to a foundation (the next card one needs);
 * - `empties`: a castle row left empty by the move (0-based `row`);
 * - `room`: Big Ben: the move leaves `pile` (0-based; it sits at pile + 1 o'clock) short of three
 *   cards, a gap the next fill deals new cards into;
 * - `home`: `card` goes to its foundation;
 * - `fills`: Big Ben's fill, stock cards into every gap;
 * - `turns`: Big Ben's deal, the next stock card onto the waste;
 * - `builds`: `card` onto the card `onto` in a row;
 * - `moves`: `card` to an empty `row` (or, in Selective Castle's layout, placed on it).
 */
import { foundationAccepts, gameDef, WASTE, type Card, type GameDef, type Move, type Position } from '../engine/index.ts';

export type HintReason =
  | { kind: 'only' }
  | { kind: 'frees'; card: Card }
  | { kind: 'empties'; row: number }
  | { kind: 'room'; pile: number }
  | { kind: 'home'; card: Card }
  | { kind: 'fills' }
  | { kind: 'turns' }
  | { kind: 'builds'; card: Card; onto: Card }
  | { kind: 'moves'; card: Card; row: number };

export type ReasonKind = HintReason['kind'];

export interface ReasonContext {
  /** Every other legal move was proven to lose (the caller solved them). */
  othersLost?: boolean;
}

/** The reason for playing `move` (a legal move) in `pos`. */
export function hintReason(pos: Position, move: Move, ctx: ReasonContext = {}): HintReason {
  if (ctx.othersLost === true) return { kind: 'only' };
  const def = gameDef(pos.game);
  switch (move.kind) {
    case 'fill':
      return { kind: 'fills' };
    case 'deal':
      return { kind: 'turns' };
    case 'place':
      return { kind: 'moves', card: pos.stock[pos.stock.length - 1]!, row: move.to };
    default:
      return cardReason(def, pos, move);
  }
}

function cardReason(def: GameDef, pos: Position, move: Move & { from: number; to: number }): HintReason {
  const source = move.from === WASTE ? pos.waste : pos.tableau[move.from]!;
  const card = source[source.length - 1]!;
  const under = source[source.length - 2];
  if (under !== undefined && goesHomeAfter(def, pos, move, under)) return { kind: 'frees', card: under };
  if (move.from !== WASTE) {
    if (def.minToAccept === 0 && source.length === 1) return { kind: 'empties', row: move.from };
    if (source.length <= def.minToAccept) return { kind: 'room', pile: move.from };
  }
  if (move.kind === 'foundation') return { kind: 'home', card };
  const onto = pos.tableau[move.to]!.at(-1);
  return onto === undefined ? { kind: 'moves', card, row: move.to } : { kind: 'builds', card, onto };
}

/** Whether `card` fits a foundation once the move is played (it may need the moved card there first). */
function goesHomeAfter(def: GameDef, pos: Position, move: Move & { to: number }, card: Card): boolean {
  return def.foundations.some((spec, i) => {
    const pile = pos.foundations[i]!;
    const after = move.kind === 'foundation' && move.to === i ? [...pile, topOf(pos, move)] : pile;
    return foundationAccepts(spec, after, card);
  });
}

const topOf = (pos: Position, move: Move & { from: number }): Card => {
  const source = move.from === WASTE ? pos.waste : pos.tableau[move.from]!;
  return source[source.length - 1]!;
};
