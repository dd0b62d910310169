/**
 * Input a new player trips over (issue 16): the address naming a game as people write it, fast taps
 * on the Big Ben stock, a drop decided by the pile under the pointer, tap-cycling through a
 * foundation, and hints that name and mark their piles.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { startPosition, waitForBoard } from './support/board.ts';
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
