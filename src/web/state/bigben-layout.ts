/**
 * Big Ben's board: the twelve foundations on a clock ring, the stock and waste at its centre with
 * Deal over them and Fill under them, and the twelve piles, each with its hour.
 * Three arrangements are measured and the one with the largest cards is used: the clock above two
 * tiers of six piles (phones upright), the clock beside one row of twelve (phones on their side),
 * or beside two tiers (desktops, and phones on their side with larger cards, where the top bar
 * becomes a rail at the side so the two tiers get the height: styles.css).
 *
 * The size is planned for piles of planOf's length and does not depend on the cards until a pile
 * grows past what its half of a column holds at a readable strip (FIT_V): then the upper tier ends
 * lower (or higher) for all six columns at once, so both tiers stay in line; a column whose two
 * piles cannot share that line takes its own. Only when a column's two piles cannot both keep that
 * strip do the cards shrink, or the arrangement change, to what fits them, with room for HEADROOM
 * more cards, and larger cards never below the normal cards' size on the same screen. Past that,
 * where the board has the width, the column's lower pile stands apart in a column of its own at the
 * tiers' right end, each of the two piles the board's whole height; else the strips narrow. Given
 * the game's previous layout (Board.tsx keeps it), the size, the tiers' line and a pile standing
 * apart stay as they were while they still fit: they change back only when the planned board fits
 * with that headroom, so a pile growing and shrinking by a card never flips them.
 */
import type { GameDef } from '../../engine/index.ts';
import { fanNeed, largestFit, MAX_CW, MIN_STRIP_V, planOf, planStrip, RATIO, type Arrange, type Layout, type Slot } from './layout-base.ts';

export type { Arrange };

/**
 * The ring's radius from the clock's centre to a foundation's centre, in the clock cards' widths:
 * the least at which two neighbours (3 and 4 one over the other, 1 and 2 diagonally), and the hour
 * tab at each card's foot, keep clear of each other.
 */
const RR = 3.15;
/** The ring's box: in card widths across, in card heights down (the bottom tabs reach a little below the cards). */
const RING_W = 2 * RR + 1, RING_H = (2 * RR) / RATIO + 1 + 0.08;
/** Where hour `hour`'s card stands in the ring's box, in clock cards' widths from its top left corner: on the circle, clockwise from 12 at the top. */
export function ringAt(hour: number): [number, number] {
  const a = ((hour % 12) * Math.PI) / 6;
  return [RR + RR * Math.sin(a), RR - RR * Math.cos(a)];
}
const PILE = 1.1, TIER_W = 6 * PILE - 0.1, ROW_W = 12 * PILE - 0.1, SPREAD = 1.5;
/**
 * Pixels: each tier's room for the hour tags (styles.css's .pile-tag, 13 px tall, reaches 1 px
 * into the pile: clear of a first card's index, however narrow the card); Deal's and Fill's height
 * (a tap's target), and the gap between them and the stock and waste they stand over and under.
 */
const TAG = 12, BUTTON_H = 44, BUTTON_GAP = 2;
/**
 * The clock's cards, of the piles' width. On a desktop the same cards. On a phone a ring of cards
 * of the piles' size leaves them under 40 px (38 px upright, 37 px on its side: the ring is 7.3
 * card widths across and 5.6 card heights tall), too narrow to tap, so the clock's cards are 0.8
 * of the piles' there (upright, the tiers under the clock need the height), and 0.78 with larger
 * cards on a phone on its side, where the ring's height bounds both boards and larger cards must
 * still grow by a quarter over the normal ones.
 */
const ringK = (a: Arrange, h: number, large: boolean): number => (a === 'above' ? 0.8 : h >= 480 ? 1 : large ? 0.78 : 0.8);
/** Between the clock and the piles beside it, in card widths; between two tiers, and between the clock and the tiers under it, in card heights. */
const BESIDE = 0.35, TIER_GAP = 0.08, ABOVE_GAP = 0.1;
/**
 * The least strip a covered card of a pile longer than planned may show, of the card's height:
 * its index, shrunk to the strip by Pile.tsx's --fit, keeps about 0.27 of the card's width less
 * 2 px (12.5 px with larger cards on a phone); never under 13 px, a tap's and a 10 px index's room.
 */
