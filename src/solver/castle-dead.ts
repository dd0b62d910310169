/**
 * The castle games' dead-position test: the fixpoint of the cards that can leave their place
 * (castle-fixpoint.ts), then, for the games building down in any suit, the layer search
 * (castle-layer.ts) for the next cards going home.
 */
import { gameDef, type Position } from '../engine/index.ts';
import type { CastleBoard } from './castle-board.ts';
import { DeadTest } from './castle-fixpoint.ts';
import { LayerTest } from './castle-layer.ts';

export { DeadTest };

/**
 * The layer search asks whether the next two cards can go home. On Beleaguered Castle's hardest
 * deals (complete search alone, 10 million nodes), one card left 363, 398 and 954 undecided; two
 * won 398 and proved 954 impossible; three made the searches too long for their budget (deeper
 * questions are the root tests', castle-roots.ts).
 */
const LAYER_GOAL = 2;

/**
 * Node budget of one layer search for the complete search. Thanks to the layer search's memory
 * most tests cost a lookup, and a search that runs out never repeats.
 */
const LAYER_BUDGET = 200_000;

/**
 * A beam's layer-search budget per unit of its width (width 60: 12,000 nodes; 1,000 and up: the
 * complete search's). A beam tests every child it keeps, and with the complete search's budget a
 * few searches of 10^5 nodes could make one beam of width 100 take most of a second; a wide beam,
 * run only on deals the narrow ones did not win, can afford longer searches. Side by side on
 * Beleaguered Castle 1–1000: 51.8 s against 55.6 s with 1,000 per unit (others: docs/benchmarks.md).
 */
const BEAM_LAYER_BUDGET_PER_WIDTH = 200;

/**
 * Beams narrower than this skip the layer search: the fixpoint alone. The narrowest beam (20) is
 * the first, cheap try at every deal, and wins most winnable ones; its layer tests took about half
 * its time. Side by side at 10 s with the layer search in every beam: Beleaguered Castle 1–1000
 * 13.3 s against 15.4 s. Wider beams need the cut to keep live positions (skipping it at width 60
 * too was slower).
 */
const BEAM_LAYER_FROM_WIDTH = 60;

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

  /**
   * `beamWidth`: a beam's test (0: the complete search's), whose layer search gets a budget in
   * proportion, and none below BEAM_LAYER_FROM_WIDTH.
   */
  override isDead(b: CastleBoard, beamWidth = 0): boolean {
    if (super.isDead(b)) return true;
    if (this.layer === undefined) return false;
    if (beamWidth === 0) return this.layer.test(b, LAYER_BUDGET) === 'dead';
    if (beamWidth < BEAM_LAYER_FROM_WIDTH) return false;
    return this.layer.test(b, Math.min(LAYER_BUDGET, beamWidth * BEAM_LAYER_BUDGET_PER_WIDTH), true) === 'dead';
  }
}
