/**
 * Big Ben's board: the twelve foundations on a clock ring, the stock and waste inside it, the Deal
 * and Fill buttons on a strip of their own under it, and the twelve piles, each with its hour.
 * Three arrangements are measured and the one with the largest cards is used: the clock above two
 * tiers of six piles (phones upright), the clock beside one row of twelve (phones on their side),
 * or beside two tiers (desktops, and phones on their side with larger cards, where the top bar
 * becomes a rail at the side so the two tiers get the height: styles.css).
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
/** Pixels: the buttons' strip (44 px targets and a gap above and below) and each tier's room for the hour tags. */
const STRIP = 56, TAG = 9;
/** Between the clock and the piles beside it, in card widths. */
const BESIDE = 0.35;

interface Plan {
  readonly cw: number;
  readonly arrange: 'above' | 'beside-row' | 'beside-tiers';
}

function plans(def: GameDef, w: number, h: number, large: boolean): Plan[] {
  const pile = fanNeed(planOf(def, large), MIN_STRIP_V) * RATIO; // in card widths
  const ringH = RING_H * RATIO;
  const cap = (cw: number): number => Math.min(MAX_CW, cw);
  return [
    { arrange: 'above', cw: cap(Math.min(w / Math.max(RING_W, TIER_W), (h - STRIP - 2 * TAG) / (ringH + 2 * pile + 0.25 * RATIO))) },
    { arrange: 'beside-row', cw: cap(Math.min(w / (RING_W + BESIDE + ROW_W), (h - STRIP) / ringH, (h - TAG) / pile)) },
    { arrange: 'beside-tiers', cw: cap(Math.min(w / (RING_W + BESIDE + TIER_W), (h - STRIP) / ringH, (h - 2 * TAG) / (2 * pile + 0.15 * RATIO))) },
  ];
}

export function bigBen(def: GameDef, w: number, h: number, large = false): Layout {
  const best = plans(def, w, h, large).reduce((a, b) => (b.cw > a.cw + 0.01 ? b : a));
  const { cw, arrange } = best, ch = cw * RATIO;
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
  const ty = above ? ry + ringH + STRIP : 0;
  const perRow = arrange === 'beside-row' ? 12 : 6;
  const tiers = 12 / perRow;
  const tierGap = 0.15 * ch;
  const tierH = (h - ty - tiers * TAG - (tiers - 1) * tierGap) / tiers;
  for (let k = 0; k < 12; k++) {
    const col = k % perRow, tier = Math.floor(k / perRow);
    slots.push({ name: `t${k}`, x: tx + col * PILE * cw, y: ty + TAG + tier * (tierH + tierGap + TAG), w: cw, h: tierH, fan: 'down' });
  }
  return { cw, ch, width: w, height: h, slots, buttons, axis: 'v' };
}
