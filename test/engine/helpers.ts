/** Shared helpers for the engine tests: hand-made positions, playouts and move texts. */
import {
  apply,
  dealPosition,
  gameDef,
  legalMoves,
  makeCard,
  makeMove,
  parseCard,
  type Card,
  type GameId,
  type Move,
  type Position,
  type Result,
} from '../../src/engine/index.ts';

/** The value of a Result, or a thrown test failure naming the error. */
export function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
  return r.value;
}

export function cards(text: string): Card[] {
  return text.split(/\s+/).filter(Boolean).map((w) => {
    const c = parseCard(w);
    if (c === undefined) throw new Error(`bad card ${w} in test data`);
    return c;
  });
}

export const texts = (pile: readonly Card[]): string => pile.map(makeCard).join(' ');

/**
 * A literal position for rule tests, not checked for a full pack: piles named `f0`, `t3`, `stock`,
 * `waste`; the ones left out are empty, except Big Ben foundations, which default to their base card.
 */
export function lay(game: GameId, piles: Record<string, string>): Position {
  const def = gameDef(game);
  const pile = (name: string, dflt = ''): Card[] => cards(piles[name] ?? dflt);
  return {
    game,
    foundations: def.foundations.map((spec, i) =>
      pile(`f${i}`, def.stockActions ? makeCard(spec.suit * 13 + spec.first - 1) : ''),
    ),
    tableau: Array.from({ length: def.rows }, (_, i) => pile(`t${i}`)),
    stock: pile('stock'),
    waste: pile('waste'),
  };
}

export const deal = (game: GameId, n: string): Position => must(dealPosition(game, n));

export const moveTexts = (pos: Position): string[] => legalMoves(pos).map(makeMove);

export { mulberry32 as seeded } from '../../src/engine/rng.ts';

/** Plays `choices[i] mod (number of legal moves)` at each step; stops early when no move is left. */
export function playout(start: Position, choices: readonly number[]): { positions: Position[]; moves: Move[] } {
  const positions = [start];
  const moves: Move[] = [];
  let pos = start;
  for (const k of choices) {
    const legal = legalMoves(pos);
    if (legal.length === 0) break;
    const m = legal[k % legal.length]!;
    pos = apply(pos, m);
    moves.push(m);
    positions.push(pos);
  }
  return { positions, moves };
}

/** How many times each card appears over all piles. */
export function cardCounts(pos: Position): number[] {
  const n = new Array<number>(52).fill(0);
  for (const pile of [...pos.foundations, ...pos.tableau, pos.stock, pos.waste]) for (const c of pile) n[c]!++;
  return n;
}
