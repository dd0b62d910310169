/**
 * What the board last rendered from, and re-rendering some of its piles alone: an auto-move changes
 * two piles, and re-rendering the whole board for it computed and compared every pile's props in the
 * very frame its flight starts.
 */
import { batch, signal, type Signal } from '@preact/signals';
import { inPlacement, legalMoves, type Position } from '../../engine/index.ts';
import { session, settings } from '../store.ts';
import { computeLayout, type Layout } from '../state/layout.ts';
import { normalBoard } from '../state/bigben-layout.ts';
import { parsePile, pileCards } from '../state/piles.ts';
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

/**
 * The board's layout for its measured size (none before it is measured), after the one it last
 * rendered (Big Ben's size and tiers' line stay while they fit); `railed`: the top bar is a rail at
 * the side, so the normal cards' board, the least size of larger cards, is another (bigben-layout.ts).
 */
export const layoutOf = (s: Session, w: number, h: number, railed = false): Layout | null => {
  const large = settings.value.large === true, ctx = { normal: normalBoard(w, h, large && railed), previous: shown?.l ?? null };
  return w > 0 && h > 0 ? computeLayout(s.def, w, h, settings.value.lefthand, inPlacement(s.def, s.pos), large, s.pos.tableau.map((r) => r.length), ctx) : null;
};

/** All the board shows of a position but its piles' cards: a change that keeps it re-renders the piles it changed alone. */
const frame = (s: Session, l: Layout | null, status: string, stuck: string | null): string => `${status} ${stuck} ${isShort(s)} ${JSON.stringify(l)}`;

let shown: { readonly s: Session; readonly w: number; readonly h: number; readonly railed: boolean; readonly l: Layout | null; readonly frame: string } | null = null;

/** The board tells what it rendered from (none: no game). */
export function rendered(s: Session | null, w = 0, h = 0, l: Layout | null = null, status = '', stuck: string | null = null, railed = false): void {
  shown = s && { s, w, h, railed, l, frame: frame(s, l, status, stuck) };
}

/** One signal a pile: ticked, it re-renders that pile alone. */
const pileTicks = new Map<string, Signal<number>>();
export function tickOf(name: string): Signal<number> {
  let tick = pileTicks.get(name);
  if (!tick) pileTicks.set(name, (tick = signal(0)));
  return tick;
}

/**
 * After a change of the session's position from `before` (an auto-move, or the move that sets them
 * off): re-renders the piles it changed alone, when all else the board shows (its layout, which
 * follows the rows' lengths, the game's status, Big Ben's Deal and Fill) stays as it is. Gives false,
 * doing nothing, when the whole board must re-render.
 */
export function showPiles(s: Session, before: Position): boolean {
  const was = shown;
  const l = was && session.value === s && was.s === s ? layoutOf(s, was.w, was.h, was.railed) : null;
  if (!l || frame(s, l, boardStatus(s), stuckOnStock(s)) !== was!.frame) return false;
  const changed = l.slots.filter(({ name }) => {
    const p = parsePile(name);
    return p && pileCards(before, p).join() !== pileCards(s.pos, p).join();
  });
  batch(() => {
    for (const { name } of changed) tickOf(name).value++;
  });
  return true;
}
