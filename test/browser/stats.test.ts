/**
 * A whole game won through the UI (a line found by a small search over the engine, every move played
 * by drag or tap), a game lost, the statistics they leave, export then import, and a corrupt store.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, makeMove, parseMove, status } from '../../src/engine/index.ts';
import type { Move, Position } from '../../src/engine/index.ts';
import { DESKTOP, openPage, screenshotPath } from './support/browser.ts';
import { clickAction, dragMove, moveCount, openGame, pageTime, sourcePile, startPosition, tapCard, topCard, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { solve } from './support/search.ts';
import { storedStats, waitForStats, writeStoredStats, writesSettled, type GameStats } from './support/stats.ts';
import { ROOT } from './support/server.ts';

const { browser, base, withPage } = useBrowser();

/** Citadel deal 5: the search finds a 55-move win in a few milliseconds. */
const WIN = { game: 'citadel', deal: '5' } as const;
/** Fortress deal 1: after t6-t9 no move is left. */
const LOSS = { game: 'fortress', deal: '1', move: 't6-t9' } as const;

/** Plays a line through the UI: foundation moves by tap (home is a tap's first choice), others by drag. */
async function playLine(page: Page, start: Position, line: readonly Move[]): Promise<Position> {
  let pos = start;
  for (const m of line) {
    if (m.kind === 'foundation') await tapCard((await topCard(page, sourcePile(m)))!);
    else await dragMove(page, m);
    pos = apply(pos, m);
    await waitForBoard(page, pos).catch((e: Error) => {
      throw new Error(`after ${makeMove(m)}: ${e.message}`);
    });
  }
  return pos;
}

async function openStats(page: Page): Promise<void> {
  await clickAction(page, 'stats');
  const dialog = page.locator('[role="dialog"]:visible, dialog[open]').first();
  await dialog.waitFor({ state: 'visible' });
}

/** What the statistics dialog shows for one game, by column (data-stat). */
async function statsRow(page: Page, game: string): Promise<Record<string, string>> {
  const row = page.locator(`[data-stats-game="${game}"]`);
  await row.waitFor();
  return row.evaluate((tr) =>
    Object.fromEntries([...tr.querySelectorAll<HTMLElement>('[data-stat]')].map((td) => [td.dataset.stat!, td.innerText.trim()])),
  );
}

/** A same-origin page that is not the app, to write IndexedDB before the app ever runs. */
const NOT_THE_APP = 'icon.svg';

describe('a whole game', () => {
  it('is won through the UI; the win screen shows, the statistics count it once, also after a reload', async () => {
    const start = startPosition(WIN.game, WIN.deal);
    const line = solve(start, 50_000);
    expect(line, 'the search found a winning line').toBeDefined();
    expect(status(line!.reduce(apply, start))).toBe('won');
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await openGame(page, base(), WIN.game, WIN.deal);
      await playLine(page, start, line!);
      await page.locator('[data-message="won"]').waitFor({ state: 'visible' });
      await page.waitForFunction(() => document.querySelector('[data-board]')?.getAttribute('data-status') === 'won');
      expect(await moveCount(page)).toBe(line!.length);
      // The clock ran during play and stopped at the win.
      const clock = await page.locator('[data-timer]').innerText();
      expect(clock).not.toMatch(/^0?0:00$/);
      // A second and more of the page's time (its clock ticks every 500 ms): a running clock would show another second.
      await pageTime(page, 1100);
      expect(await page.locator('[data-timer]').innerText()).toBe(clock);
      await page.screenshot({ path: screenshotPath('citadel-won') });
      const stats = await waitForStats(page, (s) => s?.games.citadel?.won === 1);
      expect(stats!.games.citadel).toMatchObject({ played: 1, won: 1, currentStreak: 1, bestStreak: 1, fewestMoves: line!.length });
      expect(stats!.games.citadel!.bestTimeMs).toBeGreaterThanOrEqual(0);
      // Reloading a won game shows the win again and does not count it twice.
      await page.reload();
      await page.locator('[data-message="won"]').waitFor();
      // A wrong second result would be queued as the page comes back, and written by the boot.
      await writesSettled(page);
      expect((await storedStats(page))!.games.citadel).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
      // Go home by the win screen's own button and look at the statistics there (the bars stay usable too: won.test.ts).
      await page.locator('[data-message="won"] button', { hasText: 'Home' }).click();
      await openStats(page);
      expect(await statsRow(page, 'citadel')).toMatchObject({ played: '1', won: '1', percent: '100%', currentStreak: '1', bestStreak: '1', fewestMoves: String(line!.length) });
    });
  });

  it('is lost when no move is left; the message shows and the statistics count a loss', async () => {
    const start = startPosition(LOSS.game, LOSS.deal);
    const m = parseMove(LOSS.move);
    if (!m.ok) throw new Error(m.message);
    expect(status(apply(start, m.value))).toBe('lost');
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await openGame(page, base(), LOSS.game, LOSS.deal);
      await dragMove(page, m.value);
      await waitForBoard(page, apply(start, m.value));
      await page.locator('[data-message="lost"]').waitFor({ state: 'visible' });
      expect(await page.locator('[data-board]').getAttribute('data-status')).toBe('lost');
      const stats = await waitForStats(page, (s) => s?.games.fortress?.played === 1);
      expect(stats!.games.fortress).toMatchObject({ played: 1, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null });
    });
  });
});

