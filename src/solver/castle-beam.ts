/**
 * Beam search for castle wins: level by level from the start, every child of the kept positions
 * is scored and only the `width` best are kept for the next level. Positions met before (96-bit
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
import { CastleBoard, HOME } from './castle-board.ts';
import type { DeadTest } from './castle-dead.ts';
import { generateMoves } from './castle-moves.ts';
import { ADDED, HashSet96 } from './hash-set-96.ts';

export interface BeamResult {
  /** A winning line (move codes, real rows), or undefined. */
  path: number[] | undefined;
  nodes: number;
}

export interface Weights {
  home: number;
  empty: number;
  breaks: number;
  buried: number;
  blocked: number;
}

/**
 * Two scorings, taken in turn (a portfolio: each wins deals the other misses). Balanced was tuned
 * on Beleaguered Castle deals 1–740 that the depth-first search left undecided; Unblocking on the
 * Streets and Alleys wins that took longest. On those two sets (Beleaguered Castle's 20 and Streets
 * and Alleys' 12 slowest wins), the beams needed 18.5 and 39.7 million nodes with Balanced alone,
 * 26.9 (one deal not won) and 6.1 with Unblocking alone, 14.0 and 11.1 taking turns.
 */
export const BALANCED: Weights = { home: 10, empty: 8, breaks: 3, buried: 2, blocked: 3 };
export const UNBLOCKING: Weights = { home: 10, empty: 8, breaks: 3, buried: 1, blocked: 20 };

/**
 * Higher is better: cards home, empty rows; few breaks in the rows' descending runs, few cards
 * over a lower card of their own suit (each must leave its row before going home), and the next
 * card each foundation needs lying shallow.
 */
export function score(b: CastleBoard, w: Weights): number {
  let breaks = 0, empty = 0, buried = 0, blocked = 0;
  const lowest = LOWEST;
  for (let r = 0; r < b.rows; r++) {
    const n = b.len[r]!;
    if (n === 0) empty++;
    lowest.fill(13);
    for (let k = 0; k < n; k++) {
      const c = b.cell(r, k), s = (c / 13) | 0, rank = c % 13;
      if (k > 0 && !b.builds(b.cell(r, k - 1), c)) breaks++;
      if (b.home[s] === rank) buried += n - 1 - k;
      if (lowest[s]! < rank) blocked++;
      else lowest[s] = rank;
    }
  }
  return b.homeCount * w.home + empty * w.empty - breaks * w.breaks - buried * w.buried - blocked * w.blocked;
}
const LOWEST = new Int32Array(4);

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

/** The moves of every kept position: each one's parent and the moves that led to it. */
class Tree {
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
}

export function beamSearch(pos: Position, beam: Beam, maxNodes: number, outOfTime: () => boolean, dead?: DeadTest): BeamResult {
  const { width, autoHome, weights } = beam;
  const b = new CastleBoard(pos);
  const first: number[] = [];
  sendHome(b, first, autoHome);
  if (b.homeCount === 52) return { path: first, nodes: 0 };
  const tree = new Tree();
  const seen = new HashSet96(16, 23);
  seen.add(b.hashA, b.hashB, b.hashC);
  const bytes = b.savedBytes;
  let level = new Uint8Array(bytes), ids = [tree.add(-1, first)];
  b.save(level, 0);
  const moves: number[] = [], undo: number[] = [];
  let nodes = 0, nextCheck = 1024;
  while (ids.length > 0) {
    // Children of every kept position: (parent slot, move, score), only those never met.
    const from: number[] = [], code: number[] = [], value: number[] = [];
    for (let i = 0; i < ids.length; i++) {
      b.restore(level, i * bytes);
      const end = generateMoves(b, moves, 0, -1);
      for (let m = 0; m < end; m++) {
        undo.length = 0;
        b.play(moves[m]!);
        undo.push(moves[m]!);
        nodes++;
        sendHome(b, undo, autoHome);
        if (b.homeCount === 52) return { path: tree.line(ids[i]!, undo), nodes };
        if (seen.add(b.hashA, b.hashB, b.hashC) === ADDED) {
          from.push(i);
          code.push(moves[m]!);
          value.push(score(b, weights));
        }
        for (let k = undo.length - 1; k >= 0; k--) b.unplay(undo[k]!);
      }
      if (nodes >= nextCheck) {
        if (nodes >= maxNodes || outOfTime()) return { path: undefined, nodes };
        nextCheck = nodes + 1024;
      }
    }
    // Keep the best `width` that are not dead (ties: the earlier child), replaying each one's move
    // from its parent; the dead test runs only on the children that would be kept.
    const order = from.map((_, k) => k).sort((x, y) => value[y]! - value[x]! || x - y);
    const next = new Uint8Array(Math.min(width, order.length) * bytes), nextIds: number[] = [];
    for (let j = 0; j < order.length && nextIds.length < width; j++) {
      const k = order[j]!;
      b.restore(level, from[k]! * bytes);
      undo.length = 0;
      b.play(code[k]!);
      undo.push(code[k]!);
      sendHome(b, undo, autoHome);
      if (dead?.isDead(b)) continue;
      b.save(next, nextIds.length * bytes);
      nextIds.push(tree.add(ids[from[k]!]!, undo));
    }
    level = next;
    ids = nextIds;
  }
  return { path: undefined, nodes };
}
