/**
 * Deeper dead-end tests where the complete search lingers, for the games that build down in any
 * suit.
 *
 * On the hardest deals the complete search can spend millions of nodes under one position after a
 * card went home, walking the tableau rearrangements from there: from each of them a card or two
 * more can go home, so the layer test of every node (castle-dead.ts, two cards) calls each open,
 * yet nothing under that position wins. The layer test asked there, once, for more cards often
 * proves the whole subtree dead at once. Streets and Alleys 523: four cards cannot go home from
 * the start (0.2 s). Streets and Alleys 77: the search walks a plateau of rearrangements at its
 * start, and every exit from it (the ace of clubs going home) is proved dead by these tests; the
 * first proofs leave their positions in the layer test's memory, where each later exit is found
 * dead by a lookup when the search enters it.
 *
 * So each position the search enters after a card went home (a root) is remembered while the
 * search is under it. When the search has spent FIRST_CHECK nodes there, then GROWTH times as
 * many, and so on, the layer test asks about it with a budget of BUDGET times the nodes spent:
 * for three cards first (or at once for one card more than any beam sent home: `ceiling`), and
 * for one card more each time the answer is open (up to LAST_GOAL); an unknown answer is asked
 * again with the next budget. A dead root ends the search of everything under
 * it. The tests are sound (castle-layer.ts): a position from which fewer cards than the goal can
 * go home cannot be won, nor can any position reached from it.
 *
 * Surveys of 1–1000 at 10 s, side by side without the tests: Streets and Alleys
 * 117.6 s against 138.6 s, and 77 and 523 decided (undecided at 30 s without); Beleaguered
 * Castle 31.1 s against 31.0 s, the same verdicts. Single deals swing both ways with these
 * values, as the search's order after a cut changes: with FIRST_CHECK 30,000, Streets and
 * Alleys 77 took 17 s, with 10,000 3.7 s, with 50,000 2.2 s (complete search alone).
 *
 * A test starts only while the nodes of the tests that proved nothing so far (open or unknown
 * answers) are under SHARE of the search's, asked before each test (a test started may then
 * spend its whole budget). A test's node costs several search nodes (each card home it meets asks
 * the level below, uncounted), and with 0.1 the wins that no test helped took 17 % longer. A dead
 * answer does not count: it pays for itself, ending the search of a whole subtree. When it
 * counted, Streets and Alleys 794's first root proved dead (a test of a million nodes) held back,
 * for 3 million search nodes, the tests that then proved the roots beside it dead in
 * milliseconds. Side by side at 10 s: Streets and Alleys 1–1000 109.4 s against 112.3 s,
 * 1001–2000 156.4 s against 158.1 s, Beleaguered Castle 1–1000 28.0 s against 29.9 s (its proofs
 * 4.9 s against 6.3 s), the same verdicts.
 *
 * One card more is asked in the same check, after an open answer, only if the nodes spent under
 * the root (the new test's whole budget until BUDGET came, a quarter of it since) fit in the
 * share: otherwise at the root's next check. Cheap open answers used to lead
 * straight to a test that ran out of a budget many times what was left of the share, and shut it
 * for twenty times as many search nodes: Beleaguered Castle 1340's start was open for 3, 4 and 5
 * cards in 1,900 nodes, then its six-card test spent 50,000 and ran out, and the root beside it,
 * proved dead in 9,000 nodes when tested, waited a million (the deal took 18 s instead of 4 s).
 * Side by side at 10 s: Beleaguered Castle 1001–2000 38.1 s against 45.3 s (1340 decided),
 * 1–1000 20.4 s against 20.6 s; Streets and Alleys 1–1000 88.4 s against 89.9 s, 1001–2000
 * 126.2 s against 128.4 s; the same verdicts otherwise.
 *
 * Once a safe move home decided the layer search's questions (castle-layer.ts), deep questions
 * got cheap, and SHARE went from 0.05 to 0.2 and LAST_GOAL from 6 to 8: an unknown answer no
 * longer holds the next test back for twenty times its nodes. Streets and Alleys 229's proof came
 * at 16.5 million search nodes, the first test after its root's 800,000-node unknown (the test
 * then needed 2.4 million). Side by side at 10 s, against 0.05 and 6: Streets and Alleys 1–1000
 * 71.2 s against 78.1 s (229 in 2.8 s instead of 9.4 s; proofs 13.2 s against 21.0 s), Beleaguered
 * Castle 18.4 s against 18.0 s; the same verdicts. A SHARE of 0.1 left Streets and Alleys 296
 * undecided (its win, by the complete search after 10 million nodes, hangs on which cuts come
 * when), 0.35 too; GROWTH 2 was slower (74.5 s against 69.6 s).
 *
 * Once the climb jumped past the beams' ceiling, SHARE went to 0.7 and the budget to 4 times the
 * nodes spent (BUDGET), and the climb goes on to 13 cards. Surveys at 10 s, side by side against
 * the same file before (0.2, the nodes spent, no jump, up to 8 cards; the complete search's share
 * dropping at 15 cards for both): Streets and Alleys 1–1000 37.5–37.9 s against 41.8 s, 186
 * proved in 8.1 s (undecided before; the other proofs 8.0 s against 10.5 s, the wins 21.4–21.7 s
 * against 21.3 s); 1001–2000 64.8 s against 65.8 s, 1216 won in 8.5 s (undecided), the proofs
 * 5.4 s against 11.9 s but the wins 30.9 s against 23.9 s (deals whose beams stop early, 1996 and
 * 1821 among them, spend seconds on tests of 7 cards that run out); Beleaguered Castle 1–1000
 * 12.3–12.8 s against 12.1 s, and 1001–2000 12.9 s against 22.5 s at the commit before (1478 in
 * 1.7 s instead of 9.7 s). The jump alone, with 0.2, the nodes spent and the drop at 13 cards, was
 * slower (Streets and Alleys 1–1000 47.7 s against 44.3 s): its tests ran out and shut the share.
 */
