/**
 * The finer points of play: animations that undo cleanly, an illegal drop that flies back, the grab
 * offset kept, auto-move, restart and new deal, Big Ben's fill, Selective Castle's whole placement,
 * the left-handed mirror, and the contract's hooks (pile slots, counters, live region).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, gameDef, GAME_IDS, hasGap, legalMoves, safeMoves } from '../../src/engine/index.ts';
import type { Move, Position } from '../../src/engine/index.ts';
import { DESKTOP, PHONE, screenshotPath } from './support/browser.ts';
import {
  appPosition, boardDiff, clickAction, dragCard, dragMove, drawn, moveCount, openGame, readBoard, setSetting, slot, sourcePile, startPosition, tapCard, topCard, waitForBoard,
} from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { illegalTarget, onlyDestinationMove, quietMove } from './support/moves.ts';
import { waitForStats } from './support/stats.ts';

const { base, withPage } = useBrowser();

/** No Web Animation is running or left behind and no card is still offset by a drag. */
async function settledCleanly(page: Page): Promise<void> {
  await drawn(page); // a change's flights start in the frame after the board shows it
  await page.waitForFunction(() => document.getAnimations().filter((a) => a.playState === 'running').length === 0, null, { timeout: 5000 });
  const stray = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-board] [data-card]')].filter((c) => c.style.transform && c.style.transform !== 'none').map((c) => c.dataset.card),
  );
  expect(stray, 'cards still displaced after the animations').toEqual([]);
}

describe('animations', () => {
  it('undo pressed during a slow move animation leaves the board exactly at the start', async () => {
    await withPage({ size: DESKTOP, motion: 'no-preference' }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      await setSetting(page, 'speed', 'slow');
      const start = startPosition('citadel', '5');
      const m = onlyDestinationMove(start);
      // Tap, then undo at once, three times over: every undo lands mid-flight.
      for (let i = 0; i < 3; i++) {
        await tapCard((await topCard(page, sourcePile(m)))!);
        await page.keyboard.press('Control+z');
      }
      await waitForBoard(page, start);
      await settledCleanly(page);
      await tapCard((await topCard(page, sourcePile(m)))!);
      await page.keyboard.press('Control+z');
      await page.keyboard.press('Control+y');
      await waitForBoard(page, apply(start, m));
      await settledCleanly(page);
      expect(await moveCount(page)).toBe(1);
    });
  });

  it('an illegal drop glides the card back to exactly where it was', async () => {
    await withPage({ size: DESKTOP, motion: 'no-preference' }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      const start = startPosition('citadel', '5');
      const m = quietMove(start) as { from: number };
      const card = (await topCard(page, `t${m.from}`))!;
      const before = (await card.boundingBox())!;
      await dragCard(page, card, `t${illegalTarget(start, m.from)}`);
      await settledCleanly(page);
      const after = (await card.boundingBox())!;
      expect(Math.abs(after.x - before.x) + Math.abs(after.y - before.y)).toBeLessThan(1);
      await waitForBoard(page, start);
    });
  });

  it('a dragged card keeps its grab offset under the pointer', async () => {
    await withPage({ size: PHONE, checkErrors: false }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      const m = quietMove(startPosition('citadel', '5')) as { from: number };
      const card = (await topCard(page, `t${m.from}`))!;
      const box = (await card.boundingBox())!;
      const grab = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.2 };
      await page.mouse.move(grab.x, grab.y);
      await page.mouse.down();
      const offsets: { dx: number; dy: number }[] = [];
      for (const [px, py] of [[40, 30], [90, 120], [-60, 200]] as const) {
        await page.mouse.move(grab.x + px, grab.y + py, { steps: 4 });
        const b = (await card.boundingBox())!;
        offsets.push({ dx: grab.x + px - b.x, dy: grab.y + py - b.y });
      }
      await page.mouse.move(grab.x, grab.y, { steps: 4 });
      await page.mouse.up();
      for (const o of offsets) {
        expect(Math.abs(o.dx - (grab.x - box.x))).toBeLessThan(1.5);
        expect(Math.abs(o.dy - (grab.y - box.y))).toBeLessThan(1.5);
      }
    });
  });
});

/** Plays safe moves as the engine's rule allows, as an app with auto-move "safe" must. */
function withSafe(pos: Position): Position {
  for (let m = safeMoves(pos)[0]; m; m = safeMoves(pos)[0]) pos = apply(pos, m);
  return pos;
}

