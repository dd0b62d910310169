/**
 * Finish by the simple rule: offered as soon as sending the cards home alone wins, one tap or key plays the rest
 * as a cascade and ends in a won game equal to the engine's; one Undo takes the whole Finish back.
 * Phone by tap (English, with animation), desktop by keyboard (French).
 */
import { describe, expect, it } from 'vitest';
import { apply, gameDef, status } from '../../src/engine/index.ts';
import { finishLine } from '../../src/web/finish/finish.ts';
import { DESKTOP, PHONE, screenshotPath } from './support/browser.ts';
import { appPosition, keyboardMove, openGame, savedGame, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { solve } from './support/search.ts';

const { base, withPage } = useBrowser();
const START = startPosition('citadel', '5');
const LINE = solve(START, 50_000)!;
const DEF = gameDef('citadel');

/** The first point of the line from which the cards going home alone win (two moves or more). */
function firstSure(): number {
  for (let k = 0; k < LINE.length; k++) {
    const rest = finishLine(LINE.slice(0, k).reduce(apply, START), DEF);
    if (rest && rest.length >= 2) return k;
  }
  throw new Error('no sure win along the line');
}

describe.each([
  { size: PHONE, locale: 'en-US', motion: 'no-preference', input: 'tap', label: 'Finish' },
  { size: DESKTOP, locale: 'fr-FR', motion: 'reduce', input: 'keyboard', label: 'Terminer' },
] as const)('Finish at $size.width×$size.height by $input', ({ size, locale, motion, input, label }) => {
  it('is offered at once when the cards going home alone win, and ends in a won game; one Undo takes it back', async () => {
    expect(LINE, 'a winning line for Citadel 5').toBeDefined();
    const k = firstSure();
    const before = LINE.slice(0, k - 1).reduce(apply, START), sure = apply(before, LINE[k - 1]!);
    await withPage({ size, locale, motion, hasTouch: input === 'tap' }, async ({ page }) => {
      await savedGame(page, base(), 'citadel', '5', LINE.slice(0, k - 1));
      await openGame(page, base(), 'citadel', '5');
      await waitForBoard(page, before);
      const button = page.locator('[data-action="finish"]');
      // (Here, 16 cards from the end, the solver may already prove the win: finish-solver.test.ts.)
      // The move that makes the win sure, as the player makes it.
      await keyboardMove(page, LINE[k - 1]!);
      await waitForBoard(page, sure);
      await button.waitFor();
      await page.screenshot({ path: screenshotPath(`finish-${size.name}-${locale}`) });
      expect((await button.textContent())?.trim()).toBe(label);
      if (input === 'tap') await button.tap();
      else {
        await button.focus();
        await page.keyboard.press('Enter');
      }
      const won = finishLine(sure, DEF)!.reduce(apply, sure);
      await waitForBoard(page, won, 15_000);
      expect(status(await appPosition(page), DEF)).toBe('won');
      await page.locator('[data-message="won"]').waitFor();
      expect(await button.count(), 'no Finish on a won game').toBe(0);
      await page.keyboard.press('Control+z');
      await waitForBoard(page, sure);
    });
  });
});
