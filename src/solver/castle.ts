/**
 * The Beleaguered Castle family solver (Beleaguered Castle, Sham Battle, Streets and Alleys,
 * Citadel, Fortress, Selective Castle once every card is placed).
 *
 * Two searches share the budget in alternating slices, as for Big Ben (the narrowest beam first):
 * - beam searches (castle-beam.ts) of growing width, which find most wins fast and prove nothing;
 * - one complete depth-first search over a compact board (castle-board.ts), resumed slice after
 *   slice: only the provably safe foundation moves are forced (CastleBoard.isSafe), every other
 *   legal move is tried except those pruned soundly in castle-moves.ts, and positions the dead-end
 *   tests prove lost (castle-dead.ts: a fixpoint of the cards that can leave, then the layer search
 *   of castle-layer.ts) are not expanded; the beams drop them too. With a visited set over
 *   96-bit hashes of the canonical position (rows interchangeable, foundations implied; see
 *   castle-board.ts and hash-set-96.ts), an exhausted search means no reachable position is won:
 *   the deal is impossible. It may also find a win. Where it lingers under a position entered
 *   after a card went home, the layer test asks there for more cards home (castle-roots.ts), and
 *   a dead answer ends the search of everything under it.
 * Once the beams have made RESTARTS_FROM nodes, a third search joins: randomized restarts of a
 * depth-first search (castle-streamlined.ts), which win the hardest deals the other two leave open
 * (Beleaguered Castle 2458, 3497, 6949, 7070). Once they have made BEST_FIRST_FROM, a fourth: a
 * best-first search that keeps every position (castle-best-first.ts), for wins through long stretches
 * no beam keeps (Beleaguered Castle 6092); like the complete search it can also prove. And from
 * there, the start question (castle-start.ts): can the start send home one card more than any beam
 * did? A dead answer proves the deal impossible (Beleaguered Castle 37172).
 * The visited set never forgets a state, so the search is complete; its size is bounded (see
 * `tableBitsFor`). Once it is full the complete search stops for good, and the beams and restarts
 * go on with the rest of the budget: they may still win, never prove.
 */
import { cardsOnFoundations, type GameId, type Position } from '../engine/index.ts';
import { CastleBoard, HOME, moveFrom, moveTo } from './castle-board.ts';
import { BestFirst } from './castle-best-first.ts';
import { BALANCED, beamSearch, sendHome, SORTING, UNBLOCKING, type Beam, type Weights } from './castle-beam.ts';
import { DeadEnds } from './castle-dead.ts';
import { RootTests } from './castle-roots.ts';
import { generateMoves, grown } from './castle-moves.ts';
import { ADDED, capBitsFor, FULL, HashSet96 } from './hash-set-96.ts';
import { shortenLine } from './castle-shorten.ts';
import { StartQuestion } from './castle-start.ts';
import { Restarts } from './castle-streamlined.ts';
import { monotonicMs, type SolveOptions, type SolveResult } from './types.ts';

/**
 * The visited set may grow to 2^25 slots (12 bytes each, three quarters full: 25 million states,
 * 400 MB, 600 MB while the last doubling copies): the cap under a time budget (the app's) or a
 * node budget it holds.
 */
const TABLE_BITS = 25;
/** The cap for the largest node budgets: 2^28 slots, 200 million states, 3.2 GB (4.8 GB while it doubles). */
const MAX_TABLE_BITS = 28;

/**
 * The visited set's cap for a node budget: room for every node the budget allows (each adds at most
 * one state), between TABLE_BITS and MAX_TABLE_BITS. At 100 million nodes the 2^25 cap ended
 * Citadel 14909's complete search at 95 million, with budget left.
 */
export function tableBitsFor(maxNodes: number): number {
  return capBitsFor(maxNodes, TABLE_BITS, MAX_TABLE_BITS);
}
/** Nodes between two looks at the clock, the node budget and the root tests (a power of two). */
const CHECK_EVERY = 1024;
/**
 * The depth-first search's first slice, after the first beam: most impossible deals are proved
 * within it.
 */
