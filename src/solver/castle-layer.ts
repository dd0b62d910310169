/**
 * A dead-position test by search, for the castle games that build down in any suit (all but
 * Fortress): can the next `goal` cards go home?
 *
 * Take a winning line and its first `goal` moves home. Until they are made, only the next `goal`
 * cards of each suit can go home, in order; every other move is a tableau move, and with rows
 * building by rank alone, whatever the suit, and any card allowed into an empty row, a tableau
 * move sees only ranks. So that part of the line is played just as well on an abstract board
 * where the next `goal` cards of each suit keep who they are and every other card is known by its
 * rank only: cards of one rank become the same card, and positions that differ only by swapping
 * them become one. The test searches that smaller space (rows interchangeable): when it is
 * exhausted before `goal` cards went home, no winning line exists. A search that runs out of its
 * node budget says nothing.
 */
import type { Position } from '../engine/index.ts';
import { CastleBoard, HOME, moveTo } from './castle-board.ts';
import { grown } from './castle-moves.ts';
import { FULL, HashSet96, SEEN } from './hash-set-96.ts';

export type LayerVerdict = 'dead' | 'open' | 'unknown';

/** Card ids on the abstract board from this one up keep who they are. */
const NAMED = 13;
/** A foundation of the abstract board that takes no card. */
const CLOSED = 99;
/** The tags of LayerTest.memo. */
const DEAD = 1, OPEN = 2, UNDECIDED = 3;
/**
 * The probe before each search: two moves deep, at most 500 nodes. In beams of width 20 on
 * Beleaguered Castle's winnable deals 1–300, the searches that found a way home spent 44 million
 * nodes without it and 30 million with it; deeper probes (4, 8, 16, 30) or both 2 and 4 did no
 * better.
 */
const PROBE_DEPTH = 2;
const PROBE_BUDGET = 500;

export class LayerTest {
  /**
   * The abstract board. A card known by its rank only is written as the club of that rank (0–12);
   * the j-th next card of suit s as rank + 13·g, g = 1 + s·goal + j, so it builds like its rank
   * but stays itself. Its foundations are indexed by g: foundation g takes its card (has that
   * card's rank) once the cards before it in the suit went home, and is closed otherwise.
   */
  private readonly a: CastleBoard;
  private readonly label = new Uint8Array(52);
  /** The foundations `label` was written for (4 bits a suit), −1 before the first test. */
  private labelled = -1;
  /**
   * What is known of abstract positions, as tags in one table (one probe a lookup): DEAD, proved
   * dead; OPEN, the cards can go home from there; UNDECIDED, a search ran out of its budget there
   * (a search reaching one gives up at once: each position is expanded by at most one undecided
   * search, which bounds the work of tests that decide nothing). A position gets one tag for good:
   * a search stops at any tagged position, so it never tags one again.
   */
  private readonly memo = new HashSet96(16, 23);
  /**
   * Positions a beam's search (with a smaller budget) ran out in: they stop the beams' searches
   * only, so the complete search still gets its longer ones there, and a wider beam's larger
   * budget starts them afresh.
   */
  private readonly undecidedForBeam = new HashSet96(16, 22);
  /** Whether the current test is a beam's (see `undecidedForBeam`). */
  private forBeam = false;
  /** The budget of the beams' searches so far: a larger one forgets their undecided positions. */
  private beamBudget = 0;
  private readonly visited = new HashSet96(16, 22);
  /** The hashes of the positions the current search expanded: all dead if it is exhausted. */
  private trail = new Int32Array(3 << 16);
  private trailLength = 0;
  private readonly moves = new Int32Array(1 << 16);
  private readonly frames = new Int32Array(3 << 13);
  private readonly path: number[] = [];
  /** Scratch for `generate`: each row's depth of its shallowest named card, the rows in that order, the tops by rank. */
  private readonly depthOfNamed = new Int32Array(16);
  private readonly rowOrder = new Int32Array(16);
  private readonly topsByRank = new Int32Array(13 * 4);
  private readonly topsOfRank = new Int32Array(13);

  /** How many cards must be able to go home (1 to 3: the abstract board has 16 foundations). */
  readonly goal: number;

  constructor(pos: Position, goal = 1) {
    this.a = new CastleBoard(pos);
    this.goal = goal;
  }

