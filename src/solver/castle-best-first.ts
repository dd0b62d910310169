/**
 * A best-first search for the castle games that keeps every position it meets: it expands the open
 * position with the most cards home, then the best score (Unblocking, castle-score.ts), the newest
 * first on ties. A beam drops all but its width at each level, so a win that goes through a long
 * stretch of low-scored positions with no card going home is lost to every beam; here those
 * positions wait in the queue and are expanded once the better ones run out. Beleaguered Castle
 * 6092: every beam stops at 6 cards home (two beyond the aces), and the restarts did not win it in
 * 40 million nodes; this search wins it in 7.1 million.
 *
 * Like the complete search it forces only the provably safe foundation moves, tries every other
 * move (castle-moves.ts, and whole runs through the empty rows: castle-runs.ts), and drops positions
 * the dead-end tests prove lost and positions met before (96-bit hashes, rows interchangeable): so
 * when no open position is left, the deal is impossible. Its memory is its visited set and a copy
 * of each position it keeps (savedBytes each, with the moves from its parent); once the set is full
 * the search stops for good.
 */
import type { Position } from '../engine/index.ts';
import { CastleBoard } from './castle-board.ts';
import { playChild, sendHome, Tree } from './castle-beam.ts';
import type { DeadEnds } from './castle-dead.ts';
import { generateMoves, grown, MAX_MOVES } from './castle-moves.ts';
import { MAX_RUNS, runMoves, stepRows } from './castle-runs.ts';
import { ChildScorer, UNBLOCKING } from './castle-score.ts';
import { ADDED, FULL, HashSet96 } from './hash-set-96.ts';

export type BestFirstOutcome = 'won' | 'exhausted' | 'paused' | 'stopped' | 'full';

/** Positions per block of saved boards: the store grows a block at a time. */
const BLOCK = 1 << 16;
/** Room in a key for the order of arrival (ties go to the newest, within 2^26 positions). */
const ARRIVALS = 2 ** 26;
/** Scores are kept above zero in a key by this offset (far beyond any score's magnitude). */
const SCORE_OFFSET = 2 ** 19;

/** A max-heap of (key, position id). */
class Queue {
  private keys = new Float64Array(1 << 12);
  private ids = new Int32Array(1 << 12);
  size = 0;

  push(key: number, id: number): void {
    if (this.size === this.keys.length) {
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      this.keys = keys;
      this.ids = grown(this.ids);
    }
    const K = this.keys, I = this.ids;
    let i = this.size++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (K[up]! >= key) break;
      K[i] = K[up]!;
      I[i] = I[up]!;
      i = up;
    }
    K[i] = key;
    I[i] = id;
  }

  /** Removes the id of the largest key (the queue is not empty). */
  pop(): number {
    const K = this.keys, I = this.ids, top = I[0]!;
    const key = K[--this.size]!, id = I[this.size]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= this.size) break;
      if (c + 1 < this.size && K[c + 1]! > K[c]!) c++;
      if (K[c]! <= key) break;
      K[i] = K[c]!;
      I[i] = I[c]!;
      i = c;
    }
    K[i] = key;
    I[i] = id;
    return top;
  }
}

export class BestFirst {
  nodes = 0;
  /** The winning line (move codes), once `run` answered 'won'. */
  path: number[] = [];
  private readonly b: CastleBoard;
  private readonly scorer = new ChildScorer(UNBLOCKING);
  private readonly visited: HashSet96;
  private readonly queue = new Queue();
  private readonly blocks: Uint8Array[] = [];
  /** Each kept position's parent and moves from it; its id is its index there. */
  private readonly tree = new Tree();
  private full = false;
  private readonly children = new Int32Array(MAX_MOVES + MAX_RUNS);
  private readonly undo: number[] = [];

  /** `tableBits`: the visited set's cap (log2 of its slots), which bounds the positions kept. */
  constructor(
    pos: Position,
    private readonly deadTest: DeadEnds | undefined,
    tableBits: number,
  ) {
    const b = (this.b = new CastleBoard(pos));
    const first: number[] = [];
    sendHome(b, first, false);
    if (b.homeCount === 52) this.path = first;
    this.visited = new HashSet96(12, tableBits);
    this.visited.add(b.hashA, b.hashB, b.hashC);
    this.queue.push(this.key(0), this.keep(-1, first));
  }

  /** Expands positions until `nodes` reaches `until` or `stop()` says so (asked every 1024 nodes). */
  run(until: number, stop: () => boolean): BestFirstOutcome {
    if (this.b.homeCount === 52) return 'won';
    if (this.full) return 'full';
    const b = this.b, undo = this.undo, children = this.children, bytes = b.savedBytes;
    let check = (this.nodes | 1023) + 1;
    while (this.queue.size > 0) {
      if (this.nodes >= check) {
        if (stop()) return 'stopped';
        if (this.nodes >= until) return 'paused';
        check = this.nodes + 1024;
      }
      const id = this.queue.pop();
      b.restore(this.blocks[(id / BLOCK) | 0]!, (id % BLOCK) * bytes);
      this.scorer.setParent(b);
      const end = runMoves(b, children, generateMoves(b, children, 0, -1));
      for (let m = 0; m < end; m++) {
        undo.length = 0;
        playChild(b, children[m]!, undo, false);
        this.nodes++;
        if (b.homeCount === 52) {
          this.path = this.tree.line(id, undo);
          return 'won';
        }
        const seen = this.visited.add(b.hashA, b.hashB, b.hashC);
        if (seen === FULL) {
          this.full = true; // an open position is lost: no later exhaustion would prove anything
          return 'full';
        }
        if (seen === ADDED && this.deadTest?.isDead(b) !== true) {
          this.queue.push(this.key(this.scorer.child(b, stepRows(children[m]!))), this.keep(id, undo));
        }
        while (undo.length > 0) b.unplay(undo.pop()!);
      }
    }
    return 'exhausted';
  }

  /** The queue's key of the board's position with score `score`: cards home, then score, then the newest. */
  private key(score: number): number {
    return ((this.b.homeCount * 2 * SCORE_OFFSET + score + SCORE_OFFSET) * ARRIVALS) + (this.tree.parent.length % ARRIVALS);
  }

  /** Saves the board's position, reached from position `parent` by `moves`; gives its id. */
  private keep(parent: number, moves: readonly number[]): number {
    const id = this.tree.add(parent, moves), b = this.b;
    if (id % BLOCK === 0) this.blocks.push(new Uint8Array(BLOCK * b.savedBytes));
    b.save(this.blocks[(id / BLOCK) | 0]!, (id % BLOCK) * b.savedBytes);
    return id;
  }
}
