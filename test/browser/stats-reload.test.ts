/**
 * A result is never lost nor counted twice when the page goes right after the winning move (issue 34
 * item 1): the page is reloaded in the very task that played the win, twenty times over, or the tab
 * is closed; each win is counted once. Before the outbox, the save said "won" at once while the
 * statistics' transaction had not committed, and the reload lost the win.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.ts';
import { gameUrl } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { waitForStats } from './support/stats.ts';
import { DEAL, GAME, openSaved, saveOneMoveFromWin, settledStats, winningLine, winThen, wonOnBoard } from './support/win.ts';

const { base, withPage } = useBrowser();

const ROUNDS = 20;

describe('a win as the page goes', () => {
  it(`reloaded in the task of the winning move, ${ROUNDS} times: every win counted, once`, async () => {
    const line = winningLine();
    await withPage({ size: DESKTOP }, async ({ page }) => {
      for (let round = 1; round <= ROUNDS; round++) {
        await saveOneMoveFromWin(page, base(), line);
        await openSaved(page, base(), line);
        expect(await winThen(page, true), 'the winning move was played and saved before the reload').toBe('won');
        await page.waitForLoadState();
        await wonOnBoard(page);
        await waitForStats(page, (s) => (s?.games[GAME]?.won ?? 0) >= round, 15_000).catch((e: Error) => {
          throw new Error(`round ${round}: ${e.message}`);
        });
        expect(await settledStats(page), `round ${round}`).toMatchObject({ played: round, won: round, currentStreak: round });
      }
    });
  });

  it('a result one tab wrote but could not take out of the outbox (closed between the two) is not counted again by another tab', async () => {
    await withPage({ size: DESKTOP }, async ({ context, page }) => {
      await page.goto(base() + 'icon.svg');
      await page.evaluate(() => {
        const entry = { id: 'left-by-a-closed-tab', at: Date.now(), seq: 0, event: { game: 'citadel', deal: '5', started: true, leftUnfinished: false, result: 'won', timeMs: 60_000, moves: 55 } };
        localStorage.setItem(`solitaire:stats-outbox:${entry.id}`, JSON.stringify(entry));
      });
      // This tab writes the result and then goes before taking it out of the outbox.
      await page.addInitScript(() => {
        const remove = Storage.prototype.removeItem;
        Storage.prototype.removeItem = function (this: Storage, key: string) {
          if (!key.startsWith('solitaire:stats-outbox:')) remove.call(this, key);
        };
      });
      await page.goto(base());
      await waitForStats(page, (s) => (s?.games[GAME]?.won ?? 0) >= 1);
      expect(await page.evaluate(() => localStorage.getItem('solitaire:stats-outbox:left-by-a-closed-tab'))).not.toBeNull();
      await page.close();
      // Another tab replays it at its boot: the file has its id, so nothing changes, and it leaves the outbox.
      const other = await context.newPage();
      await other.goto(base());
      expect(await settledStats(other)).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
    });
  });

  it('the tab closed right after the winning move: the next visit counts the win, once', async () => {
    const line = winningLine();
    await withPage({ size: DESKTOP }, async ({ context, page }) => {
      await saveOneMoveFromWin(page, base(), line);
      await openSaved(page, base(), line);
      expect(await winThen(page, false)).toBe('won');
      await page.close();
      const next = await context.newPage();
      await next.goto(gameUrl(base(), GAME, DEAL));
      await wonOnBoard(next);
      await waitForStats(next, (s) => (s?.games[GAME]?.won ?? 0) >= 1, 15_000);
      expect(await settledStats(next)).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
    });
  });
});