describe('settings in play', () => {
  it('auto-move "safe" plays exactly the engine\'s safe moves after a move', async () => {
    // A Citadel deal and a move after which a safe move exists.
    let found: { deal: string; move: Move } | undefined;
    for (let d = 1; d < 300 && !found; d++) {
      const pos = startPosition('citadel', String(d));
      if (safeMoves(pos).length) continue;
      const m = legalMoves(pos).find((n) => n.kind === 'tableau' && safeMoves(apply(pos, n)).length > 0);
      if (m) found = { deal: String(d), move: m };
    }
    expect(found).toBeDefined();
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await openGame(page, base(), 'citadel', found!.deal);
      await setSetting(page, 'automove', 'safe');
      const start = startPosition('citadel', found!.deal);
      await dragMove(page, found!.move);
      const expected = withSafe(apply(start, found!.move));
      await waitForBoard(page, expected);
      // One undo takes back the move and the auto-moves it set off.
      await clickAction(page, 'undo');
      await waitForBoard(page, start);
    });
  });

  it('the left-handed mirror keeps the board exact and moves the rows to the other side', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      const x0 = (await slot(page, 't0').boundingBox())!.x;
      await setSetting(page, 'lefthand', true);
      await page.waitForFunction((x) => Math.abs(document.querySelector('[data-pile-slot="t0"]')!.getBoundingClientRect().x - x) > 20, x0);
      expect(boardDiff(await readBoard(page), startPosition('citadel', '5'))).toEqual([]);
      const m = quietMove(startPosition('citadel', '5'));
      await dragMove(page, m);
      await waitForBoard(page, apply(startPosition('citadel', '5'), m));
      await page.screenshot({ path: screenshotPath('citadel-lefthand-desktop') });
    });
  });
});

describe('new deal and restart', () => {
  it('restart goes back to the deal; the abandoned deal counts as played and lost', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      const start = startPosition('citadel', '5');
      await dragMove(page, quietMove(start));
      await clickAction(page, 'restart');
      await waitForBoard(page, start);
      expect(await moveCount(page)).toBe(0);
      expect(new URL(page.url()).searchParams.get('deal')).toBe('5');
      const stats = await waitForStats(page, (s) => s?.games.citadel?.played === 1);
      expect(stats!.games.citadel).toMatchObject({ played: 1, won: 0 });
    });
  });

  it('new deal opens another deal, shown in the URL and laid out as the engine deals it', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      await openGame(page, base(), 'fortress', '9');
      await clickAction(page, 'new-deal');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('deal') !== '9');
      const deal = new URL(page.url()).searchParams.get('deal')!;
      expect((await readBoard(page)).deal).toBe(deal);
      await waitForBoard(page, startPosition('fortress', deal));
    });
  });
});