const FIRST_SLICE = 2_000;
/**
 * The complete search's share: it searches until it has made a share times the beams' nodes: the
 * early share until the beams have made RAMP nodes, then the late share. Early on the beams win
 * most of the deals they ever win, and a large slice of the complete search delays those wins; the
 * deals left later are mostly the complete search's (its proofs, and its lucky wins like Streets
 * and Alleys 296). The shares are the game's (Tuning): Streets and Alleys, whose proofs are
 * harder, gets twice the others'. The ramp, side by side at 10 s against constant shares: Streets
 * and Alleys 1–1000 45.2 s against 47.2 s. Other ramps and shares tried: docs/benchmarks.md.
 */
const RAMP = 200_000;
/**
 * Once some beam has sent PROMISING cards home beyond the start, the deal is likely to be won by
 * a wider beam, and the complete search's share drops to PROMISING_SHARE. On Streets and Alleys
 * 1–1000 the beams up to width 540 never sent more than 10 cards home on an impossible deal, and
 * a third of the winnable deals they did not win went past that. 15, not less: Streets and Alleys
 * 186, impossible, has every beam stop at 14 cards home, and its proof needs the complete search's
 * full share (with 13, 11.4 s against 9.5 s for the complete search alone). Figures for 8, 11 and
 * 13 cards and other shares: docs/benchmarks.md.
 */
const PROMISING = 15;
const PROMISING_SHARE = 1;

/**
 * Where the complete search's slice ends, in its own nodes, given the beams' nodes so far and the
 * most cards a beam sent home beyond the start: the game's share times the beams' nodes
 * (PROMISING_SHARE once a beam sent PROMISING cards home), and at least FIRST_SLICE.
 */
export function proofSliceEnd(beamNodes: number, homeGain: number, game: GameId): number {
  const { shares } = tuningOf(game);
  const share = homeGain >= PROMISING ? PROMISING_SHARE : beamNodes < RAMP ? shares.early : shares.late;
  return Math.max(FIRST_SLICE, share * beamNodes);
}

/**
 * In Streets and Alleys the root tests jump past the beams' ceiling (castle-roots.ts) until the
 * complete search has made JUMP_UNTIL nodes (from its first slice past them); then they climb from
 * three cards again, with their share of the nodes afresh. A jump asked from a root with few cards
 * home mostly runs out of its budget, and those answers use up the tests' share: on 1863 the
 * complete search alone, climbing, was exhausted in 24 million nodes, and in the schedule it was
 * not at 100 million (nor when the jumps merely stopped, the share still spent). With the switch:
 * 1863 proved impossible in 20.8 million nodes in all, 2118 in 29.1 million, 1240 in 98.8 million
 * (all three unknown at 30 or 100 million before). Deals 1–1000 at 10 million nodes: the same
 * verdicts, lines and nodes. Beleaguered Castle keeps jumping: its 7730, proved impossible in 41.4
 * million nodes with the jumps, was not at 60 million with the switch. Variants: docs/benchmarks.md.
 */
const JUMP_UNTIL = 2_000_000;

/**
 * A beam from width STALL_FROM up gives up after STALL nodes per unit of width without sending
 * more cards home than before: on the slowest wins of 1–1000 (Streets and Alleys' 37 over 300 ms,
 * Beleaguered Castle's 28 over 150 ms), no winning beam of width 180 or more went longer than 311
 * per unit of width between two new most cards home. A stalled beam counts its whole budget toward
 * the complete search's share, which so runs as before. Lower values and widths: docs/benchmarks.md.
 */
const STALL = 320;
const STALL_FROM = 180;

