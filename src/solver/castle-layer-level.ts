/**
 * One level of the layer search (castle-layer.ts): the tableau moves from an abstract position with
 * the next `goal` cards of each suit named, each move home handed to the level below, and what it
 * has decided remembered.
 */
import type { Position } from '../engine/index.ts';
import { CastleBoard, HOME, NAMED, RANK, STRIDE, SUIT } from './castle-board.ts';
import type { DeadTest } from './castle-fixpoint.ts';
import { grown } from './castle-moves.ts';
import { ADDED, FULL, HashSet96, SEEN } from './hash-set-96.ts';

export type LayerVerdict = 'dead' | 'open' | 'unknown';

/** A foundation of the abstract board that takes no card. */
const CLOSED = 99;
/** The tags of Level.memo. */
const DEAD = 1, OPEN = 2, UNDECIDED = 3;
/**
 * The probe before each search: two moves deep, at most 500 nodes. In beams of width 20 on
 * Beleaguered Castle's winnable deals 1–300, the searches that found a way home spent 44 million
 * nodes without it and 30 million with it (deeper probes did no better).
 */
const PROBE_DEPTH = 2;
const PROBE_BUDGET = 500;
/**
 * The most slots (log2) one search's visited set may grow to: 2^25, 400 MB, the complete search's
 * own cap. A full set ends the search undecided, so a cap too small throws away the deep questions
 * of castle-roots.ts just short of their answer: at 2^22 the question whether Beleaguered Castle
 * 2072 can send seven cards home from the start ran out at 41.6 million nodes, where 43.5 million
 * prove it cannot. The set shrinks back when cleared, so only a search that needs it holds it.
 */
const VISITED_BITS = 25;

/**
 * Who asks, which decides where a search that runs out of budget leaves its undecided marks:
 * the complete search (in the level's memory, for good), a beam (in the beams' own set), or an
 * upper level (nowhere: its budget is the upper search's remainder, and that search, out of
 * budget too, marks its own positions).
 */
export const COMPLETE = 0, BEAM = 1, UPPER = 2;

/**
 * The id of a named card of `suit` and rank `rank` on an abstract board: 13·(1 + suit) + rank, so
 * it builds like its rank but stays itself, and foundation 1 + suit takes it. A suit's named cards
 * have different ranks, so one slot a suit holds any goal (ids stay under 78).
 */
const namedId = (suit: number, rank: number): number => 13 * (1 + suit) + rank;

/** The nodes left to one test, shared by its levels. */
export interface Budget {
  left: number;
  /** Asked every 4,096 nodes, when set: true ends the test as if its budget ran out. */
  stop: (() => boolean) | undefined;
}

/** One level of the search: the tableau moves from a position, with the next `goal` cards of each suit named. */
export class Level {
  /**
   * The abstract board. A card known by its rank only is written as the club of that rank (0–12),
   * a named card as `namedId`; foundation 1 + s holds suit s's top rank (foundation 0 none).
   */
  readonly a: CastleBoard;
  /**
   * What is known of this level's positions, as tags in one table (one probe a lookup): DEAD,
   * proved dead; OPEN, the cards can go home from there; UNDECIDED, the complete search's test ran
   * out of its budget there (a search reaching one gives up at once: each position is expanded by
   * at most one undecided search, which bounds the work of tests that decide nothing). A position
   * gets one tag for good: a search stops at any tagged position, so it never tags one again.
   */
  private readonly memo: HashSet96;
  private readonly visited = new HashSet96(12, VISITED_BITS);
  /** The hashes of the positions the current search expanded: all dead if it is exhausted. */
  private trail = new Int32Array(3 << 10);
  private trailLength = 0;
  // Every table and stack here starts small and grows: a deal allocates these for each level, and
  // most deals search little (Streets and Alleys' 924 quickest deals of 1–1000 took 9.7 s instead
  // of 10.9 s when every search's tables started small).
  private moves: Int32Array<ArrayBuffer> = new Int32Array(1 << 12);
  private frames: Int32Array<ArrayBuffer> = new Int32Array(3 << 9);
  private readonly path: number[] = [];
  /**
   * This level's card ids → the lower level's: the same ids, save, while `lowerAfter` asks, the
   * last named card of each suit that did not go home, which the lower level knows by rank.
   */
  private readonly down = new Uint8Array(256).map((_, id) => id);
  /** The real foundations' top ranks (the position's), and the lower level's after a move home. */
  private readonly homes = new Int32Array(4);
  private readonly lowerHomes = new Int32Array(4);
  private asker = COMPLETE;
  /** Scratch for `generate`: each row's depth of its shallowest named card, the rows in that order, the tops by rank. */
  private readonly depthOfNamed = new Int32Array(16);
  private readonly rowOrder = new Int32Array(16);
  private readonly topsByRank = new Int32Array(13 * 4);
  private readonly topsOfRank = new Int32Array(13);
  /** Scratch for `generate`: per row, the rank one above its top's (what its top builds on). */
  private readonly rankAbove = new Int32Array(16);