describe('stock games', () => {
  it('Big Ben: a move that leaves a gap offers Fill, which fills as the engine does', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await openGame(page, base(), 'big-ben', '617');
      let pos = startPosition('big-ben', '617');
      expect(await page.locator('[data-action="fill"]').count(), 'no Fill while no row is short').toBe(0);
      // Deal until some card can move off a row (every row holds three, so any move leaves a gap).
      for (let i = 0; i < 30 && !legalMoves(pos).some((m) => m.kind !== 'deal' && m.kind !== 'fill' && (m as { from: number }).from >= 0); i++) {
        await clickAction(page, 'deal');
        pos = apply(pos, { kind: 'deal' });
        await waitForBoard(page, pos);
      }
      const m = legalMoves(pos).find((n) => n.kind !== 'deal' && n.kind !== 'fill' && (n as { from: number }).from >= 0)!;
      expect(m).toBeDefined();
      await dragMove(page, m);
      pos = apply(pos, m);
      await waitForBoard(page, pos);
      expect(hasGap(gameDef('big-ben'), pos)).toBe(true);
      await clickAction(page, 'fill');
      pos = apply(pos, { kind: 'fill' });
      await waitForBoard(page, pos);
      expect(await page.locator('[data-action="fill"]').count()).toBe(hasGap(gameDef('big-ben'), pos) ? 1 : 0);
    });
  });

  it('Selective Castle: placing all 48 cards by drag starts play', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await openGame(page, base(), 'selective-castle', '7');
      let pos = startPosition('selective-castle', '7');
      for (let k = 0; pos.stock.length > 0; k++) {
        const m: Move = { kind: 'place', to: k % 8 };
        await dragCard(page, (await topCard(page, 'stock'))!, `t${m.to}`, 4);
        pos = apply(pos, m);
        if (k % 8 === 7) await waitForBoard(page, pos);
      }
      await page.waitForFunction(() => document.querySelector('[data-board]')?.getAttribute('data-status') !== 'placing');
      expect(await page.locator('[data-board]').getAttribute('data-status')).toMatch(/^(playing|lost)$/);
      expect((await appPosition(page)).stock).toEqual([]);
    });
  });

  it.each([150, 250])('Selective Castle on a phone: two taps on one row %i ms apart place two cards there', async (gap) => {
    await withPage({ size: PHONE, hasTouch: true }, async ({ page }) => {
      await openGame(page, base(), 'selective-castle', '7');
      const start = startPosition('selective-castle', '7');
      const row = (await page.locator('[data-pile-slot="t2"]').boundingBox())!;
      const x = row.x + row.width / 2, y = row.y + row.height / 3;
      // A player's two taps, `gap` apart (inside the double-tap time): each must place a card. The taps
      // carry their own times (CDP's timestamp), so a loaded machine's slow round trips stretch no gap.
      const cdp = await page.context().newCDPSession(page);
      const t0 = Date.now() / 1000;
      for (let i = 0; i < 2; i++) {
        // A finger's pause before the second tap, as the times say: the pace is what is tested.
        if (i > 0) await page.waitForTimeout(gap);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 1 }], timestamp: t0 + (gap / 1000) * i });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: t0 + (gap / 1000) * i + 0.04 });
      }
      const placed = apply(apply(start, { kind: 'place', to: 2 }), { kind: 'place', to: 2 });
      await waitForBoard(page, placed);
      expect((await appPosition(page)).tableau[2]).toHaveLength(2);
    });
  });
});

describe('contract hooks', () => {
  // Roving tabindex: every slot is focusable (tabindex -1 or 0) and exactly one is in the Tab order.
  it.each(GAME_IDS.map((g) => [g]))('%s: every pile has a focusable, labelled slot; Tab reaches the board', async (game) => {
    const def = gameDef(game);
    const piles = [...def.foundations.map((_, i) => `f${i}`), ...Array.from({ length: def.rows }, (_, i) => `t${i}`)];
    if (def.stockActions) piles.push('stock', 'waste');
    if (def.placementMax > 0) piles.push('stock');
    await withPage({ size: PHONE, checkErrors: false }, async ({ page }) => {
      await openGame(page, base(), game, '3');
      const slots = await page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll<HTMLElement>('[data-pile-slot]')].map((s) => [
            s.dataset.pileSlot!,
            { tab: s.hasAttribute('tabindex') ? s.tabIndex : null, label: s.getAttribute('aria-label') ?? '' },
          ]),
        ),
      );
      for (const p of piles) {
        expect(slots[p], `slot ${p}`).toBeDefined();
        expect(slots[p]!.tab, `slot ${p} tabindex`).toBeGreaterThanOrEqual(-1);
        expect(slots[p]!.label.length, `slot ${p} aria-label`).toBeGreaterThan(2);
      }
      expect(Object.values(slots).filter((s) => s.tab === 0).length, 'slots in the Tab order').toBe(1);
      let reached = false;
      for (let i = 0; i < 30 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(() => document.activeElement?.hasAttribute('data-pile-slot') ?? false);
      }
      expect(reached, 'Tab reaches a pile').toBe(true);
      expect(await page.locator('[data-moves]').count()).toBe(1);
      expect(await page.locator('[data-timer]').count()).toBe(1);
    });
  });

  it('each move is announced in the polite live region', async () => {
    await withPage({ size: DESKTOP, checkErrors: false }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      expect(await page.locator('#announcer').getAttribute('aria-live')).toBe('polite');
      const m = onlyDestinationMove(startPosition('citadel', '5'));
      await tapCard((await topCard(page, sourcePile(m)))!);
      await page.waitForFunction(() => (document.getElementById('announcer')?.textContent ?? '').trim().length > 0);
      const said = await page.locator('#announcer').textContent();
      expect(said).toMatch(/(ace|[2-9]|10|jack|queen|king) of (clubs|spades|hearts|diamonds)/i);
      await clickAction(page, 'undo');
      await page.waitForFunction((before) => document.getElementById('announcer')?.textContent !== before, said);
    });
  });
});
