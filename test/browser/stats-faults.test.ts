/**
 * The statistics' store under faults (issue 34): IndexedDB refusing the write (item 2) tells the
 * player, shows no made-up figures and keeps the result, counted once when writes work again (at the
 * next visit, when the page is shown again or the browser is back online; the outbox keeps the
 * newest 500 results and says how many older ones were not recorded); another
 * page deleting the database (item 7, what "clear site data" does) goes through at once, the app
 * still reads and writes, and a win afterwards gives figures that agree with each other.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.ts';
import { clickAction } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { readStoredStats, waitForStats, writeStoredStats } from './support/stats.ts';
import { GAME, openSaved, saveOneMoveFromWin, settledStats, winningLine, wonOnBoard } from './support/win.ts';

const { base, withPage } = useBrowser();

const SEEDED = { played: 7, won: 3, currentStreak: 0, bestStreak: 2, bestTimeMs: 245_000, fewestMoves: 88 };
/** While localStorage holds this key, every write of the statistics' key aborts its transaction (as a full quota does). */
const REFUSE = 'test:refuse-stats';

/** Makes every write of the statistics' key abort its transaction while localStorage holds REFUSE. */
async function refuseWrites(page: Page): Promise<void> {
  await page.context().addInitScript((flag) => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      const request = put.call(this, value, key);
      if (key === 'stats' && localStorage.getItem(flag)) this.transaction.abort();
      return request;
    };
  }, REFUSE);
}

/** Opens the statistics dialog and waits until it shows `played` deals of the game (the figures come after the first board). */
async function waitForShown(page: Page, played: string): Promise<void> {
  await clickAction(page, 'stats');
  await page.locator(`[data-stats-game="${GAME}"] [data-stat="played"]`, { hasText: new RegExp(`^${played}$`) }).waitFor();
}

describe('IndexedDB refusing the write', () => {
  it('the player is told, the figures shown are the stored ones, and the win is counted once when writes work again', async () => {
    const line = winningLine();
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await refuseWrites(page);
      await page.goto(base() + 'icon.svg');
      await writeStoredStats(page, JSON.stringify({ version: 1, games: { [GAME]: SEEDED } }));
      await saveOneMoveFromWin(page, base(), line);
      await page.evaluate((flag) => localStorage.setItem(flag, '1'), REFUSE);
      await openSaved(page, base(), line);
      await page.keyboard.press('Control+y');
      await wonOnBoard(page);
      const alert = page.locator('[role="alert"]', { hasText: 'could not be saved' }).first();
      await alert.waitFor();
      expect(await alert.innerText()).toContain('kept on this device');
      // The dialog shows what is stored (the win not in it yet, as the alert says), never figures made up.
      await page.locator('[data-message="won"] button', { hasText: 'Home' }).click();
      await waitForShown(page, '7');
      expect(await page.locator(`[data-stats-game="${GAME}"] [data-stat="won"]`).innerText()).toBe('3');
      expect(await page.locator('[role="dialog"] [role="alert"]').first().innerText()).toContain('could not be saved');
      expect(JSON.parse((await readStoredStats(page)) as string)).toMatchObject({ games: { [GAME]: SEEDED } });
      // Writes work again: the next visit writes the kept result, once.
      await page.evaluate((flag) => localStorage.removeItem(flag), REFUSE);
      await page.reload();
      await waitForStats(page, (s) => s?.games[GAME]?.won === 4, 15_000);
      expect(await settledStats(page)).toMatchObject({ played: 8, won: 4, currentStreak: 1 });
    });
  });
});