export const FIT_V = 0.2, FIT_PX = 13;
/** The least strip, of the card's height, a planned pile shows on large normal cards (layout-base.ts's planStrip). */
const PLAN_FLOOR = 0.25;
/** The cards a column may gain after the size or the tiers' line changed before they must change again. */
export const HEADROOM = 2;

/** How the clock and the two tiers of piles share the board. */
const ARRANGEMENTS: readonly Arrange[] = ['above', 'beside-row', 'beside-tiers'];
const perRowOf = (a: Arrange): number => (a === 'beside-row' ? 12 : 6);

/**
 * What the board knows besides its size: `normal`, the board the normal cards would have on this
 * screen (with larger cards on a phone on its side the top bar is a rail at the side: styles.css),
 * whose size larger cards never go under; `previous`, the game's last layout on this board.
 */
export interface BigBenContext {
  readonly normal?: readonly [number, number];
  readonly previous?: Layout | null;
}

/** styles.css: with larger cards on a phone on its side, the top bar (48 px tall) becomes a rail 104 px wide at the side. */
const RAIL_W = 104, BAR_H = 48;
/** The board the normal cards have on the screen of a board of w × h (`railed`: the top bar is a rail at the side). */
export const normalBoard = (w: number, h: number, railed: boolean): [number, number] => (railed ? [w + RAIL_W, h - BAR_H] : [w, h]);

/** The tiers' width in card widths, `apart`: with a pile standing apart in a column of its own. */
const tiersW = (apart: boolean): number => TIER_W + (apart ? PILE : 0);

/** The card width planned for piles of planOf's length, whatever the cards. */
function planned(def: GameDef, a: Arrange, w: number, h: number, large: boolean, apart = false): number {
  // Searched for (the strips depend on the size) and asked for by every layout: the last few are kept.
  const key = `${def.id} ${a} ${w} ${h} ${large} ${apart}`;
  let cw = plannedKept.get(key);
  if (cw === undefined) {
    if (plannedKept.size >= PLANS_KEPT * 6) plannedKept.delete(plannedKept.keys().next().value!);
    plannedKept.set(key, (cw = plannedNow(def, a, w, h, large, apart)));
  }
  return cw;
}
const plannedKept = new Map<string, number>();

function plannedNow(def: GameDef, a: Arrange, w: number, h: number, large: boolean, apart: boolean): number {
  // A pile's height in card widths: normal cards plan a strip that shrinks on large cards, down to PLAN_FLOOR (above FIT_V, so a pile a card past the plan still fits its tier).
  const pile = (cw: number): number => fanNeed(planOf(def, large), large ? MIN_STRIP_V : planStrip('v', cw, PLAN_FLOOR)) * RATIO;
  const k = ringK(a, h, large), ringH = RING_H * RATIO * k, ringW = RING_W * k;
  const fit = (need: (cw: number) => number, room: number): number => largestFit(need, room, MAX_CW);
  const cw =
    a === 'above' ? Math.min(w / Math.max(ringW, tiersW(apart)), fit((cw) => cw * (ringH + 2 * pile(cw) + (TIER_GAP + ABOVE_GAP) * RATIO), h - 2 * TAG))
    : a === 'beside-row' ? Math.min(w / (ringW + BESIDE + ROW_W), h / ringH, fit((cw) => cw * pile(cw), h - TAG))
    : Math.min(w / (ringW + BESIDE + tiersW(apart)), h / ringH, fit((cw) => cw * (2 * pile(cw) + TIER_GAP * RATIO), h - 2 * TAG));
  return Math.min(MAX_CW, cw);
}

/** The tiers' top and the height they share, tags and the gap between them taken off, in pixels. */
function pileRoom(a: Arrange, cw: number, h: number): { top: number; room: number } {
  const ch = cw * RATIO, tiers = 12 / perRowOf(a);
  // Under the clock (ringK) or from the board's top beside it.
  const top = a === 'above' ? (RING_H * ringK(a, h, false) + ABOVE_GAP) * ch : 0;
  return { top, room: h - top - tiers * TAG - (tiers - 1) * TIER_GAP * ch };
}

