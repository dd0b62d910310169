/**
 * What the first board leaves for later (issue 17's budget: load what a feature needs when the
 * player first uses it): the solver's client, the code that starts its worker, comes with the first
 * hint, not with the board.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from './support/browser.ts';
import { clickAction, openGame } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();

/** The JavaScript the page has received so far, by path, with its text. */
function scriptsReceived(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (r: Response) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.js')) scripts.set(path, r.text().catch(() => '')); // a body still on its way when the page closes
  });
  return scripts;
}

/** The scripts that name the solver's worker file (the client that starts it). */
async function startingTheWorker(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const out: string[] = [];
  for (const [path, text] of scripts) if (/\/worker-[\w-]+\.js/.test(await text)) out.push(path);
  return out;
}

describe('the first board', () => {
  it('carries no solver client; the first hint fetches it and gets its answer', async () => {
    await withPage({ size: PHONE, isMobile: true, hasTouch: true }, async ({ page }) => {
      const scripts = scriptsReceived(page);
      await openGame(page, base(), 'citadel', '5');
      await page.waitForLoadState('networkidle');
      expect(await startingTheWorker(scripts), 'scripts of the first board that start the solver').toEqual([]);
      await clickAction(page, 'hint');
      await page.waitForFunction(() => /^Hint:/.test(document.getElementById('announcer')?.textContent?.trim() ?? ''), null, { timeout: 20_000 });
      expect(await startingTheWorker(scripts)).toHaveLength(1);
    });
  });
});