import type { Position } from '../engine/index.ts';
import { CastleBoard } from './castle-board.ts';
import { LayerTest } from './castle-layer.ts';

const FIRST_CHECK = 50_000;
const GROWTH = 4;
/** See the file comment, and BUDGET. */
const SHARE = 0.7;
/**
 * A test's node budget, per node the search has spent under its root. With the root tests asking
 * past the beams' ceiling (`ceiling`), the deep dead answers need budgets of millions of nodes
 * early: Streets and Alleys 186's root after its sixth card home is dead for nine cards more in
 * 6.2 million abstract nodes; with a budget of the nodes spent it was asked after 9 million search
 * nodes. Figures in the file comment. Other values sit close to cliffs on 186 alone (at 40 s):
 * SHARE 0.5 and BUDGET 4 9.8 s, 1 and 4 11.9 s, 0.7 and 3 13.0 s, 2 and 8 8.4 s (but Streets and
 * Alleys 296 and 958 undecided at 10 s).
 */
const BUDGET = 4;
const FIRST_GOAL = 3;
/** The climb ends where every card is named (castle-layer.ts): the real game, save the rows' order. */
const LAST_GOAL = 13;
/** A root holds at least one card more home than the one before it on the stack. */
const MAX_ROOTS = 53;

export class RootTests {
  private readonly depthOf = new Int32Array(MAX_ROOTS);
  private readonly start = new Float64Array(MAX_ROOTS);
  private readonly due = new Float64Array(MAX_ROOTS);
  private readonly tries = new Int32Array(MAX_ROOTS);
  private readonly saved: Uint8Array;
  private readonly bytes: number;
  private count = 0;
  /** How many goals from FIRST_GOAL up have been asked (the others know nothing yet). */
  private used = 0;
  private readonly board: CastleBoard;
  /** Made at the first test: most searches end before any (its tables cost a few MB). */
  private layer: LayerTest | undefined;
  private readonly pos: Position;
  /** The nodes of the tests that proved nothing (open or unknown): what SHARE holds back. */
  private wasted = 0;
  /**
   * The most cards home any beam reached in the deal (0: none told). A root's climb jumps to the
   * goal one card past it: when no beam, of any width, got past some number of cards home, the
   * deal is often impossible for that reason, and the question that proves it is whether a root
   * can get one card further. Climbing one card a check, Streets and Alleys 186 (beams stop at 14
   * cards home; its root at 6 cards is dead for 9 more, at 5 for 10, at 4 for 11) would have
   * needed hundreds of millions of search nodes to ask it. The jump is sound whatever the
   * ceiling: a dead answer for any goal proves the root lost.
   */
  ceiling = 0;
  /** Roots proved dead. */
  proved = 0;

