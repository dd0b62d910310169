/**
 * Where every pile goes, computed once for the whole game from the board's size: the cards are as
 * large as they can be while the longest row the game plausibly reaches (PLAN) still shows every
 * covered card's index. The size does not depend on the cards on the table, so nothing jumps during
 * play; a castle row longer than planned squeezes its own fan, and a Big Ben pile longer than
 * planned borrows its tier's room and, past a readable strip, resizes the board (bigben-layout.ts).
 * Pure: sizes in CSS pixels and the piles' lengths in, boxes out.
 * Cards are 1 : 1.4. Big Ben: bigben-layout.ts. Castle games: two wings with the foundations
 * between them (wide), or columns fanning down under a row of foundations (tall), or, with larger
 * cards on a short wide screen, columns fanning down beside the foundations.
 */
import type { GameDef } from '../../engine/index.ts';
import { bigBen, type BigBenContext } from './bigben-layout.ts';
import { fanNeed, largestFit, MAX_CW, MIN_STRIP_H, MIN_STRIP_V, planOf, planStrip, RATIO, STEP_H, STEP_V, type Fan, type Layout, type Slot } from './layout-base.ts';

export * from './layout-base.ts';
/** The strip a covered card of a planned-length row shows at card width `cw`: larger cards keep a fixed, wider share (their index is larger). */
const stripOf = (axis: 'h' | 'v', cw: number, large: boolean): number => (large ? (axis === 'h' ? 0.58 : MIN_STRIP_V) : planStrip(axis, cw));

/** Which rows sit in the left wing and which in the right, top to bottom. */
export function wings(def: GameDef): [number[], number[]] {
  const rows = [...Array(def.rows).keys()];
  // Fortress: rows 0 and 1 hold six cards; they head the two wings.
  if (def.rows === 10) return [rows.filter((r) => r % 2 === 0), rows.filter((r) => r % 2 === 1)];
  const half = Math.ceil(def.rows / 2);
  return [rows.slice(0, half), rows.slice(half)];
}

/** Wide screens: the rule text's picture, the aces in a column between two wings of rows. */
function castleWings(def: GameDef, w: number, h: number, placing: boolean, large: boolean): Layout & { heightCapped: boolean } {
  const [left, right] = wings(def);
  const k = Math.max(left.length, right.length);
  // Selective Castle keeps a column for the offered card beside the aces all game: the size never changes.
  const centreW = def.placementMax > 0 ? 2.15 : 1;
  const pitch = 1.04 * RATIO;
  const wing = (cw: number): number => fanNeed(planOf(def, large), stripOf('h', cw, large));
  const byHeight = h / (k * pitch);
  const cw = Math.min(largestFit((cw) => cw * (2 * wing(cw) + centreW + 0.6), w, MAX_CW), byHeight), ch = cw * RATIO;
  const top = (h - k * pitch * cw) / 2;
  const cx = (w - centreW * cw) / 2;
  const wingW = cx - 0.3 * cw;
  const slots: Slot[] = [];
  left.forEach((r, i) => slots.push({ name: `t${r}`, x: 0, y: top + i * pitch * cw, w: wingW, h: ch, fan: 'left' }));
  right.forEach((r, i) => slots.push({ name: `t${r}`, x: w - wingW, y: top + i * pitch * cw, w: wingW, h: ch, fan: 'right' }));
  const fTop = (h - 4 * pitch * cw) / 2 + 0.03 * ch;
  def.foundations.forEach((_, i) => slots.push({ name: `f${i}`, x: cx, y: fTop + i * pitch * cw, w: cw, h: ch, fan: 'none' }));
  if (placing) slots.push({ name: 'stock', x: cx + 1.15 * cw, y: (h - ch) / 2, w: cw, h: ch, fan: 'none' });
  // Within 10 % of the height's cap counts as capped: a board a little narrower (the rail of larger cards) must not flip back to the wings.
  return { cw, ch, width: w, height: h, slots, axis: 'h', heightCapped: cw >= 0.9 * byHeight };
}

const COL = 1.06; // column pitch, in card widths
const GAP = 0.2; // between the foundations and the rows, and between two tiers, in card heights

/** Card width for `tiers` tiers of columns under the foundations. */
function tierWidth(def: GameDef, w: number, h: number, tiers: number, large: boolean): number {
  const cols = Math.ceil(def.rows / tiers);
  const across = w / (cols * COL - (COL - 1));
  const down = largestFit((cw) => cw * RATIO * (1 + GAP + tiers * fanNeed(planOf(def, large), stripOf('v', cw, large)) + (tiers - 1) * GAP), h, MAX_CW);
  return Math.min(across, down);
}

