/**
 * A puzzle's own board: it says which puzzle it is and its rating, offers Give up there (no trip to
 * the list), the solution replays with its own notice (never the prompt to place a card), and once it
 * has played to the end the puzzle stays "solution seen" in the list, after a reload too (never
 * counted solved: the app won it, not the player). Phone in English, desktop in French.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { puzzles } from '../../src/web/data/puzzles.ts';
import { DESKTOP, PHONE, screenshotPath } from './support/browser.ts';
import { drawn, openGame, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();

const lineNotice = (page: Page) => page.locator('.notice.line[data-line]');

async function listState(page: Page, deal: string): Promise<string | null> {
  await page.locator('[data-action="home"]').first().click();
  await page.locator('[data-action="puzzles"]').click();
  return page.locator(`[data-dialog="puzzles"] [data-puzzle="${deal}"]`).getAttribute('data-state');
}

/** The strip fits the screen, clear of the top bar and of the board's cards. */
async function stripFits(page: Page): Promise<void> {
  const strip = await page.locator('.puzzle-bar').boundingBox();
  const bar = await page.locator('header.bar.top').boundingBox();
  const board = await page.locator('[data-board]').boundingBox();
  const width = page.viewportSize()!.width;
  expect(strip && bar && board).toBeTruthy();
  expect(strip!.x).toBeGreaterThanOrEqual(0);
  expect(strip!.x + strip!.width).toBeLessThanOrEqual(width);
  expect(strip!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 0.5);
  expect(board!.y).toBeGreaterThanOrEqual(strip!.y + strip!.height - 0.5);
  const button = await page.locator('[data-action="puzzle-give-up"]').boundingBox();
  expect(button!.height).toBeGreaterThanOrEqual(44);
}

describe('a puzzle on its board', () => {
  it('on a phone: Puzzle 2 · easy, Give up from the board, the whole solution, then "solution seen" kept', async () => {
    const p = puzzles[1]!;
    await withPage({ size: PHONE }, async ({ page }) => {
      await page.clock.install();
      await openGame(page, base(), 'selective-castle', p.deal);
      await expect.poll(() => page.locator('.puzzle-bar .puzzle-name').textContent()).toBe(`Puzzle 2 of ${puzzles.length} · easy`);
      await page.locator('.notice.placing').waitFor();
      await stripFits(page);
      await page.screenshot({ path: screenshotPath('puzzle-board-en-390') });
      await page.locator('[data-action="puzzle-give-up"]').click();
      await page.clock.runFor(2000);
      await expect.poll(() => lineNotice(page).getAttribute('data-line')).toBe('playing');
      expect(await page.locator('.notice.placing').count(), 'no prompt to place a card while the solution places them').toBe(0);
      expect(await page.locator('[data-action="puzzle-give-up"]').count(), 'no Give up while the solution plays').toBe(0);
      await page.screenshot({ path: screenshotPath('puzzle-replay-en-390') });
      const moves = p.line.split(' ').length;
      for (let i = 0; i < moves + 5 && (await lineNotice(page).getAttribute('data-line')) !== 'done'; i++) await page.clock.runFor(1000);
      expect(await lineNotice(page).getAttribute('data-line')).toBe('done');
      expect(await page.locator('[data-message="won"]').count(), 'the app\'s win is no win panel').toBe(0);
      expect(await page.locator('.puzzle-bar').getAttribute('data-state')).toBe('shown');
      await page.screenshot({ path: screenshotPath('puzzle-solution-done-en-390') });
      expect(await listState(page, p.deal)).toBe('shown');
      await page.reload();
      await page.locator('[data-action="puzzles"]').click();
      expect(await page.locator(`[data-puzzle="${p.deal}"]`).getAttribute('data-state'), 'after a reload').toBe('shown');
      await page.locator(`[data-puzzle="${p.deal}"] [data-action="play-puzzle"]`).click();
      await page.locator('.puzzle-bar').waitFor();
      await page.clock.runFor(1000);
      expect(await listState(page, p.deal), 'reopening the replayed board does not count it solved').toBe('shown');
    });
  });

  it('on a desktop in French: Énigme 1 · facile, Abandonner on the board replays the solution from the start', async () => {
    const p = puzzles[0]!;
    await withPage({ size: DESKTOP, locale: 'fr-FR' }, async ({ page }) => {
      await openGame(page, base(), 'selective-castle', p.deal);
      await expect.poll(() => page.locator('.puzzle-bar .puzzle-name').textContent()).toBe(`Énigme 1 sur ${puzzles.length} · facile`);
      await stripFits(page);
      const button = page.locator('[data-action="puzzle-give-up"]');
      expect(await button.textContent()).toBe('Abandonner');
      expect(await button.getAttribute('aria-label')).toBe('Abandonner\u202f: voir la solution');
      await page.screenshot({ path: screenshotPath('puzzle-board-fr-1280') });
      await button.click();
      await page.waitForFunction(() => ((window as unknown as { __solitaire: { record(): string } }).__solitaire.record().match(/\bs-t\d/g) ?? []).length >= 3, null, { timeout: 15_000 });
      expect(await page.locator('.notice.placing').count(), 'no placement prompt during the replay').toBe(0);
      expect(await lineNotice(page).getAttribute('data-line')).toBe('playing');
      expect(await page.locator('.puzzle-bar .state').textContent()).toBe(' · Solution vue');
      await page.screenshot({ path: screenshotPath('puzzle-replay-fr-1280') });
      await page.locator('[data-action="stop-winning-line"]').click();
      expect(await listState(page, p.deal)).toBe('shown');
    });
  });

  it('a Selective Castle deal outside the pack has no puzzle strip', async () => {
    await withPage({ size: PHONE, locale: 'fr-FR' }, async ({ page }) => {
      const outside = Array.from({ length: 200 }, (_, i) => String(i + 1)).find((d) => !puzzles.some((q) => q.deal === d))!;
      await openGame(page, base(), 'selective-castle', outside);
      await waitForBoard(page, startPosition('selective-castle', outside));
      // The title's deal line comes with the strip's code: a strip would be drawn with it. Then a moment more (the window is the check).
      await page.locator('header .deal-no', { hasText: outside }).waitFor();
      await drawn(page);
      await page.waitForTimeout(300);
      expect(await page.locator('.puzzle-bar').count()).toBe(0);
    });
  });
});

describe("a puzzle's board does not jump", () => {
  it('on a phone: the board keeps one height from its first frame, the strip drawn with it', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      // Every frame's board height, from the first frame the board is drawn in.
      await page.addInitScript(() => {
        const heights: number[] = [];
        (window as unknown as { __heights: number[] }).__heights = heights;
        const frame = (): void => {
          const board = document.querySelector('[data-board]');
          if (board) heights.push(Math.round(board.getBoundingClientRect().height));
          if (heights.length < 60) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      await openGame(page, base(), 'selective-castle', puzzles[1]!.deal);
      await page.waitForFunction(() => (window as unknown as { __heights: number[] }).__heights.length >= 60, undefined, { timeout: 20_000 });
      const heights = await page.evaluate(() => (window as unknown as { __heights: number[] }).__heights);
      expect(await page.locator('[data-puzzle-board]').count(), 'the puzzle strip').toBe(1);
      expect(new Set(heights), `the board's height, frame by frame: ${heights.join(' ')}`).toEqual(new Set([heights.at(-1)]));
      expect(await page.locator('[data-puzzle-title]').count(), 'the title names the puzzle').toBe(1);
    });
  });
});
