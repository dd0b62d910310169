// A survey's "won" is a line the engine replayed to a win when it was found (solve-deal.ts): a line
// cut short, or with a move the rules refuse, stops the survey instead of being written as won. A
// deal's recorded time is its work's, whatever the wall clock does meanwhile.
import { describe, expect, it } from 'vitest';
import { dealPosition, parseMove, gameDef, type Move } from '../../src/engine/index.ts';
import { checkWin, solveDeal, type SurveyJob } from '../../src/solver/node/solve-deal.ts';
import { HOUR, withClockStep } from './clock-step.ts';

const moves = (game: string, texts: readonly string[]): Move[] =>
  texts.map((t) => {
    const m = parseMove(t, gameDef(game as 'citadel'));
    if (!m.ok) throw new Error(m.message);
    return m.value;
  });

describe('checkWin', () => {
  const won = solveDeal({ game: 'citadel', deal: '1', maxNodes: 100_000 });
  const start = (): ReturnType<typeof dealPosition> => dealPosition('citadel', '1');

  it('passes the solver line of a won deal, and the deal stays as dealt', () => {
    expect(won.verdict).toBe('won');
    const pos = start();
    if (!pos.ok) throw new Error(pos.message);
    const before = JSON.stringify(pos.value);
    expect(() => checkWin(pos.value, moves('citadel', won.moves), '1')).not.toThrow();
    expect(JSON.stringify(pos.value)).toBe(before);
  });

  it('refuses a line cut short and one with a move the rules refuse, naming the move', () => {
    const pos = start();
    if (!pos.ok) throw new Error(pos.message);
    expect(() => checkWin(pos.value, moves('citadel', won.moves.slice(0, -1)), '1')).toThrow(`citadel deal 1: the solver's ${won.moves.length - 1} moves do not win`);
    const bad = moves('citadel', ['t0-t0', ...won.moves]);
    expect(() => checkWin(pos.value, bad, '1')).toThrow("citadel deal 1: the solver's move 1 (t0-t0) is illegal");
  });

  it('a Selective Castle deal is checked from its round-robin layout', () => {
    const r = solveDeal({ game: 'selective-castle', deal: '2', maxNodes: 200_000 });
    const castle = solveDeal({ game: 'beleaguered-castle', deal: '2', maxNodes: 200_000 });
    expect([r.verdict, r.moves]).toEqual(['won', castle.moves]);
  });
});

describe("a deal's time", () => {
  const steppedDeal = (job: SurveyJob): ReturnType<typeof solveDeal> => withClockStep(() => solveDeal(job));

  it('is the work done, not a step of the wall clock while the deal runs: solved, played blind, and under a time budget', () => {
    const solved = steppedDeal({ game: 'citadel', deal: '1', maxNodes: 100_000 });
    expect([solved.verdict, solved.ms < HOUR]).toEqual(['won', true]);
    const blind = steppedDeal({ game: 'big-ben', deal: '3', blind: { samples: 1, nodesPerSolve: 200, safeFirst: true } });
    expect(blind.ms).toBeLessThan(HOUR);
    // A minute's budget is not spent by the clock's step: the deal is still solved.
    const timed = steppedDeal({ game: 'citadel', deal: '1', budgetMs: 60_000 });
    expect([timed.verdict, timed.ms < HOUR]).toEqual(['won', true]);
  });
});
