/**
 * Sessions over time: a lost game reloaded is not counted twice (a won one: stats.test.ts), the browser's back and forward
 * buttons, the game in progress offered from home, a foreign statistics file refused, Big Ben's
 * waste played by drag, and a long row reached in legal play that must still fit a phone after a resize.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalMoves, WASTE } from '../../src/engine/index.ts';
import type { Move, Position } from '../../src/engine/index.ts';
import { DESKTOP, PHONE, SIZES, screenshotPath } from './support/browser.ts';
import { boardDiff, clickAction, dragMove, drawn, moveCount, openGame, readBoard, savedGame, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { quietMove } from './support/moves.ts';
import { longRowLine } from './support/search.ts';
import { waitForStats, writeStoredStats, writesSettled } from './support/stats.ts';
import { cardsOffScreen, hiddenIndices } from './support/visual.ts';

const { base, withPage } = useBrowser();

describe('finished games', () => {
  it('a lost game reloaded is not counted twice', async () => {
    await withPage({ size: DESKTOP, checkErrors: false }, async ({ page }) => {
      await openGame(page, base(), 'fortress', '1');
      await dragMove(page, { kind: 'tableau', from: 6, to: 9 });
      await page.locator('[data-message="lost"]').waitFor();
      await waitForStats(page, (s) => s?.games.fortress?.played === 1);
      await page.reload();
      await page.locator('[data-message="lost"]').waitFor();
      // A wrong second result would be queued as the page comes back, and written by the boot.
      await writesSettled(page);
      const stats = await waitForStats(page, (s) => s?.games.fortress !== undefined);
      expect(stats!.games.fortress).toMatchObject({ played: 1, won: 0 });
    });
  });
});

describe('navigation', () => {
  it('back and forward move between home and the game, which resumes where it was', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      const start = startPosition('citadel', '5');
      const m = quietMove(start);
      await dragMove(page, m);
      await waitForBoard(page, apply(start, m));
      await clickAction(page, 'home');
      await page.locator('a[data-game]').first().waitFor();
      await page.goBack();
      await page.locator('[data-board] [data-card]').first().waitFor();
      await waitForBoard(page, apply(start, m));
      await page.goForward();
      await page.locator('a[data-game]').first().waitFor();
      // The same game from the list: the game in progress comes back, not a new deal.
      await page.locator('a[data-game="citadel"]').click();
      await waitForBoard(page, apply(start, m));
      expect(await moveCount(page)).toBe(1);
      expect(new URL(page.url()).searchParams.get('deal')).toBe('5');
    });
  });
});

describe('statistics import', () => {
  it('a foreign JSON file is refused with a message and the statistics stay as they were', async () => {
    const saved = { version: 1, games: { fortress: { played: 4, won: 1, currentStreak: 0, bestStreak: 1, bestTimeMs: 1000, fewestMoves: 70 } } };
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await page.goto(base() + 'icon.svg');
      await writeStoredStats(page, JSON.stringify(saved));
      await page.goto(base());
      await clickAction(page, 'stats');
      await page.locator('input[type="file"][data-action="stats-import"]').setInputFiles({
        name: 'playlist.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ songs: ['a', 'b'], version: 3 })),
      });
      await page.locator('[role="alert"]:visible').first().waitFor();
      const stats = await waitForStats(page, (s) => s?.games.fortress?.played === 4);
      expect(stats!.games).toEqual(saved.games);
    });
  });
});

describe('statistics import, partly valid', () => {
  it('a file with some bad entries imports the good ones and says what it left out', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await page.goto(base());
      await clickAction(page, 'stats');
      const good = { played: 3, won: 2, currentStreak: 2, bestStreak: 2, bestTimeMs: 90_000, fewestMoves: 77 };
      await page.locator('input[type="file"][data-action="stats-import"]').setInputFiles({
        name: 'stats.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ version: 1, games: { citadel: good, fortress: { played: -1 }, klondike: good } })),
      });
      await page.locator('[role="alert"]:visible').first().waitFor();
      const stats = await waitForStats(page, (s) => s?.games.citadel?.played === 3);
      expect(stats!.games).toEqual({ citadel: good });
    });
  });
});

describe('Big Ben waste', () => {
  it('the waste card moves by drag to where the engine allows', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await openGame(page, base(), 'big-ben', '617');
      let pos = startPosition('big-ben', '617');
      const fromWaste = (p: Position): Move | undefined => legalMoves(p).find((m) => (m.kind === 'tableau' || m.kind === 'foundation') && m.from === WASTE);
      for (let i = 0; i < 40 && !fromWaste(pos); i++) {
        await clickAction(page, 'deal');
        pos = apply(pos, { kind: 'deal' });
        await waitForBoard(page, pos);
      }
      const m = fromWaste(pos);
      expect(m, 'a waste card with a legal move within 40 deals').toBeDefined();
      await dragMove(page, m!);
      await waitForBoard(page, apply(pos, m!));
    });
  });
});

describe('a long row', () => {
  // Rows 0-3 and 4-7 sit in different wings (upper/lower on a phone, left/right when wide).
  it.each([
    ['in the first wing', [0, 1, 2, 3], 17],
    ['in the second wing', [4, 5, 6, 7], 15],
  ] as const)('reached in legal play %s, it still fits and reads at every size after resizing', async (where, rows, least) => {
    const start = startPosition('streets-and-alleys', '8');
    const { line, length, row } = longRowLine(start, 20_000, rows);
    expect(length, `a row of at least ${least} cards`).toBeGreaterThanOrEqual(least);
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await savedGame(page, base(), 'streets-and-alleys', '8', line);
      await openGame(page, base(), 'streets-and-alleys', '8');
      const end = line.reduce(apply, start);
      await waitForBoard(page, end);
      // One more move by drag on top of the long row's position, to play in it and not only look.
      // (Auto-move is off by default, so the board after it is exactly the engine's.)
      const m = legalMoves(end).find((n) => n.kind === 'tableau' || n.kind === 'foundation');
      expect(m, 'a card move from the long-row position').toBeDefined();
      await dragMove(page, m!);
      await waitForBoard(page, apply(end, m!));
      await clickAction(page, 'undo');
      await waitForBoard(page, end);
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        // The layout follows a resize in the next frame: two frames on, it has been drawn.
        await drawn(page);
        await page.screenshot({ path: screenshotPath(`streets-and-alleys-long-row-t${row}-${size.name}`) });
        // Soft: one run reports every size.
        expect.soft(boardDiff(await readBoard(page), end)).toEqual([]);
        expect.soft(await cardsOffScreen(page), `cards off screen at ${size.name} (${where})`).toEqual([]);
        expect.soft(await hiddenIndices(page), `unreadable cards at ${size.name} (${where})`).toEqual([]);
      }
    });
  });
});
