/**
 * The win cascade's trail: an outline of each flying card, left on a full-screen canvas every frame.
 * Drawn in a worker on an OffscreenCanvas where the browser has one: a canvas changed every frame is
 * handed to the compositor every frame, and from the page's own thread that hand-over (the whole
 * bitmap) took 6-17 ms a frame at 4x CPU, more than the rest of the cascade's frame. Elsewhere it is
 * drawn on the page's thread as before.
 */

/** The outlines' look, the same on either thread. */
const PEN = { fillStyle: '#fffef9', strokeStyle: '#1d3b2c', lineWidth: 1 };

/** Draws outlines given as [x, y, w, h, ...] (CSS pixels). */
function outline(g: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, r: ArrayLike<number>): void {
  for (let i = 0; i + 3 < r.length; i += 4) {
    g.beginPath();
    g.roundRect(r[i]!, r[i + 1]!, r[i + 2]!, r[i + 3]!, r[i + 2]! * 0.08);
    g.fill();
    g.stroke();
  }
}

/**
 * The worker's whole script, from a Blob (no file is fetched at the win): the canvas first, then one
 * message of outlines a frame.
 */
const WORKER = `let g = null;
const outline = ${outline.toString()};
onmessage = (e) => {
  const m = e.data;
  if (m.canvas) {
    g = m.canvas.getContext('2d');
    if (g) { g.scale(m.dpr, m.dpr); Object.assign(g, ${JSON.stringify(PEN)}); }
  } else if (g) outline(g, m.rects);
};`;

export interface Trail {
  /** This frame's outlines, [x, y, w, h, ...]. */
  draw(rects: number[]): void;
  close(): void;
}

function inWorker(canvas: HTMLCanvasElement, dpr: number): Trail | null {
  if (typeof canvas.transferControlToOffscreen !== 'function' || typeof Worker !== 'function') return null;
  let url = '';
  try {
    url = URL.createObjectURL(new Blob([WORKER], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const off = canvas.transferControlToOffscreen();
    worker.postMessage({ canvas: off, dpr }, [off]);
    return {
      draw: (rects) => {
        const a = Float32Array.from(rects);
        worker.postMessage({ rects: a }, [a.buffer]);
      },
      close: () => (worker.terminate(), URL.revokeObjectURL(url)),
    };
  } catch {
    if (url) URL.revokeObjectURL(url);
    return null;
  }
}

function onPage(canvas: HTMLCanvasElement, dpr: number): Trail {
  const g = canvas.getContext('2d');
  g?.scale(dpr, dpr);
  if (g) Object.assign(g, PEN);
  return { draw: (rects) => g && outline(g, rects), close: () => undefined };
}

/** The trail on `canvas` (sized for `dpr` device pixels a CSS pixel). */
export function trailOn(canvas: HTMLCanvasElement, dpr: number): Trail {
  return inWorker(canvas, dpr) ?? onPage(canvas, dpr);
}
