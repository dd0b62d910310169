/**
 * Beam search for Big Ben wins (finds wins, proves nothing: its failure means nothing).
 *
 * The stock only shrinks, so positions are layered by stock length. From each kept position the
 * search walks every position reachable by foundation and row moves (a small closure, bounded),
 * and from each of those plays a stock action (deal, or fill when a row is short): the results go
 * to the layer of their stock length. Layers are processed from the full stock down; each keeps
 * its `width` best positions by a heuristic score (cards home, minus cards lying above a card the
 * foundations need sooner). Dead positions (big-ben-deadlock.ts) are dropped. With the stock
 * empty, the closure is searched for a win.
 */
import { WASTE, type Position } from '../engine/index.ts';
import { isDeadlocked } from './big-ben-deadlock.ts';
import { BigBenState, childOf, encode, K_DEAL, K_FILL, K_FOUNDATION, K_TABLEAU, NONE, parentOf, PILES, STRIDE, COVER } from './big-ben-state.ts';

const DEAL = encode(K_DEAL, 0, 0);
const FILL = encode(K_FILL, 0, 0);

interface Candidate {
  /** Moves from the start. */
  parent: number[];
  /** Moves after the parent's, the last one a stock action. */
  suffix: number[];
  score: number;
  /** The clock's state (every foundation's height), hashed, when the weights set a clock share; else 0. */
  clock: number;
}

export interface BeamResult {
  /** The winning line as move codes, or undefined. */
  moves: number[] | undefined;
  nodes: number;
}

/** How many cards the foundations need before card x can go home (the nearer of its two runs; 99 if neither can). */
function distance(st: BigBenState, x: number): number {
  let best = 99;
  for (let slot = 0; slot < 4; slot += 2) {
    const f = COVER[x * 4 + slot]!, o = COVER[x * 4 + slot + 1]!;
    const h = st.height[f]!;
    if (o >= h && o - h < best) best = o - h;
  }
  return best;
}

/**
 * Weights of the beam's score: per card home, per card under a card needed later, per waste card;
 * and `clockShare`, when set: a layer keeps at most that share of its width per clock state (the
 * foundations' heights), so positions that differ only in their rows cannot fill the beam.
 */
export interface BeamWeights {
  home: number;
  blocked: number;
  waste: number;
  clockShare?: number;
}

/**
 * Weight sets the successive beams take in turn: each finds wins the others miss. On Big Ben's 17
 * deals left unknown at 300 million nodes by the first three, width 1,500 won 94628 with the fourth,
 * 44723 and 50185 with the fifth and 43503 with the sixth (the first's weights and a clock share); on
 * the 13 left then, 8349 and 8533 with the seventh (the fifth's and a clock share).
 */
export const BEAM_WEIGHTS: readonly BeamWeights[] = [
  { home: 4, blocked: 2, waste: 1 },
  { home: 4, blocked: 2, waste: 2 },
  { home: 4, blocked: 3, waste: 1 },
  { home: 4, blocked: 1, waste: 3 },
  { home: 4, blocked: 0, waste: 3 },
  { home: 4, blocked: 2, waste: 1, clockShare: 0.1 },
  { home: 4, blocked: 0, waste: 3, clockShare: 0.1 },
];

/** Higher is better: cards home, minus cards lying under a card needed later than they are, minus waste cards. */
export function score(st: BigBenState, w: BeamWeights): number {
  let blocked = 0;
  for (let s = 0; s < PILES; s++) {
    let above = -1;
    for (let i = st.len[s]! - 1; i >= 0; i--) {
      const d = distance(st, st.tab[s * STRIDE + i]!);
      if (d < above) blocked++;
      else above = d;
    }
  }
  let above = -1;
  for (let i = st.wasteLen - 1; i >= 0; i--) {
    const d = distance(st, st.waste[i]!);
    if (d < above) blocked++;
    else above = d;
  }
  return w.home * st.homeTotal - w.blocked * blocked - w.waste * st.wasteLen;
}

/**
 * 53 bits of the position's hash, to tell positions apart within the beam. A collision could only
 * drop a position from the beam (this search proves nothing), never make a line illegal.
 */
const keyOf = (st: BigBenState): number => (st.h0 >>> 0) + (st.h1 & 0x1fffff) * 4294967296;

/** The foundations' heights, hashed (for the clock share: a collision only merges two shares). */
function clockOf(st: BigBenState): number {
  let k = 0;
  for (let f = 0; f < PILES; f++) k = (Math.imul(k, 31) + st.height[f]!) | 0;
  return k;
}

/**
 * A safe foundation move, as the complete search plays one (a card with a copy home whose two
 * children are home, off the waste or a row it does not leave short), or −1.
 */
