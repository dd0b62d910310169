/**
 * Big Ben hints that reveal no hidden card. The player sees the rows, the waste and the foundations;
 * the stock is face down, so all they know of it is which cards it holds (the cards not seen
 * anywhere else). The hint samples stock orders consistent with that (the stock's cards, sorted so
 * the real order is never read, then shuffled), asks the solver for a win in each sample with a
 * small budget, and credits the first move of each win found. It suggests the move credited in the
 * most samples (ties go to the earlier move in legal-move order). A credited move does win in that
 * sample; an uncredited one may too (one solve per sample, not one per move, keeps hints fast).
 * It is a sampled estimate, not a proof, and says so.
 */
import { legalMoves, makeMove, type Move, type Position } from '../engine/index.ts';
import { solveBigBen } from './big-ben.ts';
import { monotonicMs } from './types.ts';

export interface HintOptions {
  /** Stock orders to sample (8 by default; 1 when the stock is empty: nothing is hidden). */
  samples?: number;
  /** Wall-clock budget for the whole hint (3000 ms by default); samples left undone are dropped. */
  budgetMs?: number;
  /** Source of randomness for the samples (Math.random by default); pass a seeded one to repeat a hint. */
  random?: () => number;
  /** Node budget of each sample's solve (60 000 by default): keeps hints repeatable given `random`. */
  nodesPerSolve?: number;
  /** Injectable clock (ms). */
  now?: () => number;
  /**
   * Stop sampling once the samples left cannot change the move (every other move, credited in
   * all of them, would still have fewer wins, or as many and lose the tie): the same move, sooner.
   * `wins` and `samples` then count the samples drawn.
   */
  stopWhenDecided?: boolean;
}

export interface BigBenHint {
  /** The suggested move, or null when no legal move won in any sample. */
  move: Move | null;
  /** In how many samples the solver's win started with `move`. */
  wins: number;
  /** Samples actually examined. */
  samples: number;
  /** Nodes the samples' solves spent, together. */
  nodes: number;
  /** Always 'sampled': the hint is an estimate over stock orders the player cannot tell apart. */
  kind: 'sampled';
}

export function hintBigBen(pos: Position, opts: HintOptions = {}): BigBenHint {
  const now = opts.now ?? monotonicMs;
  const deadline = now() + (opts.budgetMs ?? 3000);
  const random = opts.random ?? Math.random;
  const maxNodes = opts.nodesPerSolve ?? 60_000;
  const moves = legalMoves(pos);
  const wins = moves.map(() => 0);
  const wanted = pos.stock.length === 0 ? 1 : Math.max(1, opts.samples ?? 8);
  const solveOpts = { maxNodes, tryNodes: Math.max(500, maxNodes >> 4), now, shouldStop: () => now() >= deadline };
  let samples = 0, nodes = 0;
  for (let k = 0; k < wanted && moves.length > 0 && now() < deadline; k++) {
    const sample = withStock(pos, shuffled([...pos.stock].sort((a, b) => a - b), random));
    const res = solveBigBen(sample, solveOpts);
    nodes += res.nodes;
    if (res.verdict === 'unknown' && now() >= deadline) break; // a sample cut short by the budget is dropped
    samples++;
    const first = res.verdict === 'won' ? res.moves[0] : undefined;
    const i = first ? moves.findIndex((m) => sameMove(m, first)) : -1;
    if (i >= 0) wins[i]!++;
    if (opts.stopWhenDecided && decided(wins, wanted - k - 1)) break;
  }
  const best = leader(wins);
  return { move: best < 0 ? null : moves[best]!, wins: best < 0 ? 0 : wins[best]!, samples, nodes, kind: 'sampled' };
}

/** The move with the most wins, ties to the earlier one; -1 when none has a win. */
function leader(wins: readonly number[]): number {
  let best = -1;
  wins.forEach((w, i) => {
    if (w > 0 && (best < 0 || w > wins[best]!)) best = i;
  });
  return best;
}

/** Whether `left` more samples, all crediting one other move, could not change the leader. */
function decided(wins: readonly number[], left: number): boolean {
  const best = leader(wins);
  if (best < 0) return false;
  const w = wins[best]!;
  return wins.every((x, i) => i === best || x + left < w || (x + left === w && i > best));
}

const sameMove = (a: Move, b: Move): boolean => makeMove(a) === makeMove(b);

function withStock(pos: Position, stock: number[]): Position {
  return { ...pos, foundations: pos.foundations.map((f) => [...f]), tableau: pos.tableau.map((r) => [...r]), waste: [...pos.waste], stock };
}

function shuffled<T>(a: T[], random: () => number): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}
