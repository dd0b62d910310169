/** Helpers shared by the castle solver tests: deals, random walks, a naive exhaustive search. */
import {
  clonePosition,
  dealPosition,
  legalMoves,
  play,
  status,
  unplay,
  type GameId,
  type Move,
  type Position,
  type Undo,
} from '../../../src/engine/index.ts';

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
