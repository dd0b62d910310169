/**
 * A Finish's cascade: the solver's line may move cards between rows before they go home, but the
 * board only shows the end (every card home), so each card flies once, from where it lies now to its
 * place on a foundation, in the order the line sends it home. Pure: no DOM.
 */
import type { GameDef, Move, Position } from '../../engine/index.ts';
import { forwardTransfers, type Transfer } from '../state/transfers.ts';

export function homeTrips(before: Position, def: GameDef, moves: readonly Move[]): Transfer[] {
  // Where each card now lying at (pile, index) started, before the line's first move.
  const origin = new Map<string, { fromPile: string; fromIndex: number }>();
  const out: Transfer[] = [];
  for (const t of forwardTransfers(before, def, moves)) {
    const at = `${t.fromPile}:${t.fromIndex}`;
    const from = origin.get(at) ?? { fromPile: t.fromPile, fromIndex: t.fromIndex };
    origin.delete(at);
    if (t.toPile.startsWith('f')) out.push({ ...from, toPile: t.toPile, toIndex: t.toIndex });
    else origin.set(`${t.toPile}:${t.toIndex}`, from);
  }
  return out;
}
