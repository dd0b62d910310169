/**
 * Where every pile goes, computed from the board's size so cards are as large as they can be.
 * Pure: sizes in CSS pixels in, boxes out. Cards are 1 : 1.4. Big Ben puts its foundations on a
 * clock ring with the tableau beside it (wide) or below it (tall); the castle games use two wings
 * with the foundations between them (wide) or columns under a row of foundations (tall).
 */
import type { GameDef } from '../../engine/index.ts';

export type Fan = 'down' | 'up' | 'left' | 'right' | 'none';

export interface Slot {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly fan: Fan;
}

export interface Layout {
  readonly cw: number;
  readonly ch: number;
  readonly width: number;
  readonly height: number;
  readonly slots: readonly Slot[];
  /** Big Ben: the clock's centre, under the stock and waste, for the Deal and Fill buttons. */
  readonly centre?: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  /** Cards overlap along this axis: the card index is drawn to suit it. */
  readonly axis: 'v' | 'h';
}

export const RATIO = 1.4;
const MAX_CW = 150;
/** The least a covered card may show, so its rank and suit stay readable: of its height / width. */
export const MIN_STRIP_V = 0.36, MIN_STRIP_H = 0.48;
/** Room a fanned pile needs, in card heights (vertical) or widths (horizontal), for `n` cards. */
const fanNeed = (n: number, least: number, strip: number): number => Math.max(least, 1 + Math.max(0, n - 1) * strip);
const longest = (lengths: readonly number[], rows: readonly number[]): number => Math.max(0, ...rows.map((r) => lengths[r] ?? 0));

/** Clock cells (column, row) for the hours 1 … 12 on a 5 × 4 grid: a ring with room inside. */
const CLOCK_CELLS: Record<number, readonly [number, number]> = {
  12: [2, 0], 1: [3, 0], 2: [4, 0.5], 3: [4, 1.5], 4: [4, 2.5], 5: [3, 3],
  6: [2, 3], 7: [1, 3], 8: [0, 2.5], 9: [0, 1.5], 10: [0, 0.5], 11: [1, 0],
};
const CX = 1.15, CY = 1.1; // column pitch in card widths, row pitch in card heights

function bigBen(def: GameDef, w: number, h: number, lengths: readonly number[]): Layout {
  const clockW = 4 * CX + 1, clockH = (3 * CY + 1) * RATIO; // in card widths
  // Each row of six piles gets room for its longest pile (at least ~5 cards unsqueezed).
  const needTop = fanNeed(longest(lengths, [0, 1, 2, 3, 4, 5]), 2.6, MIN_STRIP_V) * RATIO;
  const needBottom = fanNeed(longest(lengths, [6, 7, 8, 9, 10, 11]), 2.6, MIN_STRIP_V) * RATIO;
  const tabW = 6 * 1.1 - 0.1;
  const beside = w > h * 1.2;
  const unitsW = beside ? clockW + 0.5 + tabW : Math.max(clockW, tabW);
  const unitsH = beside ? Math.max(clockH, needTop + needBottom + 0.2) : clockH + 0.3 + needTop + needBottom + 0.2;
  const cw = Math.min(MAX_CW, w / unitsW, h / unitsH), ch = cw * RATIO;
  const width = w, height = h;
  const clockX = beside ? (w - (clockW + 0.5 + tabW) * cw) / 2 : (w - clockW * cw) / 2;
  const clockY = beside ? (h - clockH * cw) / 2 : 0;
  const slots: Slot[] = def.foundations.map((f, i) => {
    const [c, r] = CLOCK_CELLS[f.hour ?? 12]!;
    return { name: `f${i}`, x: clockX + c * CX * cw, y: clockY + r * CY * ch, w: cw, h: ch, fan: 'none' };
  });
  const inner = { x: clockX + CX * cw, y: clockY + CY * ch, w: (2 * CX + 1) * cw, h: (2 * CY - 0.1) * ch };
  const gap = 0.3 * cw;
  slots.push({ name: 'stock', x: inner.x + inner.w / 2 - cw - gap / 2, y: inner.y, w: cw, h: ch, fan: 'none' });
  slots.push({ name: 'waste', x: inner.x + inner.w / 2 + gap / 2, y: inner.y, w: cw, h: ch, fan: 'none' });
  const centre = { x: inner.x, y: inner.y + ch + 0.08 * ch, w: inner.w, h: Math.max(0, inner.h - ch - 0.08 * ch) };
  const tabX = beside ? clockX + (clockW + 0.5) * cw : (w - tabW * cw) / 2;
  const tabY = beside ? 0 : clockH * cw + 0.3 * cw;
  const rowsH = h - tabY - 0.2 * cw;
  const topH = (rowsH * needTop) / (needTop + needBottom);
  for (let k = 0; k < 12; k++) {
    const col = k % 6, row = Math.floor(k / 6);
    const y = row === 0 ? tabY : tabY + topH + 0.2 * cw;
    slots.push({ name: `t${k}`, x: tabX + col * 1.1 * cw, y, w: cw, h: row === 0 ? topH : rowsH - topH, fan: 'down' });
  }
  return { cw, ch, width, height, slots, centre, axis: 'v' };
}

/** Which rows sit in the left wing and which in the right, top to bottom. */
export function wings(def: GameDef): [number[], number[]] {
  const rows = [...Array(def.rows).keys()];
  // Fortress: rows 0 and 1 hold six cards; they head the two wings.
  if (def.rows === 10) return [rows.filter((r) => r % 2 === 0), rows.filter((r) => r % 2 === 1)];
  const half = Math.ceil(def.rows / 2);
  return [rows.slice(0, half), rows.slice(half)];
}

