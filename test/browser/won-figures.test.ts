/**
 * The win panel's figures: after the winning move it shows the game's wins with this one in them,
 * the streak, the best time and the fewest moves, marks a best this game set, and says a first win;
 * at phone and desktop sizes, in English and French, axe clean, within the screen.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audit } from './support/axe.ts';
import { SCREENSHOT_DIR, SIZES } from './support/browser.ts';
import { useBrowser } from './support/fixture.ts';
import { writeStoredStats } from './support/stats.ts';
import { GAME, openSaved, saveOneMoveFromWin, winningLine } from './support/win.ts';

const { base, withPage } = useBrowser();
const LINE = winningLine();

/** Each figure's label and value, as the panel shows them. */
async function figures(page: Page): Promise<Record<string, string>> {
  await page.locator('[data-won-figures]').waitFor();
  return page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll<HTMLElement>('[data-won-figures] [data-figure]')].map((f) => [f.dataset.figure!, f.innerText.replace(/[ \n\t]+/g, ' ').trim()])),
  );
}

/** Whether the panel lies inside the window (nothing to scroll to read it). */
const panelInside = (page: Page) =>
  page.evaluate(() => {
    const r = document.querySelector('[data-message="won"]')!.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  });

describe.each(SIZES)('the win panel at $width×$height', (size) => {
  it('English: this win counted in the figures, the fewest moves marked as this game\'s', async () => {
    await withPage({ size, locale: 'en-US' }, async ({ page }) => {
      await saveOneMoveFromWin(page, base(), LINE, 'played');
      // Four deals played before this one and two won, one of them just before it; the fastest far quicker than this one.
      await writeStoredStats(page, { version: 1, games: { [GAME]: { played: 5, won: 2, currentStreak: 1, bestStreak: 2, bestTimeMs: 30_000, fewestMoves: 400 } } });
      await openSaved(page, base(), LINE);
      await page.keyboard.press('Control+y');
      const won = await figures(page);
      expect(won.won, 'wins').toBe('Won 3 of 5 60%');
      expect(won.streak, 'streak').toBe('Streak 2 best 2');
      expect(won.time, 'best time: the stored one, not this game').toBe('Best time 00:30');
      expect(won.moves, 'fewest moves: this game, marked').toBe(`Fewest moves ${LINE.length} ★ this game`);
      expect(await page.locator('[data-won-first]').count(), 'not a first win').toBe(0);
      expect(await panelInside(page), 'the panel inside the window').toBe(true);
      expect(await audit(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `won-figures-${size.name}-en.png`) });
    });
  });

  it('French: a first win says so, with the figures in French', async () => {
    await withPage({ size, locale: 'fr-FR' }, async ({ page }) => {
      await saveOneMoveFromWin(page, base(), LINE);
      await openSaved(page, base(), LINE);
      await page.keyboard.press('Control+y');
      const won = await figures(page);
      expect(won.won, 'wins').toBe('Gagnées 1 sur 1 100\u202f%');
      expect(won.streak, 'streak').toBe('Série 1 record 1');
      expect(await page.locator('[data-won-first]').textContent(), 'a first win').toBe('Votre première victoire\u202f: Citadelle\u202f!');
      expect(await page.locator('[data-won-best]').count(), 'no best marked on a first win').toBe(0);
      expect(await panelInside(page), 'the panel inside the window').toBe(true);
      expect(await audit(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `won-figures-${size.name}-fr.png`) });
    });
  });
});