export function safeHomeMove(st: BigBenState): number {
  for (let from = WASTE; from < PILES; from++) {
    if (from !== WASTE && st.len[from]! <= 3) continue;
    const c = st.sourceTop(from);
    if (c === NONE || st.home[c]! < 1 || st.home[childOf(c)]! < 2) continue;
    for (let f = 0; f < PILES; f++) if (st.next[f] === c) return encode(K_FOUNDATION, from, f);
  }
  return -1;
}

/** Foundation and row moves (or the one safe foundation move, as in the complete search). */
function localMoves(st: BigBenState, out: number[]): void {
  out.length = 0;
  const safe = safeHomeMove(st);
  if (safe >= 0) {
    out.push(safe);
    return;
  }
  for (let from = WASTE; from < PILES; from++) {
    const c = st.sourceTop(from);
    if (c === NONE) continue;
    for (let f = 0; f < PILES; f++) if (st.next[f] === c) out.push(encode(K_FOUNDATION, from, f));
    const parent = parentOf(c);
    for (let to = 0; to < PILES; to++) {
      if (to !== from && st.len[to]! >= 3 && st.top(to) === parent) out.push(encode(K_TABLEAU, from, to));
    }
  }
}

/**
 * Most positions a layer holds before it drops all but its best quarter. Far above what the widths
 * reached in a few seconds produce (below 100,000 at width 100): it only bounds memory on long runs.
 */
const LAYER_CAP = 1 << 19;

/** Keeps the `keep` best-scored positions of a layer (in their order of arrival). */
function trim(layer: Map<number, Candidate>, keep: number): void {
  const scores = [...layer.values()].map((c) => c.score).sort((a, b) => b - a);
  const bar = scores[keep - 1]!;
  let over = scores.slice(0, keep).filter((x) => x === bar).length;
  for (const [key, c] of layer) {
    if (c.score > bar) continue;
    if (c.score === bar && over > 0) over--;
    else layer.delete(key);
  }
}

export function beamSearch(
  pos: Position,
  width: number,
  maxNodes: number,
  stop: () => boolean,
  weights: BeamWeights = BEAM_WEIGHTS[0]!,
  closureNodes = 2000,
): BeamResult {
  const root = new BigBenState(pos);
  const st = new BigBenState(pos);
  const layers: Map<number, Candidate>[] = Array.from({ length: root.stockLen + 1 }, () => new Map());
  let nodes = 0;
  let won: number[] | undefined;
  // Most positions a layer keeps per clock state (unbounded without a clock share).
  const share = weights.clockShare ? Math.max(1, Math.floor(width * weights.clockShare)) : Infinity;
  layers[root.stockLen]!.set(0, { parent: [], suffix: [], score: 0, clock: 0 });
  const path: number[] = [];
  const moveLists: number[][] = [];
  let parentPath: number[] = [];
  let budget = 0;
  const seen = new Set<number>();

  const offer = (m: number): void => {
    st.play(m);
    nodes++;
    // Dead or not is asked only of the positions the layer keeps (most offers are never kept).
    const key = keyOf(st);
    const layer = layers[st.stockLen]!;
    const sc = score(st, weights);
    const old = layer.get(key);
    if (!old || old.score < sc) {
      layer.set(key, { parent: parentPath, suffix: [...path, m], score: sc, clock: share < Infinity ? clockOf(st) : 0 });
      // Bounded memory: a layer never keeps much more than it can use.
      if (layer.size > LAYER_CAP) trim(layer, LAYER_CAP >> 2);
    }
    st.unplay(m);
  };

  const walk = (depth: number): void => {
    if (won || budget <= 0) return;
    budget--;
    if (st.isWon()) {
      won = [...parentPath, ...path];
      return;
    }
    if (st.stockLen > 0) {
      offer(DEAL);
      if (st.hasGap()) offer(FILL);
    }
    const moves = (moveLists[depth] ??= []);
    localMoves(st, moves);
    for (const m of moves) {
      st.play(m);
      nodes++;
      const key = keyOf(st);
      if (!seen.has(key) && !isDeadlocked(st)) {
        seen.add(key);
        path.push(m);
        walk(depth + 1);
        path.pop();
      }
      st.unplay(m);
      if (won) return;
    }
  };

  for (let len = root.stockLen; len >= 0 && !won; len--) {
    const sorted = [...layers[len]!.values()].sort((a, b) => b.score - a.score);
    layers[len]!.clear();
    let kept = 0;
    const perClock = new Map<number, number>();
    for (const c of sorted) {
      if (kept >= width) break;
      const same = perClock.get(c.clock) ?? 0;
      if (same >= share) continue;
      if (nodes >= maxNodes || stop()) return { moves: undefined, nodes };
      st.copyFrom(root);
      parentPath = [...c.parent, ...c.suffix];
      for (const m of parentPath) st.play(m);
      if (isDeadlocked(st)) continue; // the next best takes its place
      kept++;
      perClock.set(c.clock, same + 1);
      seen.clear();
      budget = len === 0 ? closureNodes * 10 : closureNodes;
      walk(0);
      if (won) break;
    }
  }
  return { moves: won, nodes };
}
