/**
 * The win cascade's worker: it draws the flying cards on the canvas the page handed it, at its own
 * frames, so the page's thread only starts each card. Messages in: the canvas and the cards' look,
 * then each card's launch (the last one says so); out: 'gone' once the last card has left the screen.
 */
import { Scene, type Launch, type Look } from './cascade-scene.ts';

type Message = { canvas: OffscreenCanvas; dpr: number; look: Look; W: number; H: number } | { launch: Launch; last: boolean };
interface WorkerScope {
  onmessage: ((e: MessageEvent<Message>) => void) | null;
  postMessage(msg: 'gone'): void;
  requestAnimationFrame?: (f: (t: number) => void) => number;
}
const scope = self as unknown as WorkerScope;

let scene: Scene | null = null;
let last = false, running = false;
// A worker's frames follow the display where it has them (Chromium); elsewhere a timer's.
const nextFrame = (f: (t: number) => void): void => void (scope.requestAnimationFrame ? scope.requestAnimationFrame(f) : setTimeout(() => f(performance.now()), 16));

function tick(): void {
  if (!scene) return;
  const more = scene.frame(performance.now());
  if (more) return nextFrame(tick);
  running = false;
  if (last) scope.postMessage('gone');
}

scope.onmessage = (e) => {
  const m = e.data;
  if ('canvas' in m) {
    const g = m.canvas.getContext('2d');
    if (!g) return;
    g.scale(m.dpr, m.dpr);
    scene = new Scene(g, m.look, m.W, m.H, m.dpr, (w, h) => new OffscreenCanvas(w, h));
    return;
  }
  // No canvas to draw on: nothing to wait for.
  if (!scene) return void (m.last && scope.postMessage('gone'));
  scene.launch(m.launch, performance.now());
  last = m.last;
  if (!running) {
    running = true;
    nextFrame(tick);
  }
};
