/**
 * The in-app solver features in the real app: hints (castle games: the solver's line; Big Ben:
 * sampled stock orders, and it says so), undo to the last winnable position, "Winnable deals only",
 * the still-winnable indicator, and "Show a winning line" after a loss — which must not count as a win.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, isLegal, legalMoves, status, type GameId, type Move, type Position } from '../../src/engine/index.ts';
import { solve } from '../../src/solver/index.ts';
import { winnableDeals } from '../../src/web/data/winnable/index.ts';
import { positionAt } from '../../src/web/state/winnable.ts';
import { DESKTOP } from './support/browser.ts';
import {
  appPosition, clickAction, moveCount, openGame, setSetting, startPosition, uiMove, waitForBoard,
} from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { storedStats, waitForStats } from './support/stats.ts';
import { mulberry32 as seeded } from '../../src/engine/rng.ts';

const { base, withPage } = useBrowser();

async function noticeText(page: Page, pattern: RegExp, timeout = 20_000): Promise<string> {
  const notice = page.locator('.notice.hint');
  await expect.poll(async () => ((await notice.count()) ? await notice.first().textContent() : '') ?? '', { timeout }).toMatch(pattern);
  return (await notice.first().textContent()) ?? '';
}


/** Seeded random moves (no foundation moves when others exist) until the game is lost. */
function randomLoss(start: Position, random: () => number): Move[] | undefined {
  let pos = start;
  const moves: Move[] = [];
  for (let i = 0; i < 60; i++) {
    if (status(pos) === 'lost') return moves;
    const all = legalMoves(pos);
    const quiet = all.filter((m) => m.kind !== 'foundation');
    const m = (quiet.length ? quiet : all)[Math.floor(random() * (quiet.length || all.length))];
    if (!m) return undefined;
    moves.push(m);
    pos = apply(pos, m);
  }
  return undefined;
}

/**
 * A listed (winnable) Fortress deal and a short line of card moves that loses it, passing through a
 * position that is not yet lost but can no longer be won (the first such index is `doomed`).
 */
async function losingGame(): Promise<{ game: GameId; deal: string; start: Position; moves: Move[]; doomed: number }> {
  const game: GameId = 'fortress';
  for (const deal of (await winnableDeals(game)).slice(0, 20)) {
    const start = startPosition(game, deal);
    for (let seed = 1; seed < 40; seed++) {
      const moves = randomLoss(start, seeded(seed));
      if (!moves || moves.length < 3 || moves.length > 25) continue;
      const won = (k: number): boolean => solve(positionAt(start, moves, k), { budgetMs: 5000 }).verdict === 'won';
      let doomed = 0;
      while (doomed < moves.length && won(doomed)) doomed++;
      if (doomed > 0 && doomed < moves.length) return { game, deal, start, moves, doomed };
    }
  }
  throw new Error('no short losing line found');
}

describe('hints from the solver worker', () => {
  it('a castle hint names a move of a winning line and marks nothing else', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      const deal = (await winnableDeals('citadel'))[0]!;
      await openGame(page, base(), 'citadel', deal);
      await clickAction(page, 'hint');
      const text = await noticeText(page, /^Hint: /);
      expect(text).not.toMatch(/stock orders/);
      // The board did not move: a hint points, it does not play.
      await waitForBoard(page, startPosition('citadel', deal));
    });
  });

  it('a Big Ben hint says it is the move that wins for the most stock orders consistent with what was seen', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await openGame(page, base(), 'big-ben', '1');
      await clickAction(page, 'hint');
      // On screen, the count of sampled stock orders it wins; in the live region, the estimate explained.
      await noticeText(page, /^Hint: /);
      await expect.poll(() => page.locator('.notice.hint [data-hint-shown]').textContent()).toMatch(/^Hint: .+ \(wins (once|\d+ times) out of \d+\)$/);
      await expect.poll(() => page.locator('#announcer').textContent()).toMatch(/^Hint: .*wins for the most stock orders consistent with what you have seen \(\d+ of \d+ sampled orders\)/);
    });
  });
});

describe('losing and the solver', () => {
  it('a doomed position: the hint says so, undo to the last winnable position; after the loss a winning line plays out, not counted as a win', async () => {
    const { game, deal, start, moves, doomed } = await losingGame();
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await openGame(page, base(), game, deal);
      await setSetting(page, 'speed', 'instant');
      for (const m of moves.slice(0, doomed)) await uiMove(page, m);
      await waitForBoard(page, positionAt(start, moves, doomed));
      await clickAction(page, 'hint');
      await noticeText(page, /No winning line is left/);
      await page.locator('[data-action="undo-to-winnable"]').click();
      await waitForBoard(page, positionAt(start, moves, doomed - 1), 30_000);
      await noticeText(page, /Back to the last position from which a win is possible/);
      expect(solve(await appPosition(page), { budgetMs: 5000 }).verdict).toBe('won');

      // Now lose for real: the rest of the line, from the position before the doomed move.
      for (const m of moves.slice(doomed - 1)) await uiMove(page, m);
      await page.locator('[data-message="lost"]').waitFor();
      await waitForStats(page, (s) => s?.games[game]?.played === 1 && s.games[game]?.won === 0);
      await page.locator('[data-action="show-winning-line"]').click();
      await page.locator('[data-line="playing"]').waitFor({ timeout: 30_000 });
      await page.locator('[data-board][data-status="won"]').waitFor({ timeout: 90_000 });
      const final = await appPosition(page);
      expect(status(final)).toBe('won');
      expect(await moveCount(page)).toBeGreaterThan(0);
      // A shown line is not the player's win: its own notice, no win screen, no win in the statistics.
      await page.locator('[data-line="done"]').waitFor();
      expect(await page.locator('[data-message="won"]').count()).toBe(0);
      const stats = await storedStats(page);
      expect(stats?.games[game]).toMatchObject({ played: 1, won: 0 });
    });
  });
});

