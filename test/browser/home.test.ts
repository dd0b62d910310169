/**
 * Home: every game drawn as a miniature of its layout (the game in progress when there is one), a
 * Continue entry for each game in progress with how far it got, and today's deal of each game with
 * its state; nothing overflows at the three sizes in either language.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, makeCard, type GameId, type Position } from '../../src/engine/index.ts';
import { screenshotPath, SIZES, PHONE } from './support/browser.ts';
import { appPosition, clickAction, dragMove, openGame, startPosition } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { overflowAndOverlap } from './support/page-fit.ts';
import { quietMove } from './support/moves.ts';

const { base, withPage } = useBrowser();

async function homeReady(page: Page): Promise<void> {
  await page.locator('a[data-game] svg[data-mini]').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-daily-home]:not([data-daily-state="loading"])').length === 7);
}

/** The tableau rows a miniature shows, card by card. */
async function miniRows(page: Page, selector: string): Promise<string[][]> {
  return page.$$eval(`${selector} [data-mini-pile^="t"]`, (gs) =>
    gs.sort((a, b) => Number(a.getAttribute('data-mini-pile')!.slice(1)) - Number(b.getAttribute('data-mini-pile')!.slice(1))).map((g) => [...g.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card')!)),
  );
}
const rows = (pos: Position): string[][] => pos.tableau.map((r) => r.map(makeCard));

async function play(page: Page, game: GameId, deal: string): Promise<Position> {
  await openGame(page, base(), game, deal);
  await dragMove(page, quietMove(startPosition(game, deal)));
  await page.waitForFunction(() => document.querySelector('[data-moves]')?.textContent === '1');
  return appPosition(page);
}

describe('home', () => {
  it('draws every game, continues each game in progress with how far it got, and lists today’s deals', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      await page.goto(base());
      await homeReady(page);
      expect(await page.locator('[data-continue]').count()).toBe(0);
      for (const g of GAME_IDS) expect(await miniRows(page, `a[data-game="${g}"]`), g).toEqual(rows(startPosition(g, '1')));
      const states = await page.$$eval('[data-daily-home]', (ls) => ls.map((l) => [l.getAttribute('data-daily-home'), l.getAttribute('data-daily-state')]));
      expect(states.sort()).toEqual(GAME_IDS.map((g) => [g, 'new']).sort());

      const citadel = await play(page, 'citadel', '5');
      const fortress = await play(page, 'fortress', '3');
      await clickAction(page, 'home');
      await homeReady(page);
      // The last played first, each with its moves and cards home, drawn as it stands.
      expect(await page.$$eval('[data-continue]', (as) => as.map((a) => a.getAttribute('data-continue')))).toEqual(['fortress', 'citadel']);
      const home = (p: Position): number => p.foundations.reduce((n, f) => n + f.length, 0);
      expect(await page.locator('[data-continue="citadel"]').textContent()).toContain(`1 move · ${home(citadel)} of 52 cards home`);
      expect(await miniRows(page, '[data-continue="citadel"]')).toEqual(rows(citadel));
      expect(await miniRows(page, 'a[data-game="fortress"]')).toEqual(rows(fortress));

      // Today's deal of Citadel, begun: Home says so.
      await page.locator('[data-daily-play="citadel"]').click();
      await page.locator('[data-board] [data-card]').first().waitFor();
      const deal = new URL(page.url()).searchParams.get('deal')!;
      await dragMove(page, quietMove(startPosition('citadel', deal)));
      await page.waitForFunction(() => document.querySelector('[data-moves]')?.textContent === '1');
      await clickAction(page, 'home');
      await page.locator('[data-daily-home="citadel"][data-daily-state="begun"]').waitFor();
      expect(await page.locator('[data-daily-home="citadel"]').textContent()).toContain(`Deal ${deal}: begun`);
    });
  });

  describe.each(SIZES)('at $width×$height', (size) => {
    it.each([['en', 'en-US'], ['fr', 'fr-FR']] as const)('%s: nothing overflows or overlaps', async (lang, locale) => {
      await withPage({ size, locale }, async ({ page }) => {
        await play(page, 'beleaguered-castle', '11');
        await clickAction(page, 'home');
        await homeReady(page);
        const faults = await overflowAndOverlap(page, '.home-main', 'h2, p, .game-name, .blurb, .continue-title, button, .rules-link, .home-mini');
        expect(faults).toEqual([]);
        await page.screenshot({ path: screenshotPath(`home-${lang}-${size.name}`) });
        await page.locator('#home-daily').scrollIntoViewIfNeeded();
        await page.screenshot({ path: screenshotPath(`home-${lang}-${size.name}-daily`) });
      });
    });
  });
});
