/**
 * What the board shows of a session besides its piles' cards: Big Ben's stock actions, and the
 * layout, which follows the one the board last rendered.
 */
import { inPlacement, legalMoves } from '../../engine/index.ts';
import { settings } from '../store.ts';
import { computeLayout, type Layout } from '../state/layout.ts';
import { normalBoard } from '../state/bigben-layout.ts';
import { boardStatus, type Session } from '../state/session.ts';

/** Only stock actions remain: the player must deal or fill (Big Ben). */
export function stuckOnStock(s: Session): 'fill' | 'deal' | null {
  if (!s.def.stockActions || boardStatus(s) !== 'playing') return null;
  const moves = legalMoves(s.pos, s.def);
  if (moves.some((m) => m.kind !== 'deal' && m.kind !== 'fill')) return null;
  return moves.some((m) => m.kind === 'fill') ? 'fill' : 'deal';
}

/** Big Ben's Fill: a pile is short while the stock has cards. */
export const isShort = (s: Session): boolean => s.pos.stock.length > 0 && s.pos.tableau.some((r) => r.length < s.def.minToAccept);

let shown: Layout | null = null;

/** The board tells the layout it rendered (none: no game), which the next layout keeps while it fits. */
export function rendered(l: Layout | null): void {
  shown = l;
}

/**
 * The board's layout for its measured size (none before it is measured), after the one it last
 * rendered (Big Ben's size and tiers' line stay while they fit); `railed`: the top bar is a rail at
 * the side, so the normal cards' board, the least size of larger cards, is another (bigben-layout.ts).
 */
export const layoutOf = (s: Session, w: number, h: number, railed = false): Layout | null => {
  const large = settings.value.large === true, ctx = { normal: normalBoard(w, h, large && railed), previous: shown };
  return w > 0 && h > 0 ? computeLayout(s.def, w, h, settings.value.lefthand, inPlacement(s.def, s.pos), large, s.pos.tableau.map((r) => r.length), ctx) : null;
};
