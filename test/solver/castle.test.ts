import { describe, expect, it } from 'vitest';
import { clonePosition, legalMoves, play, status, type GameId, type Position } from '../../src/engine/index.ts';
import { solve } from '../../src/solver/index.ts';
import { beamSchedule, DepthFirst, proofSliceEnd, solveCastle, tableBitsFor } from '../../src/solver/castle.ts';
import { CastleBoard, moveFrom } from '../../src/solver/castle-board.ts';
import { BALANCED, beamSearch, sendHome, SORTING, UNBLOCKING, type Weights } from '../../src/solver/castle-beam.ts';
import { ChildScorer, score } from '../../src/solver/castle-score.ts';
import { DeadEnds, DeadTest } from '../../src/solver/castle-dead.ts';
import { allMoves, generateMoves, MAX_MOVES } from '../../src/solver/castle-moves.ts';
import { mulberry32 as rng } from '../../src/engine/rng.ts';
import { bruteForceWinnable, craftedPositions, deal, playRandomMove, smallPosition } from './support/castle.ts';


/** Replays a solution through the engine; true when it ends in a win. */
function replaysToWin(pos: Position, moves: ReturnType<typeof solve>['moves']): boolean {
  const p = clonePosition(pos);
  for (const m of moves) {
    if (!legalMoves(p).some((l) => JSON.stringify(l) === JSON.stringify(m))) return false;
    play(p, m);
  }
  return status(p) === 'won';
}


const CASTLES: GameId[] = ['beleaguered-castle', 'streets-and-alleys', 'citadel', 'fortress', 'sham-battle'];

