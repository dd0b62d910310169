/**
 * The frames a player sees of an animation, where the page's animation-frame gaps cannot tell.
 * The auto-moves' flights are Web Animations of `transform`, run by the compositor: a frame the
 * page's thread misses (a rAF gap) may still be on screen, so each vsync's frame report (the
 * `PipelineReporter` events of a Chromium trace: presented, partially presented, dropped) is read.
 * The win cascade is drawn by its worker on an OffscreenCanvas: its frames are the worker's own
 * animation frames, timed in the worker. Chromium's CPU throttling slows the page's thread but not
 * a worker ("Operation is only supported for pages, not workers"), so the worker's
 * work in each frame is also given at 4× its time, what the phone profile would make of it.
 */
import type { Browser, Page, Worker } from 'playwright-core';

/** One vsync's frame in a trace's frame reports. */
interface Report {
  readonly ts: number;
  readonly states: string[];
  readonly animating: boolean;
}

type TraceEvent = { name: string; cat: string; ph: string; ts: number; pid: number; args?: { frame_reporter?: { frame_sequence: number; state: string; has_compositor_animation?: boolean; has_main_animation?: boolean } } };

export interface ShownFrames {
  /** Vsyncs from the animation's first frame on screen to its cards' landing. */
  readonly vsyncs: number;
  readonly presented: number;
  /** Shown with the compositor's part of the frame (the flights) but not the page thread's. */
  readonly partial: number;
  readonly dropped: number;
  /** When each dropped frame was due, in ms after the tap. */
  readonly droppedAt: number[];
  /** When the first flight frame was shown, in ms after the tap (the reply to it). */
  readonly firstAt: number;
}

/**
 * Marks the tap (the first pointerup) and, once cards have flown, their landing (no card
 * animation running any more) on the page's timeline, for the trace. A string: tsx would wrap
 * the page function's named arrows in a helper the page lacks.
 */
const MARKS = `addEventListener('pointerup', () => {
  performance.mark('tap');
  let flew = false;
  const poll = () => {
    const flying = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.target?.closest?.('.card'));
    if (flying) flew = true;
    if (flew && !flying) performance.mark('landed');
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}, { capture: true, once: true })`;

/** Runs `act` (a tap that sets cards flying) under a trace and reads the frames shown from the tap's cards flying to their landing. */
export async function flightFrames(browser: Browser, page: Page, act: () => Promise<void>, waitMs: number): Promise<ShownFrames> {
  await page.evaluate(MARKS);
  await browser.startTracing(page, { categories: ['benchmark', 'blink.user_timing'] });
  await act();
  await page.waitForTimeout(waitMs);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mark = (name: string): TraceEvent | undefined => events.find((e) => e.name === name && e.cat.includes('blink.user_timing'));
  const tap = mark('tap'), landed = mark('landed');
  if (!tap || !landed) throw new Error(`frames shown: ${tap ? 'the cards had not landed' : 'no tap'} in the ${waitMs} ms recorded`);
  // One report per vsync of the page's compositor, the main frame's and its forked copy merged.
  const bySequence = new Map<number, Report>();
  for (const e of events) {
    const r = e.args?.frame_reporter;
    if (e.name !== 'PipelineReporter' || e.ph !== 'b' || e.pid !== tap.pid || !r || e.ts < tap.ts) continue;
    const seen = bySequence.get(r.frame_sequence) ?? { ts: e.ts, states: [], animating: false };
    bySequence.set(r.frame_sequence, { ts: Math.min(seen.ts, e.ts), states: [...seen.states, r.state], animating: seen.animating || !!r.has_compositor_animation || !!r.has_main_animation });
  }
  const reports = [...bySequence.values()].sort((a, b) => a.ts - b.ts);
  const has = (r: Report, s: string): boolean => r.states.includes(s);
  // From the first flight frame on screen: the vsyncs before it, the old board still shown while
  // the tap's frame is made, are the reply to the tap (its frame's length), not the flights' rate.
  const first = reports.findIndex((r) => r.animating && has(r, 'STATE_PRESENTED_ALL'));
  const during = first < 0 ? [] : reports.slice(first).filter((r) => r.ts <= landed.ts);
  const presented = during.filter((r) => has(r, 'STATE_PRESENTED_ALL'));
  const partial = during.filter((r) => !has(r, 'STATE_PRESENTED_ALL') && has(r, 'STATE_PRESENTED_PARTIAL'));
  const dropped = during.filter((r) => !has(r, 'STATE_PRESENTED_ALL') && !has(r, 'STATE_PRESENTED_PARTIAL') && has(r, 'STATE_DROPPED'));
  return { vsyncs: during.length, presented: presented.length, partial: partial.length, dropped: dropped.length, droppedAt: dropped.map((r) => Math.round((r.ts - tap.ts) / 1000)), firstAt: first < 0 ? NaN : (reports[first]!.ts - tap.ts) / 1000 };
}

