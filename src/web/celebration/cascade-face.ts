/**
 * One card's face painted on a canvas as the board draws it (styles.css's .card, CardFace.tsx and
 * faces.css): the corner indices, and in the body below them the pips of 2-10 in their classic places
 * (the lower half's upside down), the ace's one large pip, a court's framed two-way panel; on a card too
 * small for those (faces.css's container query), one large pip or the court's letter upright. The win
 * cascade (cascade-scene.ts) stamps these images along each card's flight.
 */

export type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
export type Canvas = HTMLCanvasElement | OffscreenCanvas;

/** How the board draws a card (styles.css, .card), read off the board once. */
export interface Look {
  /** The card's outer size (CSS px: its width is --cw, the unit of styles.css's card), and --ix. */
  readonly w: number;
  readonly h: number;
  readonly ix: number;
  /** The cards' font, and the court letters'. */
  readonly family: string;
  readonly courtFamily: string;
  readonly face: string;
  readonly edge: string;
  /** Indices in a row (a column board, one index) or stacked in both top corners (a row board). */
  readonly axis: 'v' | 'h';
}

/** What a card shows: its rank (1-13) and index, suit symbol and colour. */
export interface Face {
  readonly n: number;
  readonly rank: string;
  readonly sym: string;
  readonly court: boolean;
  readonly ten: boolean;
  readonly colour: string;
}

/** A font's ascent and descent per em, as a line box lays it out. */
function metrics(g: Context, font: string): { a: number; d: number } {
  g.font = font.replace(/\d+(\.\d+)?px/, '100px');
  const m = g.measureText('M');
  return { a: m.fontBoundingBoxAscent / 100, d: m.fontBoundingBoxDescent / 100 };
}

/** Where the baseline of a line of `size` px and line height `lh` (em) falls below the line's top. */
const baseline = (g: Context, font: string, size: number, lh: number): number => {
  const { a, d } = metrics(g, font);
  return size * ((lh - a - d) / 2 + a);
};

/** Sets the pen for a line of text: its font and its letter spacing (px). */
function pen(g: Context, font: string, spacing: number): Context {
  g.font = font;
  g.letterSpacing = `${spacing}px`;
  return g;
}

/** A corner index: the rank and the suit, in a row (axis v) or stacked and centred (axis h), from `x` on the `side` given. */
function index(g: Context, L: Look, f: Face, x: number, y: number, side: 'left' | 'right'): void {
  const big = L.ix, small = L.ix * 0.92;
  const rank = (): Context => pen(g, `800 ${big}px ${L.family}`, (f.ten ? -0.1 : -0.04) * big);
  const sym = (): Context => pen(g, `800 ${small}px ${L.family}`, -0.04 * big);
  const rw = rank().measureText(f.rank).width, sw = sym().measureText(f.sym).width;
  const top = y + baseline(g, `800 ${big}px ${L.family}`, big, 0.92);
  g.textAlign = 'left';
  if (L.axis === 'v') {
    const gap = 0.02 * small, left = side === 'left' ? x : x - rw - gap - sw;
    rank().fillText(f.rank, left, top);
    sym().fillText(f.sym, left + rw + gap, top);
    return;
  }
  const mid = side === 'left' ? x + Math.max(rw, sw) / 2 : x - Math.max(rw, sw) / 2;
  const under = y + 0.92 * big + 0.05 * small + baseline(g, `800 ${small}px ${L.family}`, small, 0.92);
  rank().fillText(f.rank, mid - rw / 2, top);
  sym().fillText(f.sym, mid - sw / 2, under);
}