const VALID: GameStats = { played: 7, won: 3, currentStreak: 2, bestStreak: 3, bestTimeMs: 245_000, fewestMoves: 88 };

describe('statistics storage', () => {
  it('exports to a JSON file and imports it into a fresh browser', async () => {
    const saved = { version: 1, games: { citadel: VALID, 'big-ben': { ...VALID, played: 2, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null } } };
    const one = await openPage(browser(), { size: DESKTOP });
    let file: string;
    try {
      await one.page.goto(base() + NOT_THE_APP); // same origin, app not running yet
      await writeStoredStats(one.page, JSON.stringify(saved));
      await one.page.goto(base());
      await openStats(one.page);
      const [download] = await Promise.all([one.page.waitForEvent('download'), clickAction(one.page, 'stats-export')]);
      file = join(ROOT, 'test-output', 'stats-export.json');
      await download.saveAs(file);
      const exported = JSON.parse(readFileSync(file, 'utf8')) as { games: Record<string, GameStats> };
      expect(exported.games).toEqual(saved.games);
      expect(one.errors).toEqual([]);
    } finally {
      await one.context.close();
    }
    const two = await openPage(browser(), { size: DESKTOP });
    try {
      await two.page.goto(base());
      await openStats(two.page);
      await two.page.locator('input[type="file"][data-action="stats-import"]').setInputFiles(file);
      const stats = await waitForStats(two.page, (s) => s?.games.citadel?.played === 7);
      expect(stats!.games).toEqual(saved.games);
      expect(await statsRow(two.page, 'citadel')).toMatchObject({ played: '7', won: '3', percent: '43%', bestTime: '04:05', fewestMoves: '88' });
      expect(two.errors).toEqual([]);
    } finally {
      await two.context.close();
    }
  });

  it('a corrupt store gives a clear message, keeps the valid entries, and later games add to them', async () => {
    const corrupt = JSON.stringify({ version: 1, games: { citadel: VALID, fortress: { played: 'many' }, klondike: VALID } });
    const { context, page, errors } = await openPage(browser(), { size: DESKTOP });
    try {
      await page.goto(base() + NOT_THE_APP);
      await writeStoredStats(page, corrupt);
      await openGame(page, base(), LOSS.game, LOSS.deal);
      await openStats(page);
      const alert = page.locator('[role="alert"]:visible');
      await alert.first().waitFor();
      expect((await alert.first().innerText()).trim().length).toBeGreaterThan(10);
      expect(await statsRow(page, 'citadel')).toMatchObject({ played: '7', won: '3' });
      expect(await statsRow(page, 'fortress')).toMatchObject({ played: '0', won: '0' });
      await page.keyboard.press('Escape');
      // Losing a Fortress deal writes the store: Citadel's figures must survive it.
      const m = parseMove(LOSS.move);
      if (!m.ok) throw new Error(m.message);
      await dragMove(page, m.value);
      const stats = await waitForStats(page, (s) => s?.games.fortress?.played === 1);
      expect(stats!.games.citadel).toEqual(VALID);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a store that is not JSON at all gives a message and no crash', async () => {
    const { context, page, errors } = await openPage(browser(), { size: DESKTOP });
    try {
      await page.goto(base() + NOT_THE_APP);
      await writeStoredStats(page, '%%% not json {');
      await page.goto(base());
      await openStats(page);
      await page.locator('[role="alert"]:visible').first().waitFor();
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
