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
 *
 * The same fixpoint bounds the layer search (castle-layer.ts) on its abstract boards, where only
 * the named cards go home (on foundation 1 + suit) and a card known by its rank builds like any
 * card of that rank and never goes home (foundation 0 takes nothing). In a line that sends g more
 * cards home, those cards are the next of their suits and each leaves its place, so each is in the
 * fixpoint: the cards that go home from suit s are among its named cards from the foundation up
 * that are all in the fixpoint. When those runs add up to fewer than g, no line sends g cards
 * home (`short`). Once some row can empty, every card can leave and neither test says anything.
 */
import { heightOfCell, RANK, rowOfCell, SUIT, type CastleBoard } from './castle-board.ts';

export class DeadTest {
  /** How many cards at the top of each row can leave (the fixpoint so far). */
  private readonly free = new Int32Array(16);
  /**
   * Per foundation, the lowest rank not home that has not left in the fixpoint so far: every card
   * of the suit below it has left, so a card of that rank (and no other) can go home, by (a).
   */
  private readonly reach = new Int32Array(5);
  /**
   * Per card id, the number of the last test (`test`) in which it was exposed: the top of its
   * row's part not yet gone, every card above it gone. These are exactly the bases (b) allows: not
   * home, every card now above it gone, and not under c in c's row (there only c is exposed).
   */
  private readonly exposed = new Int32Array(256);
  /** Per rank, the last test in which a card of that rank was exposed (rows building by rank look only at that). */
  private readonly exposedRank = new Int32Array(13);
  private test = 0;

  /**
   * True when some card can never leave its place: the position cannot be won. Once some row can
   * be emptied, (c) lets every card leave, so the answer is no at once: the fixpoint only needs
   * computing while no row can empty, and the position is dead exactly when none ever can.
   * `_beamWidth` is for DeadEnds (a beam passes its width to whichever test it was given).
   */
  isDead(b: CastleBoard, _beamWidth = 0): boolean {
    return !this.spread(b, Infinity);
  }

  /** Whether fewer than `goal` named cards of abstract board a can ever go home (see the file comment). */
  short(a: CastleBoard, goal: number): boolean {
    return !this.spread(a, goal);
  }

  /**
   * The fixpoint: true as soon as some row can empty or `goal` cards can go home, false when it
   * stops short of both.
   */
  private spread(b: CastleBoard, goal: number): boolean {
    const free = this.free, reach = this.reach, exposed = this.exposed, exposedRank = this.exposedRank;
    const test = ++this.test;
    for (let r = 0; r < b.rows; r++) {
      if (b.len[r] === 0) return true;
      free[r] = 0;
      const c = b.top(r);
      exposed[c] = exposedRank[RANK[c]!] = test;
    }
    for (let f = 0; f <= 4; f++) reach[f] = b.home[f]!;
    let home = 0;
    for (let changed = true; changed; ) {
      changed = false;
      for (let r = 0; r < b.rows; r++) {
        const n = b.len[r]!;
        while (free[r]! < n) {
          const c = b.cell(r, n - 1 - free[r]!), f = SUIT[c]!;
          // (a) needs every lower card of c's suit gone, and then none lies under c: c has not
          // left, so neither has any card under it.
          const goes = reach[f] === RANK[c];
          if (!(goes || this.canBuild(b, c))) break;
          free[r]!++;
          changed = true;
          if (free[r]! < n) {
            const under = b.cell(r, n - 1 - free[r]!);
            exposed[under] = exposedRank[RANK[under]!] = test;
          }
          if (goes && (home += this.advance(b, c)) >= goal) return true;
        }
        if (free[r] === n) return true;
      }
    }
    return false;
  }

  /**
   * Card c has just left by (a): moves its foundation's `reach` past it and the cards of its suit
   * above it that have left already; returns how many it passed.
   */
  private advance(b: CastleBoard, c: number): number {
    let id = c + 1;
    while (RANK[id] !== 0 && this.gone(b, id)) id++;
    this.reach[SUIT[c]!] = RANK[id] === 0 ? 13 : RANK[id]!;
    return id - c;
  }

  /**
   * Whether card `id` lies in its row's top segment, gone in the fixpoint so far (false when it is
   * not on the board). Read through `where`, checked against the cell: an abstract board's entries
   * for cards it no longer holds are left as they were (CastleBoard.copyRows).
   */
  private gone(b: CastleBoard, id: number): boolean {
    const at = b.where[id]!;
    if (at < 0 || b.cells[at] !== id) return false;
    const r = rowOfCell(at), n = b.len[r]!, h = heightOfCell(at);
    return h < n && h >= n - this.free[r]!;
  }

  /** (b): some card c builds on has been exposed (see `exposed`). */
  private canBuild(b: CastleBoard, c: number): boolean {
    const rank = RANK[c]!, e = this.exposed, test = this.test;
    if (b.upDown) return (rank < 12 && e[c + 1] === test) || (rank > 0 && e[c - 1] === test);
    return rank < 12 && this.exposedRank[rank + 1] === test;
  }
}
