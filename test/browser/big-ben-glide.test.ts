/**
 * Big Ben's glide: when the board resizes, its piles and cards move to their new places by CSS
 * transitions (styles.css), unless the player asks for reduced motion; and a card gliding so is
 * still on its pile for a press (drag.ts counts only the Web Animations of a move as a card in flight).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { drawn, openGame, recordMoves, slot, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();

/** Resizes the page and gives the CSS transitions the board's cards started meanwhile (card and property). */
async function transitionsOnResize(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const runs: string[] = [];
    (window as unknown as { runs: string[] }).runs = runs;
    document.addEventListener('transitionrun', (e) => {
      const card = e.target instanceof HTMLElement && e.target.matches('[data-board] .card') ? e.target : null;
      if (card) runs.push(`${card.dataset.card} ${e.propertyName}`);
    }, true);
  });
  const before = await page.locator('[data-board]').getAttribute('style');
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  await page.waitForFunction((was) => document.querySelector('[data-board]')!.getAttribute('style') !== was, before);
  // Transitions start at the style change that follows the new layout: two frames later they have all run.
  await drawn(page);
  return page.evaluate(() => (window as unknown as { runs: string[] }).runs);
}

describe("Big Ben's glide to a resized board", () => {
  it('with motion allowed, the cards glide to their new places by CSS transitions', async () => {
    await withPage({ size: DESKTOP, motion: 'no-preference' }, async ({ page }) => {
      await openGame(page, base(), 'big-ben', '10');
      const runs = await transitionsOnResize(page);
      expect(runs.filter((r) => r.endsWith(' top')).length, runs.join(', ')).toBeGreaterThan(0);
    });
  });

  it('under reduced motion, no card glides: the board takes its new places at once', async () => {
    await withPage({ size: DESKTOP, motion: 'reduce' }, async ({ page }) => {
      await openGame(page, base(), 'big-ben', '10');
      expect(await transitionsOnResize(page)).toEqual([]);
    });
  });

  // A press passed through a card carrying a CSS transition, as if it were flying, to what lay under it.
  it('a press on a card gliding by a CSS transition plays that card, not the pile it is drawn over', async () => {
    await withPage({ size: DESKTOP, motion: 'no-preference' }, async ({ page }) => {
      await openGame(page, base(), 'big-ben', '418');
      await waitForBoard(page, startPosition('big-ben', '418'));
      // t3's top card (which goes to f9) glides (a 60 s transition that jumps at its start) onto t2 (whose goes to f7), drawn over it.
      const [from, over] = [(await slot(page, 't3').boundingBox())!, (await slot(page, 't2').boundingBox())!];
      const gliding = await page.evaluate((dx) => {
        const card = [...document.querySelectorAll<HTMLElement>('[data-pile="t3"].card')].at(-1)!;
        card.style.transition = 'left 60s steps(1, jump-start)';
        void getComputedStyle(card).left; // the transition starts from the place drawn now
        card.style.left = `${dx}px`;
        return card.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running').length;
      }, over.x - from.x);
      expect(gliding, 'the card has a running CSS transition').toBe(1);
      const card = (await page.locator('[data-pile="t3"].card').last().boundingBox())!;
      expect(Math.abs(card.x - over.x), 'the card is drawn over t2').toBeLessThan(1);
      await page.mouse.click(card.x + card.width / 2, card.y + card.height / 2);
      await expect.poll(() => recordMoves(page)).not.toEqual([]);
      expect((await recordMoves(page))[0]).toBe('t3-f9');
    });
  });
});
