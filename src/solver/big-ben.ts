/**
 * Big Ben solver, "thoughtful": it knows the stock order, so its verdict is "winnable knowing the
 * stock order". Three searches share the budget, in alternating slices:
 * - streamlined restarts (foundation moves forced, other moves shuffled, a small node limit each,
 *   growing along the Luby sequence): fast at finding wins, proving nothing;
 * - beam searches layered by stock length (big-ben-beam.ts), each wider than the last, once
 *   the easy deals have had their chance: they find the harder wins, proving nothing;
 * - one complete depth-first search (big-ben-search.ts) with a transposition table of 96-bit hashes,
 *   which alone may answer `impossible`, and only when exhausted.
 * A budget (time, nodes, table size, cancellation) ends the whole with `unknown`.
 *
 * The complete search's pruning, and why it keeps every win reachable:
 * 1. Safe foundation moves (the engine's safe.ts argument): when one is available, it is the only
 *    child. Its proof turns a winning line from P into a strictly shorter one from P + move.
 * 2. Deals commute with every move that does not touch the waste or the stock: such a move is as
 *    legal before the deal as after, with the same result. So any winning line can be rewritten
 *    (bubbling those moves in front of the deals, same length) so that a deal is only ever followed
 *    by another deal, a `fill`, a move from the waste, or the end. The search only plays such lines.
 *    This makes the allowed moves depend on whether the last move was a deal, so that flag is part
 *    of the hashed state: the reduced moves form a fixed graph over (position, flag), and a
 *    depth-first search with a visited set reaches every node of it reachable from the start.
 *    Induction on the length of the shortest such line shows a won node is reachable whenever the
 *    start is winnable (a safe move, rule 1, shortens the line; any other first move is a child).
 * 3. Dead positions (big-ben-deadlock.ts) are not expanded: no win follows them. They are entered
 *    in the visited set like the rest, so the set holds nodes expanded or dead; no line to a win
 *    passes through a dead node, so the reachability argument of rule 2 is unchanged.
 */
import { gameDef, validatePosition, type Position } from '../engine/index.ts';
import { BEAM_WEIGHTS, beamSearch } from './big-ben-beam.ts';
import { DepthFirst } from './big-ben-search.ts';
import { capBitsFor } from './hash-set-96.ts';
import { toMove } from './big-ben-state.ts';
import type { SolveOptions, SolveResult } from './types.ts';

export type { SolveOptions, SolveResult, Verdict } from './types.ts';

/** Extra knobs for tests, benchmarks and the hint sampler. */
export interface BigBenOptions extends SolveOptions {
  /** log2 of the complete search's largest transposition table (entries); by default `tableBitsFor` the node budget. */
  tableBits?: number;
  /** Nodes of the first streamlined try; later tries follow the Luby sequence times this. */
  tryNodes?: number;
  /** Skip the complete search (streamlined tries only: never `impossible`). */
  streamlinedOnly?: boolean;
  /** Width of the first beam search (later ones grow by half each time); 0 turns the beam searches off. */
  beamWidth?: number;
}

/** Nodes of the first streamlined try; later tries get the Luby sequence times this. */
const TRY_NODES = 10_000;
/** Width of the first beam; each later one is half as wide again. */
const BEAM_WIDTH = 8;
/** Beams start once this many nodes are spent: the tries settle easy deals (and small hint budgets) alone. */
const BEAM_AFTER = 100_000;
/**
 * From this width on, every weight set gets each width before the width grows: on the deals the
 * beams found hardest, which set wins is a lottery (six deals left unknown at 300 million nodes were
 * won at width 1,500, each by one or two of the sets tried), so a set is worth more tickets there
 * than one wider beam. The widths count from the first that reaches it, so each of the sets gets it.
 */
const EVERY_SET_FROM = 1_000;

/** The next beam's width, and how many beams have had it, after a beam of `width`, the `atWidth`-th of that width. */
export function nextBeamWidth(width: number, atWidth: number): { width: number; atWidth: number } {
  return width < EVERY_SET_FROM || atWidth >= BEAM_WEIGHTS.length ? { width: width * 1.5, atWidth: 0 } : { width, atWidth };
}

