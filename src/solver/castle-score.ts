/**
 * How the castle beams (castle-beam.ts) rank positions, and how they score a parent's children
 * without rescanning the whole board for each one.
 */
import { moveFrom, moveTo, type CastleBoard } from './castle-board.ts';

export interface Weights {
  home: number;
  empty: number;
  breaks: number;
  buried: number;
  blocked: number;
}

/**
 * Two scorings, taken in turn (a portfolio: each wins deals the other misses). Balanced was tuned
 * on Beleaguered Castle deals that the depth-first search left undecided; Unblocking on the
 * Streets and Alleys wins that took longest. On both games' slowest wins together, the beams
 * needed 58.2 million nodes with Balanced alone, 33.0 (one deal not won) with Unblocking alone,
 * 25.1 taking turns. Weights are integers: scores are compared exactly (castle-beam.ts packs them
 * into sort keys).
 */
export const BALANCED: Weights = { home: 10, empty: 8, breaks: 3, buried: 2, blocked: 3 };
export const UNBLOCKING: Weights = { home: 10, empty: 8, breaks: 3, buried: 1, blocked: 20 };
/**
 * Streets and Alleys' first scoring: Balanced, with every break in a row's run costing ten times
 * as much. Its deals start with no card home and the aces anywhere, and its slow wins go through
 * long rearrangements into runs before the foundations grow (Streets and Alleys 296: 300 moves for
 * its first five cards). Side by side at 10 s with Balanced in its place: Streets and Alleys
 * 1–1000 58.4 s against 65.2 s. Beleaguered Castle did worse with it (21.5 s against 15.8 s) and
 * keeps Balanced; other weights tried: docs/benchmarks.md.
 */
export const SORTING: Weights = { ...BALANCED, breaks: 30 };

/**
 * Higher is better: cards home, empty rows; few breaks in the rows' descending runs, few cards
 * over a lower card of their own suit (each must leave its row before going home), and the next
 * card each foundation needs lying shallow. A sum of per-row terms plus the cards home.
 */
export function score(b: CastleBoard, w: Weights): number {
  let sum = b.homeCount * w.home;
  for (let r = 0; r < b.rows; r++) sum += rowScore(b, r, w);
  return sum;
}

/** One row's part of `score`. */
function rowScore(b: CastleBoard, r: number, w: Weights): number {
  const n = b.len[r]!;
  if (n === 0) return w.empty;
  let breaks = 0, buried = 0, blocked = 0;
  const lowest = LOWEST;
  lowest.fill(13);
  for (let k = 0; k < n; k++) {
    const c = b.cell(r, k), s = (c / 13) | 0, rank = c % 13;
    if (k > 0 && !b.builds(b.cell(r, k - 1), c)) breaks++;
    if (b.home[s] === rank) buried += n - 1 - k;
    if (lowest[s]! < rank) blocked++;
    else lowest[s] = rank;
  }
  return -breaks * w.breaks - buried * w.buried - blocked * w.blocked;
}
const LOWEST = new Int32Array(4);

/**
 * `score` for the children of one position, cheaply: a move that sends no card home (nor lets
 * any go home after it) changes only the two rows it touches, so the child's score is the parent's
 * with those two rows' terms recomputed. A child with cards sent home changes what each foundation
 * needs next, so it is scored in full. Same values as `score`, about a third of the work.
 */
export class ChildScorer {
  private readonly rowTerm = new Int32Array(16);
  private parentScore = 0;
  private parentHome = 0;

  constructor(private readonly w: Weights) {}

  /** Takes the board's position as the parent of the children scored next. */
  setParent(b: CastleBoard): void {
    let sum = b.homeCount * this.w.home;
    for (let r = 0; r < b.rows; r++) sum += this.rowTerm[r] = rowScore(b, r, this.w);
    this.parentScore = sum;
    this.parentHome = b.homeCount;
  }

  /** `score` of the board, a child of the parent reached by move `code` then any cards sent home. */
  child(b: CastleBoard, code: number): number {
    if (b.homeCount !== this.parentHome) return score(b, this.w);
    const from = moveFrom(code), to = moveTo(code), t = this.rowTerm;
    return this.parentScore - t[from]! - t[to]! + rowScore(b, from, this.w) + rowScore(b, to, this.w);
  }
}
