/**
 * Beam search for castle wins: level by level from the start, every child of the kept positions
 * (one move, or a run moved as a whole through the empty rows: castle-runs.ts) is scored and only
 * the `width` best are kept for the next level (with `homeShare`, at most so many per foundation
 * state). Positions met before (96-bit
 * hash, rows interchangeable) are dropped, so a beam moves forward instead of circling. With
 * `autoHome` every card that fits a foundation goes there at once, which is unsound for proofs
 * (a card may have been needed as a base) but finds most wins; a beam never proves anything, it
 * only ever reports wins, whose line is rebuilt from parent links.
 *
 * On Beleaguered Castle deals that the depth-first search could not decide in 10 s, a beam of
 * 1,000 found a win for 23 of 28 within 600,000 nodes (the depth-first search needed up to 60
 * million nodes for the few it did win).
 */
import type { Position } from '../engine/index.ts';
import { CastleBoard, HOME, moveFrom, moveTo } from './castle-board.ts';
import type { DeadTest } from './castle-dead.ts';
import { generateMoves, MAX_MOVES } from './castle-moves.ts';
import { ChildScorer, type Weights } from './castle-score.ts';
import { ADDED, HashSet96 } from './hash-set-96.ts';
import { MAX_RUNS, playStep, runMoves, stepRows } from './castle-runs.ts';

export interface BeamResult {
  /** A winning line (move codes, real rows), or undefined. */
  path: number[] | undefined;
  nodes: number;
  /** The most cards home in any position the beam met. */
  home: number;
  /** Whether the beam gave up for want of progress (`Beam.stall`). */
  stalled: boolean;
}

export { BALANCED, SORTING, UNBLOCKING, type Weights } from './castle-score.ts';

/** Whether sendHome plays card c (−1: an empty row's top, never). */
const goesHome = (b: CastleBoard, c: number, autoHome: boolean): boolean => c >= 0 && (autoHome ? b.fitsHome(c) : b.isSafe(c));

/**
 * Plays every card that fits a foundation (only the provably safe ones unless `autoHome`) until
 * none does; returns how many went home.
 */
export function sendHome(b: CastleBoard, path: number[], autoHome: boolean): number {
  let count = 0;
  for (let again = true; again; ) {
    again = false;
    for (let row = 0; row < b.rows; row++) {
      const c = b.top(row);
      if (!goesHome(b, c, autoHome)) continue;
      const code = (row << 5) | (HOME + ((c / 13) | 0));
      b.play(code);
      path.push(code);
      count++;
      again = true;
    }
  }
  return count;
}

/**
 * Plays a step (a move or a run move, castle-runs.ts) and then the cards it lets go home,
 * recording every move in `undo`, on a position sendHome has nothing left to do on (every position
 * a beam keeps). A step between rows leaves the foundations as they were and changes only the top
 * of the row it leaves (the cards it moves were a top run already, and the empty rows it passes
 * through end empty), so unless that new top may go home there is nothing to scan for.
 */
export function playChild(b: CastleBoard, step: number, undo: number[], autoHome: boolean): void {
  playStep(b, step, undo);
  const code = stepRows(step);
  if (moveTo(code) < HOME && !goesHome(b, b.top(moveFrom(code)), autoHome)) return;
  sendHome(b, undo, autoHome);
}

/** The moves of every kept position: each one's parent and the moves that led to it. */
export class Tree {
  readonly parent: number[] = [];
  readonly start: number[] = [];
  readonly moves: number[] = [];

  add(parent: number, moves: readonly number[]): number {
    this.parent.push(parent);
    this.start.push(this.moves.length);
    for (const m of moves) this.moves.push(m);
    return this.parent.length - 1;
  }

  line(id: number, last: readonly number[]): number[] {
    const parts: number[][] = [last.slice()];
    for (let i = id; i >= 0; i = this.parent[i]!) {
      const end = i + 1 < this.start.length ? this.start[i + 1]! : this.moves.length;
      parts.push(this.moves.slice(this.start[i]!, end));
    }
    return parts.reverse().flat();
  }
}

/** One beam: how many positions each level keeps, whether every fitting card goes home, the scoring. */
export interface Beam {
  width: number;
  autoHome: boolean;
  weights: Weights;
  /** The beam gives up after this many nodes per unit of width without a new most cards home (none if absent). */
  stall?: number;
  /**
   * The most of its width that positions with the same cards home may take, as a fraction (no
   * limit if absent). A beam ranks cards home first, and left to itself fills its width with the
   * descendants of the first positions to send some card home; when those cannot go on, it dies
   * with them. Streets and Alleys 958: every beam up to width 43,740 stopped at 19 cards home;
   * width 1,620 with a share of 0.1 wins it in 306,000 nodes.
   */
  homeShare?: number;
}

