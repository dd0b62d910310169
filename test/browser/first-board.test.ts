/**
 * What the first board leaves for later (issue 17's budget: load what a feature needs when the
 * player first uses it): the solver's client, the code that starts its worker, comes with the first
 * hint, not with the board. And what it waits for: every script and stylesheet it has is asked for
 * by index.html (its parser, or its inline script's preloads), none by the app's code once it runs,
 * which would put one request after another before the first board.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from './support/browser.ts';
import { apply } from '../../src/engine/index.ts';
import { clickAction, gameUrl, moveCount, openGame, sourcePile, startPosition, tapCard, topCard, waitForBoard } from './support/board.ts';
import { quietMove } from './support/moves.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();

/** The first card of a board, or Home's list of games: what the first screen has drawn. */
const FIRST_CARD = '[data-board] [data-card]', HOME = '.home-main';

/** Set before any page script: the files the page has received when `drawn` is first in the page. */
const filesAtFirstDraw = (drawn: string): string => `
  new MutationObserver((_, obs) => {
    if (!document.querySelector(${JSON.stringify(drawn)})) return;
    window.__filesAtFirstCard = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
    obs.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * Set before any page script: the files index.html asks for, read from its elements (its parser's,
 * and the preloads its inline script adds) the moment it has been parsed, before the app's code runs
 * (module scripts run after the 'interactive' state): nothing the app's code asks for is among them.
 */
const FILES_FROM_HTML = `
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    window.__filesFromHtml = [...document.querySelectorAll('script[src], link[href]')].map((e) => new URL(e.src || e.href).pathname);
  });
`;

/**
 * Opens `url` and gives the scripts and stylesheets index.html asks for, and the ones the page had
 * received when `drawn` (the first card) appeared.
 */
async function firstBoardFiles(page: Page, url: string, drawn = FIRST_CARD): Promise<{ fromHtml: string[]; atFirstCard: string[] }> {
  const code = (path: string): boolean => /\.(js|css)$/.test(path);
  await page.addInitScript(FILES_FROM_HTML);
  await page.addInitScript(filesAtFirstDraw(drawn));
  await page.goto(url);
  await page.locator(drawn).first().waitFor();
  const { fromHtml, atFirstCard } = await page.evaluate(() => {
    const w = window as unknown as { __filesFromHtml: string[]; __filesAtFirstCard: string[] };
    return { fromHtml: w.__filesFromHtml, atFirstCard: w.__filesAtFirstCard };
  });
  // The service worker's registration (main.tsx) is asked for after the load event and no draw waits
  // on it, but on a slow run the load event comes before the first draw (CI at a01d54c, Home's).
  return { fromHtml: fromHtml.filter(code), atFirstCard: atFirstCard.filter((p) => code(p) && !/\/virtual_pwa-register-[\w-]+\.js$/.test(p)) };
}

/** The JavaScript the page has received so far, by path, with its text. */
function scriptsReceived(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (r: Response) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.js')) scripts.set(path, r.text().catch(() => '')); // a body still on its way when the page closes
  });
  return scripts;
}

/** The scripts that name the solver's worker file (the client that starts it). */
async function startingTheWorker(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const out: string[] = [];
  for (const [path, text] of scripts) if (/\/worker-[\w-]+\.js/.test(await text)) out.push(path);
  return out;
}

describe('the first board', () => {
  it('carries no solver client; the first hint fetches it and gets its answer', async () => {
    await withPage({ size: PHONE, isMobile: true, hasTouch: true }, async ({ page }) => {
      const scripts = scriptsReceived(page);
      // The scripts the first board waited on, read from the server. Not those of a later quiet moment:
      // once the page is quiet, the deal's rating (rating/ask.ts) fetches the solver's client by itself.
      const { atFirstCard } = await firstBoardFiles(page, gameUrl(base(), 'citadel', 5));
      const board = new Map(atFirstCard.filter((p) => p.endsWith('.js')).map((p) => [p, page.request.get(new URL(p, base()).href).then((r) => r.text())] as const));
      expect(board.size, 'the first board has scripts').toBeGreaterThan(0);
      expect(await startingTheWorker(board), 'scripts of the first board that start the solver').toEqual([]);
      await clickAction(page, 'hint');
      await page.waitForFunction(() => /^Hint:/.test(document.getElementById('announcer')?.textContent?.trim() ?? ''), null, { timeout: 20_000 });
      expect(await startingTheWorker(scripts)).toHaveLength(1);
    });
  });

  for (const [game, deal, locale] of [['citadel', 5, 'en-US'], ['citadel', 5, 'fr-FR'], ['selective-castle', 1, 'en-US']] as const) {
    it(`waits on no file that the app's code asks for: ${game} ${deal}, ${locale}`, async () => {
      await withPage({ size: PHONE, isMobile: true, hasTouch: true, locale }, async ({ page }) => {
        const { fromHtml, atFirstCard } = await firstBoardFiles(page, gameUrl(base(), game, deal));
        expect(atFirstCard.filter((p) => /\/app-[\w-]+\.js$/.test(p)), 'the app chunk').toHaveLength(1);
        expect(atFirstCard.filter((p) => !fromHtml.includes(p)), 'files of the first board that index.html did not ask for').toEqual([]);
      });
    });
  }

  it("Home at an address with no game waits on no file that the app's code asks for", async () => {
    await withPage({ size: PHONE, isMobile: true, hasTouch: true }, async ({ page }) => {
      const { fromHtml, atFirstCard } = await firstBoardFiles(page, base(), HOME);
      expect(atFirstCard.filter((p) => /\/Home-[\w-]+\.(js|css)$/.test(p)), "Home's chunk and stylesheet").toHaveLength(2);
      expect(atFirstCard.filter((p) => !fromHtml.includes(p)), 'files of Home that index.html did not ask for').toEqual([]);
    });
  });

  it("carries no Home page: Home's code comes with an address that opens Home", async () => {
    const homeCode = async (page: Page, url: string, drawn: string): Promise<string[]> => {
      const scripts = scriptsReceived(page);
      const { atFirstCard } = await firstBoardFiles(page, url, drawn);
      const out: string[] = [];
      for (const path of atFirstCard) if (path.endsWith('.js') && (await scripts.get(path))?.includes('home-main')) out.push(path);
      return out;
    };
    await withPage({ size: PHONE, isMobile: true, hasTouch: true }, async ({ page }) => {
      expect(await homeCode(page, gameUrl(base(), 'citadel', 5), FIRST_CARD), "the board's scripts that draw Home").toEqual([]);
    });
    await withPage({ size: PHONE, isMobile: true, hasTouch: true }, async ({ page }) => {
      expect(await homeCode(page, base(), HOME), "Home's own scripts").toHaveLength(1);
    });
  });
});

