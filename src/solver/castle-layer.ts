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
 *
 * The search goes one card home at a time, in levels. Level g searches the tableau moves from its
 * position with the next g cards of each suit named; each move home it meets is handed to level
 * g − 1, which asks about the position after it with one card fewer named per suit (the card that
 * went home and, in the other suits, the g-th: neither can matter for g − 1 more cards). Level 1's
 * moves home are the answer. So each level remembers its verdicts in the coarsest abstraction that
 * decides them, and positions that differ only in cards a lower level no longer names are
 * searched once there. Same verdicts as one search with g named cards throughout, in fewer
 * abstract nodes (the complete search alone proves Beleaguered Castle 954 in 2.0 s instead of 2.2 s).
 * A level is a Level (castle-layer-level.ts); LayerTest below chains them and keeps their budget.
 *
 * A safe move home decides: when the top of a row may go home safely (CastleBoard.isSafe: every
 * foundation holds at least its rank − 1 cards), the position can send g cards home exactly when
 * the position after that move can send g − 1. isSafe's proof edits a line from the position into
 * one from the position after the move, sending home at least as many cards (the card d it sends
 * home early is the next of its suit, so named at every level); so when the lower level says dead
 * there, no other move is tried. Early in a deal every ace and two is safe, and the deep questions
 * of castle-roots.ts shrink most: Streets and Alleys 229's proof that five cards cannot go home
 * after its sixth move took 2.4 million abstract nodes (0.9 s) instead of 15.8 million (8.3 s).
 */
import type { Position } from '../engine/index.ts';
import type { CastleBoard } from './castle-board.ts';
import { DeadTest } from './castle-fixpoint.ts';
import { HashSet96 } from './hash-set-96.ts';
import { BEAM, COMPLETE, Level, UPPER, type Budget, type LayerVerdict } from './castle-layer-level.ts';

export type { LayerVerdict } from './castle-layer-level.ts';

/**
 * From this goal up, each new position a level's search meets is first asked whether its named
 * cards could ever go home in enough number (DeadTest.short, castle-fixpoint.ts): when not, it is
 * dead and not expanded. The deeper questions of castle-roots.ts gain most: Streets and Alleys
 * 229's five-card proof took 15.8 million abstract nodes instead of 18.6 million. From goal 2 up
 * it did the same as from 3.
 */
const BOUND_FROM = 3;

/** Each level's memory of its verdicts may grow to 2^23 slots (100 MB): the two-card test of every node's. */
const MEMO_BITS = 23;
/**
 * The memory of the deep questions (castle-roots.ts, castle-start.ts) may grow to 2^25 slots
 * (400 MB a level, as the levels need it). Once full, a level forgets what it proves and searches
 * the same abstract positions again: Beleaguered Castle 7861's start cannot send eight cards
 * home, 61.7 million nodes with room for 2^24 or more, unknown at 200 million with 2^23; 37172's
 * ten cards, 96.7 million with 2^25, unknown at 200 million with 2^24.
 */
export const DEEP_MEMO_BITS = 25;

/** The layer search's cuts, each on unless a test turns it off to check what it changes. */
export interface LayerCuts {
  /** The named cards' bound (BOUND_FROM). */
  bound?: boolean;
  /** A safe card's move home decides (Level.search). */
  safeHome?: boolean;
}

export class LayerTest {
  /** levels[g − 1] asks whether g cards can go home; the test's own goal is the top one. */
  private readonly levels: Level[] = [];
  private readonly budget: Budget = { left: 0, stop: undefined };
  /** Per goal, the ids of the real cards, and the foundations they were written for (4 bits a suit, −1 before the first test). */
  private readonly label: Uint8Array[] = [];
  private readonly labelled: number[] = [];
  /**
   * Positions a beam's test (with a smaller budget) ran out in: they stop the beams' tests only,
   * so the complete search still gets its longer ones there, and a wider beam's larger budget
   * starts them afresh.
   */
  private readonly undecidedForBeam = new HashSet96(12, 22);
  /** The budget of the beams' tests so far: a larger one forgets their undecided positions. */
  private beamBudget = 0;
  /** The nodes `testFor` has searched (a stopped test counts its whole budget: nothing follows it). */
  nodes = 0;

  /**
   * `goal`: how many cards must be able to go home (1 to 13). `memoBits`: the cap of each level's
   * memory of its verdicts (MEMO_BITS, or DEEP_MEMO_BITS for the deep questions).
   */
  constructor(
    pos: Position,
    readonly goal = 1,
    cuts: LayerCuts = {},
    memoBits = MEMO_BITS,
  ) {
    let level: Level | undefined;
    const bound = cuts.bound === false ? undefined : new DeadTest(), safeCut = cuts.safeHome !== false;
    for (let g = 1; g <= goal; g++) {
      const forBeam = g === goal ? this.undecidedForBeam : undefined;
      level = new Level(pos, g, level, this.budget, forBeam, g >= BOUND_FROM ? bound : undefined, safeCut, memoBits);
      this.levels.push(level);
      this.label.push(new Uint8Array(52));
      this.labelled.push(-1);
    }
  }

  /**
   * Whether moves from b can send the next `goal` cards home (`open`), cannot (`dead`: b cannot
   * be won), or `unknown` when the search needed more than `budget` nodes. Verdicts are
   * remembered for every abstract position the search decided, so later tests reaching one of
   * them stop there. `forBeam`: a beam's test, whose undecided positions stop only beams' tests.
   */
  test(b: CastleBoard, budget: number, forBeam = false): LayerVerdict {
    if (forBeam && budget > this.beamBudget) {
      this.undecidedForBeam.clear();
      this.beamBudget = budget;
    }
    this.budget.left = budget;
    return this.levels[this.goal - 1]!.test(b, this.labels(b, this.goal), b.home, forBeam ? BEAM : COMPLETE);
  }

  /**
   * The same question for `goal` cards (at most the test's own), leaving no mark where the search
   * runs out: a later test with a larger budget searches again. `stop`, asked now and then, can
   * end it early (unknown).
   */
  testFor(goal: number, b: CastleBoard, budget: number, stop?: () => boolean): LayerVerdict {
    const spend = this.budget;
    spend.left = budget;
    spend.stop = stop;
    const verdict = this.levels[goal - 1]!.test(b, this.labels(b, goal), b.home, UPPER);
    spend.stop = undefined;
    this.nodes += budget - Math.max(0, spend.left);
    return verdict;
  }

  /** Whether an earlier test for `goal` cards proved b dead (a lookup, no search). */
  knownDead(b: CastleBoard, goal: number): boolean {
    return this.levels[goal - 1]!.knownDead(b, this.labels(b, goal));
  }

  /** The ids of b's cards for `goal`: they depend on the foundations only, which most tests in a row share. */
  private labels(b: CastleBoard, goal: number): Uint8Array {
    const homes = b.foundationKey();
    const label = this.label[goal - 1]!;
    if (homes !== this.labelled[goal - 1]) {
      this.labelled[goal - 1] = homes;
      this.levels[goal - 1]!.labels(b.home, label);
    }
    return label;
  }
}
