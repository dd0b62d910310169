import { describe, expect, it } from 'vitest';
import { apply, dealPosition, isWon, legalMoves, play, type Position } from '../../src/engine/index.ts';
import { mulberry32 } from '../../src/engine/rng.ts';
import { beamPlan, beamTicket, solveBigBen, tableBitsFor } from '../../src/solver/big-ben.ts';
import { BEAM_WEIGHTS, beamSearch } from '../../src/solver/big-ben-beam.ts';
import { isDeadlocked } from '../../src/solver/big-ben-deadlock.ts';
import { Nrpa } from '../../src/solver/big-ben-nrpa.ts';
import { BigBenState, fromMove, toMove } from '../../src/solver/big-ben-state.ts';
import { isDeadlockedByRounds } from './big-ben-deadlock-ref.ts';
import { bruteForce, randomEndgame } from './big-ben-endgames.ts';

const deal = (n: number): Position => {
  const r = dealPosition('big-ben', String(n));
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

/** Replays a move list through the engine's `play`, checking each move is legal on the way. */
function replaysToWin(start: Position, moves: ReturnType<typeof solveBigBen>['moves']): boolean {
  const p = structuredClone(start);
  for (const m of moves) play(p, m);
  return isWon(p);
}

describe('Big Ben solver', () => {
  it('every won solution replays to a win through the engine', () => {
    let won = 0;
    for (let n = 1; n <= 10; n++) {
      const start = deal(n);
      const res = solveBigBen(start, { maxNodes: 100_000 });
      expect(res.verdict).not.toBe('impossible');
      if (res.verdict === 'won') {
        won++;
        expect(replaysToWin(start, res.moves)).toBe(true);
      }
    }
    expect(won).toBeGreaterThanOrEqual(7);
  });

  it('agrees with a brute-force search on small endgames, impossible ones included', () => {
    const tally = { won: 0, impossible: 0 };
    for (let seed = 1; seed <= 150; seed++) {
      const pos = randomEndgame(seed, 6 + (seed % 13));
      const truth = bruteForce(pos);
      if (truth === 'limit') continue;
      const res = solveBigBen(pos, { maxNodes: 200_000 });
      expect(res.verdict, `seed ${seed}`).toBe(truth);
      if (res.verdict === 'won') expect(replaysToWin(pos, res.moves)).toBe(true);
      tally[truth]++;
    }
    expect(tally.won).toBeGreaterThan(20);
    expect(tally.impossible).toBeGreaterThan(20);
  });

  it('never calls a position on a winning line dead, nor a won endgame', () => {
    for (let n = 1; n <= 4; n++) {
      const start = deal(n);
      const res = solveBigBen(start, { maxNodes: 100_000 });
      if (res.verdict !== 'won') continue;
      const st = new BigBenState(start);
      for (const m of res.moves) {
        expect(isDeadlocked(st)).toBe(false);
        st.play(fromMove(m));
      }
      expect(st.isWon()).toBe(true);
    }
    for (let seed = 100; seed < 160; seed++) {
      const pos = randomEndgame(seed, 12);
      if (bruteForce(pos) === 'won') expect(isDeadlocked(new BigBenState(pos)), `seed ${seed}`).toBe(false);
    }
  });

  it('beam search wins replay to a win through the engine', () => {
    let won = 0;
    for (let n = 1; n <= 8; n++) {
      const start = deal(n);
      const res = beamSearch(start, 16, 300_000, () => false);
      if (res.moves) {
        won++;
        expect(replaysToWin(start, res.moves.map(toMove)), `deal ${n}`).toBe(true);
      }
    }
    expect(won).toBeGreaterThanOrEqual(4);
  });

  it('Big Ben 94628, unknown at 300 million nodes with the first three weightings: the fourth wins it at width 307, and the line replays', () => {
    // (The first weighting's beam of the same width ends without a win in 0.7 million nodes.)
    const start = deal(94628);
    const res = beamSearch(start, 307, 3_000_000, () => false, BEAM_WEIGHTS[3]);
    expect(res.moves).toBeDefined();
    expect(replaysToWin(start, res.moves!.map(toMove))).toBe(true);
  });

  it('the clock share: Big Ben 42689 at width 91 is won with a tenth of the width per clock state, not with the same weights without it', () => {
    const start = deal(42689);
    const shared = BEAM_WEIGHTS.find((w) => w.clockShare === 0.1)!;
    const res = beamSearch(start, 91, 3_000_000, () => false, shared);
    expect(res.moves).toBeDefined();
    expect(replaysToWin(start, res.moves!.map(toMove))).toBe(true);
    expect(beamSearch(start, 91, 3_000_000, () => false, { ...shared, clockShare: undefined }).moves).toBeUndefined();
  });

  it('the seventh weighting, the fifth\'s with a clock share: Big Ben 1379 at width 91 is won with it, not without the share', () => {
    // 8349 and 8533, unknown at 300 million nodes, were won with it at width 1,500 (15.5 and 22.4 million nodes).
    const start = deal(1379);
    expect(BEAM_WEIGHTS[6]).toEqual({ home: 4, blocked: 0, waste: 3, clockShare: 0.1 });
    const res = beamSearch(start, 91, 3_000_000, () => false, BEAM_WEIGHTS[6]);
    expect(res.moves).toBeDefined();
    expect(replaysToWin(start, res.moves!.map(toMove))).toBe(true);
    expect(beamSearch(start, 91, 3_000_000, () => false, BEAM_WEIGHTS[4]).moves).toBeUndefined();
  });

  it('the beams grow by half each time; from width 1,000 on, every weighting has two widths; then tickets', () => {
    const plan = beamPlan(8);
    const beams = Array.from({ length: 40 }, () => plan.next().value);
    const widths = beams.map((b) => b.width);
    expect(widths.slice(0, 13)).toEqual([8, 12, 18, 27, 41, 61, 91, 137, 205, 308, 461, 692, 1038]);
    // Seven weightings, taking turns from the first beam on: 1038 for beams 12-18, 1557 for 19-25.
    expect(BEAM_WEIGHTS).toHaveLength(7);
    expect(widths.slice(12, 26)).toEqual([...Array(7).fill(1038), ...Array(7).fill(1557)]);
    expect(beams.slice(0, 26).map((b) => b.weights)).toEqual(Array.from({ length: 26 }, (_, i) => BEAM_WEIGHTS[i % 7]));
    // Then each beam a ticket: a width of 1,000 to 3,000 and weights of its own, the same every run.
    const tickets = beams.slice(26);
    for (const t of tickets) {
      expect(t.width).toBeGreaterThanOrEqual(1000);
      expect(t.width).toBeLessThanOrEqual(3000);
      expect(t.weights.home).toBe(4);
      expect(t.weights.blocked).toBeGreaterThanOrEqual(0);
      expect(t.weights.blocked).toBeLessThanOrEqual(3);
      expect(t.weights.waste).toBeLessThanOrEqual(4);
    }
    expect(new Set(tickets.map((t) => JSON.stringify(t))).size).toBe(tickets.length);
    expect(tickets.some((t) => t.weights.clockShare !== undefined) && tickets.some((t) => t.weights.clockShare === undefined)).toBe(true);
    const again = beamPlan(8);
    expect(Array.from({ length: 40 }, () => again.next().value)).toEqual(beams);
  });

  it('a ticket draws its weights and width from the random numbers it is given', () => {
    const from = (...xs: number[]) => () => xs.shift()!;
    expect(beamTicket(from(0.5, 0.25, 0.9, 0))).toEqual({ width: 1000, weights: { home: 4, blocked: 1.5, waste: 1 } });
    expect(beamTicket(from(1, 1, 0.1, 1, 1))).toEqual({ width: 3000, weights: { home: 4, blocked: 3, waste: 4, clockShare: 0.3 } });
  });

  it('nested rollouts win Big Ben 31700, which no beam won within 1,000,000,000 nodes; the line replays, and a seed gives the same search every run', () => {
    const start = deal(31700);
    const res = new Nrpa(start, 2).run(2, 1_000_000, () => false);
    expect(res.moves).toBeDefined();
    expect(res.best).toBe(104);
    expect(replaysToWin(start, res.moves!.map(toMove))).toBe(true);
    const again = new Nrpa(start, 2).run(2, 1_000_000, () => false);
    expect(again).toEqual(res);
    // A search stops at its node budget, its best so far short of a win.
    const cut = new Nrpa(start, 2).run(2, 20_000, () => false);
    expect(cut.moves).toBeUndefined();
    expect(cut.nodes).toBeGreaterThanOrEqual(20_000);
    expect(cut.nodes).toBeLessThan(20_000 + 1_000);
    expect(cut.best).toBeLessThan(104);
  });

  it('the schedule runs the rollout searches once their node threshold is spent: 31700 won within 400,000 nodes with them from the start, unknown without', () => {
    const start = deal(31700);
    const res = solveBigBen(start, { maxNodes: 400_000, nrpaFrom: 0 });
    expect(res.verdict).toBe('won');
    expect(replaysToWin(start, res.moves)).toBe(true);
    expect(solveBigBen(start, { maxNodes: 400_000 }).verdict).toBe('unknown');
  });

  it('gives the same result twice under a node budget', () => {
    const a = solveBigBen(deal(5), { maxNodes: 30_000 });
    const b = solveBigBen(deal(5), { maxNodes: 30_000 });
    expect({ ...b, ms: 0 }).toEqual({ ...a, ms: 0 });
  });

  it("once the complete search's table is full, the beams still run (57: won by a beam; without beams, unknown)", () => {
    // A table of 2^8 slots fills at once, as 2^24 did on 44723 at 100 million nodes.
    const start = deal(57);
    const full = solveBigBen(start, { maxNodes: 300_000, tableBits: 8 });
    expect(full.verdict).toBe('won');
    expect(replaysToWin(start, full.moves)).toBe(true);
    expect(solveBigBen(start, { maxNodes: 300_000, tableBits: 8, beamWidth: 0 }).verdict).toBe('unknown');
  });

  it("the complete search's table has room for its third of a large node budget, 2^24 to 2^27 slots", () => {
    expect([tableBitsFor(Infinity), tableBitsFor(2_000_000), tableBitsFor(37_000_000)]).toEqual([24, 24, 24]);
    expect([tableBitsFor(100_000_000), tableBitsFor(300_000_000), tableBitsFor(1e10)]).toEqual([26, 27, 27]);
  });

  it('says unknown when the budget is spent or the search is cancelled', () => {
    expect(solveBigBen(deal(5), { maxNodes: 10 }).verdict).toBe('unknown');
    expect(solveBigBen(deal(5), { shouldStop: () => true }).verdict).toBe('unknown');
    expect(solveBigBen({ ...deal(5), game: 'fortress' }).verdict).toBe('unknown');
    expect(solveBigBen({ ...deal(5), stock: deal(5).stock.slice(1) }).verdict).toBe('unknown');
  });
});

describe('Big Ben dead-position test', () => {
  it('agrees with the round-by-round computation on positions of random games', () => {
    const rand = mulberry32(11);
    let dead = 0, checked = 0;
    for (let n = 1; n <= 20; n++) {
      for (let walk = 0; walk < 5; walk++) {
        let p = deal(n);
        for (let step = 0; step < 150; step++) {
          const moves = legalMoves(p);
          if (moves.length === 0) break;
          p = apply(p, moves[Math.floor(rand() * moves.length)]!);
          const st = new BigBenState(p);
          const expected = isDeadlockedByRounds(st);
          expect(isDeadlocked(st), `deal ${n} walk ${walk} step ${step}`).toBe(expected);
          checked++;
          if (expected) dead++;
        }
      }
    }
    expect(dead).toBeGreaterThan(checked / 10);
    expect(checked - dead).toBeGreaterThan(checked / 10);
  });
});
