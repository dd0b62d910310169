import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine/rng.ts';
import { solve } from '../../src/solver/index.ts';
import { hintBigBen } from '../../src/solver/hint-big-ben.ts';
import { HOUR, withClockStep } from './clock-step.ts';
import { deal } from './support/castle.ts';

// The app calls the solver with a time budget and no clock of its own: a step of the wall clock
// (a phone whose clock is set, a machine restored from a snapshot) must not spend that budget.
describe("the solver's default clock", () => {
  it('is monotonic: a minute-long solve is not cut short when the wall clock steps an hour', () => {
    for (const game of ['citadel', 'big-ben'] as const) {
      const r = withClockStep(() => solve(deal(game, 1), { budgetMs: 60_000 }));
      expect([game, r.verdict, r.ms < HOUR]).toEqual([game, 'won', true]);
    }
  });

  it("gives the Big Ben hint all its samples when the wall clock steps during it", () => {
    const hint = withClockStep(() => hintBigBen(deal('big-ben', 7), { samples: 4, nodesPerSolve: 20_000, budgetMs: 60_000, random: mulberry32(1) }));
    expect(hint.samples).toBe(4);
  });
});
