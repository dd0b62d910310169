/**
 * What the cards' drawn faces (src/web/components/faces.css) cost a redraw of the board (npx tsx bench/faces.ts):
 * on two boards whose cards are wide enough for pip layouts and one whose cards are not, the whole board is hidden and shown again 20 times
 * (each time its style, layout and paint redone from nothing), with faces.css off and on in turn, 5 rounds,
 * at 1× CPU. A Chromium trace of each batch gives the renderer main thread's time in style (UpdateLayoutTree),
 * layout, pre-paint and paint; printed per redraw, the median of the rounds.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { openPage, type Size } from '../test/browser/support/browser.ts';
import { buildApp, ROOT } from '../test/browser/support/server.ts';
import { runAsScript, withServedBrowser } from './run.ts';
import { median } from './frames-shown.ts';

const OUT_DIR = join(ROOT, 'test-output', 'faces-bench-dist');
const REDRAWS = 20, ROUNDS = 5;
const SCENES: readonly { name: string; url: string; size: Size }[] = [
  { name: 'Big Ben 5, 1920×1080', url: '?game=big-ben&deal=5', size: { name: 'hd', width: 1920, height: 1080 } },
  { name: 'Streets and Alleys 4, 1280×800', url: '?game=streets-and-alleys&deal=4', size: { name: 'desktop', width: 1280, height: 800 } },
  // Cards of 44 px: no pips, the one large pip of the first board; what the faces cost where they draw nothing new.
  { name: 'Beleaguered Castle 2, 390×844', url: '?game=beleaguered-castle&deal=2', size: { name: 'phone', width: 390, height: 844 } },
];
const PHASES = { style: ['UpdateLayoutTree'], layout: ['Layout'], paint: ['PrePaint', 'Paint', 'PaintImage', 'Layerize'] } as const;
type Phase = keyof typeof PHASES;

/** Redraws the board REDRAWS times with faces.css `on` or off, and gives each phase's main-thread ms per redraw. */
async function batch(browser: Browser, page: Page, on: boolean): Promise<Record<Phase, number>> {
  await page.evaluate((on) => {
    for (const s of document.styleSheets) if ([...s.cssRules].some((r) => r.cssText.includes('--y6'))) s.disabled = !on;
  }, on);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.evaluate(async (n) => {
    const board = document.querySelector<HTMLElement>('[data-board]')!;
    const frame = (): Promise<void> => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok)));
    for (let i = 0; i < n; i++) {
      board.style.display = 'none';
      await frame();
      board.style.display = '';
      await frame();
    }
  }, REDRAWS);
  type Event = { name: string; ph: string; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string } };
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Event[] }).traceEvents;
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const time = (names: readonly string[]): number =>
    events.filter((e) => e.ph === 'X' && names.includes(e.name) && mains.has(`${e.pid}:${e.tid}`)).reduce((n, e) => n + (e.tdur ?? e.dur ?? 0), 0) / 1000 / REDRAWS;
  return { style: time(PHASES.style), layout: time(PHASES.layout), paint: time(PHASES.paint) };
}

async function main(): Promise<void> {
  buildApp(OUT_DIR);
  await withServedBrowser(OUT_DIR, async (browser, base) => {
    console.log('| board | faces | cards | style ms | layout ms | paint ms | total ms |\n|---|---|---|---|---|---|---|');
    for (const scene of SCENES) {
      const { context, page } = await openPage(browser, { size: scene.size });
      try {
        // tsx names the functions handed to the page with a helper of its own.
        await page.addInitScript('globalThis.__name = (f) => f;');
        await page.goto(base + scene.url);
        await page.locator('[data-board] [data-card]').first().waitFor();
        await page.waitForFunction(() => [...document.styleSheets].some((s) => [...s.cssRules].some((r) => r.cssText.includes('--y6'))));
        const cards = await page.locator('[data-board] [data-card]').count();
        const runs = { off: [] as Record<Phase, number>[], on: [] as Record<Phase, number>[] };
        for (let r = 0; r < ROUNDS; r++) {
          runs.off.push(await batch(browser, page, false));
          runs.on.push(await batch(browser, page, true));
        }
        for (const [name, rs] of Object.entries(runs)) {
          const m = (p: Phase): number => median(rs.map((x) => x[p]));
          const total = median(rs.map((x) => x.style + x.layout + x.paint));
          console.log(`| ${scene.name} | ${name} | ${cards} | ${m('style').toFixed(2)} | ${m('layout').toFixed(2)} | ${m('paint').toFixed(2)} | ${total.toFixed(2)} |`);
        }
      } finally {
        await context.close();
      }
    }
  });
}

runAsScript(import.meta.filename, main);
