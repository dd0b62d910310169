/**
 * The win celebration, after the classic bouncing cards: the foundations' cards leave one after
 * another from the top, fly out sideways under gravity, bounce on the bottom of the screen and leave
 * a trail of card outlines on a canvas, until every card has left the screen. A tap, a click or any
 * key ends it at once. Copies of the cards fly; the board's own cards are only hidden meanwhile.
 */
import { sound } from '../sound/index.ts';
import { trailOn, type Trail } from './trail.ts';

/** One card's start, in ms after the one before. */
const LAUNCH_MS = 170;
const GRAVITY = 2600; // px/s²
const BOUNCE = 0.78;

/** A copy in flight: where it is every 1/60 s from its start (its animation's keyframes), for the trail. */
interface Flyer {
  readonly path: readonly number[];
  readonly start: number;
  readonly w: number;
  readonly h: number;
}

/** One frame of the path (s). */
const DT = 1 / 60;

/**
 * Where a card launched at (x, y) with speed (vx, vy) is every DT until it has left the screen
 * sideways, bouncing on its bottom: [x0, y0, x1, y1, …], and the indices of its bounces.
 */
function pathOf(x: number, y: number, vx: number, vy: number, w: number, h: number, W: number, H: number): { path: number[]; bounces: Set<number> } {
  const path = [x, y], bounces = new Set<number>();
  // A guard: every card leaves within seconds (its sideways speed is at least 180 px/s).
  while (x <= W + 4 && x + w >= -4 && path.length < 2 * 60 * 30) {
    vy += GRAVITY * DT;
    x += vx * DT;
    y += vy * DT;
    if (y + h > H) {
      y = H - h;
      vy = -vy * BOUNCE;
      bounces.add(path.length / 2);
    }
    path.push(x, y);
  }
  return { path, bounces };
}

/**
 * The copy's keyframes: every third point of its path and each bounce. Between two, it moves in a
 * straight line, at most a pixel off the curve (GRAVITY * (3 * DT)² / 8); a keyframe each DT made a
 * launch's animate() parse 150-200 of them.
 */
function keyframesOf(path: readonly number[], bounces: ReadonlySet<number>): Keyframe[] {
  const n = path.length / 2, frames: Keyframe[] = [];
  for (let k = 0; k < n; k++) if (k % 3 === 0 || bounces.has(k) || k === n - 1) frames.push({ transform: `translate(${path[2 * k]}px, ${path[2 * k + 1]}px)`, offset: k / (n - 1) });
  return frames;
}

/** The foundations' cards, top cards first, taking the piles in turn (K of each suit, then Q, …). */
function cardsToFly(root: HTMLElement): HTMLElement[] {
  const piles = [...root.querySelectorAll<HTMLElement>('[data-pile-slot^="f"]')].map((slot) =>
    [...slot.querySelectorAll<HTMLElement>('[data-card]')].sort((a, b) => Number(b.dataset.index) - Number(a.dataset.index)),
  );
  const out: HTMLElement[] = [];
  for (let i = 0; piles.some((p) => i < p.length); i++) for (const p of piles) if (p[i]) out.push(p[i]!);
  return out;
}

/** The cascade's full-screen layer and its canvas, made before the cascade starts. */
interface Stage {
  readonly layer: HTMLElement;
  readonly trail: Trail;
  readonly W: number;
  readonly H: number;
}

/**
 * The layer, hidden, with the trail's canvas (and its worker: trail.ts): their first style, layout
 * and paint fall in a frame of the winning card's flight.
 * It takes the board's card sizes and face classes, so the copies look like the cards (and their
 * text, shaped at the board's sizes already, lays out fast: at other sizes the first copy's layout
 * took 10-25 ms at 4× CPU).
 */
function stage(root: HTMLElement): Stage {
  const layer = document.createElement('div');
  layer.setAttribute('aria-hidden', 'true');
  Object.assign(layer.style, { position: 'fixed', inset: '0', zIndex: '2000', overflow: 'hidden', contain: 'strict', visibility: 'hidden', pointerEvents: 'none' });
  for (const size of ['--cw', '--ix']) layer.style.setProperty(size, root.style.getPropertyValue(size));
  // The board's classes that shape a card's face (styles.css: .axis-v, .axis-h, .bigben, .castle).
  layer.classList.add(...[...root.classList].filter((c) => c.startsWith('axis-') || c === 'bigben' || c === 'castle'));
  const canvas = document.createElement('canvas');
  const dpr = Math.min(2, devicePixelRatio || 1);
  const W = innerWidth, H = innerHeight;
  canvas.width = W * dpr;
  canvas.height = H * dpr;
  Object.assign(canvas.style, { position: 'absolute', inset: '0', width: `${W}px`, height: `${H}px` });
  layer.append(canvas);
  document.body.append(layer);
  return { layer, trail: trailOn(canvas, dpr), W, H };
}

