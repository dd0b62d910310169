/**
 * Big Ben solver, "thoughtful": it knows the stock order, so its verdict is "winnable knowing the
 * stock order". Four searches share the budget, in alternating slices:
 * - streamlined restarts (foundation moves forced, other moves shuffled, a small node limit each,
 *   growing along the Luby sequence): fast at finding wins, proving nothing;
 * - beam searches layered by stock length (big-ben-beam.ts), each wider than the last, once
 *   the easy deals have had their chance: they find the harder wins, proving nothing;
 * - one complete depth-first search (big-ben-search.ts) with a transposition table of 96-bit hashes,
 *   which alone may answer `impossible`, and only when exhausted;
 * - once NRPA_FROM nodes are spent, nested rollout policy adaptation (big-ben-nrpa.ts), a new seed
 *   each search: it wins deals whose winning lines look bad to the beams on the way.
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
import { gameDef, mulberry32, validatePosition, type Position } from '../engine/index.ts';
import { BEAM_WEIGHTS, beamSearch, type BeamWeights } from './big-ben-beam.ts';
import { Nrpa } from './big-ben-nrpa.ts';
import { DepthFirst } from './big-ben-search.ts';
import { capBitsFor } from './hash-set-96.ts';
import { toMove } from './big-ben-state.ts';
import { monotonicMs, type SolveOptions, type SolveResult } from './types.ts';

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
  /** Nodes spent before the rollout searches join (NRPA_FROM); Infinity keeps them out. */
  nrpaFrom?: number;
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
/** Widths every set gets (1,038 and 1,557 from the first beam's 8); after them, tickets (`beamTicket`). */
const SET_ROUNDS = 2;
/** The tickets' seed (mulberry32): any fixed one, so that a node budget gives the same beams every run. */
const TICKET_SEED = 37;

/**
 * The rollout searches (big-ben-nrpa.ts) join once this many nodes are spent: Big Ben 1–100,000
 * at 1,000,000 nodes left 1,694 deals to larger budgets, so the others never meet them (nor the
 * app's hints, nor `bench:solver`'s Big Ben 1–10). Each is a search of level NRPA_LEVEL with the
 * next seed, started while their nodes are at most NRPA_SHARE of the beams'. On the 22 deals of
 * 1–100,000 the schedule won with the most nodes (76 to 453 million), a level-2 search with seed 1
 * won 9 (the two hardest, 47829 and 97452, among them) in 44,000 to 670,000 nodes, and ended
 * without a win after about a million on the others: a search's luck is its seed, so each gets a
 * new one.
 */
const NRPA_FROM = 2_000_000;
const NRPA_LEVEL = 2;
const NRPA_SHARE = 1;

/** One beam of the schedule: its width and weights. */
export interface BeamPlan {
  width: number;
  weights: BeamWeights;
}

/**
 * A ticket: a beam of width 1,000 to 3,000 whose weights are drawn (cards home 4, cards under a card
 * needed sooner 0 to 3, waste cards 0 to 4, a clock share of 0.05 to 0.3 half the time). On Big Ben's
 * 11 deals unknown at 300 million nodes, which every set had at widths 1,038 and 1,557, 81 such
 * beams (a scratch scan) won 59023 (weights 4, 1.6, 3.4, width 1,183), where 88 beams of the sets'
 * variants and of noisy scores at width 1,500 had won none: past those widths a new ticket is worth
 * more than a wider beam (the next width, 2,335, costs each set 20 to 40 million nodes).
 */
export function beamTicket(random: () => number): BeamPlan {
  const blocked = Math.round(random() * 30) / 10, waste = Math.round(random() * 40) / 10;
  const clockShare = random() < 0.5 ? Math.round((0.05 + random() * 0.25) * 100) / 100 : undefined;
  const width = 1000 + Math.round(random() * 2000);
  return { width, weights: clockShare === undefined ? { home: 4, blocked, waste } : { home: 4, blocked, waste, clockShare } };
}

/**
 * The beams in turn from a first width: the weight sets take turns while the width grows by half
 * each time; from EVERY_SET_FROM every set gets each width (SET_ROUNDS widths); then tickets.
 */
export function* beamPlan(first: number): Generator<BeamPlan, never> {
  let beams = 0, width = first;
  const next = (): BeamPlan => ({ width: Math.round(width), weights: BEAM_WEIGHTS[beams++ % BEAM_WEIGHTS.length]! });
  for (; width < EVERY_SET_FROM; width *= 1.5) yield next();
  for (let round = 0; round < SET_ROUNDS; round++, width *= 1.5) for (let k = 0; k < BEAM_WEIGHTS.length; k++) yield next();
  return yield* beamTickets();
}

/** The schedule's tickets in turn, the same every run (scripts/big-ben-tickets.ts scans them by number). */
export function* beamTickets(): Generator<BeamPlan, never> {
  const random = mulberry32(TICKET_SEED);
  for (;;) yield beamTicket(random);
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
  const now = opts.now ?? monotonicMs;
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
  const firstWidth = opts.beamWidth ?? BEAM_WIDTH;
  const beamsOn = complete !== undefined && firstWidth > 0;
  const plan = beamPlan(firstWidth);
  let beamNodes = 0, nrpaNodes = 0, nrpaSeed = 0;
  const nrpaFrom = opts.nrpaFrom ?? NRPA_FROM;
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
    // The plan's next beam (beamPlan), while the beams have had at most two thirds of the nodes;
    // once the tries are exhausted and the complete search's table is full, the beams alone spend
    // what is left (Big Ben 44723 ended `unknown` with 15 million of its 100 million nodes unspent).
    const alone = !quickOpen && !completeOpen;
    if (beamsOn && (alone || (nodes >= BEAM_AFTER && 3 * beamNodes <= 2 * nodes)) && nodes < maxNodes && !stop()) {
      const { width, weights } = plan.next().value;
      const b = beamSearch(pos, width, maxNodes - nodes, stop, weights);
      nodes += b.nodes;
      beamNodes += b.nodes;
      if (b.moves) return result('won', nodes, b.moves);
    }
    if (beamsOn && nodes >= nrpaFrom && nrpaNodes <= NRPA_SHARE * beamNodes && nodes < maxNodes && !stop()) {
      const n = new Nrpa(pos, ++nrpaSeed).run(NRPA_LEVEL, maxNodes - nodes, stop);
      nodes += n.nodes;
      nrpaNodes += n.nodes;
      if (n.moves) return result('won', nodes, n.moves);
    }
  }
  return result('unknown', nodes);
}
