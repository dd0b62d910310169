/**
 * A dead-position test by search, for the castle games that build down in any suit (all but
 * Fortress): can any card go home again?
 *
 * Until the next card goes home, only the cards each foundation needs next (at most four) can go
 * home, so any winning line starts with tableau moves alone that bring one of them to the top of
 * its row. With no card going home, the rows build by rank alone, whatever the suit, and any card
 * may go to an empty row: so those moves see cards of one rank as the same card, save the needed
 * ones. The test searches that smaller space (the needed cards kept apart, every other card known
 * by its rank only, rows interchangeable): when it is exhausted without a needed card ever on top,
 * no winning line exists. A search that runs out of its node budget says nothing.
 */
import type { Position } from '../engine/index.ts';
import { CastleBoard, moveFrom } from './castle-board.ts';
import { generateMoves } from './castle-moves.ts';
import { FULL, HashSet96, SEEN } from './hash-set-96.ts';

export type LayerVerdict = 'dead' | 'open' | 'unknown';

/** Card ids on the abstract board from this one up are needed cards. */
const NEEDED = 13;

export class LayerTest {
  /**
   * The abstract board. Every card not needed is written as the club of its rank (0–12); the
   * needed card of suit s as rank + 13·(s + 1), so it builds like its rank but stays itself. The
   * foundations are set past the king: nothing goes home there.
   */
  private readonly a: CastleBoard;
  private readonly label = new Uint8Array(52);
  /**
   * Abstract positions proved dead; positions from which a needed card can come up; positions a
   * search ran out of its budget in (a search reaching one gives up at once: each position is
   * expanded by at most one undecided search, which bounds the work of tests that decide nothing).
   */
  private readonly dead = new HashSet96(16, 22);
  private readonly open = new HashSet96(16, 22);
  private readonly undecided = new HashSet96(16, 22);
  private readonly visited = new HashSet96(16, 22);
  /** The hashes of the positions the current search expanded: all dead if it is exhausted. */
  private trail = new Int32Array(3 << 16);
  private trailLength = 0;
  private readonly moves = new Int32Array(1 << 16);
  private readonly frames = new Int32Array(3 << 13);
  private readonly path: number[] = [];
  private readonly depthOfNeeded = new Int32Array(16);
  /** Nodes searched by every test so far. */
  nodes = 0;

  constructor(pos: Position) {
    this.a = new CastleBoard(pos);
  }

  /**
   * Whether tableau moves from b can bring a needed card to the top of a row (`open`), cannot
   * (`dead`: b cannot be won), or `unknown` when the search needed more than `budget` nodes.
   * Verdicts are remembered for every abstract position the search decided, so later tests
   * reaching one of them stop there.
   */
  test(b: CastleBoard, budget: number): LayerVerdict {
    const a = this.a, label = this.label;
    for (let c = 0; c < 52; c++) label[c] = c % 13;
    for (let s = 0; s < 4; s++) if (b.home[s]! < 13) label[s * 13 + b.home[s]!] = (s + 1) * 13 + b.home[s]!;
    for (let r = 0; r < b.rows; r++) if (b.len[r]! > 0 && label[b.top(r)]! >= NEEDED) return 'open';
    a.copyRows(b, label);
    a.home.fill(13);
    if (this.dead.has(a.hashA, a.hashB, a.hashC)) return 'dead';
    if (this.open.has(a.hashA, a.hashB, a.hashC)) return 'open';
    if (this.undecided.has(a.hashA, a.hashB, a.hashC)) return 'unknown';
    this.visited.clear();
    this.visited.add(a.hashA, a.hashB, a.hashC);
    this.trailLength = 0;
    this.remember();
    const { moves, frames, path } = this;
    path.length = 0;
    let depth = 0, nodes = 0;
    frames[0] = 0;
    frames[1] = this.generate(0);
    for (;;) {
      const f = 3 * depth;
      if (frames[f] === frames[f + 1]) {
        if (depth === 0) return this.done('dead', nodes);
        a.unplay(path.pop()!);
        depth--;
        continue;
      }
      const code = moves[frames[f]!++]!;
      a.play(code);
      nodes++;
      if (a.top(moveFrom(code)) >= NEEDED || this.open.has(a.hashA, a.hashB, a.hashC)) {
        // Every position on the way here can bring a needed card up.
        a.unplay(code);
        for (;;) {
          this.open.add(a.hashA, a.hashB, a.hashC);
          if (path.length === 0) break;
          a.unplay(path.pop()!);
        }
        return this.done('open', nodes);
      }
      if (nodes >= budget || this.undecided.has(a.hashA, a.hashB, a.hashC)) return this.done('unknown', nodes);
      const seen = this.visited.add(a.hashA, a.hashB, a.hashC);
      if (seen === SEEN || this.dead.has(a.hashA, a.hashB, a.hashC)) {
        a.unplay(code);
        continue;
      }
      const start = frames[f + 1]!;
      // A full table or stack: the search cannot go on completely.
      if (seen === FULL || f + 6 > frames.length || start + 128 > moves.length) return this.done('unknown', nodes);
      this.remember();
      path.push(code);
      depth++;
      frames[f + 3] = start;
      frames[f + 4] = this.generate(start);
      frames[f + 5] = 0;
    }
  }

  /**
   * The abstract board's moves, those off the rows whose needed card lies shallowest first (a
   * needed card comes up soonest there), in castle-moves.ts's order otherwise.
   */
  private generate(start: number): number {
    const a = this.a, moves = this.moves, key = this.depthOfNeeded;
    for (let r = 0; r < a.rows; r++) {
      const n = a.len[r]!;
      let h = n - 1;
      while (h >= 0 && a.cell(r, h) < NEEDED) h--;
      key[r] = h < 0 ? 99 : n - 1 - h;
    }
    const end = generateMoves(a, moves, start, -1);
    for (let i = start + 1; i < end; i++) {
      const m = moves[i]!, k = key[moveFrom(m)]!;
      let j = i;
      for (; j > start && key[moveFrom(moves[j - 1]!)]! > k; j--) moves[j] = moves[j - 1]!;
      moves[j] = m;
    }
    return end;
  }

  private remember(): void {
    if (this.trailLength + 3 > this.trail.length) {
      const bigger = new Int32Array(this.trail.length * 2);
      bigger.set(this.trail);
      this.trail = bigger;
    }
    const a = this.a, t = this.trail;
    t[this.trailLength++] = a.hashA;
    t[this.trailLength++] = a.hashB;
    t[this.trailLength++] = a.hashC;
  }

  private done(verdict: LayerVerdict, nodes: number): LayerVerdict {
    this.nodes += nodes;
    if (verdict !== 'open') {
      const t = this.trail, set = verdict === 'dead' ? this.dead : this.undecided;
      for (let i = 0; i < this.trailLength; i += 3) set.add(t[i]!, t[i + 1]!, t[i + 2]!);
    }
    return verdict;
  }
}