describe('castle solver', () => {
  it('the complete search\'s visited set has room for the node budget, between 2^25 and 2^28 slots', () => {
    expect([Infinity, 1_000_000, 10_000_000, 18_000_000].map(tableBitsFor)).toEqual([25, 25, 25, 25]);
    expect([30_000_000, 100_000_000, 1e9].map(tableBitsFor)).toEqual([26, 27, 28]);
    // Three quarters of the cap's slots hold every node of the budget.
    for (const n of [30_000_000, 100_000_000]) expect(0.75 * 2 ** tableBitsFor(n)).toBeGreaterThanOrEqual(n);
  });

  it('a full visited set ends the complete search for good, and the beams and restarts go on to win', () => {
    // Streets and Alleys 10 is won in about 15,000 nodes; a visited set of 2^12 slots fills first.
    const pos = deal('streets-and-alleys', 10);
    const small = new DepthFirst(pos, true, true, 12);
    expect(small.run(1_000_000, () => false)).toBe('full');
    expect(small.run(1_000_000, () => false)).toBe('full'); // never `exhausted` after it skipped a position
    const r = solveCastle(pos, { tableBits: 12, maxNodes: 3_000_000 });
    expect(r.verdict).toBe('won'); // it was `unknown` as soon as the set was full
    expect(replaysToWin(pos, r.moves)).toBe(true);
  });

  it.each(CASTLES)('%s: every won line replays to a win through the engine', (game) => {
    let won = 0;
    for (let n = 1; n <= 12; n++) {
      const pos = deal(game, n);
      const r = solve(pos, { maxNodes: 40_000 });
      if (r.verdict === 'won') {
        won++;
        expect(replaysToWin(pos, r.moves), `${game} ${n}`).toBe(true);
      } else expect(r.moves).toEqual([]);
    }
    expect(won).toBeGreaterThan(0);
  });

  it.each([657, 796])('Citadel %i is won (an early survey stage called it impossible)', (n) => {
    const pos = deal('citadel', n);
    const r = solve(pos, { maxNodes: 1_000_000 });
    expect(r.verdict).toBe('won');
    expect(replaysToWin(pos, r.moves)).toBe(true);
  });

  it('Selective Castle: a placed layout is solved; during placement the verdict is unknown', () => {
    const start = deal('selective-castle', 2);
    expect(solve(start).verdict).toBe('unknown');
    const placed = clonePosition(start);
    for (let i = 0; placed.stock.length > 0; i++) play(placed, { kind: 'place', to: i % 8 });
    const r = solve(placed, { maxNodes: 200_000 });
    expect(r.verdict).not.toBe('unknown');
    if (r.verdict === 'won') expect(replaysToWin(placed, r.moves)).toBe(true);
  });

  it.each([
    ['beleaguered-castle', 8, 14],
    ['fortress', 10, 16],
  ] as const)('%s: verdicts on small crafted positions agree with brute force', (game, rows, left) => {
    const tally = { won: 0, impossible: 0 };
    for (const [pos, truth] of craftedPositions(game, rows, left, 7, 100)) {
      const r = solve(pos);
      expect(r.verdict).not.toBe('unknown');
      expect(r.verdict === 'won', JSON.stringify(pos.tableau)).toBe(truth);
      if (r.verdict === 'won') expect(replaysToWin(pos, r.moves)).toBe(true);
      tally[r.verdict === 'won' ? 'won' : 'impossible']++;
    }
    expect(tally.won + tally.impossible, JSON.stringify(tally)).toBeGreaterThan(40);
    expect(tally.won, JSON.stringify(tally)).toBeGreaterThan(0);
  });

  it.each(['beleaguered-castle', 'streets-and-alleys', 'fortress'] as const)('%s: a card the proof search forces home never changes the verdict (brute force)', (game) => {
    // CastleBoard.isSafe is weaker than the engine's rule for down-any rows (every foundation at
    // r − 2, not every r − 1 home): check P and P-with-c-home against brute force.
    const random = rng(11);
    let checked = 0, beyondEngine = 0;
    for (let k = 0; k < 300 && checked < 30; k++) {
      const pos = smallPosition(game, game === 'fortress' ? 10 : 8, 12 + (k % 6), random);
      const b = new CastleBoard(pos);
      for (let row = 0; row < b.rows; row++) {
        const c = b.top(row);
        if (c < 0 || !b.isSafe(c)) continue;
        const after = clonePosition(pos);
        play(after, { kind: 'foundation', from: row, to: (c / 13) | 0 });
        const truthBefore = bruteForceWinnable(pos, 20_000);
        const truthAfter = bruteForceWinnable(after, 20_000);
        if (truthBefore === undefined || truthAfter === undefined) continue;
        expect(truthAfter, JSON.stringify(pos.tableau)).toBe(truthBefore);
        checked++;
        const r = c % 13;
        if ([0, 1, 2, 3].some((s) => b.home[s]! < r)) beyondEngine++;
        break;
      }
    }
    expect(checked).toBeGreaterThan(10);
    if (game !== 'fortress') expect(beyondEngine).toBeGreaterThan(3);
  });

  it.each(['beleaguered-castle', 'streets-and-alleys', 'citadel', 'fortress'] as const)('%s: impossible deals with small search spaces agree with brute force', (game) => {
    // Random small positions are nearly always winnable, so the `impossible` side is checked on
    // real deals whose whole space the naive search can still visit.
    let confirmed = 0;
    for (let n = 1; n <= 40; n++) {
      const pos = deal(game, n);
      const r = solve(pos, { maxNodes: 3_000 });
      if (r.verdict !== 'impossible') continue;
      const truth = bruteForceWinnable(pos, 60_000);
      if (truth === undefined) continue;
      expect(truth, `${game} ${n}`).toBe(false);
      confirmed++;
    }
    expect(confirmed).toBeGreaterThanOrEqual(3);
  });

  it('two runs give identical output', () => {
    for (const game of CASTLES) {
      const pos = deal(game, 4);
      expect(solve(pos, { maxNodes: 30_000 })).toEqual({ ...solve(pos, { maxNodes: 30_000 }), ms: expect.any(Number) });
    }
  });

  it('known impossible deals stay impossible', () => {
    // Pinned from the survey: each exhausts the complete search quickly.
    for (const [game, n] of [['beleaguered-castle', 1], ['beleaguered-castle', 3], ['streets-and-alleys', 1]] as const) {
      expect(solve(deal(game, n)).verdict, `${game} ${n}`).toBe('impossible');
    }
  });

  it('a node budget gives unknown, never impossible', () => {
    // Streets and Alleys 186 is still undecided after 10 s, so no small budget decides it.
    const r = solve(deal('streets-and-alleys', 186), { maxNodes: 5_000 });
    expect(r.verdict).toBe('unknown');
    expect(r.nodes).toBeLessThanOrEqual(5_000 + 1_200); // budgets are checked every 1024 nodes
  });

  it('shouldStop cancels the search', () => {
    let calls = 0;
    const r = solve(deal('streets-and-alleys', 186), { shouldStop: () => ++calls > 3 });
    expect(r.verdict).toBe('unknown');
  });
});