/**
 * Streets and Alleys' beams from width HOME_SHARE_FROM keep at most a tenth of their width per
 * foundation state (Beam.homeShare). Side by side at 10 s without: Streets and Alleys 1–1000
 * 47.5 s against 55.8 s (958 won, undecided before). Beleaguered Castle did worse with it (16.6 s
 * against 15.6 s). Other shares and widths: docs/benchmarks.md.
 * Each of those widths then runs its beams again without the share: while no card has gone home
 * every position shares one foundation state, so a shared beam is a tenth as wide until then, and
 * dies on deals whose first cards home need a wide search (Streets and Alleys 99438: the shared
 * beams of 540 and 1,620 died at 5 cards home, the free one of 540 wins). Of the 100,000-deal
 * survey's 20 last unknowns (30 million nodes), free beams up to 4,860 won 4. Deals 1–1000 at 10
 * million nodes: the same verdicts and lines, 0.2 % more nodes.
 */
const HOME_SHARE_FROM = 540;

/**
 * The randomized restarts (castle-streamlined.ts) start once the beams have made RESTARTS_FROM
 * nodes, and then search until their own nodes reach RESTARTS_SHARE times the beams'. Before
 * that the beams and the complete search decide nearly every deal, and they are left as they were.
 * The restarts' nodes cost about a fifth of a beam's or the complete search's in time (no
 * scoring, the cheaper tests), so a share of 2 takes about a tenth of the time from the others.
 */
const RESTARTS_FROM = 200_000;
const RESTARTS_SHARE = 2;

/**
 * The best-first search (castle-best-first.ts) starts once the beams have made BEST_FIRST_FROM
 * nodes, and then searches until its own nodes reach BEST_FIRST_SHARE times the beams'. No deal of
 * 1–1000 of Beleaguered Castle or Streets and Alleys gets there at 10 million nodes (the same
 * verdicts, lines and nodes); the deals that do are those no beam wins, like Beleaguered Castle
 * 6092 (won in 7.1 million of its nodes, unknown at 100 million without it). Its visited set's cap:
 * BEST_FIRST_BITS (25 million positions, about 2 GB with their copies).
 */
const BEST_FIRST_FROM = 2_000_000;
const BEST_FIRST_SHARE = 2;
const BEST_FIRST_BITS = 25;

/**
 * The start question (castle-start.ts) is asked once the beams have made START_FROM nodes, with
 * at most START_SHARE times the schedule's nodes so far in abstract nodes, which, like the root
 * tests', do not count toward the node budget (a doubling of an unknown answer's budget then comes
 * at about twice the schedule's nodes).
 */
const START_FROM = BEST_FIRST_FROM;
const START_SHARE = 2;

/** What the schedule sets per game: the first scoring, the complete search's shares, the home share. */
interface Tuning {
  first: Weights;
  /** Before RAMP beam nodes, and after (see RAMP). */
  shares: { early: number; late: number };
  /** Beam.homeShare from width HOME_SHARE_FROM (none if absent). */
  homeShare: number | undefined;
  /** The complete search's nodes after which the root tests stop jumping (JUMP_UNTIL; never if Infinity). */
  jumpUntil: number;
}
const CASTLE: Tuning = { first: BALANCED, shares: { early: 2, late: 6 }, homeShare: undefined, jumpUntil: Infinity };
/** Sorting (castle-score.ts), twice the shares (its proofs are harder), a home share, jumps only early. */
const STREETS: Tuning = { first: SORTING, shares: { early: 4, late: 12 }, homeShare: 0.1, jumpUntil: JUMP_UNTIL };
const tuningOf = (game: GameId): Tuning => (game === 'streets-and-alleys' ? STREETS : CASTLE);

/**
 * The beams, in turn: widths 20, 60, 180, 540, … (×3 each time), every fitting card sent home,
 * with each scoring; from 540 on, each width is tried again sending home only the safe cards (wins
 * that need a card held back as a base), and in Streets and Alleys each of these beams runs with a
 * home share, then without (HOME_SHARE_FROM). A beam is deterministic, so no beam is ever run twice.
 * Width 20 alone wins 514 of Beleaguered Castle's 658 winnable deals in 1–1000 (width 100: 590,
 * in four times the nodes). The first scoring and the home share are the game's (Tuning).
 */