  constructor(pos: Position) {
    this.board = new CastleBoard(pos);
    this.bytes = this.board.savedBytes;
    this.saved = new Uint8Array(MAX_ROOTS * this.bytes);
    this.pos = pos;
  }

  /** Whether a test at some root proved b dead already: each goal's memory is looked up. */
  knownDead(b: CastleBoard): boolean {
    if (this.proved === 0) return false; // most deals: no test proved anything, no lookup
    for (let g = FIRST_GOAL; g < FIRST_GOAL + this.used; g++) if (this.layer!.knownDead(b, g)) return true;
    return false;
  }

  /** The search entered board b at `depth` after a card went home, having made `nodes` nodes. */
  enter(depth: number, b: CastleBoard, nodes: number): void {
    this.leave(depth - 1);
    const i = this.count++;
    this.depthOf[i] = depth;
    this.start[i] = nodes;
    this.due[i] = nodes + FIRST_CHECK;
    this.tries[i] = 0;
    b.save(this.saved, i * this.bytes);
  }

  /** The search is back at `depth`: roots deeper down are left. */
  leave(depth: number): void {
    while (this.count > 0 && this.depthOf[this.count - 1]! > depth) this.count--;
  }

  /** Tests the roots that are due, deepest first; returns the depth of one proved dead, or −1. */
  check(nodes: number, stop: () => boolean): number {
    if (this.wasted > SHARE * nodes) return -1;
    for (let i = this.count - 1; i >= 0; i--) {
      if (nodes < this.due[i]!) continue;
      const test = (this.layer ??= new LayerTest(this.pos, LAST_GOAL));
      const spent = nodes - this.start[i]!;
      this.due[i] = nodes + spent * (GROWTH - 1);
      this.board.restoreCards(this.saved, i * this.bytes);
      // One card past what any beam reached: where the climb jumps to (see `ceiling`).
      const jump = this.ceiling > 0 ? Math.min(LAST_GOAL, this.ceiling + 1 - this.board.homeCount) : 0;
      for (let first = true; ; first = false) {
        const goal = Math.max(FIRST_GOAL + this.tries[i]!, jump);
        if (goal > LAST_GOAL) {
          this.due[i] = Infinity; // open for every goal tried
          break;
        }
        this.tries[i] = goal - FIRST_GOAL;
        this.used = Math.max(this.used, goal - FIRST_GOAL + 1);
        if (this.wasted > SHARE * nodes) return -1; // asked again before each test
        if (!first && this.wasted + spent > SHARE * nodes) break; // one card more: see the file comment
        const before = test.nodes;
        const verdict = test.testFor(goal, this.board, spent * BUDGET, stop);
        if (verdict !== 'dead') this.wasted += test.nodes - before;
        if (verdict === 'dead') {
          this.proved++;
          return this.depthOf[i]!;
        }
        if (verdict === 'unknown') {
          if (stop()) return -1;
          break;
        }
        this.tries[i]!++; // open: one card more
      }
    }
    return -1;
  }
}