describe('winnable deals and the indicator', () => {
  it('"Winnable deals only" makes New deal draw from the solver-checked list of that game', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      const list = new Set(await winnableDeals('streets-and-alleys'));
      await openGame(page, base(), 'streets-and-alleys', '123456789012');
      await setSetting(page, 'winnable-only', true);
      const board = page.locator('[data-board]');
      for (let i = 0; i < 3; i++) {
        const before = await board.getAttribute('data-deal');
        await clickAction(page, 'new-deal');
        await expect.poll(() => board.getAttribute('data-deal')).not.toBe(before);
        expect(list.has((await board.getAttribute('data-deal'))!)).toBe(true);
      }
      // Per game: Citadel is not switched on, so its new deals are random ones, drawn from 1 to 999,999,999
      // (its checked list holds a few thousand of them: a random draw lands on it about once in 10^5).
      const citadel = new Set(await winnableDeals('citadel'));
      await openGame(page, base(), 'citadel', '7');
      await clickAction(page, 'new-deal');
      await expect.poll(() => board.getAttribute('data-deal')).not.toBe('7');
      const drawn = (await board.getAttribute('data-deal'))!;
      expect(drawn, 'a random deal number a player can say').toMatch(/^[1-9]\d{0,8}$/);
      expect(citadel.has(drawn), `Citadel ${drawn} drawn from its checked list`).toBe(false);
      // From the home screen too: a fresh game of a game with the setting on comes from its list.
      await clickAction(page, 'home');
      await page.locator('a[data-game="streets-and-alleys"]').click();
      await expect.poll(() => board.getAttribute('data-game')).toBe('streets-and-alleys');
      expect(list.has((await board.getAttribute('data-deal'))!)).toBe(true);
    });
  });

  it('the still-winnable indicator is off by default, then answers after each move in both languages', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      const deal = (await winnableDeals('citadel'))[0]!;
      await openGame(page, base(), 'citadel', deal);
      expect(await page.locator('[data-winnable]').count()).toBe(0);
      await setSetting(page, 'winnable-indicator', true);
      const status = page.locator('[data-winnable]');
      await expect.poll(() => status.getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
      expect(await status.getAttribute('data-winnable')).toBe('yes');
      expect(await status.textContent()).toBe('Still winnable');
      const start = startPosition('citadel', deal);
      const m = solve(start, { budgetMs: 5000 }).moves.find((x) => x.kind === 'tableau' && isLegal(start, x));
      if (m && solve(apply(start, m), { budgetMs: 5000 }).verdict === 'won') {
        await uiMove(page, m);
        await expect.poll(() => status.getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
        expect(await status.getAttribute('data-winnable')).toBe('yes');
      }
      // The French table loads when the player picks French, so the words change a moment later.
      await setSetting(page, 'lang', 'fr');
      await expect.poll(() => status.textContent()).toBe('Encore gagnable');
    });
  });

  it('a move during a long check cancels it: the search worker is stopped and replaced', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      // Count the app's workers as they start and stop (the page cannot share memory, so a cancel terminates).
      await page.addInitScript(() => {
        const w = window as unknown as { __workers: { started: number; stopped: number } };
        w.__workers = { started: 0, stopped: 0 };
        const Original = window.Worker;
        window.Worker = class extends Original {
          constructor(url: string | URL, opts?: WorkerOptions) {
            super(url, opts);
            w.__workers.started++;
          }
          override terminate(): void {
            w.__workers.stopped++;
            super.terminate();
          }
        };
      });
      const counts = (): Promise<{ started: number; stopped: number }> => page.evaluate(() => (window as unknown as { __workers: { started: number; stopped: number } }).__workers);
      // Streets and Alleys 186 stays undecided for seconds: its check is still running when the move comes.
      await openGame(page, base(), 'streets-and-alleys', '186');
      await setSetting(page, 'winnable-indicator', true);
      const status = page.locator('[data-winnable]');
      await expect.poll(() => status.getAttribute('aria-busy')).toBe('true');
      await expect.poll(async () => (await counts()).started).toBe(1);
      const start = startPosition('streets-and-alleys', '186');
      // t3 → t2 leaves a position still undecided after 3 s (some other first moves are proved lost at once).
      const m = legalMoves(start).find((x) => x.kind === 'tableau' && x.from === 3 && x.to === 2)!;
      await uiMove(page, m);
      await waitForBoard(page, apply(start, m));
      await expect.poll(counts).toEqual({ started: 2, stopped: 1 });
      expect(await status.getAttribute('aria-busy')).toBe('true'); // the new position's check runs
    });
  });
});