/** The whole height a pile standing alone in a column of two tiers has (from under its tag to the board's foot), in pixels. */
const fullRoom = (a: Arrange, cw: number, h: number): number => h - pileRoom(a, cw, h).top - TAG;

/**
 * Each column's piles (one, or the two of both tiers, top first), by their lengths counting the
 * places Fill deals to (Pile.tsx outlines them); `more` cards added to the fullest column's longer
 * pile. `apart`: that column of two tiers has its piles one a column, the lower one's last (each
 * the board's whole height: a column of two tiers with one pile is such a column).
 */
function columns(def: GameDef, a: Arrange, rows: readonly number[], more = 0, apart?: number): number[][] {
  const perRow = perRowOf(a), len = (k: number): number => Math.max(def.minToAccept, rows[k] ?? 0);
  const cols = Array.from({ length: perRow }, (_, c) => (perRow === 12 || c === apart ? [len(c)] : [len(c), len(c + 6)]));
  if (apart !== undefined && perRow === 6) cols.push([len(apart + 6)]);
  const fullest = cols.reduce((a, b) => (b.reduce((x, y) => x + y) > a.reduce((x, y) => x + y) ? b : a));
  fullest[fullest[0]! >= (fullest[1] ?? 0) ? 0 : 1]! += more;
  return cols;
}

const floorOf = (ch: number): number => Math.max(FIT_V, FIT_PX / ch); // in card heights
const total = (col: readonly number[]): number => col.reduce((a, b) => a + b, 0);

/** The height a column's piles share: a pile alone in a column of two tiers has the whole height. */
const roomOf = (a: Arrange, cw: number, h: number, col: readonly number[]): number =>
  perRowOf(a) === 6 && col.length === 1 ? fullRoom(a, cw, h) : pileRoom(a, cw, h).room;

/** Whether every column's piles fit its height at the least readable strip. */
function fits(a: Arrange, cw: number, h: number, cols: readonly number[][]): boolean {
  const ch = cw * RATIO;
  return cols.every((c) => (c.length + (total(c) - c.length) * floorOf(ch)) * ch <= roomOf(a, cw, h, c) + 0.01);
}

interface Sized {
  readonly arrange: Arrange;
  readonly cw: number;
  /** No size from `least` up keeps the least readable strip: the strips narrow (the least they show, in pixels). */
  readonly squeezed?: number;
  /** The column whose lower pile stands apart, in a column of its own at the tiers' right end. */
  readonly apart?: number;
}

/** The largest strip every covered card of the columns can show at `cw` (the fullest column's, shared by its two piles). */
function squeezedStrip(a: Arrange, cw: number, h: number, cols: readonly number[][]): number {
  const ch = cw * RATIO, joined = perRowOf(a) === 6 ? TIER_GAP * ch : 0; // a joined column (splits)
  const room = (c: readonly number[]): number => roomOf(a, cw, h, c) + (c.length === 2 ? joined : 0);
  return Math.min(...cols.map((c) => (total(c) > c.length ? (room(c) - c.length * ch) / (total(c) - c.length) : Infinity)));
}

/** The planned size, or the largest smaller one, not under `least`, at which every column's cards keep a readable strip. */
function sizeFor(def: GameDef, a: Arrange, w: number, h: number, large: boolean, cols: readonly number[][], least: number): Sized | null {
  const cw = planned(def, a, w, h, large, perRowOf(a) === 6 && cols.length > 6);
  if (cw < least - 0.01) return null;
  if (fits(a, cw, h, cols)) return { arrange: a, cw };
  let lo = Math.max(8, least), hi = cw;
  if (!fits(a, lo, h, cols)) return { arrange: a, cw: lo, squeezed: squeezedStrip(a, lo, h, cols) };
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (fits(a, mid, h, cols)) lo = mid;
    else hi = mid;
  }
  return { arrange: a, cw: lo };
}

