/**
 * Why a move is illegal, in the rule pages' words, for messages like
 * "move 7 (t3-f1) is illegal: 8S does not go on f1 (10h, top 4H)". The engine's isLegal says
 * only yes or no; this mirrors its checks in the same order and names the first that fails.
 */
import type { Card, GameDef, Move, Position } from '../engine/index.ts';
import { foundationAccepts, hasGap, inPlacement, isLegal, makeCard, rankOf, rowAccepts, WASTE } from '../engine/index.ts';
import { foundationLabel } from './format.ts';

const BUILDS: Record<GameDef['build'], string> = {
  'down-any': 'rows build down, any suit',
  'down-suit-wrap': 'rows build down in suit, K on A',
  'updown-suit': 'rows build up or down in suit',
};

const top = (pile: readonly Card[]): Card | undefined => pile[pile.length - 1];
const sourceName = (from: number): string => (from === WASTE ? 'the waste' : `t${from}`);

function stockReason(def: GameDef, pos: Position, move: Move): string {
  if (!def.stockActions) return `${def.id} has no stock to deal from`;
  if (pos.stock.length === 0) return 'the stock is empty';
  return move.kind === 'fill' && !hasGap(def, pos) ? `no row holds fewer than ${def.minToAccept} cards` : 'not allowed here';
}

function foundationReason(def: GameDef, pos: Position, card: Card, to: number): string {
  const spec = def.foundations[to];
  const pile = pos.foundations[to];
  if (!spec || !pile) return `there is no foundation f${to}`;
  const t = top(pile);
  const where = `f${to} (${foundationLabel(spec)}${t === undefined ? ', empty' : `, top ${makeCard(t)}`})`;
  if (t !== undefined && rankOf(t) === spec.last) return `${where} is complete`;
  return foundationAccepts(spec, pile, card) ? 'not allowed here' : `${makeCard(card)} does not go on ${where}`;
}

function rowReason(def: GameDef, pos: Position, card: Card, move: Move & { from: number; to: number }): string {
  const row = pos.tableau[move.to];
  if (!row) return `there is no row t${move.to}`;
  if (move.to === move.from) return 'a card cannot move onto its own row';
  if (row.length < def.minToAccept) return `t${move.to} holds fewer than ${def.minToAccept} cards (a gap accepts nothing)`;
  const t = top(row);
  if (t === undefined || rowAccepts(def, row, card)) return 'not allowed here';
  return `${makeCard(card)} does not go on ${makeCard(t)} in t${move.to} (${BUILDS[def.build]})`;
}

/** A reason for an illegal move, or undefined when the move is legal. */
export function whyIllegal(def: GameDef, pos: Position, move: Move): string | undefined {
  if (isLegal(pos, move, def)) return undefined;
  const placing = inPlacement(def, pos);
  switch (move.kind) {
    case 'place':
      if (!placing) return 'no card is waiting to be placed';
      return (pos.tableau[move.to]?.length ?? 0) >= def.placementMax ? `t${move.to} already holds ${def.placementMax} cards` : 'not allowed here';
    case 'deal':
    case 'fill':
      return placing ? 'the cards are still being placed (s-t… moves first)' : stockReason(def, pos, move);
    default: {
      if (placing) return 'the cards are still being placed (s-t… moves first)';
      if (move.from === WASTE && !def.stockActions) return `${def.id} has no waste`;
      const source = move.from === WASTE ? pos.waste : pos.tableau[move.from];
      const card = source && top(source);
      if (card === undefined) return `${sourceName(move.from)} is empty`;
      return move.kind === 'foundation' ? foundationReason(def, pos, card, move.to) : rowReason(def, pos, card, move);
    }
  }
}