describe('castle dead-position test', () => {
  it.each(['beleaguered-castle', 'streets-and-alleys', 'citadel', 'fortress'] as const)('%s: no position it calls dead can be won (complete search without it, and brute force)', (game) => {
    // Random walks from real deals; each position the test calls dead is searched to the end by
    // the complete search with the dead test off (and by the naive search when small enough).
    const random = rng(5);
    const test = new DeadTest();
    let dead = 0, proved = 0, brute = 0;
    for (let n = 1; n <= 150; n++) {
      const p = deal(game, n);
      for (let step = 0; step < 60; step++) {
        if (!playRandomMove(p, random)) break;
        if (step % 5 !== 4 || !test.isDead(new CastleBoard(p))) continue;
        dead++;
        const truth = new DepthFirst(p, false).run(100_000, () => false);
        expect(truth, `${game} ${n} ${JSON.stringify(p.tableau)}`).not.toBe('won');
        if (truth === 'exhausted') proved++;
        const naive = bruteForceWinnable(p, 5_000);
        if (naive !== undefined) {
          expect(naive).toBe(false);
          brute++;
        }
        break;
      }
    }
    expect(dead, `dead ${dead} proved ${proved} brute ${brute}`).toBeGreaterThan(25);
    expect(proved).toBeGreaterThan(12);
  });

  it('in beams narrower than 60, the fixpoint alone: the layer search only from width 60', () => {
    // Random walks on Streets and Alleys deals, to positions the fixpoint leaves open and the
    // layer search (with a width-60 beam's budget) proves dead.
    const random = rng(9);
    let found = 0;
    for (let n = 1; n <= 60 && found < 5; n++) {
      const p = deal('streets-and-alleys', n);
      for (let step = 0; step < 80; step++) {
        if (!playRandomMove(p, random)) break;
        const b = new CastleBoard(p);
        if (new DeadTest().isDead(b) || !new DeadEnds(p).isDead(b, 60)) continue;
        expect(new DeadEnds(p).isDead(b, 20)).toBe(false);
        expect(new DeadEnds(p).isDead(b, 0)).toBe(true); // the complete search's test, with a larger budget
        found++;
        break;
      }
    }
    expect(found).toBe(5);
  });

  it('prunes the complete search without changing its verdicts', () => {
    // Beleaguered Castle 484 (impossible): 1.5 million nodes without the test, 90,000 with it.
    let nodesWith = 0, nodesWithout = 0;
    for (const [game, n] of [['beleaguered-castle', 1], ['beleaguered-castle', 484], ['streets-and-alleys', 1], ['citadel', 3]] as const) {
      const withTest = new DepthFirst(deal(game, n)), without = new DepthFirst(deal(game, n), false);
      const a = withTest.run(3_000_000, () => false), b = without.run(3_000_000, () => false);
      expect(a, `${game} ${n}`).toBe(b);
      expect(a).not.toBe('paused');
      expect(withTest.nodes).toBeLessThanOrEqual(without.nodes);
      nodesWith += withTest.nodes;
      nodesWithout += without.nodes;
    }
    expect(nodesWith * 5).toBeLessThan(nodesWithout);
  });
});

