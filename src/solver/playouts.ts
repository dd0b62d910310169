/**
 * Simple seeded players, for rating deals (rating.ts): each plays a position to its end without
 * search and says how many cards it got home. They see no more than a player sees (Big Ben's
 * stock order is never read: it only decides which card `deal` and `fill` bring).
 *
 * Every player, at every step, plays a safe foundation move (the engine's safe.ts) when there is
 * one; otherwise, by its policy:
 * - `greedy`: the move whose position scores best (`evaluate`), ties at random; `greedy-noisy`
 *   the same, but a move at random one time in four;
 * - `random`: a foundation move (the first in legal-move order), else any move at random;
 * - `frees`: a foundation move, else a move that uncovers a card able to go home, else one onto a
 *   card, else one to an empty row or `fill`, else `deal` (Big Ben), each group's pick at random.
 * A move that brings back a position met earlier in the game is never played (moves between
 * rows can undo each other), nor the only card of a row to an empty row (it changes nothing). The
 * game ends when no move is left or after MAX_STEPS moves. The random choices come from
 * mulberry32 with a seed given by the caller, so a playout is a pure function of its arguments.
 */
import {
  clonePosition,
  forEachLegalMove,
  foundationAccepts,
  isSafe,
  play,
  unplay,
  WASTE,
  type GameDef,
  type Move,
  type Position,
} from '../engine/index.ts';
import { mulberry32 } from '../engine/rng.ts';

export type PlayoutPolicy = 'random' | 'frees' | 'greedy' | 'greedy-noisy';

/** Longer than nearly every game these players win (a castle game takes 52 moves or more, Big Ben 160 or more); it keeps the rare wandering game cheap. */
export const MAX_STEPS = 400;

/** Cards home at the end of one game played from `start` by `policy` with the seed `seed`. */
export function playout(start: Position, def: GameDef, policy: PlayoutPolicy, seed: number): number {
  const pos = clonePosition(start);
  const random = mulberry32(seed);
  const seen = new Set<number>([positionHash(pos)]);
  let home = cardsHome(pos);
  const total = def.decks * 52;
  for (let step = 0; step < MAX_STEPS && home < total; step++) {
    const move = choose(pos, def, policy, random, seen);
    if (move === undefined) break;
    play(pos, move, def);
    if (move.kind === 'foundation') home++;
    seen.add(positionHash(pos));
  }
  return home;
}

function choose(pos: Position, def: GameDef, policy: PlayoutPolicy, random: () => number, seen: Set<number>): Move | undefined {
  const moves: Move[] = [];
  forEachLegalMove(pos, (m) => void moves.push(m), def);
  let firstHome: Move | undefined;
  for (const m of moves) {
    if (m.kind !== 'foundation') continue;
    if (isSafe(def, pos, m)) return m;
    firstHome ??= m;
  }
  if (policy === 'greedy' || policy === 'greedy-noisy') return greedy(pos, def, moves, policy === 'greedy' ? 0 : 0.25, random, seen);
  if (firstHome) return firstHome;
  const groups: Move[][] = [[], [], [], []];
  for (const m of moves) {
    if (m.kind === 'foundation' || pointless(pos, m) || repeats(pos, def, m, seen)) continue;
    groups[policy === 'random' ? 0 : group(pos, def, m)]!.push(m);
  }
  for (const g of groups) if (g.length > 0) return g[Math.floor(random() * g.length)];
  return undefined;
}

/**
 * The greedy players: the move whose position scores best (`evaluate`), ties at random; the noisy
 * one plays a move at random instead, one time in four.
 */
function greedy(pos: Position, def: GameDef, moves: readonly Move[], noise: number, random: () => number, seen: Set<number>): Move | undefined {
  const playable = moves.filter((m) => !pointless(pos, m) && !repeats(pos, def, m, seen));
  if (playable.length === 0) return undefined;
  if (noise > 0 && random() < noise) return playable[Math.floor(random() * playable.length)];
  let best: Move[] = [], bestScore = -Infinity;
  for (const m of playable) {
    const undo = play(pos, m, def);
    const s = evaluate(pos, def);
    unplay(pos, m, undo);
    if (s > bestScore) {
      best = [m];
      bestScore = s;
    } else if (s === bestScore) best.push(m);
  }
  return best[Math.floor(random() * best.length)];
}

