/**
 * Big Ben's board: the twelve foundations on a clock ring, the stock and waste inside it, the Deal
 * and Fill buttons on a strip of their own under it, and the twelve piles, each with its hour.
 * Three arrangements are measured and the one with the largest cards is used: the clock above two
 * tiers of six piles (phones upright), the clock beside one row of twelve (phones on their side),
 * or beside two tiers (desktops, and phones on their side with larger cards, where the top bar
 * becomes a rail at the side so the two tiers get the height: styles.css).
 *
 * The size is planned for piles of planOf's length and does not depend on the cards until a pile
 * grows past what its half of a column holds at a readable strip (FIT_V): then it borrows height
 * from the pile under or over it, and only when a column's two piles cannot both keep that strip
 * do the cards shrink, or the arrangement change, to what fits them.
 */
import type { GameDef } from '../../engine/index.ts';
import { fanNeed, MAX_CW, MIN_STRIP_V, planOf, RATIO, type Box, type Layout, type Slot } from './layout.ts';

/** The ring's three rows, by hour: 10 11 12 1 2 / 9 … 3 / 8 7 6 5 4, as read on a clock face. */
const RING: Record<number, readonly [number, number]> = {
  10: [0, 0], 11: [1, 0], 12: [2, 0], 1: [3, 0], 2: [4, 0],
  9: [0, 1], 3: [4, 1],
  8: [0, 2], 7: [1, 2], 6: [2, 2], 5: [3, 2], 4: [4, 2],
};
/** Column pitch in card widths (room for an hour tab, "11 ▸ V♠", between neighbours) and row pitch in card heights. */
const P = 1.375, Q = 1.1;
const RING_W = 4 * P + 1, RING_H = 2 * Q + 1 + 0.08; // the bottom badges reach a little below the cards
const PILE = 1.1, TIER_W = 6 * PILE - 0.1, ROW_W = 12 * PILE - 0.1;
/**
 * Pixels: the buttons' strip (44 px targets and a gap above and below) and each tier's room for
 * the hour tags (styles.css's .pile-tag, 13 px tall, reaches 1 px into the pile: clear of a first
 * card's index, however narrow the card).
 */
const STRIP = 56, TAG = 12;
/** Between the clock and the piles beside it, in card widths; between two tiers, in card heights. */
const BESIDE = 0.35, TIER_GAP = 0.08;
/**
 * The least strip a covered card of a pile longer than planned may show, of the card's height:
 * its index, shrunk to the strip by Pile.tsx's --fit, keeps about 0.27 of the card's width less
 * 2 px (12.5 px with larger cards on a phone); never under 13 px, a tap's and a 10 px index's room.
 */
export const FIT_V = 0.2, FIT_PX = 13;

type Arrange = 'above' | 'beside-row' | 'beside-tiers';
const ARRANGEMENTS: readonly Arrange[] = ['above', 'beside-row', 'beside-tiers'];
const perRowOf = (a: Arrange): number => (a === 'beside-row' ? 12 : 6);

/** The card width planned for piles of planOf's length, whatever the cards. */
function planned(def: GameDef, a: Arrange, w: number, h: number, large: boolean): number {
  const pile = fanNeed(planOf(def, large), MIN_STRIP_V) * RATIO; // in card widths
  const ringH = RING_H * RATIO;
  const cw =
    a === 'above' ? Math.min(w / Math.max(RING_W, TIER_W), (h - STRIP - 2 * TAG) / (ringH + 2 * pile + (TIER_GAP + 0.1) * RATIO))
    : a === 'beside-row' ? Math.min(w / (RING_W + BESIDE + ROW_W), (h - STRIP) / ringH, (h - TAG) / pile)
    : Math.min(w / (RING_W + BESIDE + TIER_W), (h - STRIP) / ringH, (h - 2 * TAG) / (2 * pile + TIER_GAP * RATIO));
  return Math.min(MAX_CW, cw);
}

/** The tiers' top and the height they share, tags and the gap between them taken off, in pixels. */
function pileRoom(a: Arrange, cw: number, h: number): { top: number; room: number } {
  const ch = cw * RATIO, tiers = 12 / perRowOf(a);
  const top = a === 'above' ? RING_H * ch + STRIP : 0;
  return { top, room: h - top - tiers * TAG - (tiers - 1) * TIER_GAP * ch };
}

/**
 * Each column's piles (one, or the two of both tiers, top first), by their lengths counting the
 * places Fill deals to (Pile.tsx outlines them).
 */
