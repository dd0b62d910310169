import { describe, expect, it } from 'vitest';
import { type GameId } from '../../src/engine/index.ts';
import { DepthFirst } from '../../src/solver/castle.ts';
import { DeadEnds } from '../../src/solver/castle-dead.ts';
import { Restarts, ShuffledDepthFirst } from '../../src/solver/castle-streamlined.ts';
import { codesWin, craftedPositions, deal } from './support/castle.ts';

describe('castle restarts', () => {
  it.each([
    ['beleaguered-castle', 8, 14],
    ['fortress', 10, 16],
  ] as const)('%s: the restarts win the small crafted positions brute force wins, and their lines replay', (game, rows, left) => {
    // These positions are nearly all winnable; the impossible side is the next test's (real deals).
    const tally = { won: 0, impossible: 0 };
    for (const [pos, truth] of craftedPositions(game, rows, left, 11, 60)) {
      const out = new Restarts(pos, new DeadEnds(pos)).run(2_000_000, () => false);
      expect(out.kind, JSON.stringify(pos.tableau)).toBe(truth ? 'won' : 'impossible');
      if (out.kind === 'won') expect(codesWin(pos, out.path)).toBe(true);
      tally[truth ? 'won' : 'impossible']++;
    }
    expect(tally.won, JSON.stringify(tally)).toBeGreaterThan(30);
  });

  it.each(['beleaguered-castle', 'streets-and-alleys', 'fortress'] as GameId[])(
    '%s 1–25: a sound try is exhausted exactly when the complete search is, whatever its shuffle',
    (game) => {
      for (let n = 1; n <= 25; n++) {
        const pos = deal(game, n);
        const proof = new DepthFirst(pos).run(300_000, () => false);
        if (proof === 'paused') continue;
        for (const seed of [1, 2]) {
          const t = new ShuffledDepthFirst(pos, new DeadEnds(pos), false, seed);
          // A random order seldom wins soon, so a won deal's try may still be going: it must not be exhausted.
          const out = t.run(300_000, () => false);
          if (proof === 'exhausted') expect(out, `${game} ${n} seed ${seed}`).toBe('exhausted');
          else expect(out, `${game} ${n} seed ${seed}`).not.toBe('exhausted');
          if (out === 'won') expect(codesWin(pos, t.path)).toBe(true);
        }
      }
    },
  );

  it('Beleaguered Castle 51: a streamlined try is exhausted, yet the deal is won (so that proves nothing)', () => {
    const pos = deal('beleaguered-castle', 51);
    const streamlined = new ShuffledDepthFirst(pos, new DeadEnds(pos), true, 1);
    expect(streamlined.run(100_000, () => false)).toBe('exhausted');
    const out = new Restarts(pos, new DeadEnds(pos)).run(1_000_000, () => false);
    expect(out.kind).toBe('won');
    if (out.kind === 'won') expect(codesWin(pos, out.path)).toBe(true);
  });

  it('Beleaguered Castle 6949: the restarts win a deal the complete search leaves open at a million nodes', () => {
    const pos = deal('beleaguered-castle', 6949);
    expect(new DepthFirst(pos).run(1_000_000, () => false)).toBe('paused');
    const out = new Restarts(pos, new DeadEnds(pos)).run(3_000_000, () => false);
    expect(out.kind).toBe('won');
    if (out.kind === 'won') expect(codesWin(pos, out.path)).toBe(true);
  });
});
