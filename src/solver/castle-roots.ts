/**
 * Deeper dead-end tests where the complete search lingers, for the games that build down in any
 * suit.
 *
 * On the hardest deals the complete search can spend millions of nodes under one position after a
 * card went home, walking the tableau rearrangements from there: from each of them a card or two
 * more can go home, so the layer test of every node (castle-dead.ts, two cards) calls each open,
 * yet nothing under that position wins. The layer test asked there, once, for more cards often
 * proves the whole subtree dead at once (Streets and Alleys 523: four cards cannot go home from
 * the start). The first proofs leave their positions in the layer test's memory, where later
 * positions after a card went home are found dead by a lookup.
 *
 * So each position the search enters after a card went home (a root) is remembered while the
 * search is under it. When the search has spent FIRST_CHECK nodes there, then GROWTH times as
 * many, and so on, the layer test asks about it with a budget of BUDGET times the nodes spent:
 * for three cards first (or at once for one card more than any beam sent home: `ceiling`), and
 * for one card more each time the answer is open (up to LAST_GOAL); an unknown answer is asked
 * again with the next budget. A dead root ends the search of everything under it. The tests are
 * sound (castle-layer.ts): a position from which fewer cards than the goal can go home cannot be
 * won, nor can any position reached from it. Surveys of 1–1000 at 10 s, side by side without the
 * tests: Streets and Alleys 117.6 s against 138.6 s, 77 and 523 decided (undecided at 30 s
 * without).
 *
 * A test starts only while the nodes of the tests that proved nothing so far (open or unknown
 * answers) are under SHARE of the search's, asked before each test (a test started may then
 * spend its whole budget). A dead answer does not count: it pays for itself, ending the search of
 * a whole subtree (when it counted, Streets and Alleys 794's first dead root, a test of a million
 * nodes, held back for 3 million search nodes the tests that then proved the roots beside it dead
 * in milliseconds).
 *
 * One card more is asked in the same check, after an open answer, only if the nodes spent under
 * the root (the new test's whole budget until BUDGET came, a quarter of it since) fit in the
 * share: otherwise at the root's next check. Cheap open answers used to lead straight to a test
 * that ran out of a budget many times what was left of the share and shut it for twenty times as
 * many search nodes (Beleaguered Castle 1340: 18 s instead of 4 s). The values tried for each
 * constant are in docs/benchmarks.md.
 */
import type { Position } from '../engine/index.ts';
import { CastleBoard } from './castle-board.ts';
import { DEEP_MEMO_BITS, LayerTest } from './castle-layer.ts';

/** Nodes under a root before its first test, and the factor between its tests (file comment). */
const FIRST_CHECK = 50_000;
const GROWTH = 4;
/** The most the tests that proved nothing may have spent, as a share of the search's nodes (file comment, BUDGET). */
const SHARE = 0.7;
/**
 * A test's node budget, per node the search has spent under its root. With the root tests asking
 * past the beams' ceiling (`ceiling`), the deep dead answers need budgets of millions of nodes
 * early: Streets and Alleys 186's root after its sixth card home is dead for nine cards more in
 * 6.2 million abstract nodes; with a budget of the nodes spent it was asked after 9 million search
 * nodes. With SHARE 0.7 and BUDGET 4, side by side at 10 s against 0.2 and the nodes spent:
 * Streets and Alleys 1–1000 37.5–37.9 s against 41.8 s, 186 proved in 8.1 s.
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

  /**
   * The layer test the root tests ask, made at the first need; the start question (castle-start.ts)
   * asks it too, so each finds what the other proved.
   */
  layerTest(): LayerTest {
    return (this.layer ??= new LayerTest(this.pos, LAST_GOAL, {}, DEEP_MEMO_BITS));
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

  /**
   * No more jumps past the ceiling (castle.ts, JUMP_UNTIL), and the share of the tests that proved
   * nothing starts afresh: the jumps' unknown answers had used it up.
   */
  stopJumping(): void {
    this.ceiling = 0;
    this.wasted = 0;
  }

  /** Tests the roots that are due, deepest first; returns the depth of one proved dead, or −1. */
  check(nodes: number, stop: () => boolean): number {
    if (this.wasted > SHARE * nodes) return -1;
    for (let i = this.count - 1; i >= 0; i--) {
      if (nodes < this.due[i]!) continue;
      const test = this.layerTest();
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
