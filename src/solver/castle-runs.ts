/**
 * Run moves for the castle beams: the top k cards of a row, each built on the one below it, moved
 * as a whole onto another row, one card at a time through the empty rows as a player would (the
 * engine has single-card moves only). With e empty rows a run of up to 2^e cards moves onto a row,
 * and up to 2^(e−1) onto an empty one: half of it to an empty row (through the others), the rest to
 * its place, then the half on top. The positions in between have fewer empty rows, and a beam that
 * scores empty rows (castle-score.ts) seldom keeps them; a run move shows it where the run lands
 * in one step. Side by side at 10 s without run moves: Streets and Alleys 1–1000 64.9 s against
 * 71.0 s, Beleaguered Castle 16.6 s against 19.4 s. The complete search does without them: it
 * reaches those positions anyway, card by card (with them it was slower).
 *
 * A beam's children are steps: a move code (castle-board.ts), or a run move: its length k ≥ 2 in
 * the bits from RUN_SHIFT up over the code of the move from its row to its destination.
 */
import { runCapacity } from '../engine/runs.ts';
import { moveFrom, moveTo, type CastleBoard } from './castle-board.ts';

const RUN_SHIFT = 10;
const ROWS_MASK = (1 << RUN_SHIFT) - 1;

/** The run of k cards from row `from` onto row `to`, as a step. */
export const runStep = (from: number, to: number, k: number): number => (k << RUN_SHIFT) | (from << 5) | to;
/** A step's length in cards: 1 for a move, k for a run move. */
export const stepLength = (step: number): number => Math.max(1, step >> RUN_SHIFT);
/** The rows a step leaves and lands on, as a move code (moveFrom / moveTo read them). */
export const stepRows = (step: number): number => step & ROWS_MASK;

/**
 * The most run moves of one position: for each row and each other row at most one length lands
 * (the ranks along a run differ), two in Fortress (one rank up or down), plus one onto an empty row.
 */
export const MAX_RUNS = 2 * 16 * 16;

/** Scratch: the empty rows of the board being expanded or played on. */
const empties = new Int32Array(16);

/**
 * Writes the run moves of board b into out from index `at`; returns the new end. Onto a row: every
 * length from 2 that lands there; onto an empty row: only the whole run, when it is not the whole
 * row (the first empty row: rows are interchangeable).
 */
export function runMoves(b: CastleBoard, out: Int32Array, at: number): number {
  let e = 0;
  for (let r = 0; r < b.rows; r++) if (b.len[r] === 0) empties[e++] = r;
  if (e === 0) return at;
  // The run-move rule is the engine's (engine/runs.ts): onto a row, as many as the empty rows take;
  // onto an empty row, as many as the other empty rows take.
  const most = runCapacity(e), ontoEmpty = runCapacity(e - 1);
  for (let from = 0; from < b.rows; from++) {
    const n = b.len[from]!;
    let run = 1;
    while (run < n && run < most && b.builds(b.cell(from, n - run - 1), b.cell(from, n - run))) run++;
    if (run < 2) continue;
    for (let to = 0; to < b.rows; to++) {
      if (to === from || b.len[to] === 0) continue;
      const top = b.top(to);
      for (let k = 2; k <= run; k++) if (b.builds(top, b.cell(from, n - k))) out[at++] = runStep(from, to, k);
    }
    if (run < n && run <= ontoEmpty) out[at++] = runStep(from, empties[0]!, run);
  }
  return at;
}

/** Plays a step (runMoves' steps, or any move code) card by card, pushing each move onto `undo`. */
export function playStep(b: CastleBoard, step: number, undo: number[]): void {
  const k = stepLength(step), code = stepRows(step), to = moveTo(code);
  let e = 0;
  if (k > 1) for (let r = 0; r < b.rows; r++) if (b.len[r] === 0 && r !== to) empties[e++] = r;
  moveRun(b, k, moveFrom(code), to, 0, e, undo);
}

/** Moves the top n cards of row `from` onto row `to` (a row or a foundation when n = 1) through empties[first..end). */
function moveRun(b: CastleBoard, n: number, from: number, to: number, first: number, end: number, undo: number[]): void {
  if (n === 1) {
    const code = (from << 5) | to;
    b.play(code);
    undo.push(code);
    return;
  }
  if (first === end) throw new Error(`no empty row left to move a run of ${n} cards`);
  const via = empties[first]!, half = n >> 1;
  moveRun(b, half, from, via, first + 1, end, undo);
  moveRun(b, n - half, from, to, first + 1, end, undo);
  moveRun(b, half, via, to, first + 1, end, undo);
}
