/**
 * Games and statistics that are never lost (issue 16 items 8, 13, 18-21): two tabs counting at once,
 * one game in progress per game, a full localStorage, statistics damaged in one field or written by
 * a newer version, New deal and Restart taken back with Undo, placements that are not moves.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, legalMoves, makeDealNumber, parseMove, randomDealNumber, type Move, type Position } from '../../src/engine/index.ts';
import { DESKTOP, PHONE, openPage } from './support/browser.ts';
import { clickAction, dragMove, moveCount, openGame, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { quietMove } from './support/moves.ts';
import { readStoredStats, waitForStats, writeStoredStats, type GameStats } from './support/stats.ts';

const { browser, base, withPage } = useBrowser();

/** Fortress deal 1: after t6-t9 no move is left (a loss at the first move). */
const LOSS = parseMove('t6-t9');
if (!LOSS.ok) throw new Error(LOSS.message);
const LOSING_MOVE = LOSS.value;

/** A same-origin page that is not the app, to write storage before the app ever runs. */
const NOT_THE_APP = 'icon.svg';

/** Plays `n` quiet moves by drag; gives the position reached. */
async function playQuiet(page: Page, start: Position, n: number): Promise<Position> {
  let pos = start;
  for (let i = 0; i < n; i++) {
    const m = quietMove(pos);
    await dragMove(page, m);
    pos = apply(pos, m);
    await waitForBoard(page, pos);
  }
  return pos;
}

async function statsRow(page: Page, game: string): Promise<Record<string, string>> {
  const row = page.locator(`[data-stats-game="${game}"]`);
  await row.waitFor();
  return row.evaluate((tr) => Object.fromEntries([...tr.querySelectorAll<HTMLElement>('[data-stat]')].map((td) => [td.dataset.stat!, td.innerText.trim()])));
}

/** Any IndexedDB value of the app's store by key. */
function storedValue(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => new Promise<unknown>((resolve, reject) => {
    const open = indexedDB.open('keyval-store');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const get = open.result.transaction('keyval', 'readonly').objectStore('keyval').get(k);
      get.onsuccess = () => (open.result.close(), resolve(get.result));
    };
  }), key);
}

/** Waits until the app's store holds a value under `key` that `done` accepts. */
async function waitForStored(page: Page, key: string, done: (value: unknown) => boolean): Promise<void> {
  const until = Date.now() + 10_000;
  while (!done(await storedValue(page, key))) {
    if (Date.now() > until) throw new Error(`IndexedDB's ${key} never reached the expected value`);
    await page.waitForTimeout(50); // the poll's interval: what ends the wait is the stored value
  }
}

const VALID: GameStats = { played: 7, won: 3, currentStreak: 2, bestStreak: 3, bestTimeMs: 245_000, fewestMoves: 88 };

describe('two tabs', () => {
  it('two tabs of one browser each count their lost deal, and an open statistics dialog shows the other tab\'s', async () => {
    const { context, page: one, errors } = await openPage(browser(), { size: DESKTOP });
    try {
      const two = await context.newPage();
      await openGame(one, base(), 'fortress', '1');
      await openGame(two, base(), 'fortress', '1');
      await dragMove(one, LOSING_MOVE);
      await one.locator('[data-message="lost"]').waitFor();
      await waitForStats(one, (s) => s?.games.fortress?.played === 1);
      await clickAction(one, 'stats');
      expect(await statsRow(one, 'fortress')).toMatchObject({ played: '1' });
      await dragMove(two, LOSING_MOVE);
      await two.locator('[data-message="lost"]').waitFor();
      const stats = await waitForStats(two, (s) => (s?.games.fortress?.played ?? 0) >= 2);
      expect(stats!.games.fortress).toMatchObject({ played: 2, won: 0 });
      // The first tab's dialog follows without a reload.
      await one.waitForFunction(() => document.querySelector('[data-stats-game="fortress"] [data-stat="played"]')?.textContent?.trim() === '2', null, { timeout: 5000 });
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('one game in progress per game', () => {
  it('playing Fortress in between keeps the Citadel game, and Citadel counts as played', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      const start = startPosition('citadel', '5');
      await openGame(page, base(), 'citadel', '5');
      const pos = await playQuiet(page, start, 3);
      await clickAction(page, 'home');
      // Home's Fortress deal is random, and about one in twenty has no card move at the start: the
      // page's random numbers are pinned so the test plays the same deal every run.
      await page.evaluate(() => {
        Math.random = () => 0.5;
      });
      await page.locator('a[data-game="fortress"]').click();
      await page.locator('[data-board][data-game="fortress"] [data-card]').first().waitFor();
      const deal = new URL(page.url()).searchParams.get('deal')!;
      expect(deal).toBe(makeDealNumber(randomDealNumber(() => 0.5)));
      const fortress = startPosition('fortress', deal);
      // Any card move (auto-move is off by default, so the board is the engine's).
      const card = legalMoves(fortress).find((x) => x.kind === 'tableau' || x.kind === 'foundation');
      expect(card, 'a card move in the Fortress deal').toBeDefined();
      await dragMove(page, card!);
      await waitForBoard(page, apply(fortress, card!));
      await clickAction(page, 'home');
      await page.locator('a[data-game="citadel"]').click();
      await waitForBoard(page, pos);
      expect(await moveCount(page)).toBe(3);
      expect(new URL(page.url()).searchParams.get('deal')).toBe('5');
      const stats = await waitForStats(page, (s) => s?.games.citadel !== undefined && s.games.fortress !== undefined);
      expect(stats!.games.citadel).toMatchObject({ played: 1, won: 0 });
      expect(stats!.games.fortress).toMatchObject({ played: 1, won: 0 });
      // Home offers the game played last to continue.
      await clickAction(page, 'home');
      await page.locator('[data-continue="citadel"]').waitFor();
    });
  });
});

describe('a full localStorage', () => {
  it('tells the player, and the game comes back after a reload', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      const start = startPosition('citadel', '5');
      await openGame(page, base(), 'citadel', '5');
      const filled = await page.evaluate(() => {
        let n = 0;
        for (let size = 1 << 20; size >= 1; size >>= 1) {
          const chunk = 'x'.repeat(size);
          for (;;) {
            try {
              localStorage.setItem(`filler-${n++}`, chunk);
            } catch {
              break;
            }
          }
        }
        return n;
      });
      expect(filled).toBeGreaterThan(1);
      const pos = await playQuiet(page, start, 2);
      const alert = page.locator('.alert-banner [role="alert"]');
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(/full/);
      // The save goes to IndexedDB alone, asynchronously: a reload while it is written would lose
      // the last move, as it would for a player, so the test reloads once it is there.
      await waitForStored(page, 'game:citadel', (s) => (s as { played?: number } | undefined)?.played === 2);
      await page.reload();
      await page.locator('[data-board] [data-card]').first().waitFor();
      await waitForBoard(page, pos);
      expect(await moveCount(page)).toBe(2);
    });
  });
});

