/**
 * `npx tsx scripts/faces-screenshots.ts`: pictures of the cards' faces (components/faces.css) to look at.
 * Builds the app into its own directory, serves it, and writes test-output/faces/:
 * - <game>-<w>x<h>-<en|fr|en-4c>.png: a castle game of each kind and Big Ben at the start, after the
 *   solver's first moves (a game under way shows more faces), at the three sizes the app must fit, in
 *   English, French and English with four-colour suits;
 * - sheet-<en|fr|en-4c>-<v|h>[-right].png: every rank of one suit and the courts of all four at card widths 40-140 px,
 *   upright (a column's card) and sideways (a castle wing's), to judge where the pips stay legible
 *   (`--sheet`: these alone); sheet-…-cascade.png: the same cards as the win cascade paints them on a
 *   canvas (celebration/cascade-face.ts), to set beside them.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { transformWithOxc } from 'vite';
import type { GameId } from '../src/engine/index.ts';
import { solve } from '../src/solver/index.ts';
import { SIZES } from '../test/browser/support/browser.ts';
import { openGame, startPosition } from '../test/browser/support/board.ts';
import { playThrough, scriptPage, withServedApp } from '../test/browser/support/pictures.ts';
import { ROOT } from '../test/browser/support/server.ts';

const OUT = join(ROOT, 'test-output', 'faces');
const DIST = join(ROOT, 'test-output', 'faces-dist');
const GAMES: readonly [GameId, string, number][] = [['beleaguered-castle', '2', 12], ['streets-and-alleys', '4', 12], ['fortress', '3', 6], ['big-ben', '5', 30]];
const LOOKS = [{ name: 'en', lang: 'en', fourcolor: false }, { name: 'fr', lang: 'fr', fourcolor: false }, { name: 'en-4c', lang: 'en', fourcolor: true }] as const;

/** Resolves once faces.css has been applied (a 2's pips are drawn by its ::before). */
export const facesLoaded = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => [...document.styleSheets].some((s) => [...s.cssRules].some((r) => r.cssText.includes('--y6'))));

const AXES = ['v', 'h'] as const;
const SHEET_WIDTHS = [40, 48, 54, 64, 80, 110, 140];
/** The height of one axis's part of the sheet. */
const sheetPart = SHEET_WIDTHS.reduce((n, cw) => n + cw * 1.4 + 6, 0);

/** Cards of every rank drawn at each width, as CardFace.tsx draws them, on a board of each axis. */
function sheet(lang: string): string {
  const ix = (r: string): string => (lang === 'fr' ? ({ J: 'V', Q: 'D', K: 'R' } as Record<string, string>)[r] ?? r : r);
  const syms = ['♣', '♠', '♥', '♦'];
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
  const card = (r: string, s: number, x: number, y: number): string => {
    const shown = r === 'T' ? '10' : ix(r), sym = syms[s]!, court = 'JQK'.includes(r);
    const mid = court ? `<span class="mid court" data-ix="${shown}" aria-hidden="true">${shown}<i>${sym}</i></span>` : `<span class="mid" aria-hidden="true">${sym}</span>`;
    const i = `<b${r === 'T' ? ' class="ten"' : ''}>${shown}</b><i>${sym}</i>`;
    return `<div class="card s${s} top" data-card="${r}${'CSHD'[s]}" style="left:${x}px;top:${y}px"><span class="ix l">${i}</span><span class="ix r">${i}</span>${mid}</div>`;
  };
  let html = '', y = 4;
  for (const axis of AXES) {
    for (const cw of SHEET_WIDTHS) {
      const ixs = axis === 'h' ? Math.max(13, cw * 0.3) : Math.max(13, cw < 52 ? cw * 0.44 : cw * 0.34);
      const cards = ranks.map((r, k) => card(r, k < 10 ? (cw / 2) % 4 : (k - 10 + cw) % 4, 4 + k * (cw + 4), 0)).join('') + card('K', (cw + 3) % 4, 4 + 13 * (cw + 4), 0);
      html += `<div class="board axis-${axis}" style="position:absolute;left:0;top:${y}px;--cw:${cw}px;--ix:${ixs}px;height:${cw * 1.4}px">${cards}</div>`;
      y += cw * 1.4 + 6;
    }
  }
  return html;
}

/** cascade-face.ts as a page script (it imports nothing): its paintFace on `window.paintFace`. */
async function cascadeFaceScript(): Promise<string> {
  const file = join(ROOT, 'src', 'web', 'celebration', 'cascade-face.ts');
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file);
  return `(() => {${code.replace(/^export /gm, '')}; window.paintFace = paintFace; })();`;
}

