/**
 * Nested rollout policy adaptation for Big Ben wins (Rosin, "Nested Rollout Policy Adaptation for
 * Monte Carlo Tree Search", IJCAI 2011): finds wins, proves nothing.
 *
 * A rollout plays from the start until the game is won or stuck, each move drawn at random with a
 * weight exp(policy[code]), where a move's code names the card, where it comes from and where it
 * goes (a deal or a fill: the stock's length, which names the cards it turns). A search of level L
 * runs ITERATIONS searches of level L − 1 from its policy, keeps the best sequence (most cards
 * home) and after each moves its policy toward that sequence's choices; level 0 is one rollout.
 * The beams (big-ben-beam.ts) judge positions by a score of the moment, and on the deals they
 * leave their best lines stop 10 to 18 cards short; the policy learns which choices the best whole
 * games made, wherever they look bad on the way. Of the 8 Big Ben deals of 1–100,000 no beam had
 * won (schedules of up to 1,000,000,000 nodes, tickets of up to 40 million each), a level-2 search
 * won 31700 in 174,235 nodes with seed 1 and 58,671 with seed 2 (a node: a move of a rollout).
 */
import { WASTE, type Position } from '../engine/index.ts';
import { safeHomeMove } from './big-ben-beam.ts';
import { isDeadlocked } from './big-ben-deadlock.ts';
import { BigBenState, encode, K_DEAL, K_FILL, K_FOUNDATION, K_TABLEAU, NONE, parentOf, PILES } from './big-ben-state.ts';

/** Searches of level L − 1 a search of level L runs (Rosin's N). */
export const ITERATIONS = 100;
/** A rollout longer than this ends where it stands (a few cards shuffling between rows). */
const MAX_STEPS = 700;
/** Code ranges: row moves (card, source, target), foundation moves (card, source), deals and fills (stock length). */
const FOUNDATION_CODES = 52 * 13 * PILES;
const DEAL_CODES = FOUNDATION_CODES + 52 * 13;
const FILL_CODES = DEAL_CODES + 64;
const CODES = FILL_CODES + 64;
/** Most moves a position offers: 13 sources × (12 foundations + 12 rows) is far above what a deal reaches. */
const MAX_MOVES = 128;

export interface NrpaResult {
  /** The winning line as move codes, or undefined. */
  moves: number[] | undefined;
  nodes: number;
  /** The most cards home any rollout reached. */
  best: number;
}

/** One rollout's record: its moves, and per free choice the codes offered, the chosen one first. */
class Sequence {
  score = -1;
  moves = new Int32Array(MAX_STEPS);
  length = 0;
  /** Choice k's codes are codes[starts[k] … starts[k + 1]). */
  starts = new Int32Array(MAX_STEPS + 1);
  choices = 0;
  codes = new Int32Array(MAX_STEPS * 16);

  copyFrom(o: Sequence): void {
    this.score = o.score;
    this.length = o.length;
    this.choices = o.choices;
    this.moves.set(o.moves.subarray(0, o.length));
    this.starts.set(o.starts.subarray(0, o.choices + 1));
    if (this.codes.length < o.codes.length) this.codes = new Int32Array(o.codes.length);
    this.codes.set(o.codes.subarray(0, o.starts[o.choices]!));
  }
}

/** xorshift32: a fixed seed gives the same search every run. */
function xorshift(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    return x / 4294967296;
  };
}

export class Nrpa {
  private readonly root: BigBenState;
  private readonly st: BigBenState;
  private readonly random: () => number;
  private readonly moves = new Int32Array(MAX_MOVES);
  private readonly codes = new Int32Array(MAX_MOVES);
  private readonly weights = new Float64Array(MAX_MOVES);
  private readonly scratch = new Sequence();
  nodes = 0;
  best = 0;
  private won: number[] | undefined;
  private over = false;

  constructor(pos: Position, seed: number) {
    this.root = new BigBenState(pos);
    this.st = new BigBenState(pos);
    this.random = xorshift(seed);
  }

  /** A search of `level` (2 wins most deals in a few thousand rollouts), within `maxNodes` moves. */
  run(level: number, maxNodes: number, stop: () => boolean): NrpaResult {
    const limit = this.nodes + maxNodes;
    const out = new Sequence();
    this.over = false;
    this.search(level, new Float64Array(CODES), out, () => this.nodes >= limit || stop());
    return { moves: this.won, nodes: this.nodes, best: this.best };
  }

