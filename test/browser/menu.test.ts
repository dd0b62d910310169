/**
 * The game menu (issue 17): one toolbar button opens Share, Restart, Deal number, Rules and
 * Statistics. A menu button as ARIA describes it, driven by keys (Enter, arrows, Home, End, Esc,
 * Tab) and by taps (a tap elsewhere closes it); what an item opens gives the focus back to the
 * button. Open, it fits every size in both languages with nothing on anything else.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SIZES } from './support/browser.ts';
import { gameUrl, openGame, savedGame, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { readGeometry } from './support/geometry.ts';
import { solve } from './support/search.ts';
import { apply } from '../../src/engine/index.ts';

const { base, withPage } = useBrowser();
const ITEMS = ['share', 'restart', 'enter-deal', 'review', 'rules', 'stats'];

const focused = (page: Page): Promise<string | null> => page.evaluate(() => document.activeElement?.getAttribute('data-action') ?? null);
const expanded = (page: Page): Promise<string | null> => page.locator('[data-action="menu"]').getAttribute('aria-expanded');

describe('the game menu', () => {
  it('by keyboard: Enter opens it on Share, arrows, Home and End move, Esc and Tab close it on its button; Up opens it on the last item (desktop)', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      const button = page.locator('[data-action="menu"]');
      expect(await button.getAttribute('aria-haspopup')).toBe('menu');
      expect(await expanded(page)).toBe('false');
      // Shift+Tab from the board's first pile reaches the bar's last control: the menu button.
      await page.locator('[data-board] [data-pile-slot]').first().focus();
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toBe('menu');
      await page.keyboard.press('Enter');
      await page.locator('[role="menu"]').waitFor();
      expect(await expanded(page)).toBe('true');
      expect(await page.locator('[role="menu"] [role="menuitem"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')))).toEqual(ITEMS);
      expect(await page.locator('[role="menu"]').getAttribute('aria-labelledby')).toBe(await button.getAttribute('id'));
      expect(await focused(page)).toBe('share');
      await page.keyboard.press('ArrowDown');
      expect(await focused(page)).toBe('restart');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      expect(await focused(page), 'Up from the first item wraps to the last').toBe('stats');
      await page.keyboard.press('Home');
      expect(await focused(page)).toBe('share');
      await page.keyboard.press('End');
      expect(await focused(page)).toBe('stats');
      await page.keyboard.press('Escape');
      await page.locator('[role="menu"]').waitFor({ state: 'detached' });
      expect(await focused(page)).toBe('menu');
      expect(await expanded(page)).toBe('false');
      await page.keyboard.press('ArrowUp');
      await page.locator('[role="menu"]').waitFor();
      expect(await focused(page)).toBe('stats');
      await page.keyboard.press('Tab');
      await page.locator('[role="menu"]').waitFor({ state: 'detached' });
      expect(await focused(page)).toBe('menu');
      // Statistics by keys: its dialog opens, and Esc gives the focus back to the menu button.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.locator('[data-dialog="stats"]').waitFor();
      expect(await page.locator('[role="menu"]').count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.locator('[data-dialog="stats"]').waitFor({ state: 'detached' });
      expect(await focused(page)).toBe('menu');
    });
  });

  it('by taps: Deal number opens its dialog, a tap on the board closes the menu, Restart and Review are off before a move (390×844, French)', async () => {
    await withPage({ size: PHONE, locale: 'fr-FR', hasTouch: true }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      const button = page.locator('[data-action="menu"]');
      await button.tap();
      const menu = page.locator('[role="menu"]');
      await menu.waitFor();
      expect(await menu.locator('[role="menuitem"]').allInnerTexts()).toEqual(['Partager', 'Rejouer', 'N° de donne', 'Analyser la partie', 'Règles', 'Statistiques']);
      expect(await menu.locator('[data-action="restart"]').getAttribute('aria-disabled')).toBe('true');
      // Nothing to review before a move either.
      expect(await menu.locator('[data-action="review"]').getAttribute('aria-disabled')).toBe('true');
      await menu.locator('[data-action="restart"]').tap({ force: true });
      expect(await menu.count(), 'a disabled item leaves the menu open').toBe(1);
      // A tap on the felt, away from the menu, closes it.
      const table = (await page.locator('main.table').boundingBox())!;
      await page.touchscreen.tap(table.x + table.width / 2, table.y + table.height - 80);
      await menu.waitFor({ state: 'detached' });
      expect(await expanded(page)).toBe('false');
      await button.tap();
      await menu.locator('[data-action="enter-deal"]').tap();
      await page.locator('[data-dialog="deal"] [data-input="deal"]').fill('617');
      await page.locator('[data-dialog="deal"] [data-submit="deal"]').tap();
      await waitForBoard(page, startPosition('citadel', '617'));
    });
  });

  it.each(['en', 'fr'] as const)('the deal number box takes the typing at once (%s): 42, then Enter, plays deal 42', async (lang) => {
    await withPage({ size: DESKTOP, locale: lang === 'fr' ? 'fr-FR' : 'en-US' }, async ({ page }) => {
      await page.goto(gameUrl(base(), 'citadel', 5));
      await waitForBoard(page, startPosition('citadel', '5'));
      await page.locator('[data-action="menu"]').click();
      await page.locator('[data-action="enter-deal"]').click();
      await page.locator('[data-dialog="deal"]').waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-input')), 'the focus is in the box').toBe('deal');
      await page.keyboard.type('42');
      await page.keyboard.press('Enter');
      await waitForBoard(page, startPosition('citadel', '42'));
      expect(await page.locator('[data-dialog="deal"]').count()).toBe(0);
    });
  });

  const line = solve(startPosition('fortress', '3'))!;
  const middle = line.slice(0, Math.floor(line.length / 2));
  it.each(SIZES.flatMap((size) => (['en', 'fr'] as const).map((lang) => ({ size, lang }))))('open in the middle of a game at $size.width×$size.height in $lang: inside the screen, nothing on anything else', async ({ size, lang }) => {
    await withPage({ size, hasTouch: size.width < 1000 }, async ({ page }) => {
      await savedGame(page, base(), 'fortress', '3', middle);
      await page.evaluate((l) => localStorage.setItem('solitaire:settings', JSON.stringify({ lang: l })), lang);
      await openGame(page, base(), 'fortress', '3');
      await waitForBoard(page, middle.reduce(apply, startPosition('fortress', '3')));
      const closed = await readGeometry(page);
      await page.locator('[data-action="menu"]').click();
      await page.locator('[role="menu"] [data-action="stats"]').waitFor();
      const open = await readGeometry(page);
      expect(open.faults).toEqual([]);
      expect(open.board, 'the board stays where it was').toEqual(closed.board);
      const items = await page.locator('[role="menuitem"]').evaluateAll((els) => els.map((e) => ({ w: e.scrollWidth, cw: e.clientWidth, text: e.textContent })));
      expect(items.filter((i) => i.w > i.cw).map((i) => i.text), 'labels cut off').toEqual([]);
    });
  });
});