/**
 * The complete search's table cap: 2^24 slots (192 MB) under a time budget (the app's) or a node
 * budget of up to 37 million; above that, room for the third of the nodes the complete search gets,
 * up to 2^27 slots (1.5 GB, 2.3 GB while the last doubling copies). At 100 million nodes the 2^24
 * cap filled on Big Ben 44723, whose tries were exhausted: it ended with budget left.
 */
export function tableBitsFor(maxNodes: number): number {
  return capBitsFor(maxNodes / 3, 24, 27);
}

/** The Luby sequence 1 1 2 1 1 2 4 1 1 2 …, i ≥ 1. */
export function luby(i: number): number {
  for (let k = 1; ; k++) {
    if (i === 2 ** k - 1) return 2 ** (k - 1);
    if (i < 2 ** k - 1) return luby(i - 2 ** (k - 1) + 1);
  }
}

export function solveBigBen(pos: Position, opts: BigBenOptions = {}): SolveResult {
  const now = opts.now ?? Date.now;
  const start = now();
  const result = (verdict: SolveResult['verdict'], nodes: number, moves: number[] = []): SolveResult => ({
    verdict,
    moves: moves.map(toMove),
    nodes,
    ms: now() - start,
  });
  // Not a valid Big Ben position: nothing to search (the caller validates user input first).
  if (pos.game !== 'big-ben' || !validatePosition(gameDef('big-ben'), pos).ok) return result('unknown', 0);
  const deadline = opts.budgetMs === undefined ? Infinity : start + opts.budgetMs;
  const maxNodes = opts.maxNodes ?? Infinity;
  const stop = (): boolean => now() >= deadline || (opts.shouldStop?.() ?? false);
  const complete = opts.streamlinedOnly ? undefined : new DepthFirst(pos, { tableBits: opts.tableBits ?? tableBitsFor(maxNodes) });
  let nodes = 0, completeOpen = complete !== undefined, quickOpen = true;
  let beamWidth = opts.beamWidth ?? BEAM_WIDTH, beamNodes = 0, beams = 0, atWidth = 0;
  const beamsOn = complete !== undefined && beamWidth > 0;
  for (let round = 1; nodes < maxNodes && !stop() && (quickOpen || completeOpen || beamsOn); round++) {
    const limit = (opts.tryNodes ?? TRY_NODES) * luby(round);
    if (quickOpen) {
      // A streamlined try: the first keeps the natural move order, later ones shuffle.
      const quick = new DepthFirst(pos, { tableBits: 22, greedy: true, ...(round > 1 ? { seed: round } : {}) });
      const q = quick.step(Math.min(limit, maxNodes - nodes), stop);
      nodes += quick.nodes;
      if (q === 'won') return result('won', nodes, quick.solution());
      // Exhausted: every shuffle explores the same streamlined graph, so stop trying.
      if (q === 'exhausted') quickOpen = false;
    }
    if (complete && completeOpen && nodes < maxNodes && !stop()) {
      const before = complete.nodes;
      // The complete search gets a third of the nodes while the tries go on, all of them after.
      const c = complete.step(Math.min(quickOpen ? limit >> 1 : limit, maxNodes - nodes), stop);
      nodes += complete.nodes - before;
      if (c === 'won') return result('won', nodes, complete.solution());
      if (c === 'exhausted') return result('impossible', nodes);
      if (c === 'full') completeOpen = false;
    }
    // A beam search with the next weights, each half as wide again as the last (from EVERY_SET_FROM
    // on, once every set has had the width), while the beams have had at most two thirds of the
    // nodes; once the tries are exhausted and the complete search's table is full, the beams alone
    // spend what is left (Big Ben 44723 ended `unknown` with 15 million of its 100 million nodes
    // unspent).
    const alone = !quickOpen && !completeOpen;
    if (beamsOn && (alone || (nodes >= BEAM_AFTER && 3 * beamNodes <= 2 * nodes)) && nodes < maxNodes && !stop()) {
      const b = beamSearch(pos, Math.round(beamWidth), maxNodes - nodes, stop, BEAM_WEIGHTS[beams++ % BEAM_WEIGHTS.length]);
      nodes += b.nodes;
      beamNodes += b.nodes;
      if (b.moves) return result('won', nodes, b.moves);
      ({ width: beamWidth, atWidth } = nextBeamWidth(beamWidth, atWidth + 1));
    }
  }
  return result('unknown', nodes);
}
