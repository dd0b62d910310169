/**
 * What the picture scripts (`npm run screenshots`, scripts/faces-screenshots.ts) share: the app built
 * into its own directory and served, Chromium, pages that run the test helpers' functions under tsx,
 * and a line played through the interface as a player would.
 */
import type { Browser, Page } from 'playwright-core';
import { apply, type Move, type Position } from '../../../src/engine/index.ts';
import { launchChromium, openPage, type OpenOptions } from './browser.ts';
import { uiMove, waitForBoard } from './board.ts';
import { buildApp, removeBuild, serveApp } from './server.ts';

/** Builds the app into `dist`, serves it and starts Chromium for `body`; everything is closed and removed after. */
export async function withServedApp(dist: string, body: (url: string, browser: Browser) => Promise<void>): Promise<void> {
  buildApp(dist);
  const served = await serveApp(dist);
  const browser = await launchChromium();
  try {
    await body(served.url, browser);
  } finally {
    await browser.close();
    await served.close();
    removeBuild(dist);
  }
}

/** A page for a script: tsx (unlike vitest) wraps the functions handed to the page in a `__name` helper of its own. */
export async function scriptPage(browser: Browser, opts: OpenOptions): ReturnType<typeof openPage> {
  const opened = await openPage(browser, opts);
  await opened.page.addInitScript('globalThis.__name = (f) => f;');
  return opened;
}

/** Plays `moves` from `pos` through the interface, each checked on the board; gives the position reached. */
export async function playThrough(page: Page, pos: Position, moves: readonly Move[]): Promise<Position> {
  for (const move of moves) {
    await uiMove(page, move);
    pos = apply(pos, move);
    await waitForBoard(page, pos);
  }
  return pos;
}
