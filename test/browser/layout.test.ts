/**
 * Every game opens from its URL at the three sizes and shows exactly the engine's deal: tableau rows
 * and foundations card for card, the waste top, the Big Ben stock count, Selective Castle's offered
 * card. A screenshot of each is saved to test-output/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/index.ts';
import { openPage, screenshotPath, SIZES } from './support/browser.ts';
import { boardDiff, openGame, readBoard, startPosition } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { cardsOffScreen, clippedTexts, hiddenIndices } from './support/visual.ts';

const { browser, base, withPage } = useBrowser();

/** A different deal per game so the test is not tied to one shuffle. */
const DEALS: Record<string, string> = {
  'big-ben': '617',
  'beleaguered-castle': '11',
  'streets-and-alleys': '8',
  citadel: '5',
  fortress: '1',
  'selective-castle': '42',
  'sham-battle': '2',
};

describe.each(SIZES)('at $width×$height', (size) => {
  it.each(GAME_IDS.map((g) => [g]))('%s opens from its URL with the engine layout', async (game) => {
    const deal = DEALS[game]!;
    await withPage({ size }, async ({ page }) => {
      await openGame(page, base(), game, deal);
      const dom = await readBoard(page);
      expect(boardDiff(dom, startPosition(game, deal))).toEqual([]);
      expect(dom.game).toBe(game);
      expect(dom.deal).toBe(deal);
      expect(dom.status).toBe(game === 'selective-castle' ? 'placing' : 'playing');
      expect(new URL(page.url()).searchParams.get('deal')).toBe(deal);
      // Cards as large as they can be, but never off screen.
      expect(await cardsOffScreen(page), 'cards outside the viewport').toEqual([]);
      expect(await hiddenIndices(page), 'cards whose rank and suit cannot be read').toEqual([]);
      await page.screenshot({ path: screenshotPath(`${game}-${size.name}-${size.width}x${size.height}`), fullPage: true });
    });
  });
});

describe.each(SIZES)('at $width×$height, in both languages', (size) => {
  it('no text in the bars or messages is cut off (long game name, long deal number)', async () => {
    await withPage({ size, checkErrors: false }, async ({ page }) => {
      await openGame(page, base(), 'beleaguered-castle', '1234567890');
      const en = await clippedTexts(page);
      await page.locator('[data-action="settings"]').click();
      await page.locator('[data-setting="lang"]').selectOption('fr');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.documentElement.lang === 'fr');
      const fr = await clippedTexts(page);
      expect([...en, ...fr]).toEqual([]);
    });
  });
});

describe('URLs', () => {
  it('the home page lists the seven games, each a link with a one-line description', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(base());
      const links = page.locator('a[data-game]');
      await links.first().waitFor();
      const ids = await links.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.game));
      expect([...ids].sort()).toEqual([...GAME_IDS].sort());
      for (const id of GAME_IDS) {
        const text = (await page.locator(`a[data-game="${id}"]`).first().innerText()).trim();
        expect(text.length, `${id} link text`).toBeGreaterThan(10);
      }
      await page.screenshot({ path: screenshotPath('home-desktop'), fullPage: true });
    });
  });

  it.each([
    ['an unknown game', '?game=klondike&deal=1'],
    ['a bad deal number', '?game=citadel&deal=banana'],
    ['a deal number past the largest', '?game=citadel&deal=100000000000000000000'],
  ])('%s in the URL gives a clear message, no crash', async (_what, query) => {
    const { context, page, errors } = await openPage(browser());
    try {
      await page.goto(base() + query);
      const alert = page.locator('[role="alert"]');
      await alert.first().waitFor({ state: 'visible' });
      expect((await alert.first().innerText()).trim().length).toBeGreaterThan(5);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
