/**
 * The win cascade's picture, after the classic bouncing cards: each card flies out under gravity,
 * bounces on the bottom of the screen and is drawn on a canvas at every step of its flight, which is
 * never wiped, so it leaves a trail of itself. Plain drawing, no page: it runs in the cascade's
 * worker (cascade-worker.ts), or on the page where there is no OffscreenCanvas (cascade-canvas.ts).
 */
import { paintFace, type Canvas, type Context, type Face, type Look } from './cascade-face.ts';

export type { Face, Look } from './cascade-face.ts';

const GRAVITY = 2600; // px/s²
const BOUNCE = 0.78;
/** One step of a flight (ms): a card is drawn at every step, so a late frame leaves no gap in its trail. */
const STEP_MS = 1000 / 60;

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
