/**
 * The win celebration: the winning move sets the foundations' cards flying (the win panel waits);
 * a tap on a phone or a key on a desktop ends it at once, the board's cards are back on the
 * foundations and the win panel shows with this game's figures; under reduced motion there is no
 * celebration and the panel shows at once.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/index.ts';
import { DESKTOP, PHONE, screenshotPath } from './support/browser.ts';
import { keyboardMove, openGame, savedGame, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { solve } from './support/search.ts';

const { base, withPage } = useBrowser();
const START = startPosition('citadel', '5');
const LINE = solve(START, 50_000)!;

describe.each([
  { size: PHONE, locale: 'en-US', skip: 'tap', body: /Citadel, deal 5: \d+ moves in/ },
  { size: DESKTOP, locale: 'fr-FR', skip: 'key', body: /Citadelle, donne 5\u202f: \d+ coups en/ },
] as const)('the win celebration at $size.width×$size.height', ({ size, locale, skip, body }) => {
  it(`cascades, ends on a ${skip}, then shows the win panel`, async () => {
    expect(LINE, 'a winning line for Citadel 5').toBeDefined();
    await withPage({ size, locale, motion: 'no-preference', hasTouch: skip === 'tap' }, async ({ page }) => {
      await savedGame(page, base(), 'citadel', '5', LINE.slice(0, -1));
      await openGame(page, base(), 'citadel', '5');
      await keyboardMove(page, LINE.at(-1)!);
      const layer = page.locator('.celebration');
      await layer.waitFor();
      await page.waitForFunction(() => document.querySelectorAll('.celebration .card').length >= 3);
      await page.screenshot({ path: screenshotPath(`celebration-${size.name}`) });
      expect(await page.locator('[data-message="won"]').count(), 'no win panel during the celebration').toBe(0);
      expect(await page.locator('[data-board] [data-pile^="f"][style*="visibility: hidden"]').count(), 'flying cards hidden on the board').toBeGreaterThan(0);
      if (skip === 'tap') await page.touchscreen.tap(size.width / 2, size.height / 2);
      else await page.keyboard.press('Space');
      await layer.waitFor({ state: 'detached' });
      const panel = page.locator('[data-message="won"]');
      await panel.waitFor();
      expect(await panel.locator('p').textContent()).toMatch(body);
      expect(await page.locator('[data-board] [style*="visibility: hidden"]').count(), 'every card back on the board').toBe(0);
      await waitForBoard(page, LINE.reduce(apply, START));
    });
  });
});

describe('the win celebration under reduced motion', () => {
  it('does not run: the win panel shows at once', async () => {
    await withPage({ size: PHONE, motion: 'reduce' }, async ({ page }) => {
      await savedGame(page, base(), 'citadel', '5', LINE.slice(0, -1));
      await openGame(page, base(), 'citadel', '5');
      await keyboardMove(page, LINE.at(-1)!);
      await page.locator('[data-message="won"]').waitFor();
      await page.waitForTimeout(300);
      expect(await page.locator('.celebration').count()).toBe(0);
    });
  });
});
