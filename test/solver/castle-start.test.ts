import { describe, expect, it } from 'vitest';
import { cardsOnFoundations, type Position } from '../../src/engine/index.ts';
import { solve } from '../../src/solver/index.ts';
import { StartQuestion } from '../../src/solver/castle-start.ts';
import { RootTests } from '../../src/solver/castle-roots.ts';
import { craftedPositions, deal } from './support/castle.ts';

/** A start question on the layer test the root tests would share with it in the solver. */
const question = (pos: Position): StartQuestion => new StartQuestion(pos, new RootTests(pos).layerTest());

describe('the start question (can the start send home one card more than any beam did?)', () => {
  it('Beleaguered Castle 26: three and four cards can go home from the start, five cannot', () => {
    const pos = deal('beleaguered-castle', 26);
    const climbed = question(pos);
    // No beam past the aces: the question climbs from three cards.
    expect(climbed.ask(4, 1_000_000, () => false)).toBe('dead');
    // A beam that sent four cards more home: the question starts at five, and so costs less.
    const jumped = question(pos);
    expect(jumped.ask(8, 1_000_000, () => false)).toBe('dead');
    expect(jumped.nodes).toBeLessThan(climbed.nodes);
  });

  it('asks nothing under its first budget, and an unknown answer again only at twice its budget', () => {
    const pos = deal('beleaguered-castle', 26);
    const q = question(pos);
    expect(q.ask(8, 999_999, () => false)).toBeUndefined();
    expect(q.nodes).toBe(0);
    // Stopped at once: unknown, its whole budget spent.
    expect(q.ask(8, 1_000_000, () => true)).toBeUndefined();
    const spent = q.nodes;
    expect(spent).toBeGreaterThan(0);
    expect(q.ask(8, 1_999_999, () => false)).toBeUndefined();
    expect(q.nodes).toBe(spent);
    expect(q.ask(8, 2_000_000, () => false)).toBe('dead');
  });

  it('on a winnable deal is open for every goal, then asks nothing more', () => {
    const pos = deal('beleaguered-castle', 2); // won by the solver in a few hundred moves
    const q = question(pos);
    expect(q.ask(4, 10_000_000, () => false)).toBeUndefined();
    const spent = q.nodes;
    expect(q.ask(52, 100_000_000, () => false)).toBeUndefined();
    expect(q.nodes).toBe(spent);
  });

  it('never calls a winnable position dead (brute force on small positions of three games)', () => {
    let winnable = 0;
    for (const game of ['beleaguered-castle', 'streets-and-alleys', 'citadel'] as const) {
      for (const [pos, truth] of craftedPositions(game, 8, 14, 37, 40)) {
        const verdict = question(pos).ask(cardsOnFoundations(pos), 1_000_000, () => false);
        if (truth) expect(verdict, JSON.stringify(pos.tableau)).toBeUndefined();
        if (truth) winnable++;
      }
    }
    expect(winnable).toBeGreaterThan(30);
  });

  it.each([
    ['beleaguered-castle', 1],
    ['streets-and-alleys', 1],
    ['citadel', 21], // none of 1–20 is dead at the start
  ] as const)('%s, 20 deals from %i: dead only where the solver finds no win', (game, from) => {
    let dead = 0;
    for (let n = from; n < from + 20; n++) {
      const pos = deal(game, n);
      if (question(pos).ask(cardsOnFoundations(pos), 1_000_000, () => false) !== 'dead') continue;
      dead++;
      expect(solve(pos, { maxNodes: 1_000_000 }).verdict, `deal ${n}`).toBe('impossible');
    }
    expect(dead).toBeGreaterThan(2);
  });
});