// Issue 36, item 11: the chunks fetched ahead (about 25 KB) arrived and ran while the player's first
// taps waited, about a second on a phone. They wait now until the player's hands have been off the page a moment.
describe('fetching ahead', () => {
  // The chunks prefetch.ts fetches ahead, by the names the build gives them.
  const AHEAD = /\/(SettingsDialog|StatsDialog|DealDialog|Home|GameMenu|ask-hint|keys|GameEnd|controls)-[\w-]+\.js$/;
  it('starts no fetch ahead while the player taps, and fetches once they stop (390×844, touch)', async () => {
    await withPage({ size: PHONE, isMobile: true, hasTouch: true }, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __taps: number[] };
        w.__taps = [];
        addEventListener('pointerdown', () => w.__taps.push(performance.now()), { capture: true });
      });
      const start = startPosition('citadel', '5');
      await openGame(page, base(), 'citadel', '5');
      const move = quietMove(start);
      await tapCard((await topCard(page, sourcePile(move)))!);
      await waitForBoard(page, apply(start, move));
      // Undo and Redo, tap after tap, at least four taps and until the page has been loaded two seconds (a
      // fetch ahead used to start a second after the load; on a loaded machine two seconds may hold only two taps).
      const loadedFor = (): Promise<number> => page.evaluate(() => performance.now() - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
      for (let n = 1; n <= 4 || (await page.evaluate(() => document.readyState)) !== 'complete' || (await loadedFor()) < 2000; n++) {
        await page.locator(`[data-action="${n % 2 ? 'undo' : 'redo'}"]:visible`).tap();
        await expect.poll(() => moveCount(page)).toBe(n % 2 ? 0 : 1);
      }
      // Once the taps stop, the chunks come.
      await page.waitForFunction((re) => performance.getEntriesByType('resource').some((e) => new RegExp(re).test(new URL(e.name).pathname)), AHEAD.source, { timeout: 15_000 });
      const { taps, ahead } = await page.evaluate((re) => ({
        taps: (window as unknown as { __taps: number[] }).__taps,
        ahead: performance.getEntriesByType('resource').filter((e) => new RegExp(re).test(new URL(e.name).pathname)).map((e) => ({ file: new URL(e.name).pathname, at: e.startTime })),
      }), AHEAD.source);
      // Each fetch ahead starts a second or more after the tap before it (prefetch.ts's QUIET_MS; a slow
      // run may leave such a gap between two taps, and then a fetch may come between them).
      const soon = ahead.flatMap((a) => {
        const tap = Math.max(...taps.filter((x) => x <= a.at));
        return a.at - tap < 990 ? [`${a.file} at ${Math.round(a.at)} ms, ${Math.round(a.at - tap)} ms after a tap`] : [];
      });
      expect(taps.length, 'taps').toBeGreaterThan(3);
      expect(soon, 'fetched ahead while the player tapped').toEqual([]);
    });
  });
});
