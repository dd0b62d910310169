/**
 * Selective Castle puzzles as a player meets them: Home → the puzzle list (30 or more, easy to hard);
 * Play opens the deal at its start and marks it tried; giving up replays its proven solution from the
 * start and marks it seen; a win marks it solved, shown in the list and its count. Phone in English,
 * desktop in French.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, parseMove, type Move } from '../../src/engine/index.ts';
import { puzzles } from '../../src/web/data/puzzles.ts';
import { DESKTOP, PHONE } from './support/browser.ts';
import { keyboardMove, savedGame, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();
const movesOf = (line: string): Move[] => line.split(' ').map((t) => (parseMove(t) as { value: Move }).value);

async function openList(page: Page): Promise<void> {
  await page.locator('[data-action="puzzles"]').click();
  await page.locator('[data-dialog="puzzles"] [data-puzzle]').first().waitFor();
}

const record = (page: Page): Promise<string> => page.evaluate(() => (window as unknown as { __solitaire: { record(): string } }).__solitaire.record());

describe('Selective Castle puzzles', () => {
  it('on a phone: the list, Play, then Give up replays the solution', async () => {
    const first = puzzles[0]!;
    await withPage({ size: PHONE }, async ({ page }) => {
      await page.goto(base());
      await openList(page);
      const shown = await page.locator('[data-puzzle]').evaluateAll((els) => els.map((e) => ({ deal: (e as HTMLElement).dataset.puzzle!, wins: Number((e as HTMLElement).dataset.wins) })));
      expect(shown.length).toBeGreaterThanOrEqual(30);
      expect(shown).toEqual(puzzles.map((p) => ({ deal: p.deal, wins: p.wins })));
      expect(await page.locator(`[data-puzzle="${first.deal}"] [data-action="puzzle-solution"]`).count(), 'no solution before trying').toBe(0);
      await page.locator(`[data-puzzle="${first.deal}"] [data-action="play-puzzle"]`).click();
      await page.locator('[data-board] [data-card]').first().waitFor();
      await waitForBoard(page, startPosition('selective-castle', first.deal));
      await page.locator('[data-action="home"]').first().click();
      await openList(page);
      expect(await page.locator(`[data-puzzle="${first.deal}"]`).getAttribute('data-state')).toBe('tried');
      await page.locator(`[data-puzzle="${first.deal}"] [data-action="puzzle-solution"]`).click();
      await page.waitForFunction(() => ((window as unknown as { __solitaire: { record(): string } }).__solitaire.record().match(/\bs-t\d/g) ?? []).length >= 3, null, { timeout: 15_000 });
      const played = (await record(page)).match(/\bs-t\d\b/g)!.slice(0, 3);
      expect(played).toEqual(first.line.split(' ').slice(0, 3));
      await page.locator('[data-action="home"]').first().click();
      await openList(page);
      expect(await page.locator(`[data-puzzle="${first.deal}"]`).getAttribute('data-state')).toBe('shown');
    });
  });

  it('on a desktop in French: a win marks the puzzle solved', async () => {
    const p = puzzles[1]!;
    const line = movesOf(p.line);
    await withPage({ size: DESKTOP, locale: 'fr-FR' }, async ({ page }) => {
      await savedGame(page, base(), 'selective-castle', p.deal, line.slice(0, -1));
      await page.goto(base());
      await openList(page);
      expect(await page.locator('.puzzles-count').textContent()).toBe(`0 sur ${puzzles.length} résolues`);
      await page.locator(`[data-puzzle="${p.deal}"] [data-action="play-puzzle"]`).click();
      const start = startPosition('selective-castle', p.deal);
      await waitForBoard(page, line.slice(0, -1).reduce(apply, start));
      await keyboardMove(page, line.at(-1)!);
      await page.locator('[data-message="won"]').waitFor();
      await page.locator('[data-message="won"] .act', { hasText: 'Accueil' }).click();
      await openList(page);
      expect(await page.locator(`[data-puzzle="${p.deal}"]`).getAttribute('data-state')).toBe('solved');
      expect(await page.locator('.puzzles-count').textContent()).toBe(`1 sur ${puzzles.length} résolues`);
    });
  });

  // Issue 36, item 8: the panel had only New deal, which left the pack for a random deal without a word.
  it.each([
    { size: PHONE, locale: 'en-US', next: 'Next puzzle (3)', list: 'All puzzles', newDeal: 'New deal' },
    { size: DESKTOP, locale: 'fr-FR', next: 'Énigme suivante (3)', list: 'Toutes les énigmes', newDeal: 'Nouvelle donne' },
  ])('$size.name, $locale: a solved puzzle\'s win panel leads on to the next puzzle and the list, not to a random deal', async ({ size, locale, next, list, newDeal }) => {
    const [p, after] = [puzzles[1]!, puzzles[2]!];
    const line = movesOf(p.line);
    await withPage({ size, locale }, async ({ page }) => {
      await savedGame(page, base(), 'selective-castle', p.deal, line.slice(0, -1));
      await page.goto(`${base()}?game=selective-castle&deal=${p.deal}`);
      await waitForBoard(page, line.slice(0, -1).reduce(apply, startPosition('selective-castle', p.deal)));
      await keyboardMove(page, line.at(-1)!);
      const panel = page.locator('[data-message="won"]');
      await panel.locator('[data-action="next-puzzle"]').waitFor();
      expect(await panel.locator('.message-buttons .act').allInnerTexts()).not.toContain(newDeal);
      expect(await panel.locator('[data-action="next-puzzle"]').innerText()).toBe(next);
      const place = locale === 'fr-FR' ? `Énigme 2 sur ${puzzles.length} résolue · 1 sur ${puzzles.length} en tout` : `Puzzle 2 of ${puzzles.length} solved · 1 of ${puzzles.length} in all`;
      await expect.poll(() => panel.locator('[data-won-context]').innerText(), { message: 'the win panel says the puzzle\'s place in the pack' }).toBe(place);
      await panel.locator('[data-action="puzzle-list"]', { hasText: list }).click();
      await page.locator(`[data-dialog="puzzles"] [data-puzzle="${p.deal}"][data-state="solved"]`).waitFor();
      await page.keyboard.press('Escape');
      await page.locator('[data-dialog="puzzles"]').waitFor({ state: 'detached' });
      await panel.locator('[data-action="next-puzzle"]').click();
      await waitForBoard(page, startPosition('selective-castle', after.deal));
      expect(new URL(page.url()).searchParams.get('deal')).toBe(after.deal);
      await page.locator(`[data-puzzle-board="${after.deal}"][data-state="tried"]`).waitFor();
    });
  });
});
