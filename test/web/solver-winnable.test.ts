/**
 * The pure helpers behind the in-app solver features (state/winnable.ts) and the solver-checked
 * winnable lists: every listed deal is a proven win (a sample is solved again and its line replayed
 * through the engine here).
 */
import { describe, expect, it } from 'vitest';
import { apply, dealPosition, GAME_IDS, gameDef, inPlacement, legalMoves, parseDealNumber, status, type GameId, type Move, type Position } from '../../src/engine/index.ts';
import { solve, type Verdict } from '../../src/solver/index.ts';
import { winnableDeals } from '../../src/web/data/winnable/index.ts';
import { lastWinnablePoint, layOut, lineFromStart, pickWinnable, PLACEMENTS, positionAt, replaysToWin, undoPoints } from '../../src/web/state/winnable.ts';
import { mulberry32 as seeded } from '../../src/engine/rng.ts';

function deal(game: GameId, n: string): Position {
  const r = dealPosition(game, n);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}


describe('pickWinnable', () => {
  it('draws from the list, never the deal on screen when there is another, and covers the list', () => {
    const list = ['3', '5', '8', '13'];
    const random = seeded(1);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const d = pickWinnable(list, random, '5')!;
      expect(list).toContain(d);
      expect(d).not.toBe('5');
      seen.add(d);
    }
    expect([...seen].sort()).toEqual(['13', '3', '8']);
    expect(pickWinnable(['5'], random, '5')).toBe('5');
    expect(pickWinnable([], random)).toBeUndefined();
    expect(pickWinnable(list, () => 0.999999)).toBe('13');
  });
});

describe('undoPoints', () => {
  it('0 and every player move; auto-moves belong to the move before them', () => {
    const steps = [false, true, true, false, false, true].map((auto) => ({ auto }));
    expect(undoPoints(steps)).toEqual([0, 3, 4]);
    expect(undoPoints([])).toEqual([0]);
    expect(undoPoints([{ auto: true }, { auto: false }])).toEqual([0, 1]);
  });
});

describe('lastWinnablePoint', () => {
  const points = [0, 2, 3, 7, 9, 10, 15];
  it('finds the last winnable point with about log2(n) checks', async () => {
    for (let last = -1; last < points.length; last++) {
      const asked: number[] = [];
      const check = async (k: number): Promise<Verdict> => {
        asked.push(k);
        return points.indexOf(k) <= last ? 'won' : 'impossible';
      };
      expect(await lastWinnablePoint(points, check)).toBe(last < 0 ? null : points[last]);
      expect(asked.length).toBeLessThanOrEqual(3);
    }
  });

  it('treats unknown as not proven: the answer is always a point the solver proved won', async () => {
    const verdicts: Record<number, Verdict> = { 0: 'won', 2: 'won', 3: 'won', 7: 'unknown', 9: 'impossible', 10: 'impossible', 15: 'impossible' };
    expect(await lastWinnablePoint(points, async (k) => verdicts[k]!)).toBe(3);
  });
});

/** Plays seeded random moves from `start` until the game is lost; the moves, or undefined. */
function randomLoss(start: Position, random: () => number): Move[] | undefined {
  let pos = start;
  const moves: Move[] = [];
  for (let i = 0; i < 400; i++) {
    const st = status(pos);
    if (st === 'lost') return moves;
    if (st === 'won') return undefined;
    // Foundation moves are avoided, so the random walk loses quickly.
    const all = legalMoves(pos);
    const quiet = all.filter((m) => m.kind !== 'foundation');
    const from = quiet.length ? quiet : all;
    const m = from[Math.floor(random() * from.length)]!;
    moves.push(m);
    pos = apply(pos, m);
  }
  return undefined;
}

describe('lastWinnablePoint on real lost games (solver checks)', () => {
  it.each(['citadel', 'fortress', 'beleaguered-castle'] as GameId[])('%s: the answer is proven won and the next point is not', async (game) => {
    const list = await winnableDeals(game);
    const start = deal(game, list[0]!);
    const random = seeded(7);
    let moves: Move[] | undefined;
    for (let i = 0; i < 50 && !moves; i++) moves = randomLoss(start, random);
    expect(moves, 'a random walk should lose').toBeDefined();
    const steps = moves!.map(() => ({ auto: false }));
    const verdictAt = (k: number): Verdict => solve(positionAt(start, moves!, k), { budgetMs: 5000 }).verdict;
    const found = await lastWinnablePoint(undoPoints(steps), async (k) => verdictAt(k));
    expect(found).not.toBeNull();
    expect(verdictAt(found!)).toBe('won');
    expect(verdictAt(found! + 1)).not.toBe('won');
  });
});

describe('Selective Castle layouts', () => {
  it('every strategy places each offered card, at most placementMax a row', () => {
    const start = deal('selective-castle', '1');
    const def = gameDef('selective-castle');
    for (const how of PLACEMENTS) {
      const placed = layOut(start, how).reduce(apply, start);
      expect(inPlacement(def, placed)).toBe(false);
      expect(placed.tableau.every((r) => r.length <= def.placementMax)).toBe(true);
      expect(placed.tableau.flat().length).toBe(48);
    }
  });

  it('a line from the start places the cards, then wins through the engine', () => {
    const start = deal('selective-castle', '2');
    const line = lineFromStart(start, (p) => solve(p, { budgetMs: 10_000 }));
    expect(line.verdict).toBe('won');
    expect(line.moves.slice(0, 48).every((m) => m.kind === 'place')).toBe(true);
    expect(replaysToWin(start, line.moves)).toBe(true);
    expect(replaysToWin(start, line.moves.slice(0, -1))).toBe(false);
  });
});

describe('winnable lists', () => {
  it.each(GAME_IDS)('%s: a few hundred distinct deal numbers', async (game) => {
    const list = await winnableDeals(game);
    expect(list.length).toBeGreaterThanOrEqual(100);
    expect(new Set(list).size).toBe(list.length);
    for (const d of list) expect(parseDealNumber(d).ok).toBe(true);
  });

  // A node budget, not a time one: the same verdicts on a busy machine (the time cap only guards a hang).
  it.each(GAME_IDS)('%s: a sample of listed deals are solved again and replay to a win', { timeout: 180_000 }, async (game) => {
    const list = await winnableDeals(game);
    // First, last and two spread between: a different sample per game, the same every run.
    const sample = [...new Set([0, Math.floor(list.length / 3), Math.floor((2 * list.length) / 3), list.length - 1])].map((i) => list[i]!);
    for (const d of sample) {
      const start = deal(game, d);
      const line = lineFromStart(start, (p) => solve(p, { maxNodes: 4_000_000, budgetMs: 40_000 }));
      expect(line.verdict, `${game} ${d}`).toBe('won');
      expect(replaysToWin(start, line.moves), `${game} ${d} replays`).toBe(true);
    }
  });
});