describe('castle schedule', () => {
  it("gives the complete search 2 times the beams' nodes, 6 from 200,000 (Streets and Alleys 4, then 12), once a beam sent 15 cards home beyond the start only as many", () => {
    expect(proofSliceEnd(100_000, 0, 'beleaguered-castle')).toBe(200_000);
    expect(proofSliceEnd(300_000, 14, 'beleaguered-castle')).toBe(1_800_000);
    expect(proofSliceEnd(100_000, 14, 'streets-and-alleys')).toBe(400_000);
    expect(proofSliceEnd(300_000, 14, 'streets-and-alleys')).toBe(3_600_000);
    expect(proofSliceEnd(100_000, 15, 'beleaguered-castle')).toBe(100_000);
    expect(proofSliceEnd(300_000, 15, 'streets-and-alleys')).toBe(300_000);
    expect(proofSliceEnd(100, 20, 'citadel')).toBe(2_000); // the first slice
  });

  it('Streets and Alleys 641: the sorting scoring wins it in 500,000 nodes (5 million with Balanced)', () => {
    const pos = deal('streets-and-alleys', 641);
    const r = solve(pos, { maxNodes: 500_000 });
    expect(r.verdict).toBe('won');
    expect(replaysToWin(pos, r.moves)).toBe(true);
    // The same beam with Balanced, whose breaks weigh a tenth, does not win within its budget.
    const b = (weights: Weights): boolean =>
      beamSearch(pos, { width: 180, autoHome: true, weights, stall: 320 }, 108_000, () => false, new DeadEnds(pos)).path !== undefined;
    expect([b(SORTING), b(BALANCED)]).toEqual([true, false]);
  });

  it('runs each beam once: from width 540 Streets and Alleys runs its beams with the home share, then without', () => {
    const first = (game: GameId, n: number): string[] => {
      const out: string[] = [], it = beamSchedule(game);
      for (let i = 0; i < n; i++) {
        const { width, autoHome, weights, homeShare } = it.next().value!;
        out.push(`${width}${autoHome ? '+' : '-'}${weights === SORTING ? 'S' : weights === BALANCED ? 'B' : 'U'}${homeShare ?? ''}`);
      }
      return out;
    };
    expect(first('streets-and-alleys', 18)).toEqual([
      '20+S', '20+U', '60+S', '60+U', '180+S', '180+U',
      '540+S0.1', '540+U0.1', '540-S0.1', '540+S', '540+U', '540-S',
      '1620+S0.1', '1620+U0.1', '1620-S0.1', '1620+S', '1620+U', '1620-S',
    ]);
    expect(first('beleaguered-castle', 12)).toEqual([
      '20+B', '20+U', '60+B', '60+U', '180+B', '180+U', '540+B', '540+U', '540-B', '1620+B', '1620+U', '1620-B',
    ]);
    for (const game of ['streets-and-alleys', 'citadel'] as const) expect(new Set(first(game, 60)).size).toBe(60);
  });

  it('Streets and Alleys 99438: the shared beams die before the first cards home; the free beam of 540 wins', () => {
    // Unknown at 30 million nodes in the 100,000-deal survey before the free beams were in the schedule.
    const pos = deal('streets-and-alleys', 99438);
    const beam = (width: number, homeShare?: number): ReturnType<typeof beamSearch> =>
      beamSearch(pos, { width, autoHome: false, weights: SORTING, stall: 320, homeShare }, width * 600, () => false, new DeadEnds(pos));
    const free = beam(540);
    expect(free.path).toBeDefined();
    const b = new CastleBoard(pos);
    expect(replaysToWin(pos, free.path!.map((c) => b.toMove(c)))).toBe(true);
    for (const width of [540, 1620]) {
      const shared = beam(width, 0.1);
      expect([shared.path, shared.home, shared.stalled]).toEqual([undefined, 5, false]);
    }
  });
});

