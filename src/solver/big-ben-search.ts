/**
 * One depth-first search over Big Ben's compact state, resumable in slices of nodes.
 * Complete mode (the default) plays only the sound pruning argued in big-ben.ts; streamlined mode
 * (`greedy`, `seed`) forces foundation moves and shuffles the rest: it may miss wins, so its
 * exhaustion proves nothing and the caller ignores it.
 */
import { WASTE, type Position } from '../engine/index.ts';
import { isDeadlocked } from './big-ben-deadlock.ts';
import { BigBenState, childOf, encode, K_DEAL, K_FILL, K_FOUNDATION, K_TABLEAU, NONE, parentOf, PILES, STRIDE, Z_FLAG } from './big-ben-state.ts';
import { FULL, HashSet96, SEEN } from './hash-set-96.ts';
import { mulberry32 } from '../engine/rng.ts';

const DEAL = encode(K_DEAL, 0, 0);
const FILL = encode(K_FILL, 0, 0);

export interface SearchConfig {
  /** log2 of the largest transposition table (entries). */
  tableBits: number;
  /**
   * Streamlining, unsound: the first foundation move available is the only child, and a row's top
   * card moves to another row only if that makes a gap or shows a card with an immediate use.
   */
  greedy?: boolean;
  /** Streamlining: shuffle the moves after the foundation moves with this seed. */
  seed?: number;
}

export type StepResult = 'won' | 'exhausted' | 'paused' | 'full';

export class DepthFirst {
  nodes = 0;
  private readonly st: BigBenState;
  private readonly tt: HashSet96;
  private readonly rand: (() => number) | undefined;
  /** Move lists of all open frames, one after another. */
  private moves = new Int32Array(1 << 12);
  private frameEnd: number[] = [];
  private cursor: number[] = [];
  /** The move that led from frame d to frame d + 1. */
  private played: number[] = [];
  private done: StepResult | undefined;

  constructor(
    pos: Position,
    private readonly cfg: SearchConfig,
  ) {
    this.st = new BigBenState(pos);
    this.tt = new HashSet96(Math.min(cfg.greedy ? 12 : 16, cfg.tableBits), cfg.tableBits);
    this.rand = cfg.seed === undefined ? undefined : mulberry32(cfg.seed);
    const st = this.st;
    if (st.isWon()) this.done = 'won';
    else if (isDeadlocked(st)) this.done = 'exhausted';
    else {
      this.tt.add(st.h0, st.h1, st.h2);
      this.open(false, 0);
    }
  }

  /** The winning line as move codes (after `won`). */
  solution(): number[] {
    return this.played.slice(0, this.frameEnd.length);
  }

  /** Searches on for at most `limit` nodes; `stop` is polled every 1024 nodes. */
  step(limit: number, stop: () => boolean): StepResult {
    if (this.done) return this.done;
    const st = this.st, end = this.nodes + limit;
    for (;;) {
      const d = this.frameEnd.length - 1;
      if (d < 0) return (this.done = 'exhausted');
      if (this.cursor[d]! === this.frameEnd[d]!) {
        this.frameEnd.pop();
        this.cursor.pop();
        if (d > 0) st.unplay(this.played[d - 1]!);
        continue;
      }
      if (this.nodes >= end || ((this.nodes & 1023) === 0 && stop())) return 'paused';
      this.nodes++;
      const m = this.moves[this.cursor[d]!++]!;
      st.play(m);
      this.played[d] = m;
      if (st.isWon()) return (this.done = 'won');
      // The table first: a position seen before needs no dead-position test. Dead positions go into
      // the table too (they are never expanded, so a later visit is cut at no loss).
      const afterDeal = m === DEAL;
      const f = afterDeal ? 1 : 0;
      const seen = this.tt.add(st.h0 ^ (Z_FLAG[0] * f), st.h1 ^ (Z_FLAG[1] * f), st.h2 ^ (Z_FLAG[2] * f));
      if (seen === SEEN) {
        st.unplay(m);
        continue;
      }
      if (seen === FULL) {
        st.unplay(m);
        return (this.done = 'full');
      }
      if (isDeadlocked(st)) {
        st.unplay(m);
        continue;
      }
      this.open(afterDeal, this.frameEnd[d]!);
    }
  }

