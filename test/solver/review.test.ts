import { describe, expect, it } from 'vitest';
import { apply, isLegal, isWon, makeMove, type GameId, type Move, type Position } from '../../src/engine/index.ts';
import { mulberry32 } from '../../src/engine/rng.ts';
import { solve, type Verdict } from '../../src/solver/index.ts';
import { HARDER_MIN, reviewGame, type Ask, type Review } from '../../src/solver/review.ts';
import { hintAt } from '../../src/solver/review-hint.ts';
import { deal } from './support/castle.ts';
import { lostGame, NODES } from './support/lost-game.ts';

/** The real oracle: the solver, as the command line asks it. */
const solverAsk: Ask = async (pos) => solve(pos, { maxNodes: NODES });

const positionAfter = (start: Position, moves: readonly Move[]): Position => moves.reduce(apply, start);

/** Replays a line through the engine, checking each move's legality; true when it ends in a win. */
function replaysToWin(pos: Position, line: readonly Move[]): boolean {
  for (const m of line) {
    if (!isLegal(pos, m)) return false;
    pos = apply(pos, m);
  }
  return isWon(pos);
}

/**
 * A fake oracle over a real game's positions: won before `boundary`, impossible from it, unknown
 * where `hidden` says; lines of `length(i)` placeholder moves. It counts its asks.
 */
function fakeAsk(boundary: number, hidden: (i: number) => boolean = () => false, length = (i: number) => 100 - i) {
  const asked: number[] = [];
  const ask: Ask = async (_pos, i) => {
    asked.push(i);
    const verdict: Verdict = hidden(i) ? 'unknown' : i < boundary ? 'won' : 'impossible';
    return { verdict, moves: verdict === 'won' ? Array<Move>(length(i)).fill({ kind: 'deal' }) : [] };
  };
  return { ask, asked };
}

/** The first `n` moves of the solver's line on a deal with a long one: an unfinished real game. */
function longGame(n: number): { start: Position; moves: Move[] } {
  const start = deal('beleaguered-castle', 8);
  const line = solve(start, { maxNodes: NODES });
  expect(line.moves.length).toBeGreaterThan(n);
  return { start, moves: line.moves.slice(0, n) };
}

const GAMES: GameId[] = ['beleaguered-castle', 'streets-and-alleys', 'fortress', 'citadel', 'big-ben'];

describe('reviewGame on lost games whose losing move is known', () => {
  it.each(GAMES)('%s: names move k + 1 and a winning alternative', async (game) => {
    const lost = lostGame(game);
    const progress: Review[] = [];
    const r = await reviewGame(lost.start, lost.moves, solverAsk, { onProgress: (p) => progress.push(p) });
    expect(r.result).toBe('lost');
    expect(r.done).toBe(true);
    expect(r.undecided).toBeNull();
    expect(r.losingMove?.index).toBe(lost.k + 1);
    expect(makeMove(r.losingMove!.move)).toBe(makeMove(lost.moves[lost.k]!));
    const before = positionAfter(lost.start, lost.moves.slice(0, lost.k));
    expect(r.losingMove!.alternative).toEqual(r.losingMove!.line[0]);
    expect(makeMove(r.losingMove!.alternative!)).not.toBe(makeMove(lost.moves[lost.k]!));
    expect(replaysToWin(before, r.losingMove!.line)).toBe(true);
    // The whole timeline is filled by inference: won up to k, impossible after.
    expect(r.verdicts).toEqual(r.verdicts.map((_, i) => (i <= lost.k ? 'won' : 'impossible')));
    expect(r.asks).toBeLessThanOrEqual(Math.ceil(Math.log2(lost.moves.length + 1)) + 1);
    expect(progress.length).toBeGreaterThanOrEqual(r.asks);
    expect(progress.at(-1)).toEqual(r);
  });

  it("Big Ben: the hint's move at the losing move's position is a legal move there", () => {
    const lost = lostGame('big-ben');
    const before = positionAfter(lost.start, lost.moves.slice(0, lost.k));
    const hint = hintAt(before);
    expect(hint).not.toBeNull();
    expect(isLegal(before, hint!)).toBe(true);
    expect(hintAt(before)).toEqual(hint); // repeatable: a function of the position
    expect(hintAt(deal('fortress', 2))).toBeNull(); // castle games: the verdict itself is the review
  });
});

