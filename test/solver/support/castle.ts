/** Helpers shared by the castle solver tests: deals, random walks, a naive exhaustive search. */
import {
  clonePosition,
  dealPosition,
  legalMoves,
  play,
  status,
  unplay,
  type Card,
  type GameId,
  type Move,
  type Position,
  type Undo,
} from '../../../src/engine/index.ts';
import { mulberry32 } from '../../../src/engine/rng.ts';
import { CastleBoard } from '../../../src/solver/castle-board.ts';

export const deal = (game: GameId, n: number): Position => {
  const r = dealPosition(game, String(n));
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

/** Plays one legal move of p picked by `random`; false when there is none. */
export function playRandomMove(p: Position, random: () => number): boolean {
  const moves = legalMoves(p);
  if (moves.length === 0) return false;
  play(p, moves[Math.floor(random() * moves.length)]!);
  return true;
}

/**
 * Naive exhaustive search through the engine: every legal move, a visited set, nothing else,
 * until a position satisfies `reached`. Undefined when it would visit more than `cap` positions.
 */
export function bruteForce(pos: Position, reached: (p: Position) => boolean, cap: number): boolean | undefined {
  const seen = new Set<string>();
  const p = clonePosition(pos);
  // Iterative, so that long lines do not overflow the call stack.
  const stack: { moves: Move[]; next: number; undo: Undo }[] = [];
  const enter = (): boolean => {
    const key = JSON.stringify(p.tableau);
    if (seen.has(key)) return false;
    seen.add(key);
    stack.push({ moves: legalMoves(p), next: 0, undo: undefined });
    return true;
  };
  enter();
  while (stack.length > 0) {
    if (reached(p)) return true;
    if (seen.size > cap) return undefined;
    const frame = stack[stack.length - 1]!;
    const m = frame.moves[frame.next++];
    if (m === undefined) {
      stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) unplay(p, parent.moves[parent.next - 1]!, parent.undo);
      continue;
    }
    frame.undo = play(p, m);
    if (!enter()) unplay(p, m, frame.undo);
  }
  return false;
}

/** Whether a position can be won, by `bruteForce`. */
export const bruteForceWinnable = (pos: Position, cap = 10_000): boolean | undefined =>
  bruteForce(pos, (p) => status(p) === 'won', cap);

/**
 * A position with few cards left: random foundation heights, the rest spread over every row, and
 * every row holding at least one card so that some positions are stuck.
 */
export function smallPosition(game: GameId, rows: number, left: number, random: () => number): Position {
  const heights = [13, 13, 13, 13];
  for (let k = 0; k < left; k++) {
    const candidates = [0, 1, 2, 3].filter((s) => heights[s]! > 0);
    heights[candidates[Math.floor(random() * candidates.length)]!]!--;
  }
  const loose: Card[] = [];
  heights.forEach((h, s) => {
    for (let r = h; r < 13; r++) loose.push(s * 13 + r);
  });
  for (let i = loose.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [loose[i], loose[j]] = [loose[j]!, loose[i]!];
  }
  const tableau: Card[][] = Array.from({ length: rows }, () => []);
  loose.forEach((c, i) => tableau[i < rows ? i : Math.floor(random() * rows)]!.push(c));
  // Half the time each row is sorted low → high, burying the low cards: stuck positions abound.
  if (random() < 0.5) tableau.forEach((row) => row.sort((a, b) => (a % 13) - (b % 13)));
  const foundations = heights.map((h, s) => Array.from({ length: h }, (_, r) => s * 13 + r));
  return { game, foundations, tableau, stock: [], waste: [] };
}

/** `count` small positions (`smallPosition`, `left` to `left` + 3 cards out, from `seed`), each brute force decides, with its verdict. */
export function* craftedPositions(game: GameId, rows: number, left: number, seed: number, count: number): Generator<[Position, boolean]> {
  const random = mulberry32(seed);
  for (let k = 0; k < count; k++) {
    const pos = smallPosition(game, rows, left + (k % 4), random);
    const truth = bruteForceWinnable(pos);
    if (truth !== undefined) yield [pos, truth];
  }
}

/** Replays a line of the search's move codes through the engine, each move checked legal; true when it ends in a win. */
export function codesWin(pos: Position, codes: readonly number[]): boolean {
  const p = clonePosition(pos), b = new CastleBoard(pos);
  for (const code of codes) {
    const m = b.toMove(code);
    if (!legalMoves(p).some((l) => JSON.stringify(l) === JSON.stringify(m))) return false;
    play(p, m);
    b.play(code);
  }
  return status(p) === 'won';
}