export function* beamSchedule(game: GameId): Generator<Beam> {
  const { first, homeShare: share } = tuningOf(game);
  for (let width = 20; ; width *= 3) {
    const stall = width >= STALL_FROM ? STALL : undefined;
    const shares = width >= HOME_SHARE_FROM && share !== undefined ? [share, undefined] : [undefined];
    for (const homeShare of shares) {
      yield { width, autoHome: true, weights: first, stall, homeShare };
      yield { width, autoHome: true, weights: UNBLOCKING, stall, homeShare };
      if (width >= 540) yield { width, autoHome: false, weights: first, stall, homeShare };
    }
  }
}

/**
 * A beam that has not won within this many nodes per unit of width is wandering (its kept
 * positions keep changing without progress): the wins found on Beleaguered Castle 1–1000 took
 * at most ~470.
 */
const BEAM_NODES_PER_WIDTH = 600;

/** `full`: the visited set reached its cap; the search can go no further. */
type Outcome = 'won' | 'exhausted' | 'stopped' | 'paused' | 'full';

/** The complete search forces the provably safe foundation moves only. */
const playForced = (b: CastleBoard, path: number[]): number => sendHome(b, path, false);

/** The complete search, an iterative depth-first search that can pause and resume. */
export class DepthFirst {
  private readonly b: CastleBoard;
  readonly path: number[] = [];
  private readonly visited: HashSet96;
  /** Set once the visited set is full: the search is over, and never `exhausted`. */
  private full = false;
  /** Absent only in tests, which check the dead-position test against a search without it. */
  readonly deadTest: DeadEnds | undefined;
  /** Positions found dead (not expanded). */
  dead = 0;
  /** Deeper tests where the search lingers (the games building down in any suit). */
  readonly roots: RootTests | undefined;
  // Typed buffers: a long search keeps millions of frames on the stack.
  private moves: Int32Array<ArrayBuffer> = new Int32Array(1 << 12);
  private frames: Int32Array<ArrayBuffer> = new Int32Array(3 << 12);
  private depth = 0;
  nodes = 0;
  /** Set when the start is already won (every card went home by force). */
  private readonly wonAtStart: boolean;

  /** `rootTests`: off only in tests, which check what they add; `tableBits`: the visited set's cap. */
  constructor(pos: Position, deadTest = true, rootTests = deadTest, tableBits = TABLE_BITS) {
    this.visited = new HashSet96(12, tableBits);
    this.deadTest = deadTest ? new DeadEnds(pos) : undefined;
    this.roots = rootTests && this.deadTest?.layer !== undefined ? new RootTests(pos) : undefined;
    const b = (this.b = new CastleBoard(pos));
    playForced(b, this.path);
    this.roots?.enter(0, b, 0);
    this.wonAtStart = b.homeCount === 52;
    this.visited.add(b.hashA, b.hashB, b.hashC);
    this.frames[0] = 0; // next move
    this.frames[1] = generateMoves(b, this.moves, 0, -1); // end of moves
    this.frames[2] = this.path.length; // path length before the move that led here
  }

