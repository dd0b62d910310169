/** A deal one move from its win, saved the way the app saves it, and its winning move played as the page goes. */
import type { Page } from 'playwright-core';
import { apply, makeMove, status, type Move } from '../../../src/engine/index.ts';
import { gameUrl, startPosition, waitForBoard } from './board.ts';
import { solve } from './search.ts';
import { storedStats, writesSettled, type GameStats } from './stats.ts';

/** Citadel deal 5: a short search finds its win. */
export const GAME = 'citadel', DEAL = '5';

export function winningLine(): Move[] {
  const start = startPosition(GAME, DEAL);
  const line = solve(start, 50_000);
  if (!line || status(line.reduce(apply, start)) !== 'won') throw new Error('no winning line found');
  return [...line];
}

/**
 * Saves the deal with every move but the last played and the last one undone (waiting as Redo),
 * from a page of the site where the app does not run (so no save of the app's writes over it).
 * `recorded`: what the statistics already hold of the deal (null: not even played).
 */
export async function saveOneMoveFromWin(page: Page, base: string, line: readonly Move[], recorded: 'played' | null = null): Promise<void> {
  await page.goto(base + 'icon.svg');
  await page.evaluate(
    ([key, moves, last, rec]) => localStorage.setItem(key, JSON.stringify({ v: 1, game: 'citadel', deal: '5', moves, redo: [[last]], elapsedMs: 60_000, recorded: rec, savedAt: Date.now() })),
    [`solitaire:game:${GAME}`, line.slice(0, -1).map(makeMove), makeMove(line.at(-1)!), recorded] as const,
  );
}

/** Opens the saved game and waits until it shows, one move from the win. */
export async function openSaved(page: Page, base: string, line: readonly Move[]): Promise<void> {
  await page.goto(gameUrl(base, GAME, DEAL));
  await waitForBoard(page, line.slice(0, -1).reduce(apply, startPosition(GAME, DEAL)), 15_000);
}

/** Plays the winning move (Redo, Ctrl+Y) and, when told, reloads in the same task; gives what the save then says is recorded. */
export function winThen(page: Page, reload: boolean): Promise<string | undefined> {
  return page.evaluate((again) => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'y', ctrlKey: true, bubbles: true }));
    const save = JSON.parse(localStorage.getItem('solitaire:game:citadel') ?? '{}') as { recorded?: string };
    if (again) location.reload();
    return save.recorded;
  }, reload);
}

export const wonOnBoard = (page: Page) => page.waitForFunction(() => document.querySelector('[data-board]')?.getAttribute('data-status') === 'won');

/** Waits until no result waits in the outbox (all written), then gives the game's stored figures. */
export async function settledStats(page: Page): Promise<GameStats | undefined> {
  await writesSettled(page);
  return (await storedStats(page))?.games[GAME];
}