function columns(def: GameDef, a: Arrange, rows: readonly number[]): number[][] {
  const perRow = perRowOf(a), len = (k: number): number => Math.max(def.minToAccept, rows[k] ?? 0);
  return Array.from({ length: perRow }, (_, c) => (perRow === 12 ? [len(c)] : [len(c), len(c + 6)]));
}

const floorOf = (ch: number): number => Math.max(FIT_V, FIT_PX / ch); // in card heights

/** Whether a column of `piles` piles holding `cards` cards in all fits its height at the least readable strip. */
function fits(a: Arrange, cw: number, h: number, piles: number, cards: number): boolean {
  const ch = cw * RATIO;
  return (piles + (cards - piles) * floorOf(ch)) * ch <= pileRoom(a, cw, h).room + 0.01;
}

/** The planned size, or the largest smaller one at which every column's cards keep a readable strip. */
function cwFor(def: GameDef, a: Arrange, w: number, h: number, large: boolean, rows: readonly number[]): number {
  const cw = planned(def, a, w, h, large), cols = columns(def, a, rows);
  const piles = cols[0]!.length, cards = Math.max(...cols.map((c) => c[0]! + (c[1] ?? 0)));
  if (fits(a, cw, h, piles, cards)) return cw;
  let lo = 8, hi = cw;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (fits(a, mid, h, piles, cards)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * The heights of a column's piles: halves of its room while each pile fits its half at the least
 * readable strip (its fan squeezes as it grows, as any pile's); past that, the longer pile takes
 * just the height that strip needs from the pile under or over it, which cwFor left room enough
 * for its own. Only that column changes: the other piles of the tiers stay where they were.
 */
function columnHeights(room: number, ch: number, piles: readonly number[]): number[] {
  if (piles.length === 1) return [room];
  const need = piles.map((n) => fanNeed(n, floorOf(ch)) * ch);
  if (need.every((o) => o <= room / 2)) return [room / 2, room / 2];
  return need[0]! > need[1]! ? [need[0]!, room - need[0]!] : [room - need[1]!, need[1]!];
}

/** `rows`: the piles' lengths (none: the board as planned, as on a miniature). */
export function bigBen(def: GameDef, w: number, h: number, large = false, rows: readonly number[] = []): Layout {
  const sized = ARRANGEMENTS.map((arrange) => ({ arrange, cw: cwFor(def, arrange, w, h, large, rows) }));
  const { cw, arrange } = sized.reduce((a, b) => (b.cw > a.cw + 0.01 ? b : a));
  const ch = cw * RATIO;
  const above = arrange === 'above';
  const ringW = RING_W * cw, ringH = RING_H * ch;
  const tableW = (arrange === 'beside-row' ? ROW_W : TIER_W) * cw;
  const left = above ? (w - Math.max(ringW, tableW)) / 2 : (w - (ringW + BESIDE * cw + tableW)) / 2;
  const rx = above ? (w - ringW) / 2 : left;
  const ry = above ? 0 : (h - ringH - STRIP) / 2;
  const slots: Slot[] = def.foundations.map((f, i) => {
    const [c, r] = RING[f.hour ?? 12]!;
    return { name: `f${i}`, x: rx + c * P * cw, y: ry + r * Q * ch, w: cw, h: ch, fan: 'none' };
  });
  const mid = rx + ringW / 2, gap = 0.3 * cw;
  slots.push({ name: 'stock', x: mid - cw - gap / 2, y: ry + Q * ch, w: cw, h: ch, fan: 'none' });
  slots.push({ name: 'waste', x: mid + gap / 2, y: ry + Q * ch, w: cw, h: ch, fan: 'none' });
  const buttons: Box = { x: rx, y: ry + ringH + 6, w: ringW, h: STRIP - 12 };
  const tx = above ? (w - tableW) / 2 : left + ringW + BESIDE * cw;
  const perRow = perRowOf(arrange);
  const { top, room } = pileRoom(arrange, cw, h);
  const heights = columns(def, arrange, rows).map((piles) => columnHeights(room, ch, piles));
  for (let k = 0; k < 12; k++) {
    const col = k % perRow, tier = Math.floor(k / perRow), [over = 0] = heights[col]!;
    const y = top + TAG + (tier ? over + TIER_GAP * ch + TAG : 0);
    slots.push({ name: `t${k}`, x: tx + col * PILE * cw, y, w: cw, h: heights[col]![tier]!, fan: 'down' });
  }
  return { cw, ch, width: w, height: h, slots, buttons, axis: 'v' };
}
