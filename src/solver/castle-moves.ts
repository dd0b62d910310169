/**
 * Move generation for the castle search: the legal single-card moves minus provably pointless
 * ones, best first.
 *
 * Pruning (each sound: the skipped move leads to a state the search reaches anyway):
 * - a lone card to an empty row, and to any empty row but the first (rows are interchangeable);
 * - `lastCard`: the card the previous move put on a row, when no forced move followed it, does not
 *   move to another row now: X→Y then Y→Z reaches the same board as X→Z from the parent (Z = X is
 *   the immediate undo).
 * Ordering: home first, then moves that empty a row or uncover the next card a foundation needs,
 * then builds, moves to an empty row last; moving a card off its natural parent is discouraged.
 */
import { HOME, type CastleBoard } from './castle-board.ts';

const MAX_MOVES = 128;

/** Where moves are written: a plain array or a typed buffer with room for 128 more. */
export type MoveBuffer = number[] | Int32Array;
const scores = new Int32Array(MAX_MOVES);

/** Fills `out` from index `at` with move codes, best first; returns the new end index. */
export function generateMoves(b: CastleBoard, out: MoveBuffer, at: number, lastCard: number): number {
  const start = at;
  const empty = b.firstEmptyRow();
  for (let from = 0; from < b.rows; from++) {
    const c = b.top(from);
    if (c < 0) continue;
    const n = b.len[from]!;
    if (b.fitsHome(c)) at = push(out, at, start, (from << 5) | (HOME + ((c / 13) | 0)), 100000);
    if (c === lastCard) continue;
    const under = b.below(from);
    let base = n === 1 ? 3000 : 0;
    if (under >= 0 && b.fitsHome(under)) base += 2000;
    if (under >= 0 && b.builds(under, c)) base -= 1500;
    base -= n * 10;
    for (let to = 0; to < b.rows; to++) {
      if (to === from) continue;
      if (b.len[to] === 0) {
        if (to !== empty || n === 1) continue;
        at = push(out, at, start, (from << 5) | to, base);
      } else if (b.accepts(to, c)) {
        at = push(out, at, start, (from << 5) | to, base + 1000);
      }
    }
  }
  return at;
}

/** Insertion into out[start..at) kept in decreasing score order (stable). */
function push(out: MoveBuffer, at: number, start: number, code: number, score: number): number {
  let j = at;
  while (j > start && scores[j - 1 - start]! < score) {
    out[j] = out[j - 1]!;
    scores[j - start] = scores[j - 1 - start]!;
    j--;
  }
  out[j] = code;
  scores[j - start] = score;
  return at + 1;
}
