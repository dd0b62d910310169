/**
 * Web app figures (npm run bench:web): builds, serves with scripts/serve.js (brotli), and prints
 * - JS shipped: gzip sizes of the built .js files (the page's own, and with the service worker);
 * - time to the first interactive board on the phone profile (390×844, touch, 3× pixels) in headless
 *   Chromium with 4× CPU throttling: navigation start → the first [data-card] present and hit by a
 *   click at its centre (median and worst of 5 cold loads, each in a fresh profile), for an English
 *   and a French browser (each language's strings are their own chunk);
 * - bytes on the wire for that first board, in each language: every request started before it (bodies
 *   as sent, compressed, plus headers), the service worker's files left out (they come after the load event);
 * - frame times during a scripted pointer drag of a card (requestAnimationFrame deltas in the page).
 * Issue 16's aims: median ≤ 800 ms, worst ≤ 1,000 ms, ≤ 45 KB on the wire, drags at 60 fps.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { DESKTOP, PHONE, openPage } from '../test/browser/support/browser.ts';
import { buildApp, ROOT } from '../test/browser/support/server.ts';
import { runAsScript, withServedBrowser } from './run.ts';
import { animationFrames } from './web-anim.ts';
import { median, missedGaps, percentile, workAt4x } from './frames-shown.ts';

const RUNS = 5;
/** Its own build directory, so a browser-test run at the same time cannot pull files from under it. */
const OUT_DIR = join(ROOT, 'test-output', 'bench-dist');
const GAME_URL = '?game=citadel&deal=5';

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

const gzipBytes = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export { median };

/** Set before any page script: watches for the first card a click would actually reach (and marks it for a trace). */
export const FIRST_BOARD_PROBE = `
  (() => {
    const clickable = () => {
      const card = document.querySelector('[data-board] [data-card]');
      if (!card) return false;
      const r = card.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 3, 20));
      return !!hit && (hit === card || card.contains(hit) || hit.closest('[data-card]') !== null);
    };
    const seen = () => {
      if (window.__firstBoard !== undefined) return;
      window.__firstBoard = performance.now();
      performance.mark('firstBoard');
      console.debug('first-board');
    };
    const tick = () => {
      if (clickable()) seen();
      else requestAnimationFrame(tick);
    };
    new MutationObserver((_, obs) => { if (clickable()) { seen(); obs.disconnect(); } })
      .observe(document, { childList: true, subtree: true });
    requestAnimationFrame(tick);
  })();
`;

/** Collects requestAnimationFrame gaps until window.__stop (a string: tsx would wrap named functions in a helper the page lacks). */
const FRAME_RECORDER = `
  (() => {
    window.__frames = [];
    window.__stop = false;
    let last = 0;
    const tick = (t) => {
      window.__frames.push(t - last);
      last = t;
      if (!window.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame((t) => { last = t; requestAnimationFrame(tick); });
  })();
`;

/**
 * Navigates to `url` and gives the probe's time of the first clickable card (ms from navigation start).
 * It waits for the probe's console message, not with page.waitForFunction: that evaluates
 * Playwright's injected script in the page while it loads (a trace at 4× CPU: 96-118 ms on the main
 * thread between index.html's parse and the app's code), which the first board then waited for.
 */
export async function gotoFirstBoard(page: Page, url: string): Promise<number> {
  const seen = page.waitForEvent('console', { predicate: (m) => m.text() === 'first-board', timeout: 60_000 });
  await page.goto(url, { waitUntil: 'commit' });
  await seen;
  return page.evaluate(() => (window as unknown as { __firstBoard: number }).__firstBoard);
}

