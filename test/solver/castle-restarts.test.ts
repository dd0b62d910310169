import { describe, expect, it } from 'vitest';
import { type GameId } from '../../src/engine/index.ts';
import { DepthFirst } from '../../src/solver/castle.ts';
import { DeadEnds } from '../../src/solver/castle-dead.ts';
import { CastleBoard } from '../../src/solver/castle-board.ts';
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

describe('the suit-blind try', () => {
  it('knows positions by their ranks: suits swapped between same-rank cards or rows reordered, the same key; a rank moved, another', () => {
    const pos = deal('streets-and-alleys', 14641);
    const key = (p: typeof pos): string => {
      const out = new Int32Array(3);
      new CastleBoard(p).rankHash(out);
      return out.join(',');
    };
    const rowsOf = (p: typeof pos): number[] => p.tableau.map((row) => row.length);
    // Two cards of one rank in different rows, their places swapped.
    const cards = pos.tableau.flatMap((row, i) => row.map((c, k) => ({ c, i, k })));
    const a = cards.find((x) => cards.some((y) => y.i !== x.i && y.c % 13 === x.c % 13))!;
    const b = cards.find((y) => y.i !== a.i && y.c % 13 === a.c % 13)!;
    const swapped = structuredClone(pos);
    swapped.tableau[a.i]![a.k] = b.c;
    swapped.tableau[b.i]![b.k] = a.c;
    expect(new CastleBoard(swapped).hashA).not.toBe(new CastleBoard(pos).hashA);
    expect(key(swapped)).toBe(key(pos));
    const reordered = structuredClone(pos);
    reordered.tableau.reverse();
    expect(key(reordered)).toBe(key(pos));
    const moved = structuredClone(pos);
    moved.tableau[1]!.push(moved.tableau[0]!.pop()!);
    expect(rowsOf(moved)).not.toEqual(rowsOf(pos));
    expect(key(moved)).not.toBe(key(pos));
  });

  it.each([
    ['beleaguered-castle', 66227],
    ['streets-and-alleys', 14641],
  ] as const)('%s %i: wins a deal every other search left open at 100 million nodes, and its line replays', (game, n) => {
    const pos = deal(game, n);
    const t = new ShuffledDepthFirst(pos, new DeadEnds(pos), true, 0, 23, true);
    expect(t.run(1_000_000, () => false)).toBe('won');
    expect(codesWin(pos, t.path)).toBe(true);
    // The restarts try it first.
    const out = new Restarts(pos, new DeadEnds(pos)).run(1_000_000, () => false);
    expect(out.kind).toBe('won');
    if (out.kind === 'won') expect(codesWin(pos, out.path)).toBe(true);
  });

  it('Beleaguered Castle 2072: both suit-blind searches end within a few hundred thousand nodes, which proves nothing: the restarts go on', () => {
    const pos = deal('beleaguered-castle', 2072);
    let nodes = 0;
    for (const streamlined of [true, false]) {
      const t = new ShuffledDepthFirst(pos, new DeadEnds(pos), streamlined, 0, 23, true);
      expect(t.run(1_000_000, () => false)).toBe('exhausted');
      nodes += t.nodes;
    }
    const restarts = new Restarts(pos, new DeadEnds(pos));
    expect(restarts.run(nodes + 200_000, () => false).kind).toBe('open');
    expect(restarts.nodes).toBeGreaterThan(nodes);
  });

  it('Streets and Alleys 15971: the second try, sending only the safe cards home, wins what the first leaves', () => {
    const pos = deal('streets-and-alleys', 15971);
    expect(new ShuffledDepthFirst(pos, new DeadEnds(pos), true, 0, 23, true).run(4_000_000, () => false)).toBe('exhausted');
    const t = new ShuffledDepthFirst(pos, new DeadEnds(pos), false, 0, 23, true);
    expect(t.run(1_000_000, () => false)).toBe('won');
    expect(codesWin(pos, t.path)).toBe(true);
  });
});
