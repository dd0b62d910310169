import { describe, expect, it } from 'vitest';
import { type GameId, type Position } from '../../src/engine/index.ts';
import { DepthFirst } from '../../src/solver/castle.ts';
import { BestFirst } from '../../src/solver/castle-best-first.ts';
import { DeadEnds } from '../../src/solver/castle-dead.ts';
import { codesWin, craftedPositions, deal } from './support/castle.ts';

const search = (pos: Position, bits = 24): BestFirst => new BestFirst(pos, new DeadEnds(pos), bits);

describe('castle best-first search', () => {
  it.each([
    ['beleaguered-castle', 8, 14],
    ['fortress', 10, 16],
  ] as const)('%s: on small crafted positions it wins exactly what brute force wins, and its lines replay', (game, rows, left) => {
    const tally = { won: 0, impossible: 0 };
    for (const [pos, truth] of craftedPositions(game, rows, left, 5, 60)) {
      const s = search(pos);
      expect(s.run(2_000_000, () => false), JSON.stringify(pos.tableau)).toBe(truth ? 'won' : 'exhausted');
      if (truth) expect(codesWin(pos, s.path)).toBe(true);
      tally[truth ? 'won' : 'impossible']++;
    }
    expect(tally.won, JSON.stringify(tally)).toBeGreaterThan(30);
  });

  it.each(['beleaguered-castle', 'streets-and-alleys', 'citadel', 'fortress'] as GameId[])(
    '%s 1–25: it is exhausted exactly when the complete search is, and wins the rest',
    (game) => {
      const verdicts = { won: 0, exhausted: 0 };
      for (let n = 1; n <= 25; n++) {
        const pos = deal(game, n);
        const proof = new DepthFirst(pos).run(3_000_000, () => false);
        if (proof !== 'won' && proof !== 'exhausted') continue;
        const s = search(pos);
        const out = s.run(3_000_000, () => false);
        if (out === 'paused') continue; // a win it has not reached yet; never an exhaustion
        expect(out, `${game} ${n}`).toBe(proof);
        if (out === 'won') expect(codesWin(pos, s.path), `${game} ${n}`).toBe(true);
        verdicts[out as 'won' | 'exhausted']++;
      }
      expect(verdicts.won + verdicts.exhausted, JSON.stringify(verdicts)).toBeGreaterThan(15);
    },
  );

  it('Beleaguered Castle 6092, where every beam stops at 6 cards home: won, and the line replays', () => {
    const pos = deal('beleaguered-castle', 6092);
    const s = search(pos);
    expect(s.run(10_000_000, () => false)).toBe('won');
    expect(codesWin(pos, s.path)).toBe(true);
  }, 120_000);

  it('stops for good when its visited set is full, and a search in slices finds the same win as one in one go', () => {
    const small = search(deal('beleaguered-castle', 6092), 10);
    expect(small.run(1_000_000, () => false)).toBe('full');
    expect(small.run(2_000_000, () => false)).toBe('full');
    const pos = deal('beleaguered-castle', 17);
    const whole = search(pos);
    expect(whole.run(10_000_000, () => false)).toBe('won');
    const sliced = search(pos);
    let slices = 0;
    for (let until = 10_000; sliced.run(until, () => false) === 'paused'; until += 10_000) slices++;
    expect(slices).toBeGreaterThan(10);
    expect(sliced.path).toEqual(whole.path);
    expect(sliced.nodes).toBe(whole.nodes);
    expect(codesWin(pos, sliced.path)).toBe(true);
  });
});