  constructor(
    pos: Position,
    readonly goal: number,
    private readonly lower: Level | undefined,
    private readonly budget: Budget,
    /** LayerTest's undecidedForBeam, for the top level (the only one a beam asks). */
    private readonly undecidedForBeam: HashSet96 | undefined,
    /** The named cards' bound, from castle-layer.ts's BOUND_FROM up (absent: none; tests compare). */
    private readonly bound: DeadTest | undefined,
    private readonly safeCut: boolean,
    /** The cap (log2 of the slots) of `memo`, which keeps its verdicts for the test's life. */
    memoBits: number,
  ) {
    this.a = new CastleBoard(pos);
    this.memo = new HashSet96(12, memoBits);
  }

  /** The ids of a real board's cards at this level, given its foundations' top ranks. */
  labels(home: ArrayLike<number>, out: Uint8Array): void {
    for (let c = 0; c < 52; c++) out[c] = c % 13;
    for (let s = 0; s < 4; s++) {
      for (let r = home[s]!; r < home[s]! + this.goal && r < 13; r++) out[s * 13 + r] = namedId(s, r);
    }
  }

  /**
   * Whether `goal` more cards can go home from the rows of `src`, read through `label` (its ids
   * → this level's), with the foundations' top ranks `home`.
   */
  test(src: CastleBoard, label: Uint8Array, home: ArrayLike<number>, asker: number): LayerVerdict {
    const a = this.a;
    this.asker = asker;
    a.home.fill(CLOSED);
    let left = 0;
    for (let s = 0; s < 4; s++) {
      this.homes[s] = home[s]!;
      left += 13 - home[s]!;
      if (home[s]! < 13) a.home[1 + s] = home[s]!;
    }
    // Fewer cards out than the goal: the test is for the last moves of a game, which decide themselves.
    if (left < this.goal) return 'open';
    const known = this.lookUp(src, label);
    if (known === DEAD) return 'dead';
    if (known === OPEN) return 'open';
    if (known === UNDECIDED || this.undecidedHere()) return 'unknown';
    // Most positions can send their cards home along a short line, which a depth-first search
    // may find only after going deep down another: a search two moves deep first.
    const budget = this.budget, full = budget.left, probeBudget = Math.min(PROBE_BUDGET, full);
    budget.left = probeBudget;
    const probe = this.search(PROBE_DEPTH);
    budget.left = full - (probeBudget - budget.left);
    if (probe !== 'cut') return this.done(probe);
    // A search that stops early leaves the board where it stopped: the full search starts afresh.
    a.copyRows(src, label);
    const verdict = this.search(Infinity);
    return this.done(verdict === 'cut' ? 'unknown' : verdict);
  }

  /** Whether the rows of `src`, read through `label`, are already known dead (no search). */
  knownDead(src: CastleBoard, label: Uint8Array): boolean {
    return this.lookUp(src, label) === DEAD;
  }

  /** Copies the rows of `src`, read through `label`, onto the abstract board; returns their tag in `memo` (0: none). */
  private lookUp(src: CastleBoard, label: Uint8Array): number {
    const a = this.a;
    a.copyRows(src, label);
    return this.memo.tag(a.hashA, a.hashB, a.hashC);
  }

