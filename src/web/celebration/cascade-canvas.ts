/**
 * Where the win cascade is drawn: in a worker, on the canvas handed to it (an OffscreenCanvas), where
 * the browser can; the page's thread then only starts each card, and a canvas changed every frame no
 * longer goes to the compositor from the page's thread (that hand-over took 6-17 ms a frame at 4×
 * CPU). Elsewhere the same scene is drawn on the page's thread.
 */
import { Scene, type Face, type Launch, type Look } from './cascade-scene.ts';
import CascadeWorker from './cascade-worker.ts?worker&inline';

export interface Painter {
  /** The faces of the cards to come, painted ahead of their launches. */
  prepare(faces: readonly Face[]): void;
  /** Starts a card; the last one says so. */
  launch(l: Launch, last: boolean): void;
  /** Settles once the last card has left the screen. */
  readonly gone: Promise<void>;
  close(): void;
}

/**
 * The page's one cascade worker, made ahead by warm() (a win is near) or at the first cascade, and
 * kept for the next: making one holds the page's thread 10-18 ms at 4× CPU, more than a frame of the
 * winning card's flight.
 */
let spare: Worker | null = null;

const canWork = (): boolean => typeof Worker === 'function' && typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function';

/** Makes the cascade's worker now, in an idle moment, so the winning move's frames do not. */
export function warm(): void {
  if (spare || !canWork()) return;
  try {
    const worker = new CascadeWorker();
    // One that fails, before or during a cascade, is dropped: the next cascade makes another.
    worker.addEventListener('error', () => spare === worker && ((spare = null), worker.terminate()));
    spare = worker;
  } catch {
    spare = null;
  }
}

function inWorker(canvas: HTMLCanvasElement, dpr: number, look: Look, W: number, H: number): Painter | null {
  if (!canWork()) return null;
  try {
    warm();
    const worker = spare;
    if (!worker) return null;
    const off = canvas.transferControlToOffscreen();
    worker.postMessage({ canvas: off, dpr, look, W, H }, [off]);
    // A worker that fails (its script, its canvas) ends the celebration as if every card had gone
    // (warm() has dropped it).
    let done = (): void => undefined;
    const gone = new Promise<void>((ok) => (done = ok));
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
    const close = (): void => {
      worker.removeEventListener('message', done);
      worker.removeEventListener('error', done);
      if (spare === worker) worker.postMessage({ stop: true });
    };
    return { prepare: (faces) => worker.postMessage({ faces }), launch: (launch, last) => worker.postMessage({ launch, last }), gone, close };
  } catch {
    return null;
  }
}

function onPage(canvas: HTMLCanvasElement, dpr: number, look: Look, W: number, H: number): Painter {
  const g = canvas.getContext('2d');
  let done = (): void => undefined;
  const gone = new Promise<void>((ok) => (done = ok));
  if (!g) return { prepare: () => undefined, launch: (_l, last) => last && done(), gone, close: () => undefined };
  g.scale(dpr, dpr);
  const blank = (w: number, h: number): HTMLCanvasElement => Object.assign(document.createElement('canvas'), { width: w, height: h });
  const scene = new Scene(g, look, W, H, dpr, blank);
  let frame = 0, last = false;
  const tick = (now: number): void => {
    frame = scene.frame(now) ? requestAnimationFrame(tick) : 0;
    if (!frame && last) done();
  };
  return {
    prepare: (faces) => scene.prepare(faces),
    launch: (l, isLast) => {
      scene.launch(l, performance.now());
      last = isLast;
      if (!frame) frame = requestAnimationFrame(tick);
    },
    gone,
    close: () => cancelAnimationFrame(frame),
  };
}

/** The cascade's painter on `canvas` (`dpr` device pixels a CSS pixel, W×H CSS pixels). */
export function painterOn(canvas: HTMLCanvasElement, dpr: number, look: Look, W: number, H: number): Painter {
  return inWorker(canvas, dpr, look, W, H) ?? onPage(canvas, dpr, look, W, H);
}
