/**
 * Shortens a winning line found by depth-first search (which wanders, sometimes for millions of
 * moves): replay it, remember the last step at which each position occurs, then walk from the
 * start always jumping to the latest position reachable in one move.
 *
 * Positions are remembered by 52 bits of the board's incremental position hash, so that a line of
 * millions of moves fits in memory. A hash collision could only make a jump wrong, so the
 * shortened line is replayed at the end and the original line is kept if it does not win.
 */
import type { Position } from '../engine/index.ts';
import { CastleBoard } from './castle-board.ts';
import { allMoves } from './castle-moves.ts';

/** The board's position hash (rows interchangeable) cut to 52 bits, exact in a double. */
function hashKey(b: CastleBoard): number {
  return (b.hashA >>> 0) * 0x100000 + ((b.hashB >>> 0) & 0xfffff);
}

function lastIndexOfPositions(pos: Position, line: readonly number[]): Map<number, number> {
  const b = new CastleBoard(pos);
  const last = new Map<number, number>([[hashKey(b), 0]]);
  line.forEach((code, i) => {
    b.play(code);
    last.set(hashKey(b), i + 1);
  });
  return last;
}

/** The best one-move jump from the board's position: the move and the line index it reaches. */
function bestJump(b: CastleBoard, last: Map<number, number>, at: number): { code: number; index: number } | undefined {
  let best: { code: number; index: number } | undefined;
  for (const code of allMoves(b)) {
    b.play(code);
    const j = last.get(hashKey(b)) ?? -1;
    b.unplay(code);
    if (j > at && (!best || j > best.index)) best = { code, index: j };
  }
  return best;
}

/** Replays a line on the compact board: true when every move is legal and the game is won. */
function wins(pos: Position, line: readonly number[]): boolean {
  const b = new CastleBoard(pos);
  for (const code of line) {
    if (!allMoves(b).includes(code)) return false;
    b.play(code);
  }
  return b.homeCount === 52;
}

export function shortenLine(pos: Position, line: readonly number[]): number[] {
  const last = lastIndexOfPositions(pos, line);
  const b = new CastleBoard(pos);
  const out: number[] = [];
  for (let at = 0; at < line.length; ) {
    const jump = bestJump(b, last, at);
    if (!jump) return [...line];
    b.play(jump.code);
    out.push(jump.code);
    at = jump.index;
  }
  return wins(pos, out) ? out : [...line];
}