describe('the outbox while writes are refused', () => {
  it('keeps the newest 500 results, says how many older ones were not recorded, and writes the rest when the browser is back online', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await refuseWrites(page);
      await page.goto(base() + 'icon.svg');
      await page.evaluate((flag) => {
        localStorage.setItem(flag, '1');
        for (let i = 1; i <= 505; i++) {
          const entry = { id: `r${i}`, at: 1000 + i, seq: 0, event: { game: 'citadel', deal: String(i), started: true, leftUnfinished: false, result: 'won', timeMs: 60_000, moves: 55 } };
          localStorage.setItem(`solitaire:stats-outbox:${entry.id}`, JSON.stringify(entry));
        }
      }, REFUSE);
      await page.goto(base());
      await page.locator('[role="alert"]', { hasText: 'Results not recorded: 5.' }).first().waitFor();
      const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('solitaire:stats-outbox:')).map((k) => k.slice(23)));
      expect(kept).toHaveLength(500);
      expect(kept).not.toContain('r5');
      expect(kept).toContain('r6');
      // Writes work again: the browser says it is back online, and the kept results are written, with no reload.
      await page.evaluate((flag) => {
        localStorage.removeItem(flag);
        window.dispatchEvent(new Event('online'));
      }, REFUSE);
      await waitForStats(page, (s) => s?.games[GAME]?.won === 500, 15_000);
      await page.locator('[role="alert"]', { hasText: /^Results not recorded: 5\./ }).first().waitFor();
    });
  });

  it('writes a kept result when the page is shown again, with no reload', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await refuseWrites(page);
      await page.goto(base() + 'icon.svg');
      await page.evaluate((flag) => {
        localStorage.setItem(flag, '1');
        const entry = { id: 'kept', at: Date.now(), seq: 0, event: { game: 'citadel', deal: '5', started: true, leftUnfinished: false, result: 'won', timeMs: 60_000, moves: 55 } };
        localStorage.setItem(`solitaire:stats-outbox:${entry.id}`, JSON.stringify(entry));
      }, REFUSE);
      await page.goto(base());
      await page.locator('[role="alert"]', { hasText: 'could not be saved' }).first().waitFor();
      await page.evaluate((flag) => {
        localStorage.removeItem(flag);
        document.dispatchEvent(new Event('visibilitychange'));
      }, REFUSE);
      await waitForStats(page, (s) => s?.games[GAME]?.won === 1, 15_000);
    });
  });
});

/** Deletes the database from `page` (not the app); gives how the delete went: 'deleted', or 'blocked' by a connection left open. */
const deleteDatabase = (page: Page): Promise<string> =>
  page.evaluate(() => new Promise<string>((resolve) => {
    const request = indexedDB.deleteDatabase('keyval-store');
    request.onsuccess = () => resolve('deleted');
    request.onblocked = () => resolve('blocked');
    request.onerror = () => resolve(`failed: ${String(request.error)}`);
  }));

describe('another page deletes the database (clear site data)', () => {
  it('the delete goes through at once, the app still reads and writes, and a win then gives figures that agree', async () => {
    const line = winningLine();
    await withPage({ size: DESKTOP }, async ({ context, page }) => {
      // The deal was counted as played at its first move, then the player is one move from the win.
      await page.goto(base() + 'icon.svg');
      await writeStoredStats(page, JSON.stringify({ version: 1, games: { [GAME]: { ...SEEDED, played: 1, won: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null } }, counted: { [GAME]: ['5'] } }));
      await saveOneMoveFromWin(page, base(), line, 'played');
      await openSaved(page, base(), line);
      // The app has its connection open: it has read the statistics.
      await waitForShown(page, '1');
      await page.keyboard.press('Escape');
      await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
      const other = await context.newPage();
      await other.goto(base() + 'icon.svg');
      expect(await deleteDatabase(other)).toBe('deleted');
      // A read in the app's page is answered (an open behind a blocked delete never was).
      expect(await readStoredStats(page)).toBeUndefined();
      await page.keyboard.press('Control+y');
      await wonOnBoard(page);
      await waitForStats(page, (s) => s?.games[GAME]?.won === 1, 15_000);
      expect(await settledStats(page)).toMatchObject({ played: 1, won: 1, currentStreak: 1, bestStreak: 1 });
      await other.close();
    });
  });
});
