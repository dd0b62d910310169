/**
 * Perft: counts of move sequences pinned per game in test/perft/<game>.perft (see perft-file.ts).
 * The fast generator (forEachLegalMove + play/unplay in place) must give every pinned count; a
 * naive count (every conceivable move tried with isLegal, positions copied with apply) must give
 * the small ones; and two depth-1 counts are derived by hand from the deal below.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameDef, Move, Position } from '../../src/engine/index.ts';
import { apply, dealPosition, GAME_IDS, gameDef, isLegal, legalMoves, makeMove, WASTE } from '../../src/engine/index.ts';
import { divide, perft } from '../../src/cli/commands/perft.ts';
import { parsePerftFile, startOf, type PerftLine } from './perft-file.ts';

const linesOf = (game: string): PerftLine[] => parsePerftFile(readFileSync(new URL(`./${game}.perft`, import.meta.url), 'utf8'));
const title = (l: PerftLine): string => `deal ${l.deal}${l.after.length ? ` after ${l.after.length} moves` : ''} depth ${l.depth} = ${l.count}`;

/** Every move the notation can express for this game, legal or not. */
function everyMove(def: GameDef): Move[] {
  const moves: Move[] = [{ kind: 'deal' }, { kind: 'fill' }];
  for (let to = 0; to < def.rows; to++) moves.push({ kind: 'place', to });
  for (let from = WASTE; from < def.rows; from++) {
    for (let to = 0; to < def.foundations.length; to++) moves.push({ kind: 'foundation', from, to });
    for (let to = 0; to < def.rows; to++) moves.push({ kind: 'tableau', from, to });
  }
  return moves;
}

/** Perft the slow, obvious way: filter all moves through isLegal, copy positions with apply. */
function naivePerft(def: GameDef, pos: Position, depth: number, all = everyMove(def)): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const m of all) if (isLegal(pos, m, def)) n += naivePerft(def, apply(pos, m), depth - 1, all);
  return n;
}

describe.each(GAME_IDS)('%s perft', (game) => {
  const def = gameDef(game);
  const lines = linesOf(game);

  it('has pinned counts', () => expect(lines.length).toBeGreaterThan(5));

  it.each(lines.map((l) => [title(l), l] as const))('%s', (_, line) => {
    const pos = startOf(def, line);
    const before = JSON.stringify(pos);
    expect(perft(def, pos, line.depth)).toBe(line.count);
    expect(JSON.stringify(pos)).toBe(before); // play/unplay left the position as it was
  });

  it('agrees with a naive count on the small lines', () => {
    const small = lines.filter((l) => l.count <= 3000);
    expect(small.length).toBeGreaterThan(2);
    for (const line of small) expect(naivePerft(def, startOf(def, line), line.depth), title(line)).toBe(line.count);
  });

  it('divide sums to the total, move by move', () => {
    const line = lines.find((l) => l.depth === 3 && l.after.length === 0)!;
    const rows = divide(def, startOf(def, line), 3);
    expect(rows.map((r) => r.move)).toEqual(legalMoves(startOf(def, line), def));
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(line.count);
  });
});

const start = (game: 'big-ben' | 'streets-and-alleys'): Position => {
  const r = dealPosition(game, '1');
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

describe('depth-1 counts derived by hand', () => {
  it('Streets and Alleys #1: 3 moves', () => {
    // Tops t0…t7: 6S 9C 2H 6H 6C 3D 8C TC. No ace, so no foundation move. Rows build down in any
    // suit: 9C on TC (t1-t7), 2H on 3D (t2-t5), 8C on 9C (t6-t1); nothing else has a rank above it.
    expect(legalMoves(start('streets-and-alleys')).map(makeMove)).toEqual(['t1-t7', 't2-t5', 't6-t1']);
    expect(linesOf('streets-and-alleys').find((l) => l.deal === '1' && l.depth === 1)?.count).toBe(3);
  });

  it('Big Ben #1: 7 moves', () => {
    // Tops t0…t11: AC 7C 2H AD 9H 7D 9S 8H JH 4D 2D 6H. The clock wants 3C 4H 5S 6D | 7C 8H 9S TD |
    // JC QH KS AD (f0 … f11): 7C → f4, AD → f11, 9S → f6, 8H → f5. Rows build down in suit, K on A:
    // AD on 2D (t3-t10), 8H on 9H (t7-t4). No row is short, so no fill; the stock deals.
    const texts = legalMoves(start('big-ben')).map(makeMove);
    expect(texts).toEqual(['t1-f4', 't3-f11', 't3-t10', 't6-f6', 't7-f5', 't7-t4', 'deal']);
    expect(linesOf('big-ben').find((l) => l.deal === '1' && l.depth === 1 && l.after.length === 0)?.count).toBe(7);
  });

  it('Selective Castle placement: 8^d while every row has room', () => {
    for (const l of linesOf('selective-castle').filter((x) => x.after.length === 0)) expect(l.count).toBe(8 ** l.depth);
  });

  it('Sham Battle counts equal Beleaguered Castle counts for the same lines', () => {
    const castle = new Map(linesOf('beleaguered-castle').map((l) => [`${l.deal} ${l.depth}`, l.count]));
    for (const l of linesOf('sham-battle')) expect(castle.get(`${l.deal} ${l.depth}`)).toBe(l.count);
  });
});
