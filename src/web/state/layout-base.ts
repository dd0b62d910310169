/**
 * The measures every layout shares (castle games' in layout.ts, Big Ben's in bigben-layout.ts): the
 * boxes, the card's ratio, the fans' steps and the longest row each game is planned for.
 */
import type { GameDef, GameId } from '../../engine/index.ts';

/** Where Big Ben's clock stands against its tiers (bigben-layout.ts). */
export type Arrange = 'above' | 'beside-row' | 'beside-tiers';

export type Fan = 'down' | 'up' | 'left' | 'right' | 'none';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Slot extends Box {
  readonly name: string;
  readonly fan: Fan;
  /** Cards of a width of their own (Big Ben's clock on a phone, smaller than the piles'). */
  readonly cw?: number;
}

export interface Layout {
  readonly cw: number;
  readonly ch: number;
  readonly width: number;
  readonly height: number;
  readonly slots: readonly Slot[];
  /** Big Ben: the box of the Deal button over the stock and waste and the Fill button under them: their height and widths, in pixels. */
  readonly buttons?: Box & { readonly button: number; readonly deal: number; readonly fill: number };
  /** Cards overlap along this axis: the card index is drawn to suit it. */
  readonly axis: 'v' | 'h';
  /** Big Ben: the arrangement used and where the upper tier ends (its piles' height), kept by the next layout of the game (bigben-layout.ts). */
  readonly arrange?: Arrange;
  readonly split?: number;
  /** Big Ben: the column whose lower pile stands apart, in a column of its own at the tiers' right end. */
  readonly apart?: number;
}

export const RATIO = 1.4;
export const MAX_CW = 150;
/** The full step of a fan, of the card's height (vertical) or width (horizontal). */
export const STEP_V = 0.36, STEP_H = 0.6;
/**
 * The least a covered card may show so its corner index stays whole: of its height / width. The
 * index is 0.44 of a narrow card's width (0.31 of its height); stacked sideways, a 10's index
 * needs 0.48 of the width (0.42 hid it).
 */
export const MIN_STRIP_V = 0.32, MIN_STRIP_H = 0.48;
/**
 * On a large card that share is more than the index needs: a castle row planned to its longest
 * (normal cards) shows each covered card a strip of at least these pixels, never under the floor
 * share of the card, and Pile.tsx draws a covered index no larger than its strip holds (--fit): 25 px
 * sideways keeps a 10's index 13.5 px tall on a 66 px card (16 px on a 96 px card at the 0.3 floor),
 * 17 px down keeps it 14 px on a 59 px card.
 */
const COVERED_PX_H = 25, COVERED_PX_V = 17, FLOOR_H = 0.3, FLOOR_V = 0.2;
/** The strip a covered card of a planned-length row shows at card width `cw`, of its width (sideways) or height (down), never under `floor`. */
export const planStrip = (axis: 'h' | 'v', cw: number, floor = axis === 'h' ? FLOOR_H : FLOOR_V): number =>
  axis === 'h' ? Math.min(MIN_STRIP_H, Math.max(floor, COVERED_PX_H / cw)) : Math.min(MIN_STRIP_V, Math.max(floor, COVERED_PX_V / (cw * RATIO)));
/**
 * The largest card width, up to `most`, at which `need(cw)` (the pixels a board needs, growing with
 * the card) stays within `room`: the strips depend on the card, so the size is searched for.
 */
export function largestFit(need: (cw: number) => number, room: number, most: number): number {
  if (need(most) <= room) return most;
  let lo = 0, hi = most;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (need(mid) <= room) lo = mid;
    else hi = mid;
  }
  return lo;
}
/**
 * The longest row each game plausibly reaches. Measured on the solver's winning lines of deals
 * 1-30 (the longest row of each line): Big Ben 4-9 (median 6, 8 or less in 24 of 29; over deals
 * 1-1000, 3-13 and 8 or less in 892 of 927), Beleaguered
 * Castle 7-16, Streets and Alleys 10-17, Citadel 6-14 (10 or less in 25 of 26), Fortress 7-11,
 * Selective Castle 7-16.
 */
export const PLAN: Record<GameId, number> = {
  'big-ben': 8,
  'beleaguered-castle': 17,
  'sham-battle': 17,
  'streets-and-alleys': 17,
  citadel: 14,
  fortress: 13,
  'selective-castle': 17,
};
/**
 * Larger cards (a setting for players with low vision): the size is planned for rows half as long,
 * and a row longer than that squeezes its own fan; a covered card sideways keeps a wider strip, as
 * its index is a larger share of the card (indexSize).
 */
export const planOf = (def: GameDef, large = false): number => (large ? Math.max(4, Math.ceil(PLAN[def.id] / 2)) : PLAN[def.id]);
/** Room a fan of `n` cards needs at the least readable step, in card heights or widths. */
export const fanNeed = (n: number, strip: number): number => 1 + Math.max(0, n - 1) * strip;

