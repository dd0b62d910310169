/**
 * Touch after a flick: a drag released while the finger still moves, then a tap at once on Deal,
 * Fill or the game menu (issue 36, item 4: 9 taps of 20 were lost on Big Ben deal 7). Chromium took
 * the flick for a fling and swallowed the next tap's click, as a tap that stops a fling.
 */
import type { CDPSession, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { apply, legalMoves, type Move, type Position } from '../../src/engine/index.ts';
import { PHONE } from './support/browser.ts';
import { savedGame, openGame, slot, sourcePile, startPosition, targetPile, topCard, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();

type Point = { x: number; y: number };
const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', p?: Point): Promise<unknown> =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, radiusX: 8, radiusY: 8, force: 1, id: 1 }] : [] });

/** A flick: pressed, moved fast in a few steps, lifted at the last step with no pause (the finger still moving). */
async function flick(cdp: CDPSession, from: Point, to: Point, steps = 5): Promise<void> {
  await touch(cdp, 'touchStart', from);
  for (let i = 1; i <= steps; i++) await touch(cdp, 'touchMove', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
  await touch(cdp, 'touchEnd');
}

/** A finger's tap in the middle of `selector`'s first visible element. */
async function tap(page: Page, cdp: CDPSession, selector: string): Promise<void> {
  const b = (await page.locator(selector).first().boundingBox())!;
  await touch(cdp, 'touchStart', { x: b.x + b.width / 2, y: b.y + b.height / 2 });
  await touch(cdp, 'touchEnd');
}

const cardMove = (pos: Position): Move | undefined => legalMoves(pos).find((m) => m.kind !== 'deal' && m.kind !== 'fill');

/** Big Ben 7 played by its first card moves and deals until a fill is legal with a card move left: Fill shows. */
function toFill(): Move[] {
  let pos = startPosition('big-ben', '7');
  const line: Move[] = [];
  while (!(legalMoves(pos).some((m) => m.kind === 'fill') && cardMove(pos))) {
    const m = cardMove(pos) ?? legalMoves(pos).find((x) => x.kind === 'deal');
    if (!m || line.length > 300) throw new Error('no position with Fill on this deal');
    line.push(m);
    pos = apply(pos, m);
  }
  return line;
}

describe('a tap right after a flicked drag (Big Ben 7, 390×844, touch)', () => {
  it.each([
    { button: 'deal', line: [] as Move[] },
    { button: 'fill', line: toFill() },
    { button: 'menu', line: [] as Move[] },
  ])('$button: the tap acts', async ({ button, line }) => {
    const pos = line.reduce(apply, startPosition('big-ben', '7'));
    const move = cardMove(pos)!;
    await withPage({ size: PHONE, hasTouch: true, isMobile: true }, async ({ page, context }) => {
      const cdp = await context.newCDPSession(page);
      if (line.length) await savedGame(page, base(), 'big-ben', '7', line);
      await openGame(page, base(), 'big-ben', '7');
      await waitForBoard(page, pos);
      const card = (await (await topCard(page, sourcePile(move)))!.boundingBox())!;
      const to = (await slot(page, targetPile(move)).boundingBox())!;
      await flick(cdp, { x: card.x + card.width / 2, y: card.y + 10 }, { x: to.x + to.width / 2, y: to.y + to.height / 2 });
      const after = apply(pos, move);
      await waitForBoard(page, after);
      await tap(page, cdp, `[data-action="${button}"]:visible`);
      if (button === 'menu') await page.locator('#game-menu').waitFor({ timeout: 2000 });
      else await waitForBoard(page, apply(after, { kind: button } as Move), 2000);
    });
  });
});