/** The page's next idle moment (at most 100 ms away). */
const idle = (): Promise<void> => new Promise((ok) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => ok(), { timeout: 100 }) : setTimeout(ok, 20)));

/**
 * Called at the winning move: makes the layer in the next idle moment (the winning card is flying),
 * waits for the winning move's flights (a Finish's cascade home) to land, then celebrates if the game
 * is still won.
 */
export async function cascade(root: HTMLElement): Promise<void> {
  await idle();
  const set = stage(root);
  await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  if (!root.isConnected || root.dataset.status !== 'won') return void (set.layer.remove(), set.trail.close());
  return fly(root, set);
}

function fly(root: HTMLElement, { layer, trail, W, H }: Stage): Promise<void> {
  const cards = cardsToFly(root);
  if (!cards.length) return Promise.resolve(void (layer.remove(), trail.close()));
  // Every card's place, read in one layout before anything is written: a read after a write (or at
  // each launch) would force one.
  const rects = cards.map((el) => el.getBoundingClientRect());
  layer.classList.add('celebration');
  Object.assign(layer.style, { visibility: '', pointerEvents: '', cursor: 'pointer' });

  return new Promise((done) => {
    const flying: Flyer[] = [];
    const hidden: HTMLElement[] = [];
    let next = 0, started = performance.now(), frame = 0, over = false;
    const end = (): void => {
      if (over) return;
      over = true;
      cancelAnimationFrame(frame);
      removeEventListener('keydown', end, true);
      layer.remove();
      trail.close();
      for (const el of hidden) el.style.visibility = '';
      done();
    };
    layer.addEventListener('pointerdown', (e) => (e.preventDefault(), end()));
    // Any key ends it and still does its work (Ctrl+Z undoes the winning move as always).
    addEventListener('keydown', end, true);

    /**
     * A copy flies by its own animation of transforms only, which the compositor plays: the page
     * writes no style a frame (each frame's restyle, layerization and paint of the copies took 4-8
     * ms of the page's thread at 4x CPU); it only draws the trail from the same path.
     */
    const launch = (el: HTMLElement, i: number, now: number): void => {
      const r = rects[i]!;
      const copy = el.cloneNode(true) as HTMLElement;
      // Its whole face shows while it flies, as a top card's does.
      copy.classList.add('top');
      for (const a of [...copy.attributes]) if (a.name.startsWith('data-') || a.name.startsWith('aria-') || a.name === 'role') copy.removeAttribute(a.name);
      Object.assign(copy.style, { position: 'absolute', left: '0', top: '0', width: `${r.width}px`, height: `${r.height}px`, margin: '0', transition: 'none', transform: `translate(${r.left}px, ${r.top}px)` });
      layer.append(copy);
      el.style.visibility = 'hidden';
      hidden.push(el);
      // Out to the side with more room, at speeds that vary from card to card but never at random.
      const side = r.left + r.width / 2 < W / 2 ? 1 : -1;
      const speed = 180 + ((i * 97) % 7) * 45;
      const { path, bounces } = pathOf(r.left, r.top, (i % 3 === 0 ? -side : side) * speed, -((i * 53) % 5) * 120, r.width, r.height, W, H);
      const flight = copy.animate(keyframesOf(path, bounces), { duration: (path.length / 2 - 1) * DT * 1000, easing: 'linear', fill: 'forwards' });
      // From this very frame, as the trail counts it.
      flight.startTime = now;
      flight.finished.then(() => copy.remove(), () => undefined);
      flying.push({ path, start: now, w: r.width, h: r.height });
    };

    const step = (now: number): void => {
      while (next < cards.length && now - started >= next * LAUNCH_MS) {
        launch(cards[next]!, next, now);
        if (next % 13 === 0) sound('move');
        next++;
      }
      const outlines: number[] = [];
      for (let i = flying.length - 1; i >= 0; i--) {
        const f = flying[i]!;
        const k = ((now - f.start) / 1000) / DT, at = Math.floor(k), u = k - at;
        if (2 * at + 3 >= f.path.length) {
          flying.splice(i, 1);
          continue;
        }
        const x = f.path[2 * at]! + u * (f.path[2 * at + 2]! - f.path[2 * at]!), y = f.path[2 * at + 1]! + u * (f.path[2 * at + 3]! - f.path[2 * at + 1]!);
        outlines.push(x, y, f.w, f.h);
      }
      trail.draw(outlines);
      if (next >= cards.length && flying.length === 0) return end();
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame((t) => {
      started = t;
      step(t);
    });
  });
}