  private search(level: number, policy: Float64Array, out: Sequence, stop: () => boolean): void {
    if (level === 0) {
      this.rollout(policy, out);
      return;
    }
    out.score = -1;
    const child = new Sequence();
    for (let i = 0; i < ITERATIONS && !this.over; i++) {
      this.search(level - 1, policy, child, stop);
      if (child.score >= out.score) out.copyFrom(child);
      if (this.won || stop()) {
        this.over = true;
        return;
      }
      policy = adapt(policy, out);
    }
  }

  /** Writes the moves the rollout may choose from and returns their count; a safe foundation move (as the beams') comes alone, code −1. */
  private offer(lastCard: number): number {
    const st = this.st, moves = this.moves, codes = this.codes;
    let n = 0;
    const safe = safeHomeMove(st);
    if (safe >= 0) {
      moves[0] = safe;
      codes[0] = -1;
      return 1;
    }
    for (let from = WASTE; from < PILES; from++) {
      const c = st.sourceTop(from);
      if (c === NONE) continue;
      for (let f = 0; f < PILES; f++) {
        if (st.next[f] !== c) continue;
        moves[n] = encode(K_FOUNDATION, from, f);
        codes[n++] = FOUNDATION_CODES + c * 13 + from + 1;
      }
      // The card a row move just placed does not move on between rows (a card shuffling back and forth).
      if (c === lastCard && from !== WASTE) continue;
      const parent = parentOf(c);
      for (let to = 0; to < PILES; to++) {
        if (to === from || st.len[to]! < 3 || st.top(to) !== parent) continue;
        moves[n] = encode(K_TABLEAU, from, to);
        codes[n++] = (c * 13 + from + 1) * PILES + to;
      }
    }
    if (st.stockLen > 0) {
      moves[n] = encode(K_DEAL, 0, 0);
      codes[n++] = DEAL_CODES + st.stockLen;
      if (st.hasGap()) {
        moves[n] = encode(K_FILL, 0, 0);
        codes[n++] = FILL_CODES + st.stockLen;
      }
    }
    return n;
  }

  private rollout(policy: Float64Array, out: Sequence): void {
    const st = this.st, seq = this.scratch;
    st.copyFrom(this.root);
    seq.length = 0;
    seq.choices = 0;
    seq.starts[0] = 0;
    let lastCard = -1;
    while (seq.length < MAX_STEPS && st.homeTotal < 104) {
      const n = this.offer(lastCard);
      if (n === 0) break;
      let pick = 0;
      if (this.codes[0] !== -1) {
        let z = 0;
        for (let i = 0; i < n; i++) z += this.weights[i] = Math.exp(policy[this.codes[i]!]!);
        let x = this.random() * z;
        while (pick < n - 1 && (x -= this.weights[pick]!) > 0) pick++;
        let at = seq.starts[seq.choices]!;
        if (at + n > seq.codes.length) {
          const bigger = new Int32Array(seq.codes.length * 2);
          bigger.set(seq.codes);
          seq.codes = bigger;
        }
        seq.codes[at++] = this.codes[pick]!;
        for (let i = 0; i < n; i++) if (i !== pick) seq.codes[at++] = this.codes[i]!;
        seq.starts[++seq.choices] = at;
      }
      const m = this.moves[pick]!;
      st.play(m);
      seq.moves[seq.length++] = m;
      this.nodes++;
      lastCard = (m & 3) === K_TABLEAU ? st.top(m >> 7) : -1;
      if ((m & 3) !== K_TABLEAU && isDeadlocked(st)) break;
    }
    seq.score = st.homeTotal;
    if (seq.score > this.best) this.best = seq.score;
    if (seq.score === 104) this.won = Array.from(seq.moves.subarray(0, seq.length));
    out.copyFrom(seq);
  }
}

/** Scratch for `adapt`: the weights of one choice's codes. */
const weights = new Float64Array(MAX_MOVES);

/** Rosin's adaptation: each chosen code gains 1, and every code offered loses its probability then. */
function adapt(policy: Float64Array, seq: Sequence): Float64Array {
  const next = policy.slice();
  for (let k = 0; k < seq.choices; k++) {
    const from = seq.starts[k]!, to = seq.starts[k + 1]!;
    let z = 0;
    for (let i = from; i < to; i++) z += weights[i - from] = Math.exp(policy[seq.codes[i]!]!);
    next[seq.codes[from]!]! += 1;
    for (let i = from; i < to; i++) next[seq.codes[i]!]! -= weights[i - from]! / z;
  }
  return next;
}