  /** Searches until `nodes` reaches `until` (checked every 1024 nodes) or `stop()` says so. */
  run(until: number, stop: () => boolean): Outcome {
    if (this.wonAtStart) return 'won';
    if (this.full) return 'full';
    const b = this.b, path = this.path, visited = this.visited;
    let moves = this.moves, frames = this.frames, depth = this.depth, nodes = this.nodes;
    const save = (outcome: Outcome): Outcome => {
      this.moves = moves;
      this.frames = frames;
      this.depth = depth;
      this.nodes = nodes;
      return outcome;
    };
    for (;;) {
      if ((nodes & (CHECK_EVERY - 1)) === 0 && nodes > 0) {
        if (stop()) return save('stopped');
        if (nodes >= until) return save('paused');
        const cut = this.roots?.check(nodes, stop) ?? -1;
        if (cut >= 0) {
          // Everything under that root is lost: back to it, with no move left to try there.
          for (; depth > cut; depth--) while (path.length > frames[3 * depth + 2]!) b.unplay(path.pop()!);
          frames[3 * cut] = frames[3 * cut + 1]!;
          this.dead++;
        }
      }
      const f = 3 * depth;
      if (frames[f] === frames[f + 1]) {
        if (depth === 0) return save('exhausted');
        while (path.length > frames[f + 2]!) b.unplay(path.pop()!);
        depth--;
        this.roots?.leave(depth);
        continue;
      }
      const code = moves[frames[f]!++]!;
      const mark = path.length;
      b.play(code);
      path.push(code);
      nodes++;
      // After a move between rows only the new top it leaves may have become safe to send home
      // (none was before, and the foundations are unchanged).
      const to = moveTo(code);
      const forced = to < HOME && !b.isSafe(b.top(moveFrom(code))) ? 0 : playForced(b, path);
      if (b.homeCount === 52) return save('won');
      const seen = visited.add(b.hashA, b.hashB, b.hashC);
      if (seen === FULL) {
        this.full = true; // this position is not searched: an exhausted run after it would prove nothing
        return save('full');
      }
      const wentHome = forced > 0 || to >= HOME;
      const dead =
        seen === ADDED && (this.deadTest?.isDead(b) === true || (wentHome && this.roots?.knownDead(b) === true));
      if (dead) this.dead++;
      if (seen !== ADDED || dead) {
        while (path.length > mark) b.unplay(path.pop()!);
        continue;
      }
      const lastCard = forced === 0 && to < HOME ? b.top(to) : -1;
      const start = frames[f + 1]!;
      if (start + 128 > moves.length) moves = grown(moves);
      if (f + 6 > frames.length) frames = grown(frames);
      depth++;
      frames[f + 3] = start;
      frames[f + 4] = generateMoves(b, moves, start, lastCard);
      frames[f + 5] = mark;
      if (wentHome) this.roots?.enter(depth, b, nodes);
    }
  }
}

/** Extra knobs for tests: `tableBits`, the complete search's visited-set cap (tableBitsFor the budget by default). */
export interface CastleOptions extends SolveOptions {
  tableBits?: number;
}