  /** Pushes a frame with the children of the current state, written after the parent's list. */
  private open(afterDeal: boolean, at: number): void {
    if (this.moves.length < at + 256) {
      const bigger = new Int32Array(this.moves.length * 2);
      bigger.set(this.moves);
      this.moves = bigger;
    }
    this.cursor.push(at);
    this.frameEnd.push(this.generate(afterDeal, at));
  }

  /** Writes the children of the current state at `at`; returns the end. */
  private generate(afterDeal: boolean, at: number): number {
    const st = this.st, out = this.moves;
    const safe = this.safeMove(afterDeal);
    if (safe >= 0) {
      out[at] = safe;
      return at + 1;
    }
    let n = at;
    // Rule 2 of big-ben.ts: right after a deal only the waste card, the stock and fill may move.
    const last = afterDeal ? WASTE : PILES - 1;
    for (let from = WASTE; from <= last; from++) {
      const c = st.sourceTop(from);
      if (c === NONE) continue;
      for (let f = 0; f < PILES; f++) if (st.next[f] === c) out[n++] = encode(K_FOUNDATION, from, f);
    }
    if (this.cfg.greedy && n > at) return at + 1;
    const mid = n;
    n = this.tableauMoves(last, n);
    if (st.stockLen > 0) {
      if (st.hasGap()) out[n++] = FILL;
      out[n++] = DEAL;
    }
    if (this.rand) shuffle(out, mid, n, this.rand);
    return n;
  }

  /** Moves onto rows holding at least three cards whose top is the card's parent. */
  private tableauMoves(last: number, n: number): number {
    const st = this.st, out = this.moves;
    for (let from = WASTE; from <= last; from++) {
      const c = st.sourceTop(from);
      if (c === NONE) continue;
      const parent = parentOf(c);
      if (this.cfg.greedy && from !== WASTE && !this.uncoversUse(from)) continue;
      for (let to = 0; to < PILES; to++) {
        if (to !== from && st.len[to]! >= 3 && st.top(to) === parent) out[n++] = encode(K_TABLEAU, from, to);
      }
    }
    return n;
  }

  /** Streamlining: whether taking the top card off a row makes a gap or shows a card with a use now. */
  private uncoversUse(from: number): boolean {
    const st = this.st, len = st.len[from]!;
    if (len <= 3) return true;
    const d = st.tab[from * STRIDE + len - 2]!;
    for (let f = 0; f < PILES; f++) if (st.next[f] === d) return true;
    const parent = parentOf(d), child = childOf(d);
    for (let p = 0; p < PILES; p++) {
      if (p === from) continue;
      const t = st.top(p);
      if ((t === parent && st.len[p]! >= 3) || t === child) return true;
    }
    return st.wasteTop() === child;
  }

  /** The first safe foundation move allowed here (the engine's safe.ts rule), or -1. */
  private safeMove(afterDeal: boolean): number {
    const st = this.st;
    const last = afterDeal ? WASTE : PILES - 1;
    for (let from = WASTE; from <= last; from++) {
      if (from !== WASTE && st.len[from]! <= 3) continue;
      const c = st.sourceTop(from);
      if (c === NONE || st.home[c]! < 1 || st.home[childOf(c)]! < 2) continue;
      for (let f = 0; f < PILES; f++) if (st.next[f] === c) return encode(K_FOUNDATION, from, f);
    }
    return -1;
  }
}

function shuffle(a: Int32Array, from: number, to: number, rand: () => number): void {
  for (let i = to - 1; i > from; i--) {
    const j = from + Math.floor(rand() * (i - from + 1));
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
}

