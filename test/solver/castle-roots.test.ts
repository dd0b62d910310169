import { describe, expect, it } from 'vitest';
import type { GameId } from '../../src/engine/index.ts';
import { DepthFirst } from '../../src/solver/castle.ts';
import { CastleBoard } from '../../src/solver/castle-board.ts';
import { sendHome } from '../../src/solver/castle-beam.ts';
import { LayerTest } from '../../src/solver/castle-layer.ts';
import { deal } from './support/castle.ts';

describe('castle root tests (deeper dead-end tests where the complete search lingers)', () => {
  it.each([523, 77])(
    'Streets and Alleys %i: the complete search proves it impossible (undecided in 3 million nodes without them)',
    (n) => {
      // 523: four cards cannot go home from the start; 77: the search walks a huge plateau of
      // rearrangements whose every exit is proved dead by a four-card test, and lookups in those
      // tests' memory end each later exit at once.
      const pos = deal('streets-and-alleys', n);
      const withRoots = new DepthFirst(pos);
      expect(withRoots.run(10_000_000, () => false)).toBe('exhausted');
      expect(withRoots.roots!.proved).toBeGreaterThan(0);
      const without = new DepthFirst(pos, true, false);
      expect(without.run(3_000_000, () => false)).toBe('paused');
    },
  );

  it('Streets and Alleys 794: a dead answer does not hold back the tests that follow it', () => {
    // Its first root proved dead takes a test of about a million nodes; when that counted against
    // the tests' share, the roots beside it, each proved dead in milliseconds once tested, waited
    // for 3 million search nodes, and the search needed 5.06 million nodes in all.
    const search = new DepthFirst(deal('streets-and-alleys', 794));
    expect(search.run(10_000_000, () => false)).toBe('exhausted');
    expect(search.nodes).toBeLessThan(4_000_000);
    expect(search.roots!.proved).toBeGreaterThan(1);
  });

  it('Beleaguered Castle 1340: cheap open answers do not lead straight to a test that shuts the share', () => {
    // Its start is open for 3, 4 and 5 cards in a few thousand nodes; when a six-card test followed
    // in the same check, it ran out of 50,000 nodes and held back, for a million search nodes, the
    // test that proves the root beside it dead (8 million nodes were not enough then).
    const search = new DepthFirst(deal('beleaguered-castle', 1340));
    expect(search.run(8_000_000, () => false)).toBe('exhausted');
    expect(search.nodes).toBeLessThan(5_000_000);
  });

  it("Streets and Alleys 229: an unknown answer does not hold back its root's next test for long", () => {
    // Its sixth move's position needs a five-card test of 2.4 million abstract nodes; the test
    // asked there after 800,000 search nodes ran out, and with a share of 5 % the next one waited
    // until 16.5 million (the deal took 9.4 s, undecided at 10 s before a safe move home decided).
    const search = new DepthFirst(deal('streets-and-alleys', 229));
    expect(search.run(10_000_000, () => false)).toBe('exhausted');
    expect(search.nodes).toBeLessThan(6_000_000);
  });

  it("Streets and Alleys 186: asked past the beams' ceiling, its roots are proved dead", () => {
    // No beam sends more than 14 cards home: the root after its sixth card home is dead for nine
    // more, the one before it for ten. Climbing one card a check from three, the tests never got
    // there (the search filled its table after 67 million nodes).
    const pos = deal('streets-and-alleys', 186);
    const told = new DepthFirst(pos);
    told.roots!.ceiling = 14;
    expect(told.run(4_000_000, () => false)).toBe('exhausted');
    expect(told.roots!.proved).toBeGreaterThan(1);
    expect(new DepthFirst(pos).run(3_000_000, () => false)).toBe('paused');
  });

  it("Streets and Alleys 1863: once the jumps stop, the tests' share starts afresh", () => {
    // Its beams send at most 6 cards home. Jumping past that from roots with few cards home, the
    // tests run out of budget and use up their share: after 2 million nodes none is asked for the
    // next 4 million, so the search that climbing proves impossible in 24 million nodes was not
    // exhausted at 100 million. The schedule stops the jumps there (castle.ts, JUMP_UNTIL).
    const search = new DepthFirst(deal('streets-and-alleys', 1863));
    search.roots!.ceiling = 6;
    const asked: number[] = [];
    const testFor = LayerTest.prototype.testFor;
    LayerTest.prototype.testFor = function (this: LayerTest, goal, ...rest) {
      asked.push(goal);
      return testFor.call(this, goal, ...rest);
    };
    try {
      search.run(2_000_000, () => false);
      expect(asked.length).toBeGreaterThan(0);
      search.roots!.stopJumping();
      expect(search.roots!.ceiling).toBe(0);
      asked.length = 0;
      search.run(6_000_000, () => false);
      expect(asked.length).toBeGreaterThan(0);
    } finally {
      LayerTest.prototype.testFor = testFor;
    }
  });

  /** The complete search's answer without root tests, for each deal below: the same for both ceilings, so searched once. */
  const without = new Map<string, ReturnType<DepthFirst['run']>>();
  const withoutRoots = (game: GameId, n: number): ReturnType<DepthFirst['run']> => {
    const key = `${game} ${n}`;
    let v = without.get(key);
    if (v === undefined) without.set(key, (v = new DepthFirst(deal(game, n), true, false).run(400_000, () => false)));
    return v;
  };

  it.each([0, 8])(
    'change no verdict: the same answers as the complete search without them (ceiling %i)',
    (ceiling) => {
      let cut = 0;
      // Streets and Alleys 50, 59 and 97 have roots proved dead within these budgets. A ceiling
      // of 8 cards makes the roots jump to deep questions (up to 9 cards from the start): 97,
      // winnable, then has four roots proved dead and is still won, and 77 is proved impossible.
      for (const [game, from, count] of [['streets-and-alleys', 41, 60], ['beleaguered-castle', 1, 30]] as const) {
        for (let n = from; n < from + count; n++) {
          const a = new DepthFirst(deal(game, n));
          a.roots!.ceiling = ceiling;
          const va = a.run(400_000, () => false), vb = withoutRoots(game, n);
          if (va !== 'paused' && vb !== 'paused') expect(va, `${game} ${n}`).toBe(vb);
          if (vb !== 'paused') expect(va, `${game} ${n}`).not.toBe('paused');
          cut += a.roots!.proved;
        }
      }
      expect(cut).toBeGreaterThan(0);
    },
  );

  it('a deep test ends soon after it is told to stop, unknown', () => {
    // Streets and Alleys 229 from the start: seven cards home is a search of millions of nodes.
    const pos = deal('streets-and-alleys', 229);
    const b = new CastleBoard(pos);
    sendHome(b, [], false);
    const layer = new LayerTest(pos, 7);
    let calls = 0;
    expect(layer.testFor(7, b, 5_000_000, () => ++calls > 5)).toBe('unknown');
    // Asked every 4,096 nodes: a test ignoring the answer would ask about 1,200 times. The probe
    // before the full search may lose one stop; the next ask ends the test.
    expect(calls).toBeGreaterThan(5);
    expect(calls).toBeLessThan(8);
  });
});
