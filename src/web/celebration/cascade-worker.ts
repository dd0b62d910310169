/**
 * The win cascade's worker: it draws the flying cards on the canvas the page handed it, at its own
 * frames, so the page's thread only starts each card. Messages in: a canvas and the cards' look (a
 * new cascade), the faces of the cards to come (painted ahead), each card's launch (the last one
 * says so), and stop; out: 'gone' once the last card has left the screen. One worker serves every
 * cascade of the page.
 */
import { Scene, type Face, type Launch, type Look } from './cascade-scene.ts';

type Message = { canvas: OffscreenCanvas; dpr: number; look: Look; W: number; H: number } | { faces: Face[] } | { launch: Launch; last: boolean } | { stop: true };
interface WorkerScope {
  onmessage: ((e: MessageEvent<Message>) => void) | null;
  postMessage(msg: 'gone'): void;
  requestAnimationFrame?: (f: (t: number) => void) => number;
}
const scope = self as unknown as WorkerScope;

let scene: Scene | null = null;
let last = false, running = false;
/** The cascade being drawn: a frame asked for an earlier one does nothing. */
let cascadeNo = 0;
// A worker's frames follow the display where it has them (Chromium); elsewhere a timer's.
const nextFrame = (f: (t: number) => void): void => void (scope.requestAnimationFrame ? scope.requestAnimationFrame(f) : setTimeout(() => f(performance.now()), 16));

function tick(no: number): void {
  if (no !== cascadeNo || !scene) return;
  if (scene.frame(performance.now())) return nextFrame(() => tick(no));
  running = false;
  if (last) scope.postMessage('gone');
}

/** Forgets the cascade drawn: the next one starts from its canvas. */
function reset(): void {
  cascadeNo++;
  scene = null;
  last = running = false;
}

scope.onmessage = (e) => {
  const m = e.data;
  if ('stop' in m) return reset();
  if ('canvas' in m) {
    reset();
    const g = m.canvas.getContext('2d');
    if (!g) return;
    g.scale(m.dpr, m.dpr);
    scene = new Scene(g, m.look, m.W, m.H, m.dpr, (w, h) => new OffscreenCanvas(w, h));
    return;
  }
  if ('faces' in m) return void scene?.prepare(m.faces);
  // No canvas to draw on: nothing to wait for.
  if (!scene) return void (m.last && scope.postMessage('gone'));
  scene.launch(m.launch, performance.now());
  last = m.last;
  if (!running) {
    running = true;
    const no = cascadeNo;
    nextFrame(() => tick(no));
  }
};
