/**
 * What an animation must show for a group of moves: each card's trip from (pile, index) to
 * (pile, index), worked out on a copy of the position before the moves are made. Undoing plays the
 * trips backwards. The board renders from the state; these only say where each card came from.
 */
import { clonePosition, play, type GameDef, type Move, type Position } from '../../engine/index.ts';
import { moveSource, moveTarget, pileCards, pileName, type PileRef } from './piles.ts';

export interface Transfer {
  readonly fromPile: string;
  readonly fromIndex: number;
  readonly toPile: string;
  readonly toIndex: number;
}

const len = (pos: Position, p: PileRef): number => pileCards(pos, p).length;

/** The trips of `moves` played in order from `pos` (not changed). */
export function forwardTransfers(pos: Position, def: GameDef, moves: readonly Move[]): Transfer[] {
  const p = clonePosition(pos);
  const out: Transfer[] = [];
  for (const m of moves) {
    const src = moveSource(m);
    const from = { fromPile: pileName(src), fromIndex: len(p, src) - 1 };
    const rowsBefore = p.tableau.map((r) => r.length);
    const undo = play(p, m, def);
    if (m.kind === 'fill') {
      const dealt = new Map<number, number>();
      (undo ?? []).forEach((row, k) => {
        const n = dealt.get(row) ?? 0;
        dealt.set(row, n + 1);
        out.push({ fromPile: 'stock', fromIndex: from.fromIndex - k, toPile: `t${row}`, toIndex: rowsBefore[row]! + n });
      });
      continue;
    }
    const dst = moveTarget(m)!;
    out.push({ ...from, toPile: pileName(dst), toIndex: len(p, dst) - 1 });
  }
  return out;
}

/** The trips of undoing `moves` (latest first), worked out from the position before the undo. */
export function backwardTransfers(pos: Position, undone: readonly Move[]): Transfer[] {
  const out: Transfer[] = [];
  const sizes = new Map<string, number>();
  const size = (p: PileRef): number => sizes.get(pileName(p)) ?? len(pos, p);
  for (const m of undone) {
    const dst = moveTarget(m);
    if (!dst) continue; // an undone fill goes back into the face-down stock: nothing to show
    const src = moveSource(m);
    const from = size(dst) - 1, to = size(src);
    sizes.set(pileName(dst), from);
    sizes.set(pileName(src), to + 1);
    out.push({ fromPile: pileName(dst), fromIndex: from, toPile: pileName(src), toIndex: to });
  }
  return out;
}
