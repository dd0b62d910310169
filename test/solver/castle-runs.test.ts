import { describe, expect, it } from 'vitest';
import { clonePosition, legalMoves, play, type Card, type Position } from '../../src/engine/index.ts';
import { CastleBoard, moveFrom, moveTo } from '../../src/solver/castle-board.ts';
import { allMoves } from '../../src/solver/castle-moves.ts';
import { MAX_RUNS, playStep, runMoves, stepLength, stepRows } from '../../src/solver/castle-runs.ts';
import { mulberry32 as rng } from '../../src/engine/rng.ts';
import { deal } from './support/castle.ts';

const rowsOf = (b: CastleBoard): Card[][] => Array.from({ length: b.rows }, (_, r) => Array.from({ length: b.len[r]! }, (_, k) => b.cell(r, k)));
const stepsOf = (b: CastleBoard): number[] => {
  const out = new Int32Array(MAX_RUNS);
  return Array.from(out.subarray(0, runMoves(b, out, 0)));
};

describe('castle run moves', () => {
  it('each run move is a line of legal single moves that lands the run on its row in order, all else unchanged', () => {
    const random = rng(11);
    let checked = 0, longest = 0;
    for (const game of ['beleaguered-castle', 'streets-and-alleys', 'citadel', 'fortress'] as const) {
      for (let n = 1; n <= 40; n++) {
        const pos = deal(game, n), b = new CastleBoard(pos);
        const p = clonePosition(pos);
        for (let step = 0; step < 150; step++) {
          for (const run of stepsOf(b)) {
            const k = stepLength(run), from = moveFrom(stepRows(run)), to = moveTo(stepRows(run));
            const before = rowsOf(b), undo: number[] = [];
            playStep(b, run, undo);
            // Through the engine, move by move.
            const q = clonePosition(p);
            for (const code of undo) {
              const m = b.toMove(code);
              expect(legalMoves(q).some((l) => JSON.stringify(l) === JSON.stringify(m))).toBe(true);
              play(q, m);
            }
            const expected = before.map((row) => row.slice());
            expected[to]!.push(...expected[from]!.splice(before[from]!.length - k, k));
            expect(q.tableau).toEqual(expected);
            expect(rowsOf(b)).toEqual(expected);
            for (let i = undo.length - 1; i >= 0; i--) b.unplay(undo[i]!);
            expect(rowsOf(b)).toEqual(before);
            checked++;
            longest = Math.max(longest, k);
          }
          // A walk that mostly sends cards home when it can, to empty rows.
          const codes = allMoves(b), home = codes.filter((m) => moveTo(m) >= 16);
          if (codes.length === 0) break;
          const pick = home.length > 0 && random() < 0.8 ? home : codes;
          const code = pick[Math.floor(random() * pick.length)]!;
          b.play(code);
          play(p, b.toMove(code));
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(longest).toBeGreaterThanOrEqual(4);
  });

  it('moves up to 2^e cards onto a row with e empty rows, up to 2^(e−1) onto an empty row', () => {
    // Streets and Alleys with A–4 of every suit home. Row 0 holds a ten, then a run from a queen
    // down to a five (any suit builds); row 1's top is the nine of diamonds.
    const c = (suit: number, rank: number): Card => suit * 13 + rank - 1;
    const run = [12, 11, 10, 9, 8, 7, 6, 5].map((rank, i) => c(i % 2, rank)), ten = c(3, 10);
    const rest: Card[] = [];
    for (let s = 0; s < 4; s++) for (let rank = 5; rank <= 13; rank++) if (!run.includes(c(s, rank)) && c(s, rank) !== ten) rest.push(c(s, rank));
    const nine = c(2, 9);
    rest.splice(rest.indexOf(nine), 1);
    const withEmpties = (e: number): Position => {
      const others = rest.slice();
      const tableau: Card[][] = [[ten, ...run], [...others.splice(0, 3), nine]];
      const filled = 8 - 2 - e;
      for (let r = 0; r < filled; r++) tableau.push(others.splice(0, Math.ceil(others.length / (filled - r))));
      for (let r = 0; r < e; r++) tableau.push([]);
      const foundations = [0, 1, 2, 3].map((s) => [1, 2, 3, 4].map((rank) => c(s, rank)));
      return { ...deal('streets-and-alleys', 1), tableau, foundations };
    };
    // The nine takes the run from the eight: 4 cards (8, 7, 6, 5).
    const ontoNine = (e: number): number[] =>
      stepsOf(new CastleBoard(withEmpties(e))).filter((s) => moveFrom(stepRows(s)) === 0 && moveTo(stepRows(s)) === 1).map(stepLength);
    expect(ontoNine(1)).toEqual([]);
    expect(ontoNine(2)).toEqual([4]);
    // Onto an empty row, the whole run (the ten stays): 8 cards need 4 empty rows.
    const ontoEmpty = (e: number): number[] => {
      const b = new CastleBoard(withEmpties(e));
      return stepsOf(b).filter((s) => moveFrom(stepRows(s)) === 0 && b.len[moveTo(stepRows(s))] === 0).map(stepLength);
    };
    expect(ontoEmpty(3)).toEqual([]);
    expect(ontoEmpty(4)).toEqual([8]);
    // Two empty rows: the 4-card run lands in order.
    const b = new CastleBoard(withEmpties(2)), undo: number[] = [];
    const step = stepsOf(b).find((s) => stepLength(s) === 4)!;
    playStep(b, step, undo);
    expect(undo.length).toBe(9); // 2 cards to an empty row through the other, 2 to the nine, 2 back: 3 + 3 + 3
    expect(rowsOf(b)[1]!.slice(-5)).toEqual([nine, ...run.slice(-4)]);
  });
});