function castleWings(def: GameDef, w: number, h: number, lengths: readonly number[]): Layout {
  const [left, right] = wings(def);
  const k = Math.max(left.length, right.length);
  const placing = def.placementMax > 0;
  const centreW = placing ? 2.15 : 1;
  const pitch = 1.04 * RATIO;
  const wing = fanNeed(longest(lengths, [...left, ...right]), 3.4, MIN_STRIP_H);
  const cw = Math.min(MAX_CW, w / (2 * wing + centreW + 0.6), h / (k * pitch)), ch = cw * RATIO;
  const top = (h - k * pitch * cw) / 2;
  const cx = (w - centreW * cw) / 2;
  const wingW = cx - 0.3 * cw;
  const slots: Slot[] = [];
  left.forEach((r, i) => slots.push({ name: `t${r}`, x: 0, y: top + i * pitch * cw, w: wingW, h: ch, fan: 'left' }));
  right.forEach((r, i) => slots.push({ name: `t${r}`, x: w - wingW, y: top + i * pitch * cw, w: wingW, h: ch, fan: 'right' }));
  const fTop = (h - 4 * pitch * cw) / 2 + 0.03 * ch;
  def.foundations.forEach((_, i) => slots.push({ name: `f${i}`, x: cx, y: fTop + i * pitch * cw, w: cw, h: ch, fan: 'none' }));
  if (placing) slots.push({ name: 'stock', x: cx + 1.15 * cw, y: (h - ch) / 2, w: cw, h: ch, fan: 'none' });
  return { cw, ch, width: w, height: h, slots, axis: 'h' };
}

/**
 * Tall screens: the wings turned a quarter: the foundations across the middle, the left wing's rows
 * as columns fanning up above them, the right wing's fanning down below. Cards come out far larger
 * than with all rows side by side, and each row's playable card stays at its outer end.
 */
function castleBands(def: GameDef, w: number, h: number, lengths: readonly number[]): Layout {
  const [upper, lower] = wings(def);
  const n = Math.max(upper.length, lower.length), pitch = 1.08;
  const heads = def.foundations.length + (def.placementMax > 0 ? 1 : 0);
  // Each band holds its longest row with every index showing (seven cards unsqueezed at least).
  const up = fanNeed(longest(lengths, upper), 1 + 6 * 0.36, MIN_STRIP_V);
  const down = fanNeed(longest(lengths, lower), 1 + 6 * 0.36, MIN_STRIP_V);
  const cw = Math.min(MAX_CW, w / (Math.max(n, heads) * pitch), h / (RATIO * (up + down + 1 + 0.3))), ch = cw * RATIO;
  const bandsH = h - ch - 0.3 * ch;
  const upH = (bandsH * up) / (up + down), downH = bandsH - upH;
  const row = (count: number): number => (w - (count * pitch - 0.08) * cw) / 2;
  const slots: Slot[] = [];
  upper.forEach((r, i) => slots.push({ name: `t${r}`, x: row(upper.length) + i * pitch * cw, y: 0, w: cw, h: upH, fan: 'up' }));
  const fy = upH + 0.15 * ch, hx = row(heads);
  def.foundations.forEach((_, i) => slots.push({ name: `f${i}`, x: hx + i * pitch * cw, y: fy, w: cw, h: ch, fan: 'none' }));
  if (def.placementMax > 0) slots.push({ name: 'stock', x: hx + 4 * pitch * cw, y: fy, w: cw, h: ch, fan: 'none' });
  lower.forEach((r, i) => slots.push({ name: `t${r}`, x: row(lower.length) + i * pitch * cw, y: h - downH, w: cw, h: downH, fan: 'down' }));
  return { cw, ch, width: w, height: h, slots, axis: 'v' };
}

/**
 * Mirror for left-handed players: the board flips left to right (fans too). A clock face read
 * backwards would be wrong, so Big Ben's hours flip back within the ring: only its place changes.
 */
function mirrored(l: Layout): Layout {
  const flip = (f: Fan): Fan => (f === 'left' ? 'right' : f === 'right' ? 'left' : f);
  const slots = l.slots.map((s) => ({ ...s, x: l.width - s.x - s.w, fan: flip(s.fan) }));
  if (l.centre) {
    const ring = slots.filter((s) => s.name.startsWith('f'));
    const lo = Math.min(...ring.map((s) => s.x)), hi = Math.max(...ring.map((s) => s.x + s.w));
    for (const s of ring) s.x = lo + hi - s.x - s.w;
  }
  return { ...l, slots, centre: l.centre && { ...l.centre, x: l.width - l.centre.x - l.centre.w } };
}

/**
 * `lengths`: how many cards each tableau row holds now. Cards shrink when a row grows too long for
 * its fan to show every covered card's index, so rank and suit stay readable on any screen.
 */
export function computeLayout(def: GameDef, w: number, h: number, mirror = false, lengths: readonly number[] = []): Layout {
  const base = def.stockActions ? bigBen(def, w, h, lengths) : h > w ? castleBands(def, w, h, lengths) : castleWings(def, w, h, lengths);
  return mirror ? mirrored(base) : base;
}

/**
 * Offsets of the cards of a pile along its fan: a full step when there is room, squeezed evenly
 * when the pile grows, never below a sliver.
 */
export function fanOffsets(slot: Slot, count: number, cw: number): number[] {
  if (slot.fan === 'none' || count === 0) return new Array<number>(count).fill(0);
  const vertical = slot.fan === 'down' || slot.fan === 'up';
  const card = vertical ? cw * RATIO : cw;
  const room = (vertical ? slot.h : slot.w) - card;
  const full = vertical ? 0.36 * card : 0.6 * card;
  const step = count > 1 ? Math.max(Math.min(full, room / (count - 1)), 0.08 * card) : 0;
  return Array.from({ length: count }, (_, i) => i * step);
}
