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

/** At most this many moves from one position (Fortress's 10 rows: 10 home + 10·9 to other rows). */
export const MAX_MOVES = 128;

/** Where moves are written: a typed buffer with room for MAX_MOVES more (one type keeps `push` fast). */
export type MoveBuffer = Int32Array;
const scores = new Int32Array(MAX_MOVES);

/** A copy of a search's typed stack or buffer at twice the size. */
export function grown(a: Int32Array): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(a.length * 2);
  bigger.set(a);
  return bigger;
}

/** Scratch: the rows whose top card has each rank (at most four: one deck). */
const byRank = new Int32Array(13 * 4);
const countByRank = new Int32Array(13);

/** Fills `out` from index `at` with move codes, best first; returns the new end index. */
export function generateMoves(b: CastleBoard, out: MoveBuffer, at: number, lastCard: number): number {
  const start = at;
  let empty = -1;
  countByRank.fill(0);
  for (let row = 0; row < b.rows; row++) {
    const c = b.top(row);
    if (c < 0) {
      if (empty < 0) empty = row;
      continue;
    }
    const rank = c % 13;
    byRank[rank * 4 + countByRank[rank]!++] = row;
  }
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
    // Builds: the rows whose top is one rank up (Fortress: one up or down, in suit).
    const rank = c % 13;
    for (let up = b.upDown ? -1 : 1; up <= 1; up += 2) {
      const r = rank + up;
      if (r < 0 || r > 12) continue;
      for (let k = 0; k < countByRank[r]!; k++) {
        const to = byRank[r * 4 + k]!;
        if (b.accepts(to, c)) at = push(out, at, start, (from << 5) | to, base + 1000);
      }
    }
    if (empty >= 0 && n > 1) at = push(out, at, start, (from << 5) | empty, base);
  }
  return at;
}

/** Every legal single move of a board (no pruning), as move codes. */
export function allMoves(b: CastleBoard): number[] {
  const out: number[] = [];
  for (let from = 0; from < b.rows; from++) {
    const c = b.top(from);
    if (c < 0) continue;
    if (b.fitsHome(c)) out.push((from << 5) | (HOME + ((c / 13) | 0)));
    for (let to = 0; to < b.rows; to++) {
      if (to !== from && (b.len[to] === 0 || b.accepts(to, c))) out.push((from << 5) | to);
    }
  }
  return out;
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