export interface WorkerFrames {
  /** Gaps between the worker's animation frames (ms). */
  readonly gaps: number[];
  /** The worker's work (its frames' drawing and the page's messages: each card's launch) between one frame and the next (ms, unthrottled). */
  readonly work: number[];
}

/** The page's worker whose script is inlined (a blob: address): the cascade's, made ahead of a win. */
export function cascadeWorker(page: Page): Worker {
  const worker = page.workers().find((w) => w.url().startsWith('blob:'));
  if (!worker) throw new Error("frames shown: no cascade worker in the page before the winning move (prepareWin should have made it)");
  return worker;
}

/**
 * Times the worker's animation frames from now on, by wrapping its requestAnimationFrame, and its
 * work: each frame's drawing and each message's handling (a card's launch draws the card). A gap
 * counts only between a frame and the one it asked for: the cascade's frames stop while no card
 * flies and start again at the next card's launch.
 */
export async function timeWorkerFrames(worker: Worker): Promise<() => Promise<WorkerFrames>> {
  await worker.evaluate(`(() => {
    const real = self.requestAnimationFrame.bind(self);
    const frames = (self.__frames = { gaps: [], work: [] });
    let inFrame = false, last = -1, busy = 0;
    const timed = (f) => (...a) => {
      const start = performance.now();
      try { return f(...a); } finally { busy += performance.now() - start; }
    };
    self.requestAnimationFrame = (f) => {
      const chained = inFrame;
      return real((t) => {
        if (chained) frames.gaps.push(t - last), frames.work.push(busy);
        last = t;
        busy = 0;
        inFrame = true;
        try { timed(f)(t); } finally { inFrame = false; }
      });
    };
    self.onmessage = timed(self.onmessage);
  })()`);
  return async () => (await worker.evaluate('self.__frames')) as WorkerFrames;
}

/** A frame on time is one 16.7 ms vsync (headless Chromium paints at 60 Hz); a longer gap is a missed frame. */
export const VSYNC_MS = 1000 / 60;
export const missedGaps = (gaps: readonly number[]): number => gaps.filter((x) => x > VSYNC_MS * 1.5).length;

export function reportShown(name: string, f: ShownFrames): void {
  const late = f.droppedAt.length ? ` (due at ${f.droppedAt.join(', ')} ms after the tap)` : '';
  console.log(`${name}: the first flight frame ${f.firstAt.toFixed(0)} ms after the tap; of ${f.vsyncs} vsyncs from the first flight frame shown to the landing, ${f.presented} presented, ${f.partial} partially, ${f.dropped} dropped${late}`);
}

export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** The `p`th percentile of `xs`, by rank. */
export const percentile = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/**
 * The worker's work in a frame at the phone profile, 4x its time here: the 99th percentile, for the
 * longest (a wall-clock time) also holds a moment the shared machine took the thread away.
 */
export const workAt4x = (f: WorkerFrames): { median: number; p99: number; max: number } => ({ median: 4 * median(f.work), p99: 4 * percentile(f.work, 99), max: 4 * Math.max(...f.work) });

export function reportDrawn(name: string, f: WorkerFrames): void {
  const at4 = workAt4x(f);
  console.log(`${name}: ${missedGaps(f.gaps)} of ${f.gaps.length} frames missed, the longest gap ${Math.max(...f.gaps).toFixed(0)} ms; its work in a frame at 4×: ${at4.median.toFixed(1)} ms median, ${at4.p99.toFixed(1)} ms p99, ${at4.max.toFixed(1)} ms the longest`);
}
