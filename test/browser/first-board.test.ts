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
import { clickAction, gameUrl, openGame } from './support/board.ts';
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
      await openGame(page, base(), 'citadel', '5');
      await page.waitForLoadState('networkidle');
      expect(await startingTheWorker(scripts), 'scripts of the first board that start the solver').toEqual([]);
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
