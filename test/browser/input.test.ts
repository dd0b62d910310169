/**
 * Input a new player trips over (issue 16): the address naming a game as people write it, fast taps
 * on the Big Ben stock, a drop decided by the pile under the pointer, tap-cycling through a
 * foundation, and hints that name and mark their piles.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, type Position } from '../../src/engine/index.ts';
import { DESKTOP, PHONE } from './support/browser.ts';
import { openGame, slot, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();

describe('the address names a game', () => {
  it('accepts a game’s English or French name or alias in any case, and writes its id back', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      const cases = [
        ['Big%20Ben', 'big-ben'],
        ['ch%C3%A2teau%20ASSI%C3%89G%C3%89', 'beleaguered-castle'],
        ['Rues+et+ruelles', 'streets-and-alleys'],
        ['laying%20siege', 'beleaguered-castle'],
        ['FORTRESS', 'fortress'],
      ] as const;
      for (const [text, id] of cases) {
        await page.goto(`${base()}?game=${text}&deal=7`);
        await page.locator(`[data-board][data-game="${id}"]`).waitFor({ timeout: 5000 });
        await waitForBoard(page, startPosition(id, '7'));
        expect(new URL(page.url()).searchParams.get('game'), text).toBe(id);
        expect(await page.locator('[role="alert"]').count(), text).toBe(0);
      }
    });
  });

  it('still refuses a name no game has, saying so', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await page.goto(`${base()}?game=Klondike`);
      await expect.poll(() => page.locator('[role="alert"]').innerText()).toMatch(/Klondike/);
    });
  });
});

/** The moves of the app's record of the game, as move texts. */
async function recordMoves(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => (window as unknown as { __solitaire: { record(): string } }).__solitaire.record());
  return (text.split('\n\n')[1] ?? '').split(/\s+/).filter(Boolean);
}

describe('the Big Ben stock under fast taps', () => {
  it('ten finger taps 40–100 ms apart deal ten cards, never playing the card still flying from the stock', async () => {
    await withPage({ size: PHONE, hasTouch: true, isMobile: true, motion: 'no-preference' }, async ({ page }) => {
      await openGame(page, base(), 'big-ben', '9');
      const box = (await slot(page, 'stock').boundingBox())!;
      // Anywhere on the stock: its side towards the waste is where the flying card stays longest.
      const x = box.x + box.width * 0.8, y = box.y + box.height / 2;

      // One protocol call per touch, so the taps really come 40–100 ms apart (touchscreen.tap takes longer).
      const cdp = await page.context().newCDPSession(page);
      for (let i = 0; i < 10; i++) {
        const t0 = Date.now();
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 1 }] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await page.waitForTimeout(Math.max(0, 40 + ((i * 23) % 61) - (Date.now() - t0)));
      }
      let want: Position = startPosition('big-ben', '9');
      for (let i = 0; i < 10; i++) want = apply(want, { kind: 'deal' });
      await waitForBoard(page, want);
      expect(await recordMoves(page)).toEqual(Array(10).fill('deal'));
    });
  });
});
