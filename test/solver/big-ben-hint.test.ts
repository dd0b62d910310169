import { describe, expect, it } from 'vitest';
import { dealPosition, isLegal, type Position } from '../../src/engine/index.ts';
import { mulberry32 } from '../../src/engine/rng.ts';
import { hintBigBen } from '../../src/solver/hint-big-ben.ts';
import { randomEndgame } from './big-ben-endgames.ts';

const deal = (n: number): Position => {
  const r = dealPosition('big-ben', String(n));
  if (!r.ok) throw new Error(r.message);
  return r.value;
};
const opts = (seed: number) => ({ samples: 3, nodesPerSolve: 20000, budgetMs: 1e9, random: mulberry32(seed) });

describe('Big Ben hint', () => {
  it('suggests a legal move, sampled, that wins in some sample', () => {
    const pos = deal(7);
    const hint = hintBigBen(pos, opts(1));
    expect(hint.kind).toBe('sampled');
    expect(hint.samples).toBe(3);
    expect(hint.move).not.toBeNull();
    expect(isLegal(pos, hint.move!)).toBe(true);
    expect(hint.wins).toBeGreaterThan(0);
  });

  it('never reads the real stock order: the same visible cards give the same hint', () => {
    let suggested = 0;
    for (const n of [7, 11]) {
      const pos = deal(n);
      const other: Position = { ...pos, stock: [...pos.stock].reverse() };
      expect(other.stock).not.toEqual(pos.stock);
      const hint = hintBigBen(pos, opts(n));
      expect(hintBigBen(other, opts(n))).toEqual(hint);
      expect(hint.samples).toBe(3);
      if (hint.move) suggested++;
    }
    expect(suggested).toBeGreaterThan(0);
  });

  it('with an empty stock nothing is hidden: one sample, and null when nothing wins', () => {
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const pos = randomEndgame(seed, 8);
      if (pos.stock.length > 0) continue;
      checked++;
      const hint = hintBigBen(pos, opts(seed));
      expect(hint.samples).toBeLessThanOrEqual(1);
      if (hint.move) expect(isLegal(pos, hint.move)).toBe(true);
      else expect(hint.wins).toBe(0);
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('stopping once the move is decided gives the move all the samples give, from fewer samples', () => {
    const all = (seed: number) => ({ samples: 6, nodesPerSolve: 3000, budgetMs: 1e9, random: mulberry32(seed) });
    let shorter = 0, compared = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const pos = seed <= 4 ? deal(seed + 6) : randomEndgame(seed, 40);
      const full = hintBigBen(pos, all(seed));
      const early = hintBigBen(pos, { ...all(seed), stopWhenDecided: true });
      expect(early.move, `position ${seed}`).toEqual(full.move);
      expect(early.samples).toBeLessThanOrEqual(full.samples);
      compared++;
      if (early.samples < full.samples) shorter++;
    }
    expect(compared).toBe(12);
    expect(shorter, 'some hint decided before its last sample').toBeGreaterThan(0);
  });
});