export function beamSearch(pos: Position, beam: Beam, maxNodes: number, outOfTime: () => boolean, dead?: DeadTest): BeamResult {
  const { width, autoHome } = beam;
  const b = new CastleBoard(pos);
  const scorer = new ChildScorer(beam.weights);
  const first: number[] = [];
  sendHome(b, first, autoHome);
  if (b.homeCount === 52) return { path: first, nodes: 0, home: 52, stalled: false };
  const tree = new Tree();
  const seen = new HashSet96(14, 23);
  seen.add(b.hashA, b.hashB, b.hashC);
  const bytes = b.savedBytes;
  let level = new Uint8Array(bytes), ids = [tree.add(-1, first)];
  b.save(level, 0);
  const moves = new Int32Array(MAX_MOVES + MAX_RUNS), undo: number[] = [];
  let nodes = 0, nextCheck = 1024, home = b.homeCount, lastGain = 0;
  const stallAfter = (beam.stall ?? Infinity) * width;
  const perState = beam.homeShare === undefined ? Infinity : Math.max(1, Math.floor(beam.homeShare * width));
  while (ids.length > 0) {
    // Children of every kept position: (parent slot, move, score), only those never met.
    const from: number[] = [], code: number[] = [], value: number[] = [];
    for (let i = 0; i < ids.length; i++) {
      b.restore(level, i * bytes);
      scorer.setParent(b);
      const end = runMoves(b, moves, generateMoves(b, moves, 0, -1));
      for (let m = 0; m < end; m++) {
        playChild(b, moves[m]!, undo, autoHome);
        nodes++;
        if (b.homeCount === 52) return { path: tree.line(ids[i]!, undo), nodes, home: 52, stalled: false };
        if (b.homeCount > home) {
          home = b.homeCount;
          lastGain = nodes;
        }
        if (seen.add(b.hashA, b.hashB, b.hashC) === ADDED) {
          from.push(i);
          code.push(moves[m]!);
          value.push(scorer.child(b, stepRows(moves[m]!)));
        }
        while (undo.length > 0) b.unplay(undo.pop()!); // pop: cheaper than setting the length
      }
      if (nodes >= nextCheck) {
        if (nodes >= maxNodes || outOfTime()) return { path: undefined, nodes, home, stalled: false };
        if (nodes - lastGain > stallAfter) return { path: undefined, nodes, home, stalled: true };
        nextCheck = nodes + 1024;
      }
    }
    // Keep the best `width` that are not dead (ties: the earlier child), replaying each one's move
    // from its parent; the dead test runs only on the children that would be kept. With a
    // `homeShare`, a foundation state whose share is full keeps no more.
    const order = bestFirst(value);
    const perHome = perState < Infinity ? new Map<number, number>() : undefined; // kept per foundation state
    const next = new Uint8Array(Math.min(width, order.length) * bytes), nextIds: number[] = [];
    for (let j = 0; j < order.length && nextIds.length < width; j++) {
      // Each kept child's dead test may search (up to 200,000 abstract nodes): a wide level's
      // selection can take seconds, so the clock is read here too.
      if ((j & 63) === 63 && outOfTime()) return { path: undefined, nodes, home, stalled: false };
      const k = order[j]! % ORDER_SLOTS;
      // No hash: it was checked when the child was generated, and the dead tests read only the cards.
      b.restoreCards(level, from[k]! * bytes);
      undo.length = 0;
      playChild(b, code[k]!, undo, autoHome);
      const state = perHome === undefined ? 0 : b.foundationKey(), sharing = perHome?.get(state) ?? 0;
      if (sharing >= perState) continue;
      if (dead?.isDead(b, width)) continue;
      perHome?.set(state, sharing + 1);
      b.save(next, nextIds.length * bytes);
      nextIds.push(tree.add(ids[from[k]!]!, undo));
    }
    undo.length = 0; // the last kept child's moves: the next level's children start from none
    level = next;
    ids = nextIds;
  }
  return { path: undefined, nodes, home, stalled: false };
}

/** Room for the index in a sort key of `bestFirst`: far more children than any level has. */
const ORDER_SLOTS = 2 ** 26;

/**
 * The children's indices by decreasing score, ties by index, as sort keys: (2^20 − score) · 2^26 +
 * index, exact in a double for integer scores of magnitude under 2^20, so the typed array's
 * numeric sort replaces a comparator (several times faster); `key % ORDER_SLOTS` is the index.
 */
function bestFirst(value: readonly number[]): Float64Array {
  const keys = new Float64Array(value.length);
  for (let k = 0; k < value.length; k++) keys[k] = (2 ** 20 - value[k]!) * ORDER_SLOTS + k;
  return keys.sort();
}