/** Solves a castle-family position (every card dealt: no placement pending). */
export function solveCastle(pos: Position, opts: CastleOptions = {}): SolveResult {
  const now = opts.now ?? monotonicMs;
  const t0 = now();
  const deadline = t0 + (opts.budgetMs ?? Infinity);
  const maxNodes = opts.maxNodes ?? Infinity;
  const shouldStop = opts.shouldStop ?? ((): boolean => false);
  const outOfTime = (): boolean => now() >= deadline || shouldStop();
  const result = (verdict: SolveResult['verdict'], path: number[], nodes: number): SolveResult => {
    const b = new CastleBoard(pos);
    return { verdict, moves: verdict === 'won' ? path.map((c) => b.toMove(c)) : [], nodes, ms: now() - t0 };
  };
  const proof = new DepthFirst(pos, true, true, opts.tableBits ?? tableBitsFor(maxNodes));
  const { jumpUntil } = tuningOf(pos.game);
  const deadTest = proof.deadTest; // both searches share one memory of dead ends
  let beamNodes = 0;
  let beamPace = 0; // beamNodes, each stalled beam counted at its whole budget (see STALL)
  const startHome = cardsOnFoundations(pos);
  let mostHome = startHome; // the most cards home a beam reached
  const restarts = new Restarts(pos, deadTest);
  let bestFirst: BestFirst | undefined; // made when it first runs: it allocates as it goes
  const total = (): number => beamNodes + proof.nodes + restarts.nodes + (bestFirst?.nodes ?? 0);
  // The complete search's slice (proofSliceEnd); after a drop of its share it is at least one check long.
  const proofSlice = (): SolveResult | undefined => {
    const until = Math.min(proofSliceEnd(beamPace, mostHome - startHome, pos.game), proof.nodes + maxNodes - total());
    if (proof.roots !== undefined) {
      if (proof.nodes < jumpUntil) proof.roots.ceiling = mostHome;
      else if (proof.roots.ceiling > 0) proof.roots.stopJumping();
    }
    const outcome = proof.run(until, outOfTime);
    if (outcome === 'won') return result('won', shortenLine(pos, proof.path), total());
    if (outcome === 'exhausted') return result('impossible', [], total());
    if (outcome === 'stopped' || total() >= maxNodes) return result('unknown', [], total());
    return undefined; // 'paused', or 'full': a full search answers 'full' at once from then on
  };
  // The restarts' slice (RESTARTS_FROM, RESTARTS_SHARE).
  const restartSlice = (): SolveResult | undefined => {
    if (beamNodes < RESTARTS_FROM) return undefined;
    const until = Math.min(RESTARTS_SHARE * beamPace, restarts.nodes + maxNodes - total());
    const out = restarts.run(until, outOfTime);
    if (out.kind === 'won') return result('won', shortenLine(pos, out.path), total());
    if (out.kind === 'impossible') return result('impossible', [], total());
    if (outOfTime() || total() >= maxNodes) return result('unknown', [], total());
    return undefined;
  };
  // The best-first search's slice (BEST_FIRST_FROM, BEST_FIRST_SHARE).
  const bestFirstSlice = (): SolveResult | undefined => {
    if (beamNodes < BEST_FIRST_FROM) return undefined;
    bestFirst ??= new BestFirst(pos, deadTest, BEST_FIRST_BITS);
    const until = Math.min(BEST_FIRST_SHARE * beamPace, bestFirst.nodes + maxNodes - total());
    const out = bestFirst.run(until, outOfTime);
    if (out === 'won') return result('won', shortenLine(pos, bestFirst.path), total());
    if (out === 'exhausted') return result('impossible', [], total());
    if (outOfTime() || total() >= maxNodes) return result('unknown', [], total());
    return undefined;
  };
  // The start question's slice (START_FROM, START_SHARE): games building down in any suit only.
  let start: StartQuestion | undefined;
  const startSlice = (): SolveResult | undefined => {
    if (proof.roots === undefined || beamNodes < START_FROM) return undefined;
    start ??= new StartQuestion(pos, proof.roots.layerTest());
    if (start.ask(mostHome, START_SHARE * total(), outOfTime) === 'dead') return result('impossible', [], total());
    if (outOfTime()) return result('unknown', [], total());
    return undefined;
  };
  // The narrowest beam goes first: it wins most winnable deals in a few milliseconds, and dies out
  // in about two on an impossible one (0.75 s over Beleaguered Castle's 342 impossible deals in
  // 1–1000), while the first slice of the complete search costs a win about 6 ms.
  for (const next of beamSchedule(pos.game)) {
    const budget = Math.min(next.width * BEAM_NODES_PER_WIDTH, maxNodes - total());
    const beam = beamSearch(pos, next, budget, outOfTime, deadTest);
    beamNodes += beam.nodes;
    beamPace += beam.stalled ? budget : beam.nodes;
    mostHome = Math.max(mostHome, beam.home);
    if (beam.path) return result('won', beam.path, total());
    if (outOfTime() || total() >= maxNodes) return result('unknown', [], total());
    const done = proofSlice() ?? restartSlice() ?? bestFirstSlice() ?? startSlice();
    if (done) return done;
  }
  throw new Error('unreachable: the beams never end');
}
