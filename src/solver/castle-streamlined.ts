/**
 * Randomized restarts of a depth-first search for castle wins, after Blake and Gent's Solvitaire
 * (JAIR 2026: depth-first search, a transposition table, dominances, streamliners) and, for the
 * restarts, Gomes, Selman and Kautz (AAAI 1998) and Luby, Sinclair and Zuckerman (1993), as Big
 * Ben's solver does already.
 *
 * Why: on the hardest Beleaguered Castle deals the complete search (castle.ts's DepthFirst) and
 * the beams spent 30 million nodes without a win, each stuck under its first choices: a complete
 * search's early mistake costs it the whole subtree below, and a beam keeps the same kind of
 * position at every level. A depth-first search whose moves are tried in a random order, given a
 * small node budget and started again with a new order, samples many different early choices; the
 * tries' budgets follow the Luby sequence (10,000 nodes × 1 1 2 1 1 2 4 …), which is within a log
 * factor of the best fixed budget whatever the deal's distribution of search costs.
 *
 * Two kinds of try take turns:
 * - streamlined: every card that fits a foundation goes there at once (Solvitaire's
 *   auto-foundation streamliner, the beams' `autoHome`). Unsound (a card may be needed as a base),
 *   so the space is smaller and an exhausted try proves nothing; once one is exhausted every other
 *   order would be too, and only the other kind goes on;
 * - sound: only the provably safe cards go home by force (CastleBoard.isSafe), as in the complete
 *   search. Beleaguered Castle 2458 is won this way (try 51) and never by the streamlined kind,
 *   which stays at 10 cards home: its win holds a card back.
 * Before them, in the games building down in any suit, two suit-blind tries (Solvitaire's
 * suit-symmetry streamliner): in castle-moves.ts's order, their visited set knowing each card by
 * its rank alone (CastleBoard.rankHash), so a position whose rows differ from one seen only in
 * suits is passed over; the first streamlined (with the auto-foundation streamliner, as
 * Solvitaire's first pass), the second sending only the safe cards home. Unsound (the second once),
 * their spaces are tiny: each ends within SUIT_BLIND_NODES on the deals tried, and they win deals
 * every other search here left open at 100 million nodes: the first Beleaguered Castle 66227, 68859
 * and 71869 (0.08 to 1.5 million nodes) and 11 of Streets and Alleys' 66 unknowns of 1–100,000
 * (0.06 to 0.9 million), the second 3 others of them (15971, 28668, 31471: 0.09 to 0.5 million).
 * Each try is a complete depth-first search of its space, with castle-moves.ts's sound pruning, a
 * visited set over canonical hashes (rows interchangeable) and the dead-position test; only the
 * order of the moves is shuffled. So a sound try that is exhausted has visited every position the
 * complete search would (minus dead ones): the deal is impossible.
 *
 * Measured (scratch runs, 20 million nodes, no other search): Beleaguered Castle 3497, 6092, 6949,
 * 7070 won in 13,000 to 6.5 million nodes, 2458 in 1.2 million; the complete search and the beams
 * left all five unknown at 30 million.
 */
import { gameDef, type Position } from '../engine/index.ts';
import { CastleBoard, HOME, moveFrom, moveTo } from './castle-board.ts';
import { sendHome } from './castle-beam.ts';
import type { DeadTest } from './castle-fixpoint.ts';
import { generateMoves, grown } from './castle-moves.ts';
import { luby } from './big-ben.ts';
import { ADDED, FULL, HashSet96 } from './hash-set-96.ts';

/** Nodes between two looks at the budget and the stop (a power of two). */
const CHECK_EVERY = 1024;
/** A try's visited set may grow to 2^23 slots (6 million positions, 100 MB): past that it ends. */
const TRY_TABLE_BITS = 23;
/** Nodes of the first try; later tries get the Luby sequence times this. */
const TRY_NODES = 10_000;
/**
 * Each suit-blind try's nodes at most. On Beleaguered Castle's 15 and Streets and Alleys' 66
 * unknowns of 1–100,000 (5 December), their wins took up to 1.45 million nodes and their exhausted
 * searches up to 0.6 million.
 */
const SUIT_BLIND_NODES = 4_000_000;

export type TryOutcome = 'won' | 'exhausted' | 'stopped' | 'paused' | 'full';

/** One try: a depth-first search with its moves shuffled by `seed` (none: castle-moves.ts's order). */
export class ShuffledDepthFirst {
  private readonly b: CastleBoard;
  readonly path: number[] = [];
  private readonly visited: HashSet96;
  private moves: Int32Array<ArrayBuffer> = new Int32Array(1 << 12);
  private frames: Int32Array<ArrayBuffer> = new Int32Array(3 << 12);
  private depth = 0;
  nodes = 0;
  dead = 0;
  private readonly wonAtStart: boolean;
  /** The suit-blind try's key of the position (CastleBoard.rankHash). */
  private readonly key = new Int32Array(3);

  constructor(
    pos: Position,
    private readonly deadTest: DeadTest | undefined,
    /** Streamlined: every fitting card goes home at once; otherwise only the safe ones. */
    readonly streamlined: boolean,
    private readonly seed = 0,
    tableBits = TRY_TABLE_BITS,
    /** Suit-blind: the visited set knows cards by rank alone (see the file comment). */
    readonly suitBlind = false,
  ) {
    this.visited = new HashSet96(12, tableBits);
    const b = (this.b = new CastleBoard(pos));
    sendHome(b, this.path, streamlined);
    this.wonAtStart = b.homeCount === 52;
    this.see();
    this.frames[0] = 0;
    this.frames[1] = generateMoves(b, this.moves, 0, -1);
    if (seed !== 0) this.shuffle(this.moves, 0, this.frames[1]);
    this.frames[2] = this.path.length;
  }