/**
 * The size for the rows in this arrangement; when a column's two piles cannot both keep a readable
 * strip there (the fullest column: its strips are the squeezed ones), its lower pile stands apart
 * where that gives wider strips.
 */
function arranged(def: GameDef, a: Arrange, w: number, h: number, large: boolean, rows: readonly number[], more: number, least: number): Sized | null {
  const cols = columns(def, a, rows, more), sized = sizeFor(def, a, w, h, large, cols, least);
  if (sized?.squeezed === undefined || perRowOf(a) !== 6) return sized;
  const fullest = cols.indexOf(cols.reduce((x, y) => (total(y) > total(x) ? y : x)));
  const apart = sizeFor(def, a, w, h, large, columns(def, a, rows, more, fullest), least);
  if (!apart || (apart.squeezed !== undefined && apart.squeezed <= sized.squeezed + 0.01)) return sized;
  return { ...apart, apart: fullest };
}

/** The arrangement with the largest cards that keep a readable strip, or, when none does, the one whose strips are widest. */
function best(def: GameDef, w: number, h: number, large: boolean, rows: readonly number[], more: number, least: number): Sized {
  const sized = ARRANGEMENTS.map((a) => arranged(def, a, w, h, large, rows, more, least)).filter((s): s is Sized => s !== null);
  const readable = sized.filter((s) => s.squeezed === undefined);
  if (readable.length) return readable.reduce((a, b) => (b.cw > a.cw + 0.01 ? b : a));
  return sized.reduce((a, b) => (b.squeezed! > a.squeezed! + 0.01 ? b : a));
}

/**
 * The board as planned (no cards: the deal's lengths), which depends on the game, the board's size
 * and the cards alone: every render and auto-move asks for it, and larger cards for the normal
 * cards' too, so the last few are kept (a board's size changes seldom: a resize, a turned phone).
 */
const plans = new Map<string, Sized>();
const PLANS_KEPT = 8;
function planFor(def: GameDef, w: number, h: number, large: boolean): Sized {
  const key = `${def.id} ${w} ${h} ${large}`;
  let plan = plans.get(key);
  if (!plan) {
    if (plans.size >= PLANS_KEPT) plans.delete(plans.keys().next().value!);
    plans.set(key, (plan = best(def, w, h, large, [], 0, 0)));
  }
  return plan;
}
/** Forgets the planned boards kept (for the test that the kept ones are what a fresh layout plans). */
export const forgetPlans = (): void => (plans.clear(), plannedKept.clear());

/** The size for these rows, kept from the previous layout while it fits (see the file's head). */
function sizeOf(def: GameDef, w: number, h: number, large: boolean, rows: readonly number[], ctx: BigBenContext): Sized {
  // Larger cards never go under the normal cards' size on this screen (they never resize): the normal board's planned size.
  const plan = planFor(def, w, h, large);
  const least = large && ctx.normal ? Math.min(plan.cw, planFor(def, ctx.normal[0], ctx.normal[1], false).cw) : 0;
  const now = best(def, w, h, large, rows, 0, least);
  const prev = ctx.previous;
  if (!prev?.arrange || prev.width !== w || prev.height !== h) return now;
  const held: Sized = { arrange: prev.arrange, cw: prev.cw, ...(prev.apart === undefined ? {} : { apart: prev.apart }) };
  const heldFits = fits(held.arrange, held.cw, h, columns(def, held.arrange, rows, 0, held.apart));
  if (heldFits && Math.abs(now.cw - held.cw) <= 0.01 && now.arrange === held.arrange && now.apart === held.apart) return now;
  const roomy = best(def, w, h, large, rows, HEADROOM, least);
  if (heldFits) return roomy.cw >= plan.cw - 0.01 && roomy.squeezed === undefined ? roomy : held;
  // The previous size no longer fits: shrink once, with headroom, unless only the bare fit keeps a readable strip.
  return roomy.squeezed !== undefined && now.squeezed === undefined ? now : roomy;
}

