/**
 * Pure helpers behind the in-app solver features: picking a deal from a solver-checked list, laying
 * out Selective Castle before a search (the solver decides placed layouts only), and finding the last
 * position of the undo history from which a win was still possible.
 *
 * No solver import: searches are passed in, so this file stays in the main bundle without the solver.
 */
import { apply, gameDef, inPlacement, legalMoves, rankOf, status, type Move, type Position } from '../../engine/index.ts';
import type { Verdict } from '../../solver/index.ts';

/** A deal from the list, other than `current` when the list offers another one. */
export function pickWinnable(list: readonly string[], random: () => number, current?: string): string | undefined {
  const others = list.length > 1 && current !== undefined ? list.filter((d) => d !== current) : list;
  if (others.length === 0) return undefined;
  return others[Math.min(others.length - 1, Math.floor(random() * others.length))];
}

/** How a Selective Castle layout is chosen; several are tried, since the player may choose any. */
export type Placement = 'build' | 'spread' | 'in-order';
export const PLACEMENTS: readonly Placement[] = ['build', 'spread', 'in-order'];

/**
 * The placement moves that lay out every offered card by one strategy:
 * - 'build': on a row whose top is one rank higher (a ready-made build), else the shortest row;
 * - 'spread': always the shortest row (cards in their dealt order, like a plain deal);
 * - 'in-order': the first row with room.
 */
export function layOut(start: Position, how: Placement): Move[] {
  const def = gameDef(start.game);
  const moves: Move[] = [];
  let pos = start;
  while (inPlacement(def, pos)) {
    const options = legalMoves(pos, def).filter((m): m is Extract<Move, { kind: 'place' }> => m.kind === 'place');
    const card = pos.stock[pos.stock.length - 1]!;
    const size = (m: { to: number }): number => pos.tableau[m.to]!.length;
    const shortest = options.reduce<(typeof options)[number] | undefined>((best, m) => (!best || size(m) < size(best) ? m : best), undefined);
    const onHigher = options.find((m) => {
      const top = pos.tableau[m.to]!.at(-1);
      return top !== undefined && rankOf(top) === rankOf(card) + 1;
    });
    const choice = how === 'in-order' ? options[0] : how === 'build' ? (onHigher ?? shortest) : shortest;
    if (!choice) break;
    moves.push(choice);
    pos = apply(pos, choice);
  }
  return moves;
}

export interface Line {
  readonly verdict: Verdict;
  /** From the deal's start to a win (placements first for Selective Castle); empty unless won. */
  readonly moves: Move[];
  readonly nodes: number;
}

/**
 * A winning line from a deal's start. Selective Castle: each placement strategy is laid out and
 * solved in turn; a win from any layout is a win of the deal. `impossible` for Selective Castle only
 * means no tried layout wins (the player might place better), so it is reported as `unknown`.
 */
export function lineFromStart(start: Position, solve: (pos: Position) => { verdict: Verdict; moves: Move[]; nodes: number }): Line {
  const def = gameDef(start.game);
  if (!inPlacement(def, start)) {
    const r = solve(start);
    return { verdict: r.verdict, moves: r.verdict === 'won' ? r.moves : [], nodes: r.nodes };
  }
  let nodes = 0;
  for (const how of PLACEMENTS) {
    const placed = layOut(start, how);
    const r = solve(placed.reduce(apply, start));
    nodes += r.nodes;
    if (r.verdict === 'won') return { verdict: 'won', moves: [...placed, ...r.moves], nodes };
  }
  return { verdict: 'unknown', moves: [], nodes };
}

/** True when `moves` played from `start` through the engine are all legal and end in a win. */
export function replaysToWin(start: Position, moves: readonly Move[]): boolean {
  const def = gameDef(start.game);
  let pos = start;
  for (const m of moves) {
    if (!legalMoves(pos, def).some((l) => sameMove(l, m))) return false;
    pos = apply(pos, m);
  }
  return status(pos, def) === 'won';
}

export function sameMove(a: Move, b: Move): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'deal' || a.kind === 'fill') return true;
  if (a.kind === 'place') return b.kind === 'place' && a.to === b.to;
  return (b.kind === 'foundation' || b.kind === 'tableau') && a.from === b.from && a.to === b.to;
}

/**
 * Where undo can land: 0 and every index whose step is a player's move (auto-moves are undone
 * with the move that set them off), ascending, `steps.length` excluded.
 */
export function undoPoints(steps: readonly { readonly auto: boolean }[]): number[] {
  const points: number[] = [];
  steps.forEach((s, i) => {
    if (i === 0 || !s.auto) points.push(i);
  });
  if (points[0] !== 0) points.unshift(0);
  return points;
}

/** The position after the first `k` moves of the history. */
export const positionAt = (start: Position, moves: readonly Move[], k: number): Position => moves.slice(0, k).reduce(apply, start);

/**
 * The last undo point from which a win was still possible, by binary search: a position that can
 * reach a winnable one is winnable itself, so along one history the winnable points come first.
 * `check(k)` is the solver's verdict at history index k. Only `won` counts as winnable (`unknown`
 * is treated as lost), so the answer is always a proven win, possibly not the very last one.
 * Returns null when no point is proven winnable (the deal may be lost from its start).
 */
export async function lastWinnablePoint(points: readonly number[], check: (k: number) => Promise<Verdict>): Promise<number | null> {
  let lo = -1, hi = points.length; // points[..lo] winnable, points[hi..] not proven
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((await check(points[mid]!)) === 'won') lo = mid;
    else hi = mid;
  }
  return lo < 0 ? null : points[lo]!;
}
