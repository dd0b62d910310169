/**
 * The rules: which card may go where, the legal moves in a documented order, play and undo.
 * `play`/`unplay` mutate a position in place (the fast path for search); `apply` is the pure form.
 */
import { rankOf, suitOf, type Card } from './cards.ts';
import { gameDef } from './games.ts';
import { forEachLegalMove, hasLegalMove } from './movegen.ts';
import type { FoundationSpec, GameDef, Move, Position, Status } from './types.ts';
import { WASTE } from './types.ts';

const top = (pile: readonly Card[]): Card | undefined => pile[pile.length - 1];

/** The rank after `rank`, building up with wrap K → A. */
const nextUp = (rank: number): number => (rank === 13 ? 1 : rank + 1);

export function foundationAccepts(spec: FoundationSpec, pile: readonly Card[], card: Card): boolean {
  if (suitOf(card) !== spec.suit) return false;
  const t = top(pile);
  if (t === undefined) return rankOf(card) === spec.first;
  const r = rankOf(t);
  return r !== spec.last && rankOf(card) === nextUp(r);
}

export const foundationComplete = (spec: FoundationSpec, pile: readonly Card[]): boolean => {
  const t = top(pile);
  return t !== undefined && rankOf(t) === spec.last;
};

/** Whether `card` may be built on a tableau row (the three-card minimum included). */
export function rowAccepts(def: GameDef, row: readonly Card[], card: Card): boolean {
  if (row.length < def.minToAccept) return false;
  const t = top(row);
  if (t === undefined) return true;
  if (def.build === 'down-any') return rankOf(t) === rankOf(card) + 1;
  if (suitOf(t) !== suitOf(card)) return false;
  const rt = rankOf(t), rc = rankOf(card);
  if (def.build === 'down-suit-wrap') return rt === nextUp(rc);
  return rt === rc + 1 || rt === rc - 1;
}

export const inPlacement = (def: GameDef, pos: Position): boolean => def.placementMax > 0 && pos.stock.length > 0;

const sourcePile = (pos: Position, from: number): Card[] | undefined => (from === WASTE ? pos.waste : pos.tableau[from]);

export function hasGap(def: GameDef, pos: Position): boolean {
  for (const row of pos.tableau) if (row.length < def.minToAccept) return true;
  return false;
}

/**
 * Legal moves in this order (pinned by a snapshot test):
 * 1. Selective Castle's placement phase: place on row 0, 1, … (rows with fewer than 6 cards); nothing else.
 * 2. For each source (the waste, then rows 0, 1, …) holding a card: to foundations 0, 1, …,
 *    then to rows 0, 1, … (never its own row).
 * 3. `fill` (Big Ben, when the stock is not empty and a row is short), then `deal` (stock not empty).
 * The moves are shared frozen objects (see movegen.ts, which generates them without allocating).
 */
export function legalMoves(pos: Position, def: GameDef = gameDef(pos.game)): Move[] {
  const moves: Move[] = [];
  forEachLegalMove(pos, (m) => void moves.push(m), def);
  return moves;
}

export function isLegal(pos: Position, move: Move, def: GameDef = gameDef(pos.game)): boolean {
  const placing = inPlacement(def, pos);
  switch (move.kind) {
    case 'place':
      return placing && (pos.tableau[move.to]?.length ?? def.placementMax) < def.placementMax;
    case 'deal':
      return !placing && def.stockActions && pos.stock.length > 0;
    case 'fill':
      return !placing && def.stockActions && pos.stock.length > 0 && hasGap(def, pos);
    default: {
      if (placing || (move.from === WASTE && !def.stockActions)) return false;
      const card = top(sourcePile(pos, move.from) ?? []);
      if (card === undefined) return false;
      if (move.kind === 'foundation') {
        const spec = def.foundations[move.to];
        return spec !== undefined && foundationAccepts(spec, pos.foundations[move.to]!, card);
      }
      const row = pos.tableau[move.to];
      return row !== undefined && move.to !== move.from && rowAccepts(def, row, card);
    }
  }
}

/** What `unplay` needs beyond the move: the rows a `fill` dealt to, in order. */
export type Undo = readonly number[] | undefined;

/** Plays a legal move in place. */
export function play(pos: Position, move: Move, def: GameDef = gameDef(pos.game)): Undo {
  switch (move.kind) {
    case 'foundation':
      pos.foundations[move.to]!.push(sourcePile(pos, move.from)!.pop()!);
      return undefined;
    case 'tableau':
      pos.tableau[move.to]!.push(sourcePile(pos, move.from)!.pop()!);
      return undefined;
    case 'place':
      pos.tableau[move.to]!.push(pos.stock.pop()!);
      return undefined;
    case 'deal':
      pos.waste.push(pos.stock.pop()!);
      return undefined;
    case 'fill':
      return fillGaps(def, pos);
  }
}

/**
 * Fill: passes over the rows from 1 o'clock, one card to each row still short, recomputing the
 * short rows after each pass, until none is short or the stock is empty.
 */
function fillGaps(def: GameDef, pos: Position): number[] {
  const order: number[] = [];
  // A row short at the start of a pass is still short when the pass reaches it (only the pass
  // itself deals to it), so testing each row as the pass reaches it is the same as listing first.
  while (hasGap(def, pos)) {
    for (let i = 0; i < pos.tableau.length; i++) {
      const row = pos.tableau[i]!;
      if (row.length >= def.minToAccept) continue;
      if (pos.stock.length === 0) return order;
      row.push(pos.stock.pop()!);
      order.push(i);
    }
  }
  return order;
}

/** Takes back a move played with `play`, given what it returned. */
export function unplay(pos: Position, move: Move, undo: Undo): void {
  switch (move.kind) {
    case 'foundation':
      sourcePile(pos, move.from)!.push(pos.foundations[move.to]!.pop()!);
      return;
    case 'tableau':
      sourcePile(pos, move.from)!.push(pos.tableau[move.to]!.pop()!);
      return;
    case 'place':
      pos.stock.push(pos.tableau[move.to]!.pop()!);
      return;
    case 'deal':
      pos.stock.push(pos.waste.pop()!);
      return;
    case 'fill':
      for (let k = (undo ?? []).length - 1; k >= 0; k--) pos.stock.push(pos.tableau[undo![k]!]!.pop()!);
  }
}

export function clonePosition(pos: Position): Position {
  return {
    game: pos.game,
    foundations: pos.foundations.map((p) => [...p]),
    tableau: pos.tableau.map((p) => [...p]),
    stock: [...pos.stock],
    waste: [...pos.waste],
  };
}

/** Pure: the position after a legal move. */
export function apply(pos: Position, move: Move): Position {
  const next = clonePosition(pos);
  play(next, move);
  return next;
}

export const cardsOnFoundations = (pos: Position): number => pos.foundations.reduce((n, f) => n + f.length, 0);

export function isWon(pos: Position, def: GameDef = gameDef(pos.game)): boolean {
  return cardsOnFoundations(pos) === def.decks * 52;
}

/** Won when every card is home; lost when no legal move remains (Big Ben: so the stock is empty too). */
export function status(pos: Position, def: GameDef = gameDef(pos.game)): Status {
  if (isWon(pos, def)) return 'won';
  return hasLegalMove(pos, def) ? 'playing' : 'lost';
}