/**
 * Where the upper tier ends, for each column (the upper pile's height): one line for all six
 * columns while every column fits it at the least readable strip: half the room as planned, or the
 * previous layout's line while it fits (back to half when half fits with HEADROOM cards to spare),
 * else the nearest line that fits, with that headroom where there is room.
 */
function splits(room: number, ch: number, cols: readonly number[][], previous: number | undefined): { line: number; heights: number[]; joined: boolean[] } {
  const step = floorOf(ch) * ch, between = TIER_GAP * ch;
  const need = cols.map((c) => c.map((n) => fanNeed(n, floorOf(ch)) * ch));
  const top = Math.max(...need.map((n) => n[0]!)), bottom = Math.max(...need.map((n) => n[1]!));
  const fitsLine = (b: number, spare = 0): boolean => top + spare <= b + 0.01 && bottom + spare <= room - b + 0.01;
  let line = room / 2;
  if (previous !== undefined && fitsLine(previous) && !fitsLine(room / 2, HEADROOM * step)) line = previous;
  else if (!fitsLine(room / 2) && top + bottom <= room + 0.01) {
    const spare = Math.min(HEADROOM * step, room - top - bottom);
    line = top > room / 2 ? top + spare : room - bottom - spare;
  } else if (!fitsLine(room / 2)) line = previous ?? room / 2;
  // A column that fits no line of the others takes its own: the longer pile takes what its strips need, or,
  // when even that fails, both piles share the column's whole height at one strip (joined: the upper pile
  // reaches down past its line into the gap between the tiers, up to the lower pile's tag).
  const joined = need.map(([up, down]) => up! + down! > room + 0.01);
  const own = need.map(([up, down], i) => {
    if (!joined[i]) return up! > line ? up! : room - down!;
    return ch + (cols[i]![0]! - 1) * ((room + between - 2 * ch) / Math.max(1, total(cols[i]!) - 2)) - between;
  });
  const fitsCol = (i: number, b: number): boolean => !joined[i] && need[i]![0]! <= b + 0.01 && need[i]![1]! <= room - b + 0.01;
  // Where the others can follow such a column's line, they do, so the tiers stay in line: the line most columns share.
  const shared = (b: number): number => need.filter((_, i) => fitsCol(i, b) || Math.abs(own[i]! - b) <= 0.01).length;
  line = own.reduce((a, b) => (shared(b) > shared(a) ? b : a), line);
  return { line, heights: need.map((_, i) => (fitsCol(i, line) ? line : own[i]!)), joined };
}

/**
 * Deal over the stock and the waste, Fill under them, inside the ring: a box from Deal's top to
 * Fill's foot (the stock and waste between them). Each button is as wide as the stock and waste
 * where the clock lets it: Deal between 10 and 2 o'clock's cards when it is lower than 11 and 1
 * o'clock's tabs (a tab's foot is 0.1 of the card below the card's: styles.css's .hour), else
 * between 11 and 1 o'clock's cards; Fill likewise between 8 and 4 o'clock's cards, or 7 and 5
 * o'clock's. `top`: the stock's top; `cw` the stock's cards, `rcw` the clock's.
 */
function stockButtons(mid: number, top: number, cw: number, rcw: number): NonNullable<Layout['buttons']> {
  const ch = cw * RATIO, cos30 = Math.cos(Math.PI / 6);
  // From the clock's centre: the foot of 12 o'clock's tab, of 11 and 1 o'clock's, and the top of 5 and 7 o'clock's cards.
  const under12 = (RR - RATIO / 2 - 0.1) * rcw, under11 = (RR * cos30 - RATIO / 2 - 0.1) * rcw, over5 = (RR * cos30 - RATIO / 2) * rcw;
  const button = Math.max(0, Math.min(BUTTON_H, under12 - 1 - ch / 2 - BUTTON_GAP));
  const reach = ch / 2 + BUTTON_GAP + button;
  const width = (clear: boolean): number => Math.min(2 * ((clear ? RR * cos30 - 0.5 : RR / 2 - 0.5) * rcw - 3), 2.3 * cw);
  const deal = width(reach <= under11 - 1), fill = width(reach <= over5 - 1), w = Math.max(deal, fill);
  return { x: mid - w / 2, y: top - BUTTON_GAP - button, w, h: ch + 2 * (BUTTON_GAP + button), button, deal, fill };
}

