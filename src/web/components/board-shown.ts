/** The board's layout for its measured size, which follows the one the board last rendered. */
import { inPlacement } from '../../engine/index.ts';
import { settings } from '../store.ts';
import { computeLayout, type Layout } from '../state/layout.ts';
import { normalBoard } from '../state/bigben-layout.ts';
import type { Session } from '../state/session.ts';

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
