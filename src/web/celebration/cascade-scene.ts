/**
 * The win cascade's picture, after the classic bouncing cards: each card flies out under gravity,
 * bounces on the bottom of the screen and is drawn on a canvas at every step of its flight, which is
 * never wiped, so it leaves a trail of itself. Plain drawing, no page: it runs in the cascade's
 * worker (cascade-worker.ts), or on the page where there is no OffscreenCanvas (cascade-canvas.ts).
 */

const GRAVITY = 2600; // px/s²
const BOUNCE = 0.78;
/** One step of a flight (ms): a card is drawn at every step, so a late frame leaves no gap in its trail. */
const STEP_MS = 1000 / 60;

type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
type Canvas = HTMLCanvasElement | OffscreenCanvas;

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

/** What a card shows: its index, suit symbol and colour; a court card's letter in the middle. */
export interface Face {
  readonly rank: string;
  readonly sym: string;
  readonly court: boolean;
  readonly ten: boolean;
  readonly colour: string;
}

/** A card leaving its foundation: where it starts (CSS px) and how fast (px/s). */
export interface Launch {
  readonly face: Face;
  readonly x: number;
  readonly y: number;
  readonly vx: number;
  readonly vy: number;
}

interface Flyer {
  readonly image: Canvas;
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** The time of its last step drawn (ms). */
  t: number;
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

/** A card's face at (0, 0), as styles.css draws a top card: its shadow, face, edge, indices and middle. */
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
  const ix = 1, iy = 1, iw = w - 2, ih = h - 2;
  g.fillStyle = f.colour;
  index(g, L, f, ix + 0.05 * cw, iy + 0.03 * cw, 'left');
  if (L.axis === 'h') index(g, L, f, ix + iw - 0.05 * cw, iy + 0.03 * cw, 'right');
  g.letterSpacing = '0px';
  const size = f.court ? 0.46 * cw : (L.axis === 'h' ? 0.5 : 0.62) * cw;
  const font = f.court ? `800 ${size}px ${L.courtFamily}` : `${size}px ${L.family}`;
  const bottom = iy + ih * (1 - (L.axis === 'h' ? 0.16 : 0.06));
  const y = bottom - size + baseline(g, font, size, 1);
  g.font = font;
  g.textAlign = 'left';
  if (!f.court) {
    g.fillText(f.sym, ix + (iw - g.measureText(f.sym).width) / 2, y);
    return;
  }
  const lw = g.measureText(f.rank).width, small = `800 ${size * 0.8}px ${L.courtFamily}`;
  g.font = small;
  const sw = g.measureText(f.sym).width, left = ix + (iw - lw - sw) / 2;
  g.font = font;
  g.fillText(f.rank, left, y);
  g.font = small;
  g.fillText(f.sym, left + lw, y);
}

/**
 * The cards in flight on one canvas (its context scaled to CSS pixels), each face drawn once into an
 * image of its own (`blank` makes one) and then stamped at every step.
 */
export class Scene {
  private readonly flying: Flyer[] = [];
  private readonly faces = new Map<string, Canvas>();

  constructor(
    private readonly g: Context,
    private readonly look: Look,
    private readonly W: number,
    private readonly H: number,
    private readonly dpr: number,
    private readonly blank: (w: number, h: number) => Canvas,
  ) {}

  private image(f: Face): Canvas {
    const key = `${f.rank}|${f.sym}|${f.colour}`;
    let c = this.faces.get(key);
    if (!c) {
      c = this.blank(Math.ceil(this.look.w * this.dpr), Math.ceil((this.look.h + 1) * this.dpr));
      const g = c.getContext('2d') as Context;
      g.scale(this.dpr, this.dpr);
      paintFace(g, this.look, f);
      this.faces.set(key, c);
    }
    return c;
  }

  private stamp(f: Flyer): void {
    this.g.drawImage(f.image, f.x, f.y, f.image.width / this.dpr, f.image.height / this.dpr);
  }

  /**
   * Paints the faces of the cards to come into their images ahead, one a task (setTimeout: a page
   * and a worker both have it), so that a card's launch only stamps its image: painting a face (its
   * indices' text, its pips) took 1-4 ms of the worker at 1× CPU, in the frame of its launch.
   */
  prepare(faces: readonly Face[]): void {
    let i = 0;
    const next = (): void => {
      if (i >= faces.length) return;
      this.image(faces[i++]!);
      setTimeout(next);
    };
    setTimeout(next);
  }

  /** A card starts at `now` (ms), drawn at once where it lies on the board. */
  launch(l: Launch, now: number): void {
    const f: Flyer = { image: this.image(l.face), x: l.x, y: l.y, vx: l.vx, vy: l.vy, t: now };
    this.flying.push(f);
    this.stamp(f);
  }

  /** Whether a card has left the screen sideways. */
  private off(f: Flyer): boolean {
    return f.x > this.W + 4 || f.x + this.look.w < -4;
  }

  /** Draws every step of every flight up to `now`; whether any card is still on the screen. */
  frame(now: number): boolean {
    const { H, look } = this;
    for (let i = this.flying.length - 1; i >= 0; i--) {
      const f = this.flying[i]!;
      // A guard: a card's sideways speed is at least 180 px/s, so it leaves within seconds.
      for (let n = 0; f.t + STEP_MS <= now && n < 600; n++) {
        f.t += STEP_MS;
        f.vy += (GRAVITY * STEP_MS) / 1000;
        f.x += (f.vx * STEP_MS) / 1000;
        f.y += (f.vy * STEP_MS) / 1000;
        if (f.y + look.h > H) {
          f.y = H - look.h;
          f.vy = -f.vy * BOUNCE;
        }
        if (this.off(f)) break;
        this.stamp(f);
      }
      if (this.off(f) || f.t + STEP_MS <= now) this.flying.splice(i, 1);
    }
    return this.flying.length > 0;
  }
}
