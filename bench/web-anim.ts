/**
 * Frame gaps of the app's own animations for `npm run bench:web`: auto-moves flying one after another
 * and the win celebration's cascade, on the phone profile (390×844) at 4× CPU. A saved Citadel 5 game
 * is opened just before a move that sets off several auto-moves (the 'all' setting), or just before
 * its winning move. What a player sees is read where it is made: the flights' frames in a trace's
 * frame reports, the cascade's in its worker (bench/frames-shown.ts); the page thread's
 * requestAnimationFrame gaps are recorded too (a long one is a late reply to the next tap). Run
 * alone: `npx tsx bench/web-anim.ts [runs]`.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apply, clonePosition, makeMove, type Move } from '../src/engine/index.ts';
import { boardStatus, newSession, playMove } from '../src/web/state/session.ts';
import { PHONE, openPage } from '../test/browser/support/browser.ts';
import { buildApp, ROOT } from '../test/browser/support/server.ts';
import { runAsScript, withServedBrowser } from './run.ts';
import { startPosition } from '../test/browser/support/board.ts';
import { solve } from '../test/browser/support/search.ts';
import { cascadeWorker, flightFrames, reportDrawn, reportShown, timeWorkerFrames, VSYNC_MS, type ShownFrames, type WorkerFrames } from './frames-shown.ts';

const START = startPosition('citadel', '5');

/** Animation-frame gaps, and which one held the tap's release (its handling: the move, the re-render, the flights' start). */
interface Frames {
  readonly gaps: number[];
  readonly tap: number;
}

/**
 * Starts recording animation-frame gaps for `ms` in the page, returning three frames in (so the tap
 * that follows falls after the first gap), and gives a function that waits for them. A string: tsx
 * would wrap the page function's named arrows in a helper the page lacks.
 */
async function gapsFor(page: Page, ms: number): Promise<() => Promise<Frames>> {
  await page.evaluate(`new Promise((ready) => (window.__frames = new Promise((done) => {
    const gaps = [];
    let prev = -1, up = -1, tap = -1;
    addEventListener('pointerup', () => { if (up < 0) up = performance.now(); }, true);
    const t0 = performance.now();
    const tick = (t) => {
      if (prev >= 0) gaps.push(t - prev);
      if (gaps.length === 3) ready();
      if (up >= 0 && tap < 0 && t > up) tap = gaps.length - 1;
      prev = t;
      if (t - t0 < ${ms}) requestAnimationFrame(tick);
      else done({ gaps, tap });
    };
    requestAnimationFrame(tick);
  })))`);
  return () => page.evaluate('window.__frames') as Promise<Frames>;
}

/** Drops the recording's first gap (it spans the setup) and prints the tap's frame apart from the animation's own. */
function report(name: string, f: Frames): number[] {
  const gaps = f.gaps.slice(1), tap = f.tap - 1;
  const after = gaps.slice(tap + 1);
  // Each missed frame after the tap's: its length @ when it ended, in ms after the tap's frame.
  let at = 0;
  const late = after.flatMap((x) => ((at += x), x > VSYNC_MS * 1.5 ? [`${x.toFixed(0)}@${at.toFixed(0)}`] : []));
  console.log(`${name}: the tap's frame ${tap >= 0 ? gaps[tap]!.toFixed(0) : '?'} ms; after it ${late.length} of ${after.length} frames missed, the longest ${Math.max(...after).toFixed(0)} ms${late.length ? ` (${late.join(', ')})` : ''}`);
  return gaps;
}

export async function openAt(browser: Browser, url: string, moves: readonly Move[], settings: object): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openPage(browser, { size: PHONE, motion: 'no-preference' });
  await page.goto(new URL('icon.svg', url).href);
  // A game in progress, whose start the statistics have counted (at its first move): the scene's
  // move writes no statistics, as a move in the middle of a game does not.
  await page.evaluate(
    ([m, s]) => {
      localStorage.setItem('solitaire:current', JSON.stringify({ v: 1, game: 'citadel', deal: '5', moves: m, redo: [], elapsedMs: 0, recorded: 'played' }));
      localStorage.setItem('solitaire:settings', JSON.stringify(s));
    },
    [moves.map(makeMove), settings] as const,
  );
  await page.goto(new URL('?game=citadel&deal=5', url).href);
  await page.locator('[data-board] [data-card]').first().waitFor();
  // The scene is the saved game's: a save the app refused would leave a fresh deal to measure.
  const home = moves.reduce(apply, clonePosition(START)).foundations.reduce((n, f) => n + f.length, 0);
  const shown = await page.locator('[data-board] [data-pile-slot^="f"] [data-card]').count();
  if (shown !== home) throw new Error(`the scene's saved game did not open: ${shown} cards on the foundations, not ${home}`);
  // A player looks at the board a moment before moving: the page's after-load work (dialogs fetched
  // 1 s after the load event, the sound synthesizer after 1.5 s, a near win's cascade when idle) is done.
  await page.waitForLoadState('load');
  await page.waitForTimeout(2500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, close: () => context.close() };
}