  /**
   * Whether moves from b can send the next `goal` cards home (`open`), cannot (`dead`: b cannot
   * be won), or `unknown` when the search needed more than `budget` nodes. Verdicts are
   * remembered for every abstract position the search decided, so later tests reaching one of
   * them stop there. `forBeam`: a beam's test, whose undecided positions stop only beams' tests.
   */
  test(b: CastleBoard, budget: number, forBeam = false): LayerVerdict {
    this.forBeam = forBeam;
    if (forBeam && budget > this.beamBudget) {
      this.undecidedForBeam.clear();
      this.beamBudget = budget;
    }
    const a = this.a, label = this.label, goal = this.goal;
    // The labels depend on the foundations only, which most tests in a row share.
    const homes = b.home[0]! | (b.home[1]! << 4) | (b.home[2]! << 8) | (b.home[3]! << 12);
    if (homes !== this.labelled) {
      this.labelled = homes;
      for (let c = 0; c < 52; c++) label[c] = c % 13;
      for (let s = 0; s < 4; s++) {
        const first = b.home[s]!;
        for (let j = 0; j < goal && first + j < 13; j++) label[s * 13 + first + j] = 13 * (1 + s * goal + j) + first + j;
      }
    }
    a.home.fill(CLOSED);
    for (let s = 0; s < 4; s++) if (b.home[s]! < 13) a.home[1 + s * goal] = b.home[s]!;
    a.copyRows(b, label);
    const need = Math.min(goal, 52 - b.homeCount);
    if (need === 0) return 'open';
    // The abstract board's own count (a search cut short leaves cards home): only its change matters.
    const target = a.homeCount + need;
    this.keyOf(need);
    const known = this.memo.tag(this.ka, this.kb, this.kc);
    if (known === DEAD) return 'dead';
    if (known === OPEN) return 'open';
    if (known === UNDECIDED || this.undecidedForBeamHere()) return 'unknown';
    // Most positions can send their cards home along a short line, which a depth-first search
    // may find only after going deep down another: a search two moves deep first.
    const probe = this.search(target, PROBE_DEPTH, Math.min(PROBE_BUDGET, budget));
    if (probe !== 'cut') return this.done(probe);
    const verdict = this.search(target, Infinity, budget);
    return this.done(verdict === 'cut' ? 'unknown' : verdict);
  }

  /**
   * One depth-first search from the abstract position, expanding only positions fewer than
   * `limit` moves deep. `cut` when it stopped without an answer: the limit cut a line (so the
   * search was not complete), or a probe ran out of `budget`; a full search that runs out is
   * `unknown`, and so is any search that meets an undecided position.
   */
  private search(target: number, limit: number, budget: number): LayerVerdict | 'cut' {
    const a = this.a;
    this.keyOf(target - a.homeCount);
    this.visited.clear();
    this.visited.add(this.ka, this.kb, this.kc);
    this.trailLength = 0;
    this.remember();
    const { moves, frames, path } = this;
    path.length = 0;
    let depth = 0, nodes = 0, cut = false;
    frames[0] = 0;
    frames[1] = this.generate(0);
    for (;;) {
      const f = 3 * depth;
      if (frames[f] === frames[f + 1]) {
        if (depth === 0) return cut ? 'cut' : 'dead';
        this.unplay(path.pop()!);
        depth--;
        continue;
      }
      const code = moves[frames[f]!++]!;
      this.play(code);
      nodes++;
      this.keyOf(target - a.homeCount);
      const known = this.memo.tag(this.ka, this.kb, this.kc);
      if (a.homeCount === target || known === OPEN) {
        // Every position on the way here can send the cards home.
        this.unplay(code);
        for (;;) {
          this.keyOf(target - a.homeCount);
          this.memo.add(this.ka, this.kb, this.kc, OPEN);
          if (path.length === 0) break;
          this.unplay(path.pop()!);
        }
        return 'open';
      }
      if (known === UNDECIDED || this.undecidedForBeamHere()) return 'unknown';
      if (nodes >= budget) return limit === Infinity ? 'unknown' : 'cut';
      if (depth + 1 >= limit) {
        cut = true;
        this.unplay(code);
        continue;
      }
      const seen = this.visited.add(this.ka, this.kb, this.kc);
      if (seen === SEEN || known === DEAD) {
        this.unplay(code);
        continue;
      }
      const start = frames[f + 1]!;
      // A full table or stack: the search cannot go on completely.
      if (seen === FULL || f + 6 > frames.length || start + 128 > moves.length) return 'unknown';
      this.remember();
      path.push(code);
      depth++;
      frames[f + 3] = start;
      frames[f + 4] = this.generate(start);
      frames[f + 5] = 0;
    }
  }