describe('castle beam search', () => {
  it.each([
    ['beleaguered-castle', 8, 900],
    ['beleaguered-castle', 48, 900],
    ['streets-and-alleys', 10, 900],
  ] as const)('%s %i: a beam of width %i finds a win the depth-first search needs millions of nodes for', (game, n, width) => {
    const pos = deal(game, n);
    for (const autoHome of [true, false]) {
      const r = beamSearch(pos, { width, autoHome, weights: BALANCED }, 600_000, () => false);
      if (!autoHome && r.path === undefined) continue; // holding cards back is the slower variant
      expect(r.path, `${game} ${n} autoHome ${autoHome}`).toBeDefined();
      const b = new CastleBoard(pos);
      expect(replaysToWin(pos, r.path!.map((c) => b.toMove(c)))).toBe(true);
    }
  });

  it('reports no win when its budget runs out, and never more nodes than the budget allows', () => {
    const r = beamSearch(deal('beleaguered-castle', 48), { width: 900, autoHome: true, weights: UNBLOCKING }, 10_000, () => false);
    expect(r.path).toBeUndefined();
    expect(r.nodes).toBeLessThan(10_000 + 1_024 + 200);
  });

  it('reports the most cards it sent home: more as it runs longer, 52 when it wins', () => {
    const pos = deal('streets-and-alleys', 10), beam = { width: 900, autoHome: true, weights: BALANCED };
    const homes = [2_000, 20_000, 600_000].map((budget) => beamSearch(pos, beam, budget, () => false));
    expect(homes.map((r) => r.path === undefined)).toEqual([true, true, false]);
    expect(homes[0]!.home).toBeGreaterThan(0); // no card starts home in Streets and Alleys
    expect(homes[1]!.home).toBeGreaterThan(homes[0]!.home);
    expect(homes[2]!.home).toBe(52);
  });

  it('gives up after `stall` nodes per unit of width without sending more cards home, and not while it gains', () => {
    // Streets and Alleys 77 is impossible: this beam dies out after 24,142 nodes, sending no card
    // home after its first few thousand.
    const pos = deal('streets-and-alleys', 77), beam = { width: 180, autoHome: true, weights: BALANCED };
    const free = beamSearch(pos, beam, 108_000, () => false);
    expect(free.stalled).toBe(false);
    const held = beamSearch(pos, { ...beam, stall: 100 }, 108_000, () => false);
    expect(held.stalled).toBe(true);
    expect(held.nodes).toBeLessThan(free.nodes);
    expect(held.home).toBe(free.home);
    // A winning beam keeps sending cards home: the same limit does not stop it.
    const won = beamSearch(deal('streets-and-alleys', 10), { width: 900, autoHome: true, weights: BALANCED, stall: 100 }, 600_000, () => false);
    expect([won.path !== undefined, won.stalled]).toEqual([true, false]);
  });

  it('Streets and Alleys 958: a share per foundation state lets a beam of 1,620 past the 19 cards where it died', () => {
    const pos = deal('streets-and-alleys', 958);
    const beam = (homeShare?: number): ReturnType<typeof beamSearch> =>
      beamSearch(pos, { width: 1620, autoHome: true, weights: SORTING, stall: 320, homeShare }, 1620 * 600, () => false, new DeadEnds(pos));
    const shared = beam(0.1), free = beam();
    expect(shared.path).toBeDefined();
    const b = new CastleBoard(pos);
    expect(replaysToWin(pos, shared.path!.map((c) => b.toMove(c)))).toBe(true);
    expect([free.path, free.home < 20]).toEqual([undefined, true]);
  });

  it('stops within 64 dead tests of the clock running out, even while keeping a wide level', () => {
    const pos = deal('streets-and-alleys', 186);
    class Counting extends DeadEnds {
      calls = 0;
      override isDead(b: CastleBoard, beamWidth = 0): boolean {
        this.calls++;
        return super.isDead(b, beamWidth);
      }
    }
    const dead = new Counting(pos);
    // The clock runs out after 3,000 dead tests: in the middle of keeping one level of 4,860.
    const r = beamSearch(pos, { width: 4860, autoHome: true, weights: SORTING }, 10_000_000, () => dead.calls > 3_000, dead);
    expect(r.path).toBeUndefined();
    expect(dead.calls).toBeGreaterThan(3_000);
    expect(dead.calls).toBeLessThanOrEqual(3_000 + 64);
  });

  it('scores a child from its parent exactly as scoring it in full', () => {
    const random = rng(5);
    for (const game of ['beleaguered-castle', 'streets-and-alleys', 'fortress'] as const) {
      for (const weights of [BALANCED, UNBLOCKING]) {
        const b = new CastleBoard(deal(game, 7)), scorer = new ChildScorer(weights);
        for (let step = 0; step < 60; step++) {
          scorer.setParent(b);
          const codes = allMoves(b);
          if (codes.length === 0) break;
          for (const code of codes) {
            const undo = [code];
            b.play(code);
            sendHome(b, undo, true);
            expect(scorer.child(b, code)).toBe(score(b, weights));
            for (let k = undo.length - 1; k >= 0; k--) b.unplay(undo[k]!);
          }
          b.play(codes[Math.floor(random() * codes.length)]!);
        }
      }
    }
  });
});