export async function throttle(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

interface Load {
  readonly ms: number;
  /** Bytes received before the board was there, and the files they came in. */
  readonly wire: number;
  readonly files: { path: string; bytes: number; encoding: string }[];
}

const isServiceWorker = (path: string): boolean => /(^|\/)(sw|workbox-[^/]*|registerSW)\.js$/.test(path);

const LANGS = [
  { name: 'English', locale: 'en-US' },
  { name: 'French', locale: 'fr-FR' },
] as const;

async function timeToBoard(browser: Browser, url: string, locale: string): Promise<Load> {
  const { context, page } = await openPage(browser, { size: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 3, motion: 'no-preference', locale });
  try {
    const responses: Response[] = [];
    page.on('response', (r) => responses.push(r));
    await page.addInitScript(FIRST_BOARD_PROBE);
    await throttle(page, 4);
    const ms = await gotoFirstBoard(page, url);
    const at = (await page.evaluate(() => performance.timeOrigin)) + ms;
    // Only what was asked for before the board was there; responses still on their way are waited for.
    await page.waitForLoadState('networkidle');
    const before = responses.filter((x) => x.request().timing().startTime <= at && !isServiceWorker(new URL(x.url()).pathname));
    const files = [];
    for (const r of before) {
      await r.finished();
      const sizes = await r.request().sizes();
      files.push({ path: new URL(r.url()).pathname, bytes: sizes.responseBodySize + sizes.responseHeadersSize, encoding: (await r.allHeaders())['content-encoding'] ?? 'none' });
    }
    return { ms, wire: files.reduce((n, f) => n + f.bytes, 0), files };
  } finally {
    await context.close();
  }
}

/** Drags the top card of a row to another row and back, in small steps over about a second, recording frame gaps. */
async function dragFrames(browser: Browser, url: string, rate: number): Promise<number[]> {
  const { context, page } = await openPage(browser, { size: DESKTOP, motion: 'no-preference' });
  try {
    await page.goto(url);
    await page.locator('[data-board] [data-card]').first().waitFor();
    await throttle(page, rate);
    const card = page.locator('[data-board] [data-card][data-pile="t0"]').last();
    const box = (await card.boundingBox())!;
    const target = (await page.locator('[data-board] [data-pile-slot="t7"]').boundingBox())!;
    await page.evaluate(FRAME_RECORDER);
    const from = { x: box.x + box.width / 2, y: box.y + 15 };
    const to = { x: target.x + target.width / 2, y: target.y + 40 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    const steps = 60;
    for (let i = 1; i <= steps; i++) {
      const k = i <= steps / 2 ? (2 * i) / steps : 2 - (2 * i) / steps; // out and back: an illegal drop is fine too
      await page.mouse.move(from.x + (to.x - from.x) * k, from.y + (to.y - from.y) * k);
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
    await page.waitForTimeout(500); // the return animation, if any
    const frames = await page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __stop: boolean };
      w.__stop = true;
      return w.__frames;
    });
    return frames.slice(1); // the first delta spans the setup
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  process.stdout.write('Building… ');
  buildApp(OUT_DIR);
  console.log('done.');
  const files = jsFiles(OUT_DIR);
  const isWorker = (f: string): boolean => isServiceWorker(relative(OUT_DIR, f));
  const pageJs = files.filter((f) => !isWorker(f)).reduce((n, f) => n + gzipBytes(f), 0);
  const allJs = files.reduce((n, f) => n + gzipBytes(f), 0);

  await withServedBrowser(OUT_DIR, async (browser, base) => {
    const url = base + GAME_URL;
    // The languages' loads interleaved, so a busy spell on the shared machine falls on both.
    const runs = LANGS.map(() => [] as Load[]);
    for (let i = 0; i < RUNS; i++) {
      for (const [l, lang] of LANGS.entries()) runs[l]!.push(await timeToBoard(browser, url, lang.locale));
    }
    const first = runs[0]![0]!;
    // What the first visit to a game really fetches (lazy chunks such as rule texts and the solver worker excluded).
    const loadedJs = first.files.map((f) => join(OUT_DIR, f.path)).filter((f) => f.endsWith('.js'));
    const loadedBytes = loadedJs.reduce((n, f) => n + gzipBytes(f), 0);
    const frames1 = await dragFrames(browser, url, 1);
    const frames4 = await dragFrames(browser, url, 4);
    const anim = await animationFrames(browser, base);

    const row = (a: string, b: string, c = ''): string => `| ${a.padEnd(62)} | ${b.padEnd(30)} | ${c.padEnd(10)} |`;
    const ms = (x: number): string => `${x.toFixed(1)} ms`;
    const frameLine = (f: number[]): string => `${ms(median(f))} / ${ms(percentile(f, 95))} / ${ms(Math.max(...f))}`;
    const missed = (f: number[]): string => `${missedGaps(f)} of ${f.length}`;
    console.log('');
    console.log(row('measure', 'value', 'aim'));
    console.log(row('-'.repeat(62), '-'.repeat(30), '-'.repeat(10)));
    console.log(row(`JS shipped, gzip (app, ${files.filter((f) => !isWorker(f)).length} files, lazy ones too)`, kb(pageJs), '< 60 KB'));
    console.log(row('JS shipped, gzip (with service worker)', kb(allJs)));
    console.log(row(`JS fetched to show a game, gzip (${loadedJs.length} files)`, kb(loadedBytes), '< 60 KB'));
    for (const [l, lang] of LANGS.entries()) {
      const one = runs[l]![0]!;
      const loads = runs[l]!.map((r) => r.ms);
      console.log(row(`${lang.name}: bytes on the wire, first board (${one.files.length} files)`, kb(one.wire), '≤ 45 KB'));
      for (const f of one.files) console.log(row(`  ${f.path.slice(0, 36)} (${f.encoding})`, kb(f.bytes)));
      console.log(row(`${lang.name}: first interactive board, phone, 4× CPU: median of ${RUNS}`, ms(median(loads)), '≤ 800 ms'));
      console.log(row(`  worst of ${RUNS}`, ms(Math.max(...loads)), '≤ 1000 ms'));
      console.log(row('  all runs', loads.map((x) => x.toFixed(0)).join(', ') + ' ms'));
    }
    console.log(row(`drag frames 1× CPU: median / p95 / max`, frameLine(frames1), '< 16 ms'));
    console.log(row('  frames missed (gap > 1.5 vsync), 1× CPU', missed(frames1), '0'));
    console.log(row(`drag frames 4× CPU: median / p95 / max`, frameLine(frames4)));
    console.log(row('  frames missed (gap > 1.5 vsync), 4× CPU', missed(frames4)));
    const shown = anim.autoShown, drawn = anim.cascadeDrawn;
    console.log(row(`auto-move flights (${anim.autoMoves} in turn), phone 4× CPU: on screen`, `${shown.presented} of ${shown.vsyncs} vsyncs shown`, 'all'));
    console.log(row('  partially presented / dropped (compositor frame reports)', `${shown.partial} / ${shown.dropped}`, '0 / 0'));
    console.log(row('  from the tap to the first flight frame on screen', ms(shown.firstAt)));
    console.log(row("  the page's thread: frame gaps median / p95 / max", frameLine(anim.autoFrames)));
    console.log(row("  the page's thread: frames missed (gap > 1.5 vsync)", missed(anim.autoFrames)));
    console.log(row("win cascade (4 s), phone 4× CPU: worker's frames missed", missed(drawn.gaps), '0'));
    const at4 = workAt4x(drawn);
    console.log(row("  its work in a frame × 4 (workers run unthrottled): p99 / max", `${ms(at4.p99)} / ${ms(at4.max)}`, '< 16.7 ms'));
    console.log(row("  the page's thread: frame gaps median / p95 / max", frameLine(anim.cascadeFrames)));
    console.log(row("  the page's thread: frames missed (gap > 1.5 vsync)", missed(anim.cascadeFrames)));
    console.log(`\n(${GAME_URL} on ${base}; Chromium headless; loads at ${PHONE.width}×${PHONE.height} touch, drags at ${DESKTOP.width}×${DESKTOP.height}; frame time = gap between animation frames; the flights' frames on screen from a trace's frame reports, the cascade's from its worker's animation frames)`);
  });
}

// Run as a script (npm run bench:web), not when bench/first-board.ts imports its probe.
runAsScript(import.meta.filename, main);