  /**
   * One depth-first search from the abstract position, expanding only positions fewer than
   * `limit` moves deep. `cut` when it stopped without an answer: the limit cut a line (so the
   * search was not complete), or a probe ran out of budget; a full search that runs out is
   * `unknown`, and so is any search that meets an undecided position.
   */
  private search(limit: number): LayerVerdict | 'cut' {
    const a = this.a, budget = this.budget, outOfBudget = limit === Infinity ? 'unknown' : 'cut';
    this.visited.clear();
    this.visited.add(a.hashA, a.hashB, a.hashC);
    this.trailLength = 0;
    this.remember();
    const path = this.path;
    let { moves, frames } = this;
    path.length = 0;
    let depth = 0, cut = false;
    frames[0] = 0;
    frames[1] = this.generate(0, -1);
    for (;;) {
      const f = 3 * depth;
      if (frames[f] === frames[f + 1]) {
        if (depth === 0) return cut ? 'cut' : 'dead';
        a.unplay(path.pop()!);
        depth--;
        continue;
      }
      const code = moves[frames[f]!++]!;
      if ((code & 31) >= HOME) {
        const v = this.lowerAfter(code);
        if (v === 'open') return this.opened();
        if (v === 'unknown') return budget.left <= 0 ? outOfBudget : 'unknown';
        // Dead after a safe move home (CastleBoard.isSafe's proof holds for any number of cards
        // home): so is this position, and no other move is tried from it.
        if (this.safeCut && this.safeHome(code)) frames[f] = frames[f + 1]!;
        continue;
      }
      a.play(code);
      // A position this search met before was looked up then (and was neither open nor
      // undecided): only the budget counts it again, and no lookup in the larger memory is made.
      const seen = depth + 1 < limit ? this.visited.add(a.hashA, a.hashB, a.hashC) : ADDED;
      const known = seen === SEEN ? 0 : this.memo.tag(a.hashA, a.hashB, a.hashC);
      if (known === OPEN) {
        a.unplay(code);
        return this.opened();
      }
      if (known === UNDECIDED || (seen !== SEEN && this.undecidedHere())) return 'unknown';
      if (--budget.left < 0) return outOfBudget;
      if ((budget.left & 4095) === 0 && budget.stop?.() === true) {
        budget.left = -1;
        return outOfBudget;
      }
      if (depth + 1 >= limit) {
        cut = true;
        a.unplay(code);
        continue;
      }
      if (seen === SEEN || known === DEAD || this.bound?.short(a, this.goal) === true) {
        a.unplay(code);
        continue;
      }
      const start = frames[f + 1]!;
      // A full table: the search cannot go on completely.
      if (seen === FULL) return 'unknown';
      if (start + 128 > moves.length) moves = this.moves = grown(moves);
      if (f + 6 > frames.length) frames = this.frames = grown(frames);
      this.remember();
      path.push(code);
      depth++;
      frames[f + 3] = start;
      frames[f + 4] = this.generate(start, code & 31);
      frames[f + 5] = 0;
    }
  }

  /** The lower level's verdict on the position after move home `code` (level 1: it went home, open). */
  private lowerAfter(code: number): LayerVerdict {
    const lower = this.lower;
    if (lower === undefined) return 'open';
    const a = this.a, from = code >> 5;
    const s = ((a.top(from) / 13) | 0) - 1;
    this.lowerHomes.set(this.homes);
    this.lowerHomes[s]!++;
    // The card leaves for the lower level's copy only (this level's hash stays as it was), and the
    // lower level names one card fewer of each other suit.
    a.len[from]!--;
    this.nameLast(s, false);
    const v = lower.test(a, this.down, this.lowerHomes, UPPER);
    this.nameLast(s, true);
    a.len[from]!++;
    return v;
  }

  /**
   * Whether move home `code` sends a card home safely (CastleBoard.isSafe's rule: every
   * foundation holds at least its rank − 1 cards; a closed one counts as full).
   */
  private safeHome(code: number): boolean {
    const a = this.a, rank = RANK[a.top(code >> 5)]!, h = a.home;
    return h[1]! >= rank - 1 && h[2]! >= rank - 1 && h[3]! >= rank - 1 && h[4]! >= rank - 1;
  }

  /** In `down`, the last named card of each suit but `except` keeps its id (`named`) or becomes its rank. */
  private nameLast(except: number, named: boolean): void {
    for (let t = 0; t < 4; t++) {
      const last = this.homes[t]! + this.goal - 1;
      if (t !== except && last < 13) this.down[namedId(t, last)] = named ? namedId(t, last) : last;
    }
  }

