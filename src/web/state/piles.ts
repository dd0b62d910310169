/**
 * Pile names as the engine and the DOM contract spell them (t3, f0, waste, stock), the cards a pile
 * holds, and the moves between two piles. The board knows no rules: it asks these functions.
 */
import { inPlacement, isLegal, legalMoves, type Card, type GameDef, type Move, type Position } from '../../engine/index.ts';
import { WASTE } from '../../engine/index.ts';

export type PileRef =
  | { readonly kind: 'tableau'; readonly index: number }
  | { readonly kind: 'foundation'; readonly index: number }
  | { readonly kind: 'waste' }
  | { readonly kind: 'stock' };

export function pileName(p: PileRef): string {
  if (p.kind === 'tableau') return `t${p.index}`;
  if (p.kind === 'foundation') return `f${p.index}`;
  return p.kind;
}

export function parsePile(name: string): PileRef | undefined {
  if (name === 'waste' || name === 'stock') return { kind: name };
  const m = /^([tf])(\d{1,2})$/.exec(name);
  if (!m) return undefined;
  return { kind: m[1] === 't' ? 'tableau' : 'foundation', index: Number(m[2]) };
}

export function pileCards(pos: Position, p: PileRef): readonly Card[] {
  switch (p.kind) {
    case 'tableau':
      return pos.tableau[p.index] ?? [];
    case 'foundation':
      return pos.foundations[p.index] ?? [];
    case 'waste':
      return pos.waste;
    case 'stock':
      return pos.stock;
  }
}

export const topCard = (pos: Position, p: PileRef): Card | undefined => {
  const cards = pileCards(pos, p);
  return cards[cards.length - 1];
};

/** The pile a move takes its card from (deal and fill: the stock). */
export function moveSource(m: Move): PileRef {
  if (m.kind === 'foundation' || m.kind === 'tableau') return m.from === WASTE ? { kind: 'waste' } : { kind: 'tableau', index: m.from };
  return { kind: 'stock' };
}

/** The pile a move puts its card on (fill deals to several rows: undefined). */
export function moveTarget(m: Move): PileRef | undefined {
  switch (m.kind) {
    case 'foundation':
      return { kind: 'foundation', index: m.to };
    case 'tableau':
    case 'place':
      return { kind: 'tableau', index: m.to };
    case 'deal':
      return { kind: 'waste' };
    case 'fill':
      return undefined;
  }
}

const samePile = (a: PileRef | undefined, b: PileRef): boolean => a !== undefined && pileName(a) === pileName(b);

/** The move that takes the top card of `from` to `to`, when legal. */
export function moveBetween(pos: Position, def: GameDef, from: PileRef, to: PileRef): Move | undefined {
  let m: Move | undefined;
  if (from.kind === 'stock' && inPlacement(def, pos) && to.kind === 'tableau') m = { kind: 'place', to: to.index };
  else if (from.kind === 'stock' && to.kind === 'waste') m = { kind: 'deal' };
  else if (from.kind === 'tableau' || from.kind === 'waste') {
    const src = from.kind === 'waste' ? WASTE : from.index;
    if (to.kind === 'foundation') m = { kind: 'foundation', from: src, to: to.index };
    if (to.kind === 'tableau') m = { kind: 'tableau', from: src, to: to.index };
  }
  return m && isLegal(pos, m, def) ? m : undefined;
}

/** How good a destination is for a tap: home first, then building on a card, then an empty row. */
function score(pos: Position, def: GameDef, m: Move): number {
  if (m.kind === 'foundation') return 0;
  if (m.kind === 'place') {
    const row = pos.tableau[m.to]!;
    const top = row[row.length - 1];
    const card = pos.stock[pos.stock.length - 1];
    if (top !== undefined && card !== undefined && top % 13 === (card % 13) + 1) return 1;
    return row.length === 0 ? 2 : 3;
  }
  if (m.kind === 'tableau') return (pos.tableau[m.to]?.length ?? 0) > 0 ? 1 : 2;
  return def.stockActions ? 4 : 5;
}

/** The legal card moves out of a pile, best first (a stable sort keeps the engine's order within a rank). */
export function destinations(pos: Position, def: GameDef, from: PileRef): Move[] {
  const moves = legalMoves(pos, def).filter((m) => m.kind !== 'fill' && m.kind !== 'deal' && samePile(moveSource(m), from));
  return moves.map((m, i) => ({ m, i, s: score(pos, def, m) })).sort((a, b) => a.s - b.s || a.i - b.i).map((x) => x.m);
}

/** Every pile of a game, in reading order for the keyboard: foundations, stock, waste, rows. */
export function allPiles(def: GameDef): PileRef[] {
  const piles: PileRef[] = def.foundations.map((_, index) => ({ kind: 'foundation' as const, index }));
  if (def.stockActions || def.placementMax > 0) piles.push({ kind: 'stock' });
  if (def.stockActions) piles.push({ kind: 'waste' });
  for (let index = 0; index < def.rows; index++) piles.push({ kind: 'tableau', index });
  return piles;
}
