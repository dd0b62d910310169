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
 * Beams narrower than this skip the layer search: the fixpoint alone. The narrowest beam (20) is
 * the first, cheap try at every deal, and wins most winnable ones; its layer tests took about half
 * its time. Surveys of 1–1000 at 10 s, side by side with the layer search in every beam:
 * Beleaguered Castle 13.3–13.4 s against 15.4 s (wins 9.8–9.9 s against 11.7–11.8 s), Citadel
 * 4.2 s against 6.5 s, Streets and Alleys 44.0–45.9 s against 45.5–47.3 s; the same verdicts.
 * Skipping it up to width 60 too made Streets and Alleys slower (49.4 s against 47.6 s): wider
 * beams need the cut to keep live positions.
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