  /** For a beam's test, whether a beam's test ran out of its budget at the current position. */
  private undecidedHere(): boolean {
    const a = this.a;
    return this.asker === BEAM && this.undecidedForBeam!.has(a.hashA, a.hashB, a.hashC);
  }

  /** Marks the position and every one on the path to it open, and puts the board back. */
  private opened(): 'open' {
    const a = this.a, path = this.path;
    for (;;) {
      this.memo.add(a.hashA, a.hashB, a.hashC, OPEN);
      if (path.length === 0) return 'open';
      a.unplay(path.pop()!);
    }
  }

  /**
   * The abstract board's moves, written from `start`: every card that goes home first; then, row
   * by row, those whose named card lies shallowest first (a card to send home comes up soonest
   * there), each row's top onto the tops one rank up, then into the first empty row (not when it
   * is alone: that position is the same). The card just moved onto row `lastTo` (−1: none) moves
   * only home: X→Y then Y→Z reaches the position X→Z reaches from the parent, which the search
   * tries there (as the complete search does, castle-moves.ts). Returns the end index.
   */
  private generate(start: number, lastTo: number): number {
    const a = this.a, moves = this.moves, depth = this.depthOfNamed, order = this.rowOrder, byRank = this.topsByRank;
    const tops = this.topsOfRank, upOf = this.rankAbove, cells = a.cells, len = a.len, home = a.home;
    let at = start, empty = -1, rows = 0;
    for (let rank = 0; rank < 13; rank++) tops[rank] = 0; // a loop: cheaper than fill here
    for (let r = 0; r < a.rows; r++) {
      const n = len[r]!;
      if (n === 0) {
        if (empty < 0) empty = r;
        continue;
      }
      const c = cells[r * STRIDE + n - 1]!, rank = RANK[c]!;
      if (home[SUIT[c]!] === rank) moves[at++] = (r << 5) | (HOME + SUIT[c]!);
      byRank[rank * 4 + tops[rank]!++] = r;
      upOf[r] = rank + 1;
    }
    // Only the rows with a move to make are ordered (by the depth of their shallowest named card):
    // finding that depth reads the row down from its top.
    for (let r = 0; r < a.rows; r++) {
      const n = len[r]!;
      if (n === 0 || r === lastTo) continue;
      const bottom = r * STRIDE, top = bottom + n - 1, up = upOf[r]!;
      if ((up > 12 || tops[up] === 0) && (empty < 0 || n === 1)) continue;
      let h = top;
      while (h >= bottom && cells[h]! < NAMED) h--;
      const d = (depth[r] = h < bottom ? 99 : top - h);
      // Insertion into the rows' order by that depth.
      let k = rows++;
      for (; k > 0 && depth[order[k - 1]!]! > d; k--) order[k] = order[k - 1]!;
      order[k] = r;
    }
    for (let i = 0; i < rows; i++) {
      const from = order[i]!;
      const up = upOf[from]!;
      if (up < 13) for (let k = 0, m = tops[up]!; k < m; k++) moves[at++] = (from << 5) | byRank[up * 4 + k]!;
      if (empty >= 0 && len[from]! > 1) moves[at++] = (from << 5) | empty;
    }
    return at;
  }

  private remember(): void {
    if (this.trailLength + 3 > this.trail.length) this.trail = grown(this.trail);
    const t = this.trail, a = this.a;
    t[this.trailLength++] = a.hashA;
    t[this.trailLength++] = a.hashB;
    t[this.trailLength++] = a.hashC;
  }

  /** Records a finished search's verdict on the positions it expanded (see `memo`, `asker`). */
  private done(verdict: LayerVerdict): LayerVerdict {
    const t = this.trail;
    if (verdict === 'dead' || (verdict === 'unknown' && this.asker === COMPLETE)) {
      const tag = verdict === 'dead' ? DEAD : UNDECIDED;
      for (let i = 0; i < this.trailLength; i += 3) this.memo.add(t[i]!, t[i + 1]!, t[i + 2]!, tag);
    } else if (verdict === 'unknown' && this.asker === BEAM) {
      for (let i = 0; i < this.trailLength; i += 3) this.undecidedForBeam!.add(t[i]!, t[i + 1]!, t[i + 2]!);
    }
    return verdict;
  }
}
