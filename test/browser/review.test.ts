/**
 * The game review in the real app: a lost game whose losing move is known (the solver's winning line
 * for k moves, then a move the solver proves loses, then play until no move is left), opened from its
 * link; the review names move k + 1 in words, steps the board to before it (Redo walking the game on),
 * and brings the game back. Three castle games and Big Ben, phone and desktop, both languages, axe clean.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, makeMove, status, type GameId } from '../../src/engine/index.ts';
import { positionAt } from '../../src/web/state/winnable.ts';
import { lostGame, type LostGame } from '../solver/support/lost-game.ts';
import { audit } from './support/axe.ts';
import { DESKTOP, PHONE, type Size } from './support/browser.ts';
import { appPosition, clickAction, setSetting, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();

const link = (g: LostGame): string => `?game=${g.game}&deal=${g.deal}&moves=${g.moves.map(makeMove).join('+')}`;

/** The review's verdict once it is given (the solver's answers come from the worker as they are found). */
async function reviewVerdict(page: Page): Promise<{ key: string; text: string }> {
  const said = page.locator('[data-dialog="review"] [data-review-verdict]');
  await said.waitFor({ timeout: 60_000 });
  return { key: (await said.getAttribute('data-review-verdict')) ?? '', text: await said.innerText() };
}

const CASES: readonly { game: GameId; size: Size; lang: 'en' | 'fr'; from: 'menu' | 'lost-bar' }[] = [
  { game: 'beleaguered-castle', size: DESKTOP, lang: 'en', from: 'lost-bar' },
  { game: 'streets-and-alleys', size: PHONE, lang: 'fr', from: 'menu' },
  { game: 'fortress', size: DESKTOP, lang: 'fr', from: 'lost-bar' },
  { game: 'big-ben', size: PHONE, lang: 'en', from: 'menu' },
];

describe('the game review names the move that lost the game', () => {
  for (const c of CASES) {
    it(`${c.game}, ${c.size.name}, ${c.lang}: move k + 1, the board before it, Redo, and back to the game`, async () => {
      const g = lostGame(c.game);
      const phone = c.size === PHONE;
      await withPage({ size: c.size, hasTouch: phone, isMobile: phone, locale: c.lang === 'fr' ? 'fr-FR' : 'en-US' }, async ({ page }) => {
        await page.goto(base() + link(g));
        const end = g.moves.reduce(apply, g.start);
        await waitForBoard(page, end);
        await page.locator('[data-message="lost"]').waitFor();
        if (c.from === 'lost-bar') {
          const more = page.locator('[data-action="lost-more"]');
          if (await more.isVisible()) await more.click();
          await page.locator('[data-action="review-game"]').click();
        } else await clickAction(page, 'review');
        const said = await reviewVerdict(page);
        expect(said.key).toBe('losing');
        const n = g.k + 1;
        expect(said.text).toMatch(c.lang === 'fr' ? new RegExp(`^Le coup ${n}, .+, a perdu la partie\\. Juste avant, .+ gagnait encore\\.$`) : new RegExp(`^Move ${n}, .+, lost the game\\. Before it, .+ still won\\.$`));
        // The timeline: winnable through position k, lost from k + 1, each in its cell.
        const cells = page.locator('[data-dialog="review"] .review-timeline [data-verdict]');
        await expect.poll(() => cells.count()).toBe(g.moves.length + 1);
        expect(await cells.nth(g.k).getAttribute('data-verdict')).toBe('won');
        expect(await cells.nth(n).getAttribute('data-verdict')).toBe('impossible');
        if (c.game === 'big-ben') {
          await expect.poll(() => page.locator('[data-dialog="review"]').innerText()).toMatch(/know the cards still in the stock/);
          await page.locator('[data-review-hint]').waitFor({ timeout: 60_000 });
        }
        expect(await audit(page)).toEqual([]);
        // To before the losing move: the board as it was then, the game's next move left to Redo.
        await page.locator('[data-action="review-go"]').click();
        await waitForBoard(page, positionAt(g.start, g.moves, g.k));
        await expect.poll(() => page.locator('.notice.hint').innerText()).toMatch(c.lang === 'fr' ? /^Avant le coup \d+\./ : /^Before move \d+\./);
        await clickAction(page, 'redo');
        await waitForBoard(page, positionAt(g.start, g.moves, n));
        // Back to the game as it ended, from the review (its answers kept: no search again).
        await clickAction(page, 'review');
        await reviewVerdict(page);
        await page.locator('[data-action="review-back"]').click();
        await waitForBoard(page, end);
      });
    });
  }

  it('a winning line from before the losing move plays on the board to a win (Beleaguered Castle, desktop)', async () => {
    const g = lostGame('beleaguered-castle');
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await page.goto(base() + link(g));
      await page.locator('[data-message="lost"]').waitFor();
      await setSetting(page, 'speed', 'instant');
      await clickAction(page, 'review');
      await reviewVerdict(page);
      await page.locator('[data-action="review-line"]').click();
      // The player's first k moves at once, then the solver's line from there, move by move, to a win.
      await page.locator('.notice.line[data-line="done"]').waitFor({ timeout: 120_000 });
      expect(status(await appPosition(page))).toBe('won');
    });
  });
});