  /** For a beam's test, whether a beam's search ran out of its budget at the current key. */
  private undecidedForBeamHere(): boolean {
    return this.forBeam && this.undecidedForBeam.has(this.ka, this.kb, this.kc);
  }

  /**
   * The key of the abstract position: its hash and how many cards must still go home (the same
   * rows can be met needing fewer, deeper in another search).
   */
  private ka = 0;
  private kb = 0;
  private kc = 0;
  private keyOf(left: number): void {
    this.ka = this.a.hashA ^ Math.imul(left, 0x9e3779b1);
    this.kb = this.a.hashB;
    this.kc = this.a.hashC;
  }

  /** A move on the abstract board; a card going home opens the foundation of the next one. */
  private play(code: number): void {
    this.a.play(code);
    const g = moveTo(code) - HOME;
    if (g > 0 && (g - 1) % this.goal < this.goal - 1 && this.a.home[g]! < 13) this.a.home[g + 1] = this.a.home[g]!;
  }

  private unplay(code: number): void {
    const g = moveTo(code) - HOME;
    if (g > 0 && (g - 1) % this.goal < this.goal - 1) this.a.home[g + 1] = CLOSED;
    this.a.unplay(code);
  }

  /**
   * The abstract board's moves, written from `start`: every card that goes home first; then, row
   * by row, those whose named card lies shallowest first (a card to send home comes up soonest
   * there), each row's top onto the tops one rank up, then into the first empty row (not when it
   * is alone: that position is the same). Returns the end index.
   */
  private generate(start: number): number {
    const a = this.a, moves = this.moves, depth = this.depthOfNamed, order = this.rowOrder, byRank = this.topsByRank;
    let at = start, empty = -1, rows = 0;
    this.topsOfRank.fill(0);
    for (let r = 0; r < a.rows; r++) {
      const n = a.len[r]!;
      if (n === 0) {
        if (empty < 0) empty = r;
        continue;
      }
      const c = a.top(r), rank = c % 13;
      if (a.fitsHome(c)) moves[at++] = (r << 5) | (HOME + ((c / 13) | 0));
      byRank[rank * 4 + this.topsOfRank[rank]!++] = r;
      let h = n - 1;
      while (h >= 0 && a.cell(r, h) < NAMED) h--;
      depth[r] = h < 0 ? 99 : n - 1 - h;
      // Insertion into the rows' order by that depth.
      let k = rows++;
      for (; k > 0 && depth[order[k - 1]!]! > depth[r]!; k--) order[k] = order[k - 1]!;
      order[k] = r;
    }
    for (let i = 0; i < rows; i++) {
      const from = order[i]!;
      const c = a.top(from), up = (c % 13) + 1;
      if (up < 13) for (let k = 0; k < this.topsOfRank[up]!; k++) moves[at++] = (from << 5) | byRank[up * 4 + k]!;
      if (empty >= 0 && a.len[from]! > 1) moves[at++] = (from << 5) | empty;
    }
    return at;
  }

  private remember(): void {
    if (this.trailLength + 3 > this.trail.length) this.trail = grown(this.trail);
    const t = this.trail;
    t[this.trailLength++] = this.ka;
    t[this.trailLength++] = this.kb;
    t[this.trailLength++] = this.kc;
  }

  private done(verdict: LayerVerdict): LayerVerdict {
    if (verdict !== 'open') {
      const t = this.trail;
      if (verdict === 'unknown' && this.forBeam) {
        for (let i = 0; i < this.trailLength; i += 3) this.undecidedForBeam.add(t[i]!, t[i + 1]!, t[i + 2]!);
      } else {
        const tag = verdict === 'dead' ? DEAD : UNDECIDED;
        for (let i = 0; i < this.trailLength; i += 3) this.memo.add(t[i]!, t[i + 1]!, t[i + 2]!, tag);
      }
    }
    return verdict;
  }
}
