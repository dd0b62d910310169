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
 * A move off a row also gets a bonus that shrinks as the shallowest card a foundation needs next
 * lies deeper in that row: it digs toward the cards that go home next.
 */
import { heightOfCell, HOME, RANK, rowOfCell, STRIDE, SUIT, type CastleBoard } from './castle-board.ts';

/**
 * The digging bonus: NEED_BONUS − 100 per card above the needed one (so none from 10 cards down).
 * Side by side at 10 s with no bonus: Streets and Alleys 1–1000 146.1 s against 187.2 s (7
 * undecided instead of 10). The beams' children come in this order too (it breaks their score
 * ties). Other bonuses: docs/benchmarks.md.
 */
const NEED_BONUS = 1000;
/** Scratch: each row's depth (from its top) of the shallowest card a foundation needs next. */
const needDepth = new Int32Array(16);

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

/** Scratch: each row's top card. */
const tops = new Int32Array(16);

/** Fills `out` from index `at` with move codes, best first; returns the new end index. */
export function generateMoves(b: CastleBoard, out: MoveBuffer, at: number, lastCard: number): number {
  const start = at, cells = b.cells, len = b.len, home = b.home, rows = b.rows;
  // Loops, not fill: the builtin's call costs more than these few stores.
  for (let row = 0; row < rows; row++) needDepth[row] = 99;
  for (let rank = 0; rank < 13; rank++) countByRank[rank] = 0;
  for (let s = 0; s < 4; s++) {
    const r = home[s]!;
    if (r >= 13) continue;
    const cell = b.where[s * 13 + r]!;
    const row = rowOfCell(cell), d = len[row]! - 1 - heightOfCell(cell);
    if (d < needDepth[row]!) needDepth[row] = d;
  }
  let empty = -1;
  for (let row = 0; row < rows; row++) {
    const n = len[row]!;
    if (n === 0) {
      if (empty < 0) empty = row;
      continue;
    }
    const c = (tops[row] = cells[row * STRIDE + n - 1]!), rank = RANK[c]!;
    byRank[rank * 4 + countByRank[rank]!++] = row;
  }
  for (let from = 0; from < rows; from++) {
    const n = len[from]!;
    if (n === 0) continue;
    const c = tops[from]!, rank = RANK[c]!;
    if (home[SUIT[c]!] === rank) at = push(out, at, start, (from << 5) | (HOME + SUIT[c]!), 100000);
    if (c === lastCard) continue;
    let base = (n === 1 ? 3000 : 0) - n * 10 + Math.max(0, NEED_BONUS - 100 * needDepth[from]!);
    if (n > 1) {
      const under = cells[from * STRIDE + n - 2]!;
      if (home[SUIT[under]!] === RANK[under]) base += 2000;
      if (b.builds(under, c)) base -= 1500;
    }
    // Builds: the rows whose top is one rank up (Fortress: one up or down, in suit).
    for (let up = b.upDown ? -1 : 1; up <= 1; up += 2) {
      const r = rank + up;
      if (r < 0 || r > 12) continue;
      for (let k = 0; k < countByRank[r]!; k++) {
        const to = byRank[r * 4 + k]!;
        if (!b.upDown || b.builds(tops[to]!, c)) at = push(out, at, start, (from << 5) | to, base + 1000);
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