/** Puts over each card of the sheet a canvas with its face as the cascade paints it, read off the card as cascade.ts reads its look. */
function paintSheet(): void {
  const paint = (window as unknown as { paintFace: (g: CanvasRenderingContext2D, look: unknown, face: unknown) => void }).paintFace;
  for (const el of document.querySelectorAll<HTMLElement>('.card')) {
    const cs = getComputedStyle(el), ix = el.querySelector<HTMLElement>('.ix')!, mid = el.querySelector<HTMLElement>('.mid')!;
    const w = parseFloat(cs.width), h = parseFloat(cs.height), code = el.dataset.card!;
    const n = 'A23456789TJQK'.indexOf(code[0]!) + 1;
    const look = {
      w, h, ix: parseFloat(getComputedStyle(ix).fontSize), family: cs.fontFamily, courtFamily: mid.classList.contains('court') ? getComputedStyle(mid).fontFamily : "Georgia, 'DejaVu Serif', serif",
      face: cs.backgroundColor, edge: cs.borderTopColor, axis: el.closest('.axis-h') ? 'h' : 'v',
    };
    const face = { n, rank: ix.querySelector('b')!.textContent, sym: ix.querySelector('i')!.textContent, court: n > 10, ten: n === 10, colour: cs.color };
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(w * devicePixelRatio);
    canvas.height = Math.ceil((h + 1) * devicePixelRatio);
    Object.assign(canvas.style, { position: 'absolute', left: el.style.left, top: el.style.top, width: `${w}px`, height: `${h + 1}px` });
    const g = canvas.getContext('2d')!;
    g.scale(devicePixelRatio, devicePixelRatio);
    paint(g, look, face);
    el.style.visibility = 'hidden';
    el.after(canvas);
  }
}

async function main(): Promise<void> {
  const painter = await cascadeFaceScript();
  mkdirSync(OUT, { recursive: true });
  await withServedApp(DIST, async (url, browser) => {
    for (const look of LOOKS) {
      const { context, page } = await scriptPage(browser, { size: { name: 'sheet', width: 2100, height: 1400 } });
      await page.goto(url + 'icon.svg');
      await page.evaluate((s) => localStorage.setItem('solitaire:settings', JSON.stringify(s)), { lang: look.lang, fourcolor: look.fourcolor, speed: 'instant' });
      await openGame(page, url, 'big-ben', '5');
      await facesLoaded(page);
      await page.evaluate((html) => {
        const app = document.querySelector('.app')!;
        app.innerHTML = `<div style="position:relative;background:var(--felt);width:100%;height:100%">${html}</div>`;
      }, sheet(look.lang));
      // In pieces of 1000 px a side, which an image viewer shows at their own size.
      for (const [a, axis] of AXES.entries()) {
        for (const x of [0, 1000]) await page.screenshot({ path: join(OUT, `sheet-${look.name}-${axis}${x ? '-right' : ''}.png`), clip: { x, y: a * sheetPart, width: 1000, height: sheetPart } });
      }
      await page.addScriptTag({ content: painter });
      await page.evaluate(paintSheet);
      for (const [a, axis] of AXES.entries()) {
        for (const x of [0, 1000]) await page.screenshot({ path: join(OUT, `sheet-${look.name}-${axis}${x ? '-right' : ''}-cascade.png`), clip: { x, y: a * sheetPart, width: 1000, height: sheetPart } });
      }
      await context.close();
    }
    for (const [game, deal, moves] of process.argv.includes('--sheet') ? [] : GAMES) {
      const line = solve(startPosition(game, deal), { maxNodes: 5_000_000 }).moves.slice(0, moves);
      for (const size of SIZES) {
        for (const look of LOOKS) {
          const { context, page, errors } = await scriptPage(browser, { size });
          await page.goto(url + 'icon.svg');
          await page.evaluate((s) => localStorage.setItem('solitaire:settings', JSON.stringify(s)), { lang: look.lang, fourcolor: look.fourcolor, speed: 'instant' });
          await openGame(page, url, game, deal);
          await playThrough(page, startPosition(game, deal), line);
          await facesLoaded(page);
          await page.mouse.move(0, 0);
          const file = join(OUT, `${game}-${size.width}x${size.height}-${look.name}.png`);
          await page.screenshot({ path: file });
          await context.close();
          if (errors.length > 0) throw new Error(`${file}: ${errors.join('; ')}`);
          console.log(file);
        }
      }
    }
  });
}

main().catch((e: unknown) => {
  console.error(`faces-screenshots: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
