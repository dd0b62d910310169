// @vitest-environment happy-dom
/**
 * The web review's time budget: Big Ben's early positions can take the solver its whole time each, so
 * the review shows what it learns as it comes, stops when its own time is up, and says which stretch
 * of moves it could not decide. The solver worker is replaced by an oracle that answers the positions
 * after the losing move at once (impossible) and spends each ask's whole budget on the others (unknown).
 * Then where the board stands against the review (on the game, on a branch, another game), and the
 * review let go when another game is shown.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apply, legalMoves, makeMove, type Position } from '../../src/engine/index.ts';
import { emit } from '../../src/web/game/events.ts';
import { boardOn, BUDGET_MS, reviewAgain, reviewing, type Reviewing } from '../../src/web/review/run.ts';
import { newSession, playMove, stepTo, undoMove } from '../../src/web/state/session.ts';
import { session } from '../../src/web/store.ts';
import { lostGame } from '../solver/support/lost-game.ts';

const asked: number[] = [];
let decided = new Set<string>();
const key = (p: Position): string => JSON.stringify(p);

vi.mock('../../src/web/search/index.ts', () => ({
  ask: (_kind: string, pos: Position, opts: { budgetMs: number }) => {
    asked.push(opts.budgetMs);
    const quick = decided.has(key(pos));
    const answer = { verdict: quick ? 'impossible' : 'unknown', moves: [], nodes: 0, ms: 0 };
    return { promise: new Promise((ok) => setTimeout(() => ok({ status: 'done', answer }), quick ? 5 : opts.budgetMs)), cancel: () => undefined };
  },
}));


afterEach(() => vi.useRealTimers());

/**
 * The lost Big Ben game on the board, played to its end, and the oracle told which positions it
 * answers at once (those after the losing move); gives the game.
 */
function lostGameOnBoard(): ReturnType<typeof lostGame> {
  const g = lostGame('big-ben');
  const s = newSession('big-ben', String(g.deal))!;
  for (const m of g.moves) playMove(s, m, 'off', 0);
  let pos = g.start;
  decided = new Set();
  g.moves.forEach((m, i) => {
    pos = apply(pos, m);
    if (i + 1 > g.k) decided.add(key(pos));
  });
  session.value = s;
  return g;
}

describe('the web review of a Big Ben game whose early positions the solver cannot decide in time', () => {
  it('shows its answers as they come, ends within its budget, and says the stretch it could not decide', async () => {
    const g = lostGameOnBoard();
    vi.useFakeTimers();
    const seen: { r: Reviewing; at: number }[] = [];
    const stop = reviewing.subscribe((r) => r && seen.push({ r, at: Date.now() }));
    const began = Date.now();
    reviewAgain();
    await vi.advanceTimersByTimeAsync(BUDGET_MS.bigBen.review + 1000);
    stop();
    const r = reviewing.value!;
    expect(r.ended).toBe(true);
    expect(r.timeUp).toBe(true);
    expect(r.review!.done).toBe(false);
    // The losing move lies in 1..k + 1: the positions after it answered, the ones before it did not.
    expect(r.review!.undecided).toEqual({ from: 1, to: g.k + 1 });
    expect(r.review!.verdicts[g.k + 1]).toBe('impossible');
    // Partial answers first: the timeline had impossible cells while the review still asked.
    expect(seen.some(({ r: x }) => !x.ended && x.review?.verdicts.includes('impossible'))).toBe(true);
    // Within budget: no ask was given more than an ask's time, and the review ended on its time.
    expect(Math.max(...asked)).toBeLessThanOrEqual(BUDGET_MS.bigBen.ask);
    const ended = seen.find(({ r: x }) => x.ended)!.at - began;
    expect(ended).toBeGreaterThan(BUDGET_MS.bigBen.review - BUDGET_MS.bigBen.ask);
    expect(ended).toBeLessThanOrEqual(BUDGET_MS.bigBen.review);
    expect(makeMove(r.moves[g.k]!)).toBe(makeMove(g.moves[g.k]!));
  });

  it('takes its whole time when the wall clock steps an hour forward as it starts (a phone\'s clock set)', async () => {
    const g = lostGameOnBoard();
    vi.useFakeTimers();
    reviewAgain();
    vi.setSystemTime(Date.now() + 3_600_000);
    await vi.advanceTimersByTimeAsync(BUDGET_MS.bigBen.ask + 1000);
    expect(reviewing.value!.ended, 'ended by the wall clock').toBe(false);
    await vi.advanceTimersByTimeAsync(BUDGET_MS.bigBen.review);
    expect(reviewing.value).toMatchObject({ ended: true, timeUp: true, review: { undecided: { from: 1, to: g.k + 1 } } });
  });

  it('knows the board on the reviewed game, on a branch off it, and back on it', () => {
    const r = reviewing.value!;
    const s = r.session;
    expect(boardOn(r, s)).toBe('game');
    const k = lostGame('big-ben').k;
    stepTo(s, r.moves, k);
    expect(boardOn(r, s)).toBe('game');
    const other = legalMoves(s.pos, s.def).find((m) => makeMove(m) !== makeMove(r.moves[k]!))!;
    playMove(s, other, 'off', 0);
    expect(boardOn(r, s)).toBe('branch');
    undoMove(s);
    expect(boardOn(r, s)).toBe('game');
    stepTo(s, r.moves, r.moves.length);
    expect(s.steps.map((st) => makeMove(st.move))).toEqual(r.moves.map(makeMove));
    expect(boardOn(r, newSession('big-ben', '1')!)).toBe('other');
  });

  it('lets the review go when another game is put on the board', () => {
    const other = newSession('fortress', '1')!;
    expect(reviewing.value).not.toBeNull();
    emit({ type: 'shown', session: other, dealt: true });
    expect(reviewing.value).toBeNull();
  });
});