describe('damaged or newer statistics', () => {
  it('an entry with one bad field keeps its other figures, says so, and keeps the damaged original', async () => {
    const damaged = JSON.stringify({ version: 1, games: { citadel: { ...VALID, bestTimeMs: 1234.5 } } });
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await page.goto(base() + NOT_THE_APP);
      await writeStoredStats(page, damaged);
      await openGame(page, base(), 'fortress', '1');
      await page.locator('.alert-banner [role="alert"]').waitFor();
      await clickAction(page, 'stats');
      expect(await statsRow(page, 'citadel')).toMatchObject({ played: '7', won: '3', currentStreak: '2', bestStreak: '3', bestTime: '—', fewestMoves: '88' });
      await page.keyboard.press('Escape');
      await dragMove(page, LOSING_MOVE);
      const stats = await waitForStats(page, (s) => s?.games.fortress?.played === 1);
      expect(stats!.games.citadel).toEqual({ ...VALID, bestTimeMs: null });
      expect(await storedValue(page, 'stats-damaged')).toBe(damaged);
    });
  });

  it('a file of a newer version is shown, never written over, and the player is told', async () => {
    const newer = JSON.stringify({ version: 2, games: { citadel: { ...VALID, rating: 1510 } }, daily: { streak: 4 } });
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await page.goto(base() + NOT_THE_APP);
      await writeStoredStats(page, newer);
      await openGame(page, base(), 'fortress', '1');
      const alert = page.locator('.alert-banner [role="alert"]');
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(/newer version/);
      await page.locator('.alert-banner button.close').click();
      await alert.waitFor({ state: 'detached' });
      await dragMove(page, LOSING_MOVE);
      await page.locator('[data-message="lost"]').waitFor();
      // The loss's write has been tried: it found the newer file, left it, and said so again.
      await alert.waitFor();
      expect(await readStoredStats(page)).toBe(newer);
      // The loss is kept in the outbox, not lost.
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('solitaire:stats-outbox:')).length)).toBe(1);
      await clickAction(page, 'stats');
      expect(await statsRow(page, 'citadel')).toMatchObject({ played: '7', won: '3' });
    });
  });
});

describe('New deal and Restart', () => {
  it('Undo after New deal brings the game back; Undo after Restart brings the moves back; neither counts a loss', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      const start = startPosition('citadel', '5');
      await openGame(page, base(), 'citadel', '5');
      const pos = await playQuiet(page, start, 2);
      await clickAction(page, 'new-deal');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('deal') !== '5');
      expect(await moveCount(page)).toBe(0);
      const undo = page.locator('[data-action="undo"]').first();
      expect(await undo.isEnabled(), 'Undo is offered right after New deal').toBe(true);
      await undo.click();
      await waitForBoard(page, pos);
      expect(new URL(page.url()).searchParams.get('deal')).toBe('5');
      expect(await moveCount(page)).toBe(2);

      await clickAction(page, 'restart');
      await waitForBoard(page, start);
      expect(await moveCount(page)).toBe(0);
      await undo.click();
      await waitForBoard(page, pos);
      expect(await moveCount(page)).toBe(2);
      const stats = await waitForStats(page, (s) => s?.games.citadel !== undefined);
      expect(stats!.games.citadel).toMatchObject({ played: 1, won: 0 });
      await clickAction(page, 'stats');
      await page.locator('[role="dialog"] table').waitFor();
      expect(await page.locator('[role="dialog"]').innerText()).toMatch(/Played: the deals you made a first move in/);
    });
  });
});

describe('Selective Castle placements', () => {
  it('are not moves: after all 48 the move counter still shows 0, the first card move makes it 1', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      let pos = startPosition('selective-castle', '1');
      await openGame(page, base(), 'selective-castle', '1');
      let placed = 0;
      for (let m: Move | undefined = legalMoves(pos).find((x) => x.kind === 'place'); m; m = legalMoves(pos).find((x) => x.kind === 'place')) {
        await dragMove(page, m);
        pos = apply(pos, m);
        placed++;
      }
      await waitForBoard(page, pos);
      expect(placed).toBe(48);
      expect(await moveCount(page)).toBe(0);
      const m = quietMove(pos);
      await dragMove(page, m);
      await waitForBoard(page, apply(pos, m));
      expect(await moveCount(page)).toBe(1);
    });
  });
});
