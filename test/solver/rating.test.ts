import { describe, expect, it } from 'vitest';
import { parseDealNumber, type DealNumber, type GameId } from '../../src/engine/index.ts';
import { rateDeal, THRESHOLDS, type RatedGame } from '../../src/solver/rating.ts';

const deal = (n: number): DealNumber => {
  const d = parseDealNumber(String(n));
  if (!d.ok) throw new Error(d.message);
  return d.value;
};

/**
 * Deals 1–10 of each game: [deal, level (x: proved impossible), score]. A change to the players,
 * their seeds or the thresholds changes this table, and docs/rating.md's figures with it.
 */
const GOLDEN: Record<RatedGame, [number, number | 'x', number][]> = {
  'big-ben': [[1, 4, 2091], [2, 4, 2155], [3, 1, 2503], [4, 4, 2156], [5, 5, 1756], [6, 2, 2315], [7, 2, 2346], [8, 2, 2398], [9, 2, 2339], [10, 1, 2708]],
  'beleaguered-castle': [[1, 'x', 0], [2, 1, 446], [3, 'x', 0], [4, 2, 263], [5, 5, 162], [6, 5, 131], [7, 4, 189], [8, 4, 184], [9, 4, 193], [10, 5, 157]],
  'streets-and-alleys': [[1, 'x', 0], [2, 'x', 0], [3, 'x', 0], [4, 3, 76], [5, 3, 74], [6, 'x', 0], [7, 4, 48], [8, 1, 137], [9, 5, 21], [10, 4, 40]],
  citadel: [[1, 2, 573], [2, 2, 582], [3, 1, 1254], [4, 3, 503], [5, 1, 999], [6, 3, 480], [7, 3, 429], [8, 1, 784], [9, 3, 507], [10, 4, 390]],
  fortress: [[1, 'x', 0], [2, 2, 114], [3, 1, 298], [4, 'x', 0], [5, 2, 114], [6, 'x', 0], [7, 'x', 0], [8, 'x', 0], [9, 'x', 0], [10, 'x', 0]],
};

describe('rateDeal', () => {
  for (const [game, rows] of Object.entries(GOLDEN)) {
    it(`${game}: deals 1–10 keep their ratings`, () => {
      const got = rows.map(([n]) => {
        const r = rateDeal(game as GameId, deal(n));
        return [n, r.level ?? 'x', r.score];
      });
      expect(got).toEqual(rows);
    });
  }

  it('the same deal twice gives the same rating, figures included', () => {
    expect(rateDeal('citadel', deal(617))).toEqual(rateDeal('citadel', deal(617)));
    expect(rateDeal('big-ben', deal(617))).toEqual(rateDeal('big-ben', deal(617)));
  });

  it('stable: deals rated in reverse order, after other games, get the ratings they got in order (no state carried over)', () => {
    const deals = Array.from({ length: 30 }, (_, i) => deal(i + 1));
    for (const game of ['big-ben', 'streets-and-alleys'] as const) {
      const forward = deals.map((d) => rateDeal(game, d));
      rateDeal('citadel', deal(617));
      const backward = [...deals].reverse().map((d) => rateDeal(game, d)).reverse();
      expect(backward).toEqual(forward);
    }
  });

  it('an impossible mark is a proof and no level; a level comes with its playouts', () => {
    const lost = rateDeal('beleaguered-castle', deal(1));
    expect(lost).toMatchObject({ level: null, impossible: true, playouts: 0 });
    expect(lost.nodes).toBeGreaterThan(0);
    const rated = rateDeal('beleaguered-castle', deal(2));
    expect(rated).toMatchObject({ level: 1, impossible: false, playouts: 32 });
  });

  it('Sham Battle and Selective Castle (laid out round-robin) rate as Beleaguered Castle', () => {
    for (const n of [2, 5, 7]) {
      const bc = rateDeal('beleaguered-castle', deal(n));
      expect(rateDeal('sham-battle', deal(n))).toEqual(bc);
      expect(rateDeal('selective-castle', deal(n))).toEqual(bc);
    }
  });

  for (const game of Object.keys(THRESHOLDS) as RatedGame[]) {
    it(`${game}: deals 1–60 use all five levels`, () => {
      const used = new Set(Array.from({ length: 60 }, (_, i) => rateDeal(game, deal(i + 1)).level));
      for (const level of [1, 2, 3, 4, 5]) expect(used.has(level as never), `level ${level}`).toBe(true);
    });
  }
});
