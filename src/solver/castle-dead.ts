/**
 * A sound dead-position test for the castle games: cards that can never leave where they lie.
 *
 * In a won game every card not yet home leaves its place. Look at the first time each card X
 * leaves its place in a winning line: X is then the top of its row, so every card now above X has
 * left before; and X goes (a) home, so every lower card of its suit has left before (and none lay
 * under X in X's row: it could not have left first); or (b) onto a card C that X builds on (rank
 * one higher in any suit; in Fortress one higher or lower in its suit), so C is not home, not under
 * X in X's row, and every card now above C has left before; or (c) to an empty row, so a row is
 * empty now or the bottom card of some row has left before.
 *
 * So the set of cards that can leave is computed bottom-up (a least fixpoint): start from none,
 * add each card whose leaving, by (a), (b) or (c), needs only cards already added, until nothing
 * changes. By induction on the time each card first leaves in a winning line, every card that the
 * line moves is added: its conditions name only cards that left earlier. A winning line moves
 * every card not home, so when some card is never added, no winning line exists.
 * Within a row the added cards are always a top segment (a card needs every card above it added),
 * so the set is kept as a count per row.
 */
import { gameDef, type Position } from '../engine/index.ts';
import { heightOfCell, rowOfCell, type CastleBoard } from './castle-board.ts';
import { LayerTest } from './castle-layer.ts';

export class DeadTest {
  /** How many cards at the top of each row can leave (the fixpoint so far). */
  private readonly free = new Int32Array(16);
  /**
   * Per suit, the lowest rank not home that has not left in the fixpoint so far: every card of
   * the suit below it has left, so a card of that rank (and no other) can go home, by (a).
   */
  private readonly reach = new Int32Array(4);
  /**
   * Per card, the number of the last test (`test`) in which it was exposed: the top of its row's
   * part not yet gone, every card above it gone. These are exactly the bases (b) allows: not
   * home, every card now above it gone, and not under c in c's row (there only c is exposed).
   */
  private readonly exposed = new Int32Array(52);
  private test = 0;

  /**
   * True when some card can never leave its place: the position cannot be won. Once some row can
   * be emptied, (c) lets every card leave, so the answer is no at once: the fixpoint only needs
   * computing while no row can empty, and the position is dead exactly when none ever can.
   * `_beamWidth` is for DeadEnds (a beam passes its width to whichever test it was given).
   */
  isDead(b: CastleBoard, _beamWidth = 0): boolean {
    const free = this.free, reach = this.reach, exposed = this.exposed, test = ++this.test;
    for (let r = 0; r < b.rows; r++) {
      if (b.len[r] === 0) return false;
      free[r] = 0;
      exposed[b.top(r)] = test;
    }
    for (let s = 0; s < 4; s++) reach[s] = b.home[s]!;
    for (let changed = true; changed; ) {
      changed = false;
      for (let r = 0; r < b.rows; r++) {
        const n = b.len[r]!;
        while (free[r]! < n) {
          const c = b.cell(r, n - 1 - free[r]!), s = (c / 13) | 0;
          // (a) needs every lower card of c's suit gone, and then none lies under c: c has not
          // left, so neither has any card under it.
          const home = reach[s] === c % 13;
          if (!(home || this.canBuild(b, c))) break;
          free[r]!++;
          changed = true;
          if (free[r]! < n) exposed[b.cell(r, n - 1 - free[r]!)] = test;
          if (home) this.advance(b, s);
        }
        if (free[r] === n) return false;
      }
    }
    return true;
  }

  /** Card c (not home, at cell `at`) has left in the fixpoint so far: it is in its row's top segment. */
  private gone(b: CastleBoard, at: number): boolean {
    const r = rowOfCell(at);
    return heightOfCell(at) >= b.len[r]! - this.free[r]!;
  }

  /** Suit s's card of rank `reach[s]` has just left: moves `reach[s]` past the cards that have. */
  private advance(b: CastleBoard, s: number): void {
    let r = this.reach[s]! + 1;
    while (r < 13 && this.gone(b, b.where[s * 13 + r]!)) r++;
    this.reach[s] = r;
  }

  /** (b): some card c builds on has been exposed (see `exposed`). */
  private canBuild(b: CastleBoard, c: number): boolean {
    const rank = c % 13, e = this.exposed, test = this.test;
    if (b.upDown) return (rank < 12 && e[c + 1] === test) || (rank > 0 && e[c - 1] === test);
    if (rank === 12) return false;
    return e[rank + 1] === test || e[rank + 14] === test || e[rank + 27] === test || e[rank + 40] === test;
  }
}

/**
 * The layer search asks whether the next two cards can go home. On Beleaguered Castle's hardest
 * deals (complete search alone, 10 million nodes): asking for one card left 363, 398 and 954
 * undecided; two cards won 398 in 0.7 million nodes and proved 954 impossible in 3 million, and
 * proved 631 in 4 nodes instead of 160,000; three cards made searches too long for the budget
 * (981, proved in 12,000 nodes with one or two, was left undecided).
 */
const LAYER_GOAL = 2;

/**
 * Node budget of one layer search for the complete search. Thanks to the layer search's memory
 * most tests cost a lookup, and a search that runs out never repeats.
 */
const LAYER_BUDGET = 200_000;

/**
 * A beam's layer-search budget per unit of its width (width 20: 4,000 nodes; 1,000 and up: the
 * complete search's). A beam tests every child it keeps, and with the complete search's budget a
 * few searches of 10^5 nodes could make one beam of width 100 take most of a second; a wide beam,
 * run only on deals the narrow ones did not win, can afford longer searches. Surveys of deals
 * 1–1000 run side by side: Beleaguered Castle 51.8 s against 55.6 s with 1,000 per unit; Streets
 * and Alleys 203.7 s against 208.6 s with the complete search's budget for every beam (same 11
 * left undecided), where 20,000 for every beam lost two lucky wins.
 */
const BEAM_LAYER_BUDGET_PER_WIDTH = 200;

/**
 * Both tests: the cheap fixpoint first, then, for the games building down in any suit, the search
 * for the next cards going home (castle-layer.ts).
 */
export class DeadEnds extends DeadTest {
  readonly layer: LayerTest | undefined;

  constructor(pos: Position) {
    super();
    this.layer = gameDef(pos.game).build === 'down-any' ? new LayerTest(pos, LAYER_GOAL) : undefined;
  }

  /** `beamWidth`: a beam's test (0: the complete search's), whose layer search gets a budget in proportion. */
  override isDead(b: CastleBoard, beamWidth = 0): boolean {
    if (super.isDead(b)) return true;
    if (this.layer === undefined) return false;
    if (beamWidth === 0) return this.layer.test(b, LAYER_BUDGET) === 'dead';
    return this.layer.test(b, Math.min(LAYER_BUDGET, beamWidth * BEAM_LAYER_BUDGET_PER_WIDTH), true) === 'dead';
  }
}