/**
 * Tall screens (a phone upright): the foundations in a row on top, every row a column fanning down
 * in reading order, as in the solitaires phone players know: each row's playable card is at its
 * lower end, nearest the thumb. One tier of columns, or two when that gives cards 15 % larger
 * (Fortress's ten rows). Selective Castle offers its cards at the board's foot, under the rows it is
 * laid out on, away from the aces; after the last placement that place is gone and the rows reach
 * down the board.
 */
function castleColumns(def: GameDef, w: number, h: number, placing: boolean, large: boolean): Layout {
  // While placing, rows hold at most placementMax cards at the full step; the offered card sits under them (in card heights).
  const placingRoom = (tiers: number): number => 1 + GAP + tiers * fanNeed(def.placementMax, STEP_V) + (tiers - 1) * GAP + 0.35 + 1;
  const one = tierWidth(def, w, h, 1, large);
  const two = Math.min(tierWidth(def, w, h, 2, large), def.placementMax > 0 ? h / (RATIO * placingRoom(2)) : Infinity);
  // Selective Castle takes two tiers only with larger cards: one tier of eight is width-bound upright, so larger cards would not grow.
  const tiers = (def.placementMax === 0 || large) && two > one * (large ? 1 : 1.15) ? 2 : 1;
  const cw = tiers === 2 ? two : one, ch = cw * RATIO;
  const cols = Math.ceil(def.rows / tiers);
  const rowX = (count: number, i: number): number => (w - (count * COL - (COL - 1)) * cw) / 2 + i * COL * cw;
  const slots: Slot[] = def.foundations.map((_, i) => ({ name: `f${i}`, x: rowX(def.foundations.length, i), y: 0, w: cw, h: ch, fan: 'none' }));
  const top = ch * (1 + GAP);
  // The offered card at the board's foot, nearest the thumb; the rows have the room above it.
  const offerY = h - ch;
  const bottom = placing ? offerY - 0.2 * ch : h;
  const tierH = (bottom - top - (tiers - 1) * GAP * ch) / tiers;
  for (let r = 0; r < def.rows; r++) {
    const tier = Math.floor(r / cols), col = r % cols;
    const count = Math.min(cols, def.rows - tier * cols);
    slots.push({ name: `t${r}`, x: rowX(count, col), y: top + tier * (tierH + GAP * ch), w: cw, h: tierH, fan: 'down' });
  }
  if (placing) slots.push({ name: 'stock', x: (w - cw) / 2, y: offerY, w: cw, h: ch, fan: 'none' });
  return { cw, ch, width: w, height: h, slots, axis: 'v' };
}

/**
 * Larger cards on a short, wide screen (a phone on its side): the wings would be capped by the
 * height (four rows of a wing, one over the other), so the rows become columns fanning down side by
 * side, as upright, which lets a card be as tall as a column of the planned length allows; the
 * foundations stand two by two at the right end (Selective Castle's offered card under them, all
 * game, so the size never changes). Used when it gives a larger corner index than the wings.
 */
function castleSide(def: GameDef, w: number, h: number, placing: boolean, large: boolean): Layout {
  const offer = def.placementMax > 0;
  const sideH = 2 * 1.04 + (offer ? 1.1 : 0); // in card heights
  const across = def.rows * COL - (COL - 1) + SIDE_GAP + COL + 1; // the columns, the gap, the foundations two by two
  const cw = Math.min(MAX_CW, w / across, h / (RATIO * fanNeed(planOf(def, large), MIN_STRIP_V)), h / (RATIO * sideH)), ch = cw * RATIO;
  const left = (w - across * cw) / 2;
  const slots: Slot[] = [];
  for (let r = 0; r < def.rows; r++) slots.push({ name: `t${r}`, x: left + r * COL * cw, y: 0, w: cw, h, fan: 'down' });
  const fx = left + (def.rows * COL + SIDE_GAP - (COL - 1)) * cw;
  def.foundations.forEach((_, i) => slots.push({ name: `f${i}`, x: fx + (i % 2) * COL * cw, y: Math.floor(i / 2) * 1.04 * ch, w: cw, h: ch, fan: 'none' }));
  if (placing) slots.push({ name: 'stock', x: fx + (COL * cw) / 2, y: 2.14 * ch, w: cw, h: ch, fan: 'none' });
  return { cw, ch, width: w, height: h, slots, axis: 'v' };
}
const SIDE_GAP = 0.35; // between the last column and the foundations, in card widths

