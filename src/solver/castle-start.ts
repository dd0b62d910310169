/**
 * The start question, for the castle games that build down in any suit: can the deal's start send
 * home one card more than any beam ever did?
 *
 * On the hardest impossible deals every beam, of every width, stops at the same number of cards
 * home, and the reason is often there: the rows cannot give up the next cards whatever is done.
 * The layer search (castle-layer.ts) answers that question soundly: dead means no winning line
 * exists. The root tests (castle-roots.ts) ask it too, under each root the complete search enters,
 * but with budgets tied to the nodes spent there and a share that an unknown answer uses up; the
 * start's answer decides the whole deal, and can need tens of millions of abstract nodes
 * (Beleaguered Castle 2072: seven cards past the aces, 43.5 million; 37172: ten, 96.7 million).
 * So the schedule asks it itself, with its own share of the budget.
 *
 * The goal is one card past the most any beam sent home (at least FIRST_GOAL), then one more each
 * time the answer is open, up to LAST_GOAL (every card named: the real game's rows). An unknown
 * answer is asked again once the budget offered has grown to twice its own, so all the unknown
 * answers together cost at most as much as the last one. Each answer is a fresh search, but the layer
 * search remembers every abstract position it proved dead, and the later searches stop there.
 */
import type { Position } from '../engine/index.ts';
import { CastleBoard } from './castle-board.ts';
import type { LayerTest } from './castle-layer.ts';

const FIRST_GOAL = 3;
const LAST_GOAL = 13;
/** The first question's budget: smaller ones are the root tests' business. */
const FIRST_BUDGET = 1_000_000;

export class StartQuestion {
  private readonly board: CastleBoard;
  private goal = FIRST_GOAL;
  /** The least budget worth a new question: twice the last unknown answer's. */
  private next = FIRST_BUDGET;
  /** Open for every goal up to LAST_GOAL: nothing more to ask. */
  private done = false;
  /** The abstract nodes of every question asked so far. */
  nodes = 0;

  /** `test`: the root tests' layer test (RootTests.layerTest), whose memory the questions share. */
  constructor(
    pos: Position,
    private readonly test: LayerTest,
  ) {
    this.board = new CastleBoard(pos);
  }

  /**
   * Asks, with a budget of `budget` abstract nodes a question, for one card past `mostHome` (the
   * most cards home any beam reached) or more: `dead` when the start cannot send that many home
   * (the deal is lost), else undefined. `stop` ends a question early (unknown).
   */
  ask(mostHome: number, budget: number, stop: () => boolean): 'dead' | undefined {
    this.goal = Math.max(this.goal, Math.min(LAST_GOAL, mostHome + 1 - this.board.homeCount));
    while (!this.done) {
      if (budget < this.next) return undefined;
      const before = this.test.nodes;
      const verdict = this.test.testFor(this.goal, this.board, budget, stop);
      this.nodes += this.test.nodes - before;
      if (verdict === 'dead') return 'dead';
      if (verdict === 'unknown') {
        this.next = 2 * budget;
        return undefined;
      }
      if (this.goal === LAST_GOAL) this.done = true;
      else this.goal++;
    }
    return undefined;
  }
}
