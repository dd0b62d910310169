/**
 * The Beleaguered Castle family solver (Beleaguered Castle, Sham Battle, Streets and Alleys,
 * Citadel, Fortress, Selective Castle once every card is placed).
 *
 * Two passes of the same iterative depth-first search over a compact board (castle-board.ts):
 * 1. a fast pass that plays every foundation move as soon as it appears. That shortcut is unsound
 *    (a card sent home early may have been needed as a base), so this pass can only report wins,
 *    and it gets a small share of the budget;
 * 2. the proof pass: only the provably safe foundation moves are forced (CastleBoard.isSafe), every
 *    other legal move is tried except those pruned soundly in castle-moves.ts. With a visited set
 *    over canonical keys (rows interchangeable, foundations implied), an exhausted search means no
 *    reachable position is won: the deal is impossible.
 * The visited set never forgets a state, so the search is complete; its size is bounded by
 * `maxStates`, past which the verdict is `unknown` (as for any budget).
 */
import type { Position } from '../engine/index.ts';
import { CastleBoard, HOME, moveTo } from './castle-board.ts';
import { bestFirst } from './castle-best-first.ts';
import { generateMoves } from './castle-moves.ts';
import { ADDED, FULL, HashSet96 } from './hash-set-96.ts';
import { shortenLine } from './castle-shorten.ts';
import type { SolveOptions, SolveResult } from './types.ts';

/**
 * The visited set may grow to 2^25 slots (12 bytes each, three quarters full: 25 million states,
 * 400 MB, 600 MB while the last doubling copies); past that the search gives up (`unknown`).
 */
const TABLE_BITS = 25;
/**
 * The fast passes' shares: at most this many nodes (and a quarter of a node budget), a quarter of
 * any time budget. The safe-only pass gets less: on Beleaguered Castle and Streets and Alleys
 * 1–100 every win it found, it still finds within 100,000 nodes, and its proofs are cheaper in the
 * depth-first pass, which prunes more (castle-moves.ts `lastCard`).
 */
const FAST_NODES = 300_000;
const SAFE_ONLY_NODES = 100_000;
const CHECK_EVERY = 1024;

type Outcome = 'won' | 'exhausted' | 'stopped';

interface Pass {
  autoHome: boolean;
  maxNodes: number;
  deadline: number;
  now: () => number;
  shouldStop: () => boolean;
}

interface PassResult {
  outcome: Outcome;
  path: number[];
  nodes: number;
}

/** Forced foundation moves until none applies; returns how many were played. */
function playForced(b: CastleBoard, path: number[], autoHome: boolean): number {
  let count = 0;
  for (let again = true; again; ) {
    again = false;
    for (let row = 0; row < b.rows; row++) {
      const c = b.top(row);
      if (c < 0 || !(autoHome ? b.fitsHome(c) : b.isSafe(c))) continue;
      const code = (row << 5) | (HOME + ((c / 13) | 0));
      b.play(code);
      path.push(code);
      count++;
      again = true;
    }
  }
  return count;
}

function searchPass(pos: Position, pass: Pass): PassResult {
  const b = new CastleBoard(pos);
  const path: number[] = [];
  const won = (): boolean => b.homeCount === 52;
  playForced(b, path, pass.autoHome);
  if (won()) return { outcome: 'won', path, nodes: 0 };
  const visited = new HashSet96(16, TABLE_BITS);
  visited.add(b.hashA, b.hashB, b.hashC);
  // Typed buffers: a long search keeps millions of frames on the stack.
  let moves: Int32Array<ArrayBuffer> = new Int32Array(1 << 16);
  let frames: Int32Array<ArrayBuffer> = new Int32Array(3 << 12);
  frames[0] = 0; // next move
  frames[1] = generateMoves(b, moves, 0, -1); // end of moves
  frames[2] = path.length; // path length before the move that led here
  let depth = 0, nodes = 0;
  for (;;) {
    if ((nodes & (CHECK_EVERY - 1)) === 0 && nodes > 0 && outOfBudget(pass, nodes)) {
      return { outcome: 'stopped', path, nodes };
    }
    const f = 3 * depth;
    if (frames[f] === frames[f + 1]) {
      if (depth === 0) return { outcome: 'exhausted', path, nodes };
      while (path.length > frames[f + 2]!) b.unplay(path.pop()!);
      depth--;
      continue;
    }
    const code = moves[frames[f]!++]!;
    const mark = path.length;
    b.play(code);
    path.push(code);
    nodes++;
    const forced = playForced(b, path, pass.autoHome);
    if (won()) return { outcome: 'won', path, nodes };
    const seen = visited.add(b.hashA, b.hashB, b.hashC);
    if (seen !== ADDED) {
      if (seen === FULL) return { outcome: 'stopped', path, nodes };
      while (path.length > mark) b.unplay(path.pop()!);
      continue;
    }
    const to = moveTo(code);
    const lastCard = forced === 0 && to < HOME ? b.top(to) : -1;
    const start = frames[f + 1]!;
    if (start + 128 > moves.length) moves = grown(moves);
    if (f + 6 > frames.length) frames = grown(frames);
    depth++;
    frames[f + 3] = start;
    frames[f + 4] = generateMoves(b, moves, start, lastCard);
    frames[f + 5] = mark;
  }
}

function grown(a: Int32Array): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(a.length * 2);
  bigger.set(a);
  return bigger;
}

function outOfBudget(pass: Pass, nodes: number): boolean {
  return nodes >= pass.maxNodes || pass.now() >= pass.deadline || pass.shouldStop();
}

/** Solves a castle-family position (every card dealt: no placement pending). */
export function solveCastle(pos: Position, opts: SolveOptions = {}): SolveResult {
  const now = opts.now ?? Date.now;
  const t0 = now();
  const budget = opts.budgetMs ?? Infinity;
  const maxNodes = opts.maxNodes ?? Infinity;
  const shouldStop = opts.shouldStop ?? ((): boolean => false);
  const result = (verdict: SolveResult['verdict'], path: number[], nodes: number): SolveResult => {
    const b = new CastleBoard(pos);
    return { verdict, moves: verdict === 'won' ? path.map((c) => b.toMove(c)) : [], nodes, ms: now() - t0 };
  };
  // Two fast passes, a quarter of the time each: every fitting card home (finds most wins fast),
  // then only the safe ones home (finds the wins that need a card held back as a base).
  let fastNodes = 0;
  for (const safeOnly of [false, true]) {
    const deadline = t0 + (budget * (safeOnly ? 2 : 1)) / 4;
    const share = Math.min(safeOnly ? SAFE_ONLY_NODES : FAST_NODES, maxNodes / 4);
    const fast = bestFirst(pos, share, () => now() >= deadline || shouldStop(), safeOnly);
    fastNodes += fast.nodes;
    if (fast.path) return result('won', fast.path, fastNodes);
    if (safeOnly && fast.exhausted) return result('impossible', [], fastNodes);
  }
  const proof = searchPass(pos, { autoHome: false, maxNodes: maxNodes - fastNodes, deadline: t0 + budget, now, shouldStop });
  const nodes = fastNodes + proof.nodes;
  if (proof.outcome === 'won') return result('won', shortenLine(pos, proof.path), nodes);
  return result(proof.outcome === 'exhausted' ? 'impossible' : 'unknown', [], nodes);
}
