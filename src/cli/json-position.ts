/**
 * A position as JSON, the machine-readable twin of the position text:
 *   {"game":"big-ben","deal":"1","foundations":[["2C"],…],"tableau":[["5H","KD","9S"],…],"stock":[…],"waste":[]}
 * Every pile bottom → top, cards as rank + suit with T for ten, foundations in the game's order
 * (castle ♣ ♠ ♥ ♦; Big Ben 9h, 10h, 11h, 12h, 1h … 8h), rows in the engine's internal order.
 * `deal` is the canonical deal number text, or null for a position not straight from a deal.
 * Reading checks the JSON shape, each card, then the position itself (validatePosition).
 */
import type { Card, Position, Result } from '../engine/index.ts';
import { err, findGame, makeCard, ok, parseCard, validatePosition } from '../engine/index.ts';
import { clip, excerpt } from './excerpt.ts';

export interface PositionJson {
  readonly game: string;
  readonly deal: string | null;
  readonly foundations: string[][];
  readonly tableau: string[][];
  readonly stock: string[];
  readonly waste: string[];
}

const pileJson = (pile: readonly Card[]): string[] => pile.map(makeCard);

/** Key order is fixed (game, deal, foundations, tableau, stock, waste) so the text is stable. */
export function positionToJson(pos: Position, deal: string | null = null): PositionJson {
  return {
    game: pos.game,
    deal,
    foundations: pos.foundations.map(pileJson),
    tableau: pos.tableau.map(pileJson),
    stock: pileJson(pos.stock),
    waste: pileJson(pos.waste),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readPile(value: unknown, where: string): Result<Card[]> {
  if (!Array.isArray(value)) return err('ERR_JSON', `${where} must be an array of cards like ["JD","TC"]`);
  const cards: Card[] = [];
  for (const word of value as unknown[]) {
    const c = typeof word === 'string' ? parseCard(word) : undefined;
    if (c === undefined) return err('ERR_CARD', `${where}: ${excerpt(word)} is not a card`);
    cards.push(c);
  }
  return ok(cards);
}

function readPiles(value: unknown, name: string): Result<Card[][]> {
  if (!Array.isArray(value)) return err('ERR_JSON', `"${name}" must be an array of piles`);
  const piles: Card[][] = [];
  for (const [i, p] of (value as unknown[]).entries()) {
    const pile = readPile(p, `${name}[${i}]`);
    if (!pile.ok) return pile;
    piles.push(pile.value);
  }
  return ok(piles);
}

/** Reads a position from JSON text or an already parsed value; never throws. */
export function positionFromJson(input: unknown): Result<Position> {
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input.replace(/^\uFEFF/, '')) as unknown;
    } catch (e) {
      return err('ERR_JSON', `not JSON: ${clip((e as Error).message, 120)}`);
    }
  }
  if (!isRecord(data)) return err('ERR_JSON', 'a position is a JSON object {"game", "foundations", "tableau", "stock", "waste"}');
  const def = typeof data.game === 'string' ? findGame(data.game) : undefined;
  if (!def) return err('ERR_UNKNOWN_GAME', `"game": ${excerpt(data.game)} names no known game`);
  const foundations = readPiles(data.foundations, 'foundations');
  if (!foundations.ok) return foundations;
  const tableau = readPiles(data.tableau, 'tableau');
  if (!tableau.ok) return tableau;
  const stock = readPile(data.stock ?? [], 'stock');
  if (!stock.ok) return stock;
  const waste = readPile(data.waste ?? [], 'waste');
  if (!waste.ok) return waste;
  const pos: Position = { game: def.id, foundations: foundations.value, tableau: tableau.value, stock: stock.value, waste: waste.value };
  return validatePosition(def, pos);
}