/** Where to tap the top card of the move's source pile (found by Playwright's script in the page: do it before recording). */
export async function tapPoint(page: Page, move: Move): Promise<{ x: number; y: number }> {
  const from = move.kind === 'foundation' || move.kind === 'tableau' ? `t${move.from}` : 'stock';
  const card = page.locator(`[data-board] [data-card][data-pile="${from}"]`).last();
  const box = (await card.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 3, 20) };
}

/** Taps the top card of the move's source pile (it goes to its best place). */
export async function tapMove(page: Page, move: Move): Promise<void> {
  const { x, y } = await tapPoint(page, move);
  await page.mouse.click(x, y);
}

export interface AnimFrames {
  readonly autoMoves: number;
  /** The page thread's animation-frame gaps while the cards fly, after the tap's frame. */
  readonly autoFrames: number[];
  /** The flights' frames on screen (the compositor's frame reports). */
  readonly autoShown: ShownFrames;
  readonly cascadeFrames: number[];
  /** The cascade's frames in its worker, which draws it. */
  readonly cascadeDrawn: WorkerFrames;
}

/**
 * Citadel 5's winning line, and the first move of it whose tap sets off the most auto-moves (at
 * least three) without winning: the win's own frames are the cascade scene's.
 */
export function flightsScene(): { line: Move[]; k: number; autos: number } {
  const line = solve(START, 50_000);
  if (!line) throw new Error('no winning line for Citadel 5');
  let best = { k: -1, autos: 0 };
  for (let k = 0; k < line.length; k++) {
    const s = newSession('citadel', '5')!;
    // A copy: at k = 0 the reduce gives START itself, which playMove would play on in place (every
    // later search and scene then started from a changed deal, and the app refused the saves).
    Object.assign(s, { pos: line.slice(0, k).reduce(apply, clonePosition(START)) });
    const autos = playMove(s, line[k]!, 'all', 0).length - 1;
    if (autos > best.autos && boardStatus(s) !== 'won') best = { k, autos };
  }
  if (best.autos < 3) throw new Error('no move of the line sets off three auto-moves');
  return { line, ...best };
}

export const SCENE_SETTINGS = { lang: 'en', automove: 'all', speed: 'normal' };

export async function animationFrames(browser: Browser, url: string): Promise<AnimFrames> {
  const { line, ...best } = flightsScene();
  const settings = SCENE_SETTINGS;

  const a = await openAt(browser, url, line.slice(0, best.k), settings);
  const at = await tapPoint(a.page, line[best.k]!);
  const recording = await gapsFor(a.page, 220 * (best.autos + 2));
  const autoShown = await flightFrames(browser, a.page, () => a.page.mouse.click(at.x, at.y), 220 * (best.autos + 2));
  const autoFrames = report('auto-move flights', await recording());
  reportShown('auto-move flights on screen', autoShown);
  await a.close();

  const c = await openAt(browser, url, line.slice(0, -1), settings);
  // Whether the celebration showed at any time while recording (a skip or a fast end must not hide
  // it): its layer is made hidden while the winning card flies and takes its class when it shows.
  await c.page.evaluate(`const seen = new MutationObserver(() => document.querySelector('.celebration') && ((window.__celebrated = true), seen.disconnect()));
    seen.observe(document.body, { childList: true, subtree: true, attributeFilter: ['class'] })`);
  const win = await tapPoint(c.page, line.at(-1)!);
  const drawn = await timeWorkerFrames(cascadeWorker(c.page));
  const cascade = await gapsFor(c.page, 4000);
  await c.page.mouse.click(win.x, win.y);
  const cascadeFrames = report('win cascade', await cascade());
  const cascadeDrawn = await drawn();
  reportDrawn('win cascade in its worker', cascadeDrawn);
  const ran = await c.page.evaluate(() => (window as unknown as { __celebrated?: boolean }).__celebrated === true);
  await c.close();
  if (!ran) throw new Error('the win celebration did not run');
  return { autoMoves: best.autos, autoFrames, autoShown, cascadeFrames, cascadeDrawn };
}

/**
 * `npx tsx bench/web-anim.ts [runs]`: the two scenes alone, `runs` times each, on a fresh production
 * build, or on the build in DIST=dir (another commit's, to compare).
 */
async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3);
  const dir = process.env.DIST ?? join(ROOT, 'test-output', 'anim-dist');
  if (!process.env.DIST) buildApp(dir);
  await withServedBrowser(dir, async (browser, base) => {
    for (let r = 0; r < runs; r++) await animationFrames(browser, base);
  });
}

runAsScript(import.meta.filename, main);