/**
 * A position's worth to the greedy players, higher better: the castle beams' Balanced weights
 * (castle-score.ts) on plain positions: 10 a card home, 8 an empty row, less 3 for each break in a
 * row's built sequence, 2 for each card over a card some foundation needs next, 3 for each card
 * over a lower card of its own suit.
 */
export function evaluate(pos: Position, def: GameDef): number {
  const wanted = WANTED;
  wanted.fill(0);
  let sum = 0;
  pos.foundations.forEach((f, i) => {
    sum += 10 * f.length;
    const spec = def.foundations[i]!, top = f[f.length - 1];
    if (top === undefined) wanted[spec.suit * 13 + spec.first - 1] = 1;
    else if (top % 13 !== spec.last - 1) wanted[top % 13 === 12 ? top - 12 : top + 1] = 1;
  });
  for (const row of pos.tableau) sum += rowWorth(row, def, wanted);
  return sum;
}
const WANTED = new Uint8Array(52);
const LOWEST = new Int8Array(4);

function rowWorth(row: readonly number[], def: GameDef, wanted: Uint8Array): number {
  if (row.length === 0) return 8;
  let worth = 0;
  LOWEST.fill(13);
  for (let k = 0; k < row.length; k++) {
    const c = row[k]!, s = (c / 13) | 0, rank = c % 13;
    if (k > 0 && !builds(def, row[k - 1]!, c)) worth -= 3;
    if (wanted[c] === 1) worth -= 2 * (row.length - 1 - k);
    if (LOWEST[s]! < rank) worth -= 3;
    else LOWEST[s] = rank;
  }
  return worth;
}

/** Whether `upper` is built on `lower` by the game's row rule. */
function builds(def: GameDef, lower: number, upper: number): boolean {
  const rl = lower % 13, ru = upper % 13;
  if (def.build === 'down-any') return rl === ru + 1;
  if ((lower / 13 | 0) !== (upper / 13 | 0)) return false;
  if (def.build === 'down-suit-wrap') return rl === (ru + 1) % 13;
  return rl === ru + 1 || rl === ru - 1;
}

/** The `frees` policy's preference: 0 uncovers a card that can go home, 1 builds on a card, 2 to an empty row or `fill`, 3 `deal`. */
function group(pos: Position, def: GameDef, m: Move): number {
  if (m.kind === 'tableau') {
    if (uncoversHomeCard(pos, def, m.from)) return 0;
    return pos.tableau[m.to]!.length > 0 ? 1 : 2;
  }
  return m.kind === 'deal' ? 3 : 2;
}

/** Whether the card under the top of pile `from` (a row or the waste) can go to a foundation. */
function uncoversHomeCard(pos: Position, def: GameDef, from: number): boolean {
  const pile = from === WASTE ? pos.waste : pos.tableau[from]!;
  const under = pile[pile.length - 2];
  if (under === undefined) return false;
  return def.foundations.some((spec, i) => foundationAccepts(spec, pos.foundations[i]!, under));
}

/** The only card of a row to an empty row. */
const pointless = (pos: Position, m: Move): boolean =>
  m.kind === 'tableau' && m.from !== WASTE && pos.tableau[m.from]!.length === 1 && pos.tableau[m.to]!.length === 0;

function repeats(pos: Position, def: GameDef, m: Move, seen: Set<number>): boolean {
  if (m.kind !== 'tableau') return false;
  const undo = play(pos, m, def);
  const key = positionHash(pos);
  unplay(pos, m, undo);
  return seen.has(key);
}

function cardsHome(pos: Position): number {
  let n = 0;
  for (const f of pos.foundations) n += f.length;
  return n;
}

/**
 * A 32-bit FNV-1a hash of what tells two positions of one game apart: the rows and the sizes of
 * the waste and the stock (the foundations hold the other cards, the stock's order is the deal's).
 */
function positionHash(pos: Position): number {
  let h = 2166136261;
  for (const row of pos.tableau) {
    for (let i = 0; i < row.length; i++) h = Math.imul(h ^ (row[i]! + 1), 16777619);
    h = Math.imul(h ^ 255, 16777619);
  }
  h = Math.imul(h ^ pos.waste.length, 16777619);
  h = Math.imul(h ^ (pos.stock.length + 512), 16777619);
  return h >>> 0;
}