/** `rows`: the piles' lengths (none: the board as planned, as on a miniature). */
export function bigBen(def: GameDef, w: number, h: number, large = false, rows: readonly number[] = [], ctx: BigBenContext = {}): Layout {
  const { cw, arrange, apart } = sizeOf(def, w, h, large, rows, ctx);
  const ch = cw * RATIO;
  const above = arrange === 'above';
  const k = ringK(arrange, h, large), rcw = k * cw, ringW = RING_W * rcw, ringH = RING_H * rcw * RATIO;
  const own = rcw < cw - 0.01 ? { cw: rcw } : {};
  // Under the clock the columns spread over the board's width (up to SPREAD card widths apart): the ring is narrower than the board.
  const columnsN = arrange === 'beside-row' ? 12 : apart === undefined ? 6 : 7;
  const pitch = above ? Math.min(SPREAD, Math.max(PILE, (w / cw - 1) / (columnsN - 1))) : PILE;
  const tableW = ((columnsN - 1) * pitch + 1) * cw;
  const left = above ? (w - Math.max(ringW, tableW)) / 2 : (w - (ringW + BESIDE * cw + tableW)) / 2;
  const rx = above ? (w - ringW) / 2 : left;
  const ry = above ? 0 : (h - ringH) / 2;
  const slots: Slot[] = def.foundations.map((f, i) => {
    const [x, y] = ringAt(f.hour ?? 12);
    return { name: `f${i}`, x: rx + x * rcw, y: ry + y * rcw, w: rcw, h: rcw * RATIO, fan: 'none', ...own };
  });
  // The stock and the waste at the piles' size, side by side at the clock's centre.
  const mid = rx + ringW / 2, gap = 0.3 * cw, centreY = ry + RR * rcw + (rcw * RATIO - ch) / 2;
  slots.push({ name: 'stock', x: mid - cw - gap / 2, y: centreY, w: cw, h: ch, fan: 'none' });
  slots.push({ name: 'waste', x: mid + gap / 2, y: centreY, w: cw, h: ch, fan: 'none' });
  const buttons = stockButtons(mid, centreY, cw, rcw);
  const tx = above ? (w - tableW) / 2 : left + ringW + BESIDE * cw;
  const perRow = perRowOf(arrange);
  const { top, room } = pileRoom(arrange, cw, h);
  const cols = columns(def, arrange, rows);
  const same = ctx.previous?.arrange === arrange && Math.abs(ctx.previous.cw - cw) <= 0.01 && ctx.previous.height === h;
  // The tiers' line is the other columns' when a column's piles stand apart.
  const inTiers = cols.filter((_, c) => c !== apart);
  const tiers = perRow === 6 ? splits(room, ch, inTiers, same ? ctx.previous!.split : undefined) : { line: undefined, heights: cols.map(() => room), joined: [] };
  for (let k = 0; k < 12; k++) {
    const col = k % perRow, tier = Math.floor(k / perRow), at = apart === undefined || col < apart ? col : col - 1;
    if (col === apart) {
      slots.push({ name: `t${k}`, x: tx + (tier ? 6 : col) * pitch * cw, y: top + TAG, w: cw, h: fullRoom(arrange, cw, h), fan: 'down' });
      continue;
    }
    const over = tiers.heights[at]!, y = top + TAG + (tier ? over + TIER_GAP * ch + TAG : 0);
    slots.push({ name: `t${k}`, x: tx + col * pitch * cw, y, w: cw, h: tier ? room - over : over + (tiers.joined[at] ? TIER_GAP * ch : 0), fan: 'down' });
  }
  // The tiers' line and a column's piles standing apart: the next layout of the game keeps them while they fit.
  return { cw, ch, width: w, height: h, slots, buttons, axis: 'v', arrange, ...(tiers.line === undefined ? {} : { split: tiers.line }), ...(apart === undefined ? {} : { apart }) };
}
