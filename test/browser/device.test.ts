/**
 * What a phone does differently: touch drags (pointerType "touch", where the browser may claim the
 * gesture for scrolling), and the app working offline once loaded (service worker allowed here).
 */
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/index.ts';
import { openPage, PHONE } from './support/browser.ts';
import { openGame, sourcePile, startPosition, targetPile, topCard, waitForBoard, slot } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { onlyDestinationMove, quietMove } from './support/moves.ts';

const { browser, base, withPage } = useBrowser();

async function touchDrag(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }, steps = 12): Promise<void> {
  const point = (p: { x: number; y: number }) => [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let i = 1; i <= steps; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(p) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function centreOf(page: Page, pile: string): Promise<{ x: number; y: number }> {
  const loc = (await topCard(page, pile)) ?? slot(page, pile);
  const b = (await loc.boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + Math.min(b.height / 3, 20) };
}

describe('touch', () => {
  it('a finger drag moves a card on a phone', async () => {
    await withPage({ size: PHONE, hasTouch: true, isMobile: true }, async ({ context, page }) => {
      await openGame(page, base(), 'citadel', '5');
      const start = startPosition('citadel', '5');
      const m = quietMove(start);
      const cdp = await context.newCDPSession(page);
      await touchDrag(cdp, await centreOf(page, sourcePile(m)), await centreOf(page, targetPile(m)));
      await waitForBoard(page, apply(start, m));
    });
  });

  it('a finger tap sends a card to its place', async () => {
    await withPage({ size: PHONE, hasTouch: true, isMobile: true, checkErrors: false }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      const start = startPosition('citadel', '5');
      const m = onlyDestinationMove(start);
      const p = await centreOf(page, sourcePile(m));
      await page.touchscreen.tap(p.x, p.y);
      await waitForBoard(page, apply(start, m));
    });
  });
});

describe('offline', () => {
  it('once loaded, the game opens again with the network gone', async () => {
    const { context, page, errors } = await openPage(browser(), { size: PHONE, serviceWorkers: 'allow' });
    try {
      await openGame(page, base(), 'big-ben', '617');
      // The service worker must be installed and in control before the network goes.
      const ready = await page.evaluate(() =>
        Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 15_000))]),
      );
      expect(ready, 'a service worker registered and active within 15 s of loading').toBe(true);
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await context.setOffline(true);
      await page.reload();
      await page.locator('[data-board] [data-card]').first().waitFor();
      await waitForBoard(page, startPosition('big-ben', '617'));
      await page.goto(`${base()}?rules=citadel`);
      await page.locator('[data-rules-page] article [data-show-me] svg [data-card]').first().waitFor();
      expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