/** Which index size a layout gives (Board.tsx draws it): on the overlap's axis, a share of the card's width. */
export function indexSize(l: Pick<Layout, 'axis' | 'cw'>, large: boolean): number {
  if (l.axis === 'h') return large ? Math.max(15, l.cw * 0.36) : Math.max(13, l.cw * 0.3);
  return Math.max(13, large || l.cw < 52 ? l.cw * 0.44 : l.cw * 0.34);
}

/**
 * The largest index a covered card of a fan showing `strip` pixels of it keeps whole (Pile.tsx's
 * --fit, the top card's index is indexSize's): down, the index stands 0.03 of the card's width under
 * its edge and is 0.92 of its size tall; sideways, 0.05 in, and a 10 is about 1.3 of its size wide.
 * Never under 10 px; none where the strip holds the whole index.
 */
export function coveredIndex(fan: Fan, strip: number, cw: number): number | undefined {
  if (fan === 'down') return Math.max(10, (strip - 0.03 * cw - 2) / 0.92);
  // MIN_STRIP_H of the card keeps a full-size index whole (layout-base.ts).
  if (fan === 'left' || fan === 'right') return strip >= MIN_STRIP_H * cw - 0.01 ? undefined : Math.max(10, (strip - 0.05 * cw - 1) / 1.3);
  return undefined;
}

/** A wide screen: the wings, unless larger cards are capped by the height there and columns read larger. */
function castleWide(def: GameDef, w: number, h: number, placing: boolean, large: boolean): Layout {
  const wide = castleWings(def, w, h, placing, large);
  if (!large || !wide.heightCapped) return wide;
  const side = castleSide(def, w, h, placing, large);
  return indexSize(side, large) > indexSize(wide, large) * 1.05 ? side : wide;
}

/**
 * Mirror for left-handed players: the board flips left to right (fans too). A clock face read
 * backwards would be wrong, so Big Ben's hours flip back within the ring: only its place changes.
 */
function mirrored(l: Layout): Layout {
  const flip = (f: Fan): Fan => (f === 'left' ? 'right' : f === 'right' ? 'left' : f);
  const slots = l.slots.map((s) => ({ ...s, x: l.width - s.x - s.w, fan: flip(s.fan) }));
  if (l.buttons) {
    const ring = slots.filter((s) => s.name.startsWith('f'));
    const lo = Math.min(...ring.map((s) => s.x)), hi = Math.max(...ring.map((s) => s.x + s.w));
    for (const s of ring) s.x = lo + hi - s.x - s.w;
  }
  return { ...l, slots, buttons: l.buttons && { ...l.buttons, x: l.width - l.buttons.x - l.buttons.w } };
}

/**
 * `placing`: Selective Castle's cards are still being laid out (the offered card has a place).
 * `large`: larger cards. `rows`: the rows' lengths, in order (Big Ben's layout makes room for long
 * piles; none: as planned). `ctx`: Big Ben's normal-cards board and the game's previous layout.
 */
export function computeLayout(def: GameDef, w: number, h: number, mirror = false, placing = false, large = false, rows: readonly number[] = [], ctx: BigBenContext = {}): Layout {
  const base = def.stockActions ? bigBen(def, w, h, large, rows, ctx) : h > w ? castleColumns(def, w, h, placing, large) : castleWide(def, w, h, placing, large);
  return mirror ? mirrored(base) : base;
}

/**
 * Offsets of the cards of a pile along its fan: a full step when there is room, squeezed evenly
 * when the pile grows past what was planned, never below a sliver.
 */
export function fanOffsets(slot: Slot, count: number, cw: number): number[] {
  if (slot.fan === 'none' || count === 0) return new Array<number>(count).fill(0);
  const vertical = slot.fan === 'down' || slot.fan === 'up';
  const card = vertical ? cw * RATIO : cw;
  const room = (vertical ? slot.h : slot.w) - card;
  const full = (vertical ? STEP_V : STEP_H) * card;
  const step = count > 1 ? Math.max(Math.min(full, room / (count - 1)), 0.08 * card) : 0;
  return Array.from({ length: count }, (_, i) => i * step);
}
