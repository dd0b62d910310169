/**
 * Shortens a winning line found by depth-first search (which wanders): replay it, remember the
 * last step at which each position occurs, then walk from the start always jumping to the latest
 * position reachable in one move. The result is mapped back to real rows by replaying it and
 * picking, at each step, the legal move that reaches the next position's key.
 */
import type { Position } from '../engine/index.ts';
import { CastleBoard, HOME } from './castle-board.ts';

/** Lines longer than this are returned as found (the shortening is quadratic-ish in practice). */
const MAX_LINE = 20_000;

/** Every legal single move of a board (no pruning), as move codes. */
function allMoves(b: CastleBoard): number[] {
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

/** The key after each move of the line, the start's included. */
function keysAlong(pos: Position, line: readonly number[]): string[] {
  const b = new CastleBoard(pos);
  const keys = [b.key()];
  for (const code of line) {
    b.play(code);
    keys.push(b.key());
  }
  return keys;
}

export function shortenLine(pos: Position, line: readonly number[]): number[] {
  if (line.length > MAX_LINE) return [...line];
  const keys = keysAlong(pos, line);
  const last = new Map<string, number>();
  keys.forEach((k, i) => last.set(k, i));
  const b = new CastleBoard(pos);
  const out: number[] = [];
  for (let at = 0; at < line.length; ) {
    let best = at + 1, bestCode = line[at]!;
    for (const code of allMoves(b)) {
      b.play(code);
      const j = last.get(b.key()) ?? -1;
      b.unplay(code);
      if (j > best) {
        best = j;
        bestCode = code;
      }
    }
    // Rows may now be numbered differently from the original line: follow keys, not codes.
    if (best === at + 1) bestCode = moveReaching(b, keys[best]!) ?? bestCode;
    b.play(bestCode);
    out.push(bestCode);
    at = best;
  }
  return out;
}

function moveReaching(b: CastleBoard, key: string): number | undefined {
  for (const code of allMoves(b)) {
    b.play(code);
    const hit = b.key() === key;
    b.unplay(code);
    if (hit) return code;
  }
  return undefined;
}