describe('reviewGame with a fake oracle', () => {
  const game = longGame(100);

  it('asks O(log n) positions on a 100-move game, wherever the loss is', async () => {
    for (let boundary = 0; boundary <= 100; boundary++) {
      const { ask, asked } = fakeAsk(boundary);
      const r = await reviewGame(game.start, game.moves, ask);
      expect(r.result).toBe('unfinished');
      expect(r.losingMove?.index ?? null).toBe(boundary === 0 ? null : boundary);
      // One ask at the end (unfinished), then bisection over 101 positions.
      expect(asked.length).toBeLessThanOrEqual(1 + Math.ceil(Math.log2(101)));
      expect(r.asks).toBe(asked.length);
    }
  });

  it('never names a wrong move when answers are unknown: it widens, or reports undecided', async () => {
    const random = mulberry32(35);
    for (let trial = 0; trial < 300; trial++) {
      const boundary = 1 + Math.floor(random() * 99);
      const share = random();
      const hiddenSet = new Set(game.moves.map((_, i) => i).filter(() => random() < share));
      hiddenSet.delete(100); // the end is proven impossible, as after a loss
      const { ask } = fakeAsk(boundary, (i) => hiddenSet.has(i));
      const r = await reviewGame(game.start, game.moves, ask);
      expect(r.done).toBe(true);
      if (r.losingMove) {
        expect(r.losingMove.index).toBe(boundary);
        expect(r.undecided).toBeNull();
      } else {
        expect(r.undecided).not.toBeNull();
        expect(r.undecided!.from).toBeLessThanOrEqual(boundary);
        expect(r.undecided!.to).toBeGreaterThanOrEqual(boundary);
      }
      r.verdicts.forEach((v, i) => {
        if (v === 'won') expect(i).toBeLessThan(boundary);
        if (v === 'impossible') expect(i).toBeGreaterThanOrEqual(boundary);
      });
    }
  });

  it('reports undecided around unknowns that hide the boundary', async () => {
    const { ask } = fakeAsk(40, (i) => i >= 35 && i <= 45);
    const r = await reviewGame(game.start, game.moves, ask);
    expect(r.losingMove).toBeNull();
    expect(r.undecided).toEqual({ from: 35, to: 46 });
    expect(r.verdicts[34]).toBe('won');
    expect(r.verdicts[40]).toBe('unknown');
    expect(r.verdicts[46]).toBe('impossible');
  });

  it('an unfinished game still winnable at its end: everything won, one ask', async () => {
    const { ask, asked } = fakeAsk(1000);
    const r = await reviewGame(game.start, game.moves, ask);
    expect(r).toMatchObject({ result: 'unfinished', losingMove: null, undecided: null, done: true });
    expect(r.verdicts.every((v) => v === 'won')).toBe(true);
    expect(asked).toEqual([100]);
  });

  it('an impossible deal: no move lost it', async () => {
    const { ask } = fakeAsk(0);
    const r = await reviewGame(game.start, game.moves, ask);
    expect(r.losingMove).toBeNull();
    expect(r.undecided).toBeNull();
    expect(r.verdicts.every((v) => v === 'impossible')).toBe(true);
  });

  it('stops when asked to, with what it knows and done false', async () => {
    const { ask, asked } = fakeAsk(60);
    const r = await reviewGame(game.start, game.moves, ask, { stopped: () => asked.length >= 3 });
    expect(asked.length).toBe(3);
    expect(r.done).toBe(false);
    expect(r.losingMove).toBeNull();
    expect(r.undecided!.from).toBeLessThanOrEqual(60);
    expect(r.undecided!.to).toBeGreaterThanOrEqual(60);
  });
});

describe('reviewGame on won games', () => {
  it('a won game is won at every position; the solver-played game has well-formed harder moves', async () => {
    const start = deal('citadel', 2);
    const line = solve(start, { maxNodes: NODES }).moves;
    const r = await reviewGame(start, line, solverAsk);
    expect(r).toMatchObject({ result: 'won', losingMove: null, undecided: null, done: true });
    expect(r.verdicts.every((v) => v === 'won')).toBe(true);
    expect(r.asks).toBe(line.length);
    for (const h of r.harder) expect(h.after + 1 - h.before).toBeGreaterThanOrEqual(HARDER_MIN);
  });

  it('names the move after which the line grew much longer, and no other', async () => {
    const start = deal('citadel', 2);
    const line = solve(start, { maxNodes: NODES }).moves;
    const n = line.length;
    // The solver knew a line 30 moves shorter than the player's until move 10; after it, 3 shorter
    // (noise: no detour), and from move 30 the player's own.
    const length = (i: number): number => n - i - (i < 10 ? 30 : i < 30 ? 3 : 0);
    const { ask } = fakeAsk(1000, () => false, length);
    const r = await reviewGame(start, line, ask);
    expect(r.harder).toEqual([{ index: 10, before: n - 39, after: n - 13 }]);
  });

  it('a solver line longer than the player then played is capped by it, not taken for a detour', async () => {
    const start = deal('citadel', 2);
    const line = solve(start, { maxNodes: NODES }).moves;
    const n = line.length;
    const { ask } = fakeAsk(1000, () => false, (i) => (i === 20 ? n : n - i));
    const r = await reviewGame(start, line, ask);
    expect(r.harder).toEqual([]);
  });
});

describe('reviewGame input', () => {
  it('throws on a move that is not legal (callers replay records first)', async () => {
    const start = deal('fortress', 2);
    const illegal: Move = { kind: 'deal' };
    expect(isLegal(start, illegal)).toBe(false);
    await expect(reviewGame(start, [illegal], fakeAsk(0).ask)).rejects.toThrow(/move 1, deal, is not legal/);
  });
});