describe('castle board hash', () => {
  const hashOf = (b: CastleBoard): string => `${b.hashA >>> 0}.${b.hashB >>> 0}.${b.hashC >>> 0}`;

  /** Each card's cell index (row · 64 + height), −1 when home, read from the rows. */
  const whereOf = (b: CastleBoard): number[] => {
    const out = new Array<number>(52).fill(-1);
    for (let r = 0; r < b.rows; r++) for (let k = 0; k < b.len[r]!; k++) out[b.cell(r, k)] = r * 64 + k;
    return out;
  };
  /** What the board keeps of where each card lies (the dead test reads it). */
  const kept = (b: CastleBoard): number[] => [...b.where.slice(0, 52)];

  it('ignores which physical row holds what, and follows play/unplay exactly (hash, and where each card lies)', () => {
    const random = rng(3);
    for (const game of ['beleaguered-castle', 'streets-and-alleys', 'fortress'] as const) {
      for (let n = 1; n <= 20; n++) {
        const pos = deal(game, n);
        const b = new CastleBoard(pos);
        expect(kept(b)).toEqual(whereOf(b));
        const shuffled = clonePosition(pos);
        shuffled.tableau.sort(() => random() - 0.5);
        expect(hashOf(new CastleBoard(shuffled))).toBe(hashOf(b));
        // A random walk: after each move the incremental hash equals a fresh board's; undoing
        // every move brings back the first hash.
        const start = hashOf(b), played: number[] = [];
        for (let step = 0; step < 40; step++) {
          const codes = allMoves(b);
          if (codes.length === 0) break;
          const code = codes[Math.floor(random() * codes.length)]!;
          b.play(code);
          played.push(code);
          expect(kept(b)).toEqual(whereOf(b));
          const fresh = new CastleBoard(pos);
          for (const m of played) fresh.play(m);
          expect(hashOf(fresh)).toBe(hashOf(b));
          // restore() hashes from scratch: the same hash as the one kept move by move.
          const saved = new Uint8Array(b.savedBytes);
          b.save(saved, 0);
          const copy = new CastleBoard(pos);
          copy.restore(saved, 0);
          expect(hashOf(copy)).toBe(hashOf(b));
          expect(kept(copy)).toEqual(whereOf(b));
        }
        while (played.length) {
          b.unplay(played.pop()!);
          expect(kept(b)).toEqual(whereOf(b));
        }
        expect(hashOf(b)).toBe(start);
      }
    }
  });

  it('tells apart the positions a search meets', () => {
    // Every distinct position met in a sweep (rows as a sorted list, so row order does not count)
    // gets a distinct hash.
    const b = new CastleBoard(deal('beleaguered-castle', 5));
    const canonical = (): string =>
      Array.from({ length: b.rows }, (_, r) => Array.from({ length: b.len[r]! }, (_, k) => b.cell(r, k)).join(' '))
        .sort()
        .join('|');
    const snapshot = (): Uint8Array => {
      const out = new Uint8Array(b.savedBytes);
      b.save(out, 0);
      return out;
    };
    const byHash = new Map<string, string>();
    const frontier = [snapshot()];
    while (frontier.length && byHash.size < 20_000) {
      b.restore(frontier.pop()!, 0);
      const h = hashOf(b), k = canonical();
      if (byHash.has(h)) {
        expect(byHash.get(h)).toBe(k);
        continue;
      }
      byHash.set(h, k);
      for (const code of allMoves(b)) {
        b.play(code);
        frontier.push(snapshot());
        b.unplay(code);
      }
    }
    expect(byHash.size).toBeGreaterThan(5_000);
  });
});

describe('castle move order', () => {
  it('digs toward the card a foundation needs next: moves off its row come first', () => {
    // Beleaguered Castle with the aces home; the 2♣ lies two cards down in row 5, the other twos at
    // the bottom of rows 1–3. Row 5's top (5♥) can go onto the 6♣ that tops row 4.
    const aces = [0, 13, 26, 39], twos = [1, 14, 27, 40];
    const fiveOfHearts = 26 + 4, nineOfSpades = 13 + 8, sixOfClubs = 5;
    const placed = [...aces, ...twos, fiveOfHearts, nineOfSpades, sixOfClubs];
    const rest = Array.from({ length: 52 }, (_, c) => c).filter((c) => !placed.includes(c));
    const take = (n: number): number[] => rest.splice(0, n);
    const tableau = [
      take(6), [14, ...take(5)], [27, ...take(5)], [40, ...take(5)],
      [...take(5), sixOfClubs], [...take(3), 1, nineOfSpades, fiveOfHearts], take(6), take(6),
    ];
    expect(rest).toEqual([]);
    const pos: Position = { ...deal('beleaguered-castle', 1), tableau, foundations: aces.map((a) => [a]) };
    const b = new CastleBoard(pos);
    const out = new Int32Array(MAX_MOVES);
    const moves = Array.from(out.subarray(0, generateMoves(b, out, 0, -1)));
    expect(moves.some((m) => moveFrom(m) < 5)).toBe(true); // without the bonus, an earlier row's move would lead
    expect(moves[0]).toBe((5 << 5) | 4);
  });
});