  /** Adds the position to the visited set by its key: its hash, or its suit-blind one. */
  private see(): number {
    const b = this.b;
    if (!this.suitBlind) return this.visited.add(b.hashA, b.hashB, b.hashC);
    b.rankHash(this.key);
    return this.visited.add(this.key[0]!, this.key[1]!, this.key[2]!);
  }

  /** The shuffle's xorshift32 state (never 0). */
  private rng = 0;

  /** Fisher–Yates shuffle of moves[start..end), deterministic for a seed. */
  private shuffle(moves: Int32Array, start: number, end: number): void {
    let x = this.rng || Math.imul(this.seed, 0x9e3779b1) || 1;
    for (let i = end - 1; i > start; i--) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      const j = start + ((x >>> 0) % (i - start + 1));
      const t = moves[i]!;
      moves[i] = moves[j]!;
      moves[j] = t;
    }
    this.rng = x;
  }

  /** Searches until `nodes` reaches `until` (checked every 1024 nodes) or `stop()` says so. */
  run(until: number, stop: () => boolean): TryOutcome {
    if (this.wonAtStart) return 'won';
    const b = this.b, path = this.path;
    let moves = this.moves, frames = this.frames, depth = this.depth, nodes = this.nodes;
    const save = (outcome: TryOutcome): TryOutcome => {
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
      }
      const f = 3 * depth;
      if (frames[f] === frames[f + 1]) {
        if (depth === 0) return save('exhausted');
        while (path.length > frames[f + 2]!) b.unplay(path.pop()!);
        depth--;
        continue;
      }
      const code = moves[frames[f]!++]!;
      const mark = path.length;
      b.play(code);
      path.push(code);
      nodes++;
      // After a move between rows only the new top it leaves may fit a foundation.
      const from = moveFrom(code), to = moveTo(code);
      const top = b.top(from);
      const forced = to < HOME && (top < 0 || !(this.streamlined ? b.fitsHome(top) : b.isSafe(top))) ? 0 : sendHome(b, path, this.streamlined);
      if (b.homeCount === 52) return save('won');
      const seen = this.see();
      if (seen === FULL) return save('full');
      const dead = seen === ADDED && this.deadTest?.isDead(b) === true;
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
      const end = (frames[f + 4] = generateMoves(b, moves, start, lastCard));
      frames[f + 5] = mark;
      if (this.seed !== 0) this.shuffle(moves, start, end);
    }
  }
}

/** What a slice of restarts ended with: a win (its line), a proof, or nothing yet. */
export type RestartsOutcome = { kind: 'won'; path: number[] } | { kind: 'impossible' } | { kind: 'open' };

/**
 * The restarts, resumable slice by slice: `run` goes on with the current try, then starts new
 * ones (streamlined and sound in turn, seeds 1, 2, 3, …: deterministic), until the tries' nodes
 * reach `until` or `stop()` says so.
 */
export class Restarts {
  /** Nodes of every try so far. */
  nodes = 0;
  private tries = 0;
  private current: ShuffledDepthFirst | undefined;
  private currentLimit = 0;
  private streamlinedOpen = true;
  /** The suit-blind tries still to come, by kind (streamlined: true), in the games building down in any suit. */
  private readonly suitBlindToCome: boolean[];

  constructor(
    private readonly pos: Position,
    private readonly deadTest: DeadTest | undefined,
  ) {
    this.suitBlindToCome = gameDef(pos.game).build === 'down-any' ? [true, false] : [];
  }

  run(until: number, stop: () => boolean): RestartsOutcome {
    while (this.nodes < until) {
      if (this.current === undefined) this.next();
      const t = this.current!;
      const before = t.nodes;
      const out = t.run(Math.min(this.currentLimit, before + until - this.nodes), stop);
      this.nodes += t.nodes - before;
      if (out === 'won') return { kind: 'won', path: t.path };
      if (out === 'stopped') return { kind: 'open' };
      // Only a sound try that knows suits searched the complete search's graph.
      if (out === 'exhausted' && !t.streamlined && !t.suitBlind) return { kind: 'impossible' };
      if (out === 'exhausted' && !t.suitBlind) this.streamlinedOpen = false;
      if (out !== 'paused' || t.nodes >= this.currentLimit) this.current = undefined;
    }
    return { kind: 'open' };
  }

  /** The next try: the suit-blind ones first, then streamlined on odd tries while that kind is open, sound otherwise. */
  private next(): void {
    const blind = this.suitBlindToCome.shift();
    if (blind !== undefined) {
      this.current = new ShuffledDepthFirst(this.pos, this.deadTest, blind, 0, TRY_TABLE_BITS, true);
      this.currentLimit = SUIT_BLIND_NODES;
      return;
    }
    this.tries++;
    const streamlined = this.streamlinedOpen && this.tries % 2 === 1;
    this.current = new ShuffledDepthFirst(this.pos, this.deadTest, streamlined, this.tries);
    this.currentLimit = TRY_NODES * luby(Math.ceil(this.tries / 2));
  }
}
