/**
 * The win screen leaves the bars in reach: at every size, with the win screen showing, a real mouse
 * click where a toolbar button sits lands on that button and does its work (no closing first).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/index.ts';
import { SIZES } from './support/browser.ts';
import { openGame, savedGame, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { solve } from './support/search.ts';

const { base, withPage } = useBrowser();

const START = startPosition('citadel', '5');
const LINE = solve(START, 50_000)!;

/** The buttons in the bars whose middle something else lies over (what a click there would hit instead). */
async function coveredBarButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.bar [data-action]')]
      .filter((b) => b.checkVisibility())
      .flatMap((b) => {
        const r = b.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return top && b.contains(top) ? [] : [`${b.dataset.action} (under ${top?.className || top?.tagName || 'nothing'})`];
      }),
  );
}

/** A real click at the middle of the toolbar button, after checking that nothing lies over that point. */
async function clickToolbar(page: Page, action: string): Promise<void> {
  const button = page.locator(`.bar [data-action="${action}"]:visible`);
  expect(await button.count(), `one visible ${action} button in the bars`).toBe(1);
  const box = (await button.boundingBox())!;
  const x = box.x + box.width / 2, y = box.y + box.height / 2;
  const hit = await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('[data-action]')?.getAttribute('data-action') ?? null, [x, y]);
  expect(hit, `what lies at the middle of the ${action} button`).toBe(action);
  await page.mouse.click(x, y);
}

describe.each(SIZES)('a won game at $width×$height', (size) => {
  it('Undo and New deal in the bars answer a real click while the win screen shows', async () => {
    expect(LINE, 'a winning line for Citadel 5').toBeDefined();
    await withPage({ size }, async ({ page }) => {
      await savedGame(page, base(), 'citadel', '5', LINE);
      await openGame(page, base(), 'citadel', '5');
      const won = page.locator('[data-message="won"]');
      await won.waitFor({ state: 'visible' });
      expect(await page.locator('.bar [data-action]:visible').count(), 'buttons in the bars').toBeGreaterThanOrEqual(8);
      expect(await coveredBarButtons(page), 'bar buttons covered by the win screen').toEqual([]);
      await clickToolbar(page, 'undo');
      await waitForBoard(page, LINE.slice(0, -1).reduce(apply, START));
      await won.waitFor({ state: 'hidden' });
      // Won again (redo), then a new deal straight from the win screen's toolbar.
      await page.keyboard.press('Control+y');
      await won.waitFor({ state: 'visible' });
      await clickToolbar(page, 'new-deal');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('deal') !== '5');
      await won.waitFor({ state: 'hidden' });
      const deal = new URL(page.url()).searchParams.get('deal')!;
      await waitForBoard(page, startPosition('citadel', deal));
    });
  });
});