/** A card's face at (0, 0), as styles.css draws a top card: its shadow, face, edge, indices and body. */
export function paintFace(g: Context, L: Look, f: Face): void {
  // styles.css sizes a card's parts in its width (--cw).
  const { w, h } = L, cw = w, r = cw * 0.08;
  g.fillStyle = 'rgba(0, 0, 0, 0.35)';
  g.beginPath();
  g.roundRect(0, 1, w, h, r);
  g.fill();
  g.fillStyle = L.face;
  g.beginPath();
  g.roundRect(0, 0, w, h, r);
  g.fill();
  g.strokeStyle = L.edge;
  g.lineWidth = 1;
  g.beginPath();
  g.roundRect(0.5, 0.5, w - 1, h - 1, Math.max(0, r - 0.5));
  g.stroke();
  // The card's box inside its 1 px edge, which its parts are placed in.
  const box: Box = { x: 1, y: 1, w: w - 2, h: h - 2 };
  g.fillStyle = f.colour;
  index(g, L, f, box.x + 0.05 * cw, box.y + 0.03 * cw, 'left');
  if (L.axis === 'h') index(g, L, f, box.x + box.w - 0.05 * cw, box.y + 0.03 * cw, 'right');
  g.letterSpacing = '0px';
  const body = bodyOf(L, box);
  if (f.court) court(g, L, f, body);
  else if (body.faces) pips(g, L, f, body);
  else onePip(g, L, f, box);
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The body under the indices (faces.css's --t, --fb, --bh), and whether the card is wide enough for faces. */
interface Body extends Box {
  /** faces.css's --bh: the body's height as the card's width gives it. */
  readonly bh: number;
  readonly faces: boolean;
}

/** faces.css's container query: 54 px of a top card's content box (a row board's card has 8 px of padding a side). */
const FACES_FROM = 54;

function bodyOf(L: Look, box: Box): Body {
  const cw = L.w, upright = L.axis === 'v';
  const t = upright ? cw * 0.07 + L.ix * 0.92 : cw * 0.08 + L.ix * 1.78, fb = cw * 0.07;
  const content = box.w - (upright ? 0 : 16);
  return { x: box.x, y: box.y + t, w: box.w, h: box.h - t - fb, bh: cw * 1.4 - t - fb, faces: content >= FACES_FROM };
}

/** Draws `text` in `font` centred on (cx, cy) in a line box of line height 1, turned half a turn if `down`. */
function centred(g: Context, font: string, size: number, text: string, cx: number, cy: number, down = false): void {
  // baseline() sets a font of its own: the pen's comes after it.
  const y = -size / 2 + baseline(g, font, size, 1);
  g.font = font;
  g.textAlign = 'left';
  const x = -g.measureText(text).width / 2;
  if (!down) return g.fillText(text, cx + x, cy + y);
  g.save();
  g.translate(cx, cy);
  g.rotate(Math.PI);
  g.fillText(text, x, y);
  g.restore();
}

/** Places of the upper half's pips (u, also turned into the lower half) and of the middle line's (m), in faces.css's units. */
const PLACES: Readonly<Record<number, { u: readonly (readonly [number, number])[]; m: readonly (readonly [number, number])[] }>> = (() => {
  const corners = [[-1, -1], [1, -1]] as const;
  const nine = [...corners, [-1, -1 / 3], [1, -1 / 3]] as const;
  const sides = [[-1, 0], [1, 0]] as const;
  return {
    2: { u: [[0, -1]], m: [] },
    3: { u: [[0, -1]], m: [[0, 0]] },
    4: { u: corners, m: [] },
    5: { u: corners, m: [[0, 0]] },
    6: { u: corners, m: sides },
    7: { u: corners, m: [...sides, [0, -1 / 2]] },
    8: { u: [...corners, [0, -1 / 2]], m: sides },
    9: { u: nine, m: [[0, 0]] },
    10: { u: [...nine, [0, -2 / 3]], m: [] },
  };
})();

/** 2-10's pips in their places, the ace's one large pip (faces.css). */
function pips(g: Context, L: Look, f: Face, b: Body): void {
  const cw = L.w, cx = b.x + b.w / 2, cy = b.y + b.h / 2;
  if (f.n === 1) {
    const size = Math.min(cw * 0.62, b.bh * 0.9);
    return centred(g, `${size}px ${L.family}`, size, f.sym, cx, cy);
  }
  const p = Math.min(cw * 0.26, b.bh / 3.7), font = `${p}px ${L.family}`;
  const dx = cw * (L.axis === 'h' ? 0.25 : 0.23), dy = (b.bh - p) / 2;
  const { u, m } = PLACES[f.n] ?? { u: [], m: [] };
  for (const [x, y] of [...u, ...m]) centred(g, font, p, f.sym, cx + x * dx, cy + y * dy);
  for (const [x, y] of u) centred(g, font, p, f.sym, cx - x * dx, cy - y * dy, true);
}

/** A court's framed panel: its letter and suit in each half, the lower one turned, a rule between; upright and once on a small card. */
function court(g: Context, L: Look, f: Face, b: Body): void {
  const cw = L.w, x = b.x + cw * 0.1, w = b.w - cw * 0.2, { y, h } = b;
  const edge = Math.max(1, cw * 0.02), inner = Math.max(1.5, cw * 0.03), r = cw * 0.04;
  const rect = (inset: number): void => {
    g.beginPath();
    g.roundRect(x + inset, y + inset, w - 2 * inset, h - 2 * inset, Math.max(0, r - inset));
  };
  g.save();
  g.globalAlpha = 0.09;
  rect(0);
  g.fill();
  g.globalAlpha = 0.45;
  g.lineWidth = inner;
  rect(edge + inner / 2);
  g.stroke();
  g.globalAlpha = 1;
  g.strokeStyle = L.face;
  g.lineWidth = Math.max(1, cw * 0.02);
  rect(edge + g.lineWidth / 2);
  g.stroke();
  g.strokeStyle = f.colour;
  g.lineWidth = edge;
  rect(edge / 2);
  g.stroke();
  g.restore();
  const cx = x + w / 2, cy = y + h / 2, family = `800 %px ${L.courtFamily}`;
  if (!b.faces) {
    // The letter and a smaller suit on one baseline, in the middle of the panel.
    const size = Math.min(cw * 0.46, b.bh * 0.62), big = family.replace('%', String(size)), small = family.replace('%', String(size * 0.8));
    g.font = big;
    const lw = g.measureText(f.rank).width, base = cy - size / 2 + baseline(g, big, size, 1);
    g.font = small;
    const left = cx - (lw + g.measureText(f.sym).width) / 2;
    g.fillText(f.sym, left + lw, base);
    g.font = big;
    g.fillText(f.rank, left, base);
    return;
  }
  g.fillRect(cx - (w - 2 * edge) * 0.32, cy - 0.5, (w - 2 * edge) * 0.64, 1);
  const size = Math.min(cw * 0.3, b.bh * 0.34), font = family.replace('%', String(size)), half = (h - 2 * edge) / 4;
  g.letterSpacing = `${-0.02 * size}px`;
  centred(g, font, size, f.rank + f.sym, cx, cy - half);
  centred(g, font, size, f.rank + f.sym, cx, cy + half, true);
  g.letterSpacing = '0px';
}

/** The one large pip of a card too small for faces, low in its body (styles.css's .mid). */
function onePip(g: Context, L: Look, f: Face, box: Box): void {
  const size = (L.axis === 'h' ? 0.5 : 0.62) * L.w, font = `${size}px ${L.family}`;
  const bottom = box.y + box.h * (1 - (L.axis === 'h' ? 0.16 : 0.06));
  const y = bottom - size + baseline(g, font, size, 1);
  g.font = font;
  g.textAlign = 'left';
  g.fillText(f.sym, box.x + (box.w - g.measureText(f.sym).width) / 2, y);
}
