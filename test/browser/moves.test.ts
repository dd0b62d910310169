/**
 * Moves through real input: pointer drags (past the threshold, released over the target), taps,
 * the keyboard; an illegal drop; undo and redo by button and by key; reload resumes; a bad deal
 * number in the entry box. Expected boards come from the engine, never from the app.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, parseRecord, replay } from '../../src/engine/index.ts';
import type { Move, Position } from '../../src/engine/index.ts';
import { DESKTOP, PHONE, SIZES, type Size } from './support/browser.ts';
import {
  appPosition, boardDiff, clickAction, dragCard, dragMove, drawn, keyboardMove, moveCount, openGame, readBoard, slot, startPosition,
  tapCard, topCard, waitForBoard, sourcePile,
} from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { cyclingSource, illegalTarget, onlyDestinationMove, quietMove } from './support/moves.ts';

const { base, withPage } = useBrowser();

const GAME = 'citadel', DEAL = '5';

function withGame<T>(size: Size, body: (page: Page, start: Position) => Promise<T>): Promise<T> {
  return withPage({ size }, async ({ page }) => {
    await openGame(page, base(), GAME, DEAL);
    return body(page, startPosition(GAME, DEAL));
  });
}

describe('drag', () => {
  it.each(SIZES.map((s) => [s.name, s] as const))('a drag moves a card (%s)', async (_name, size) => {
    await withGame(size, async (page, start) => {
      const m = quietMove(start);
      await dragMove(page, m);
      await waitForBoard(page, apply(start, m));
      expect(await moveCount(page)).toBe(1);
    });
  });

  it('an illegal drop leaves the board and the move count unchanged', async () => {
    await withGame(DESKTOP, async (page, start) => {
      const from = quietMove(start);
      const src = (from as { from: number }).from;
      const to = illegalTarget(start, src);
      const card = await topCard(page, sourcePile(from));
      await dragCard(page, card!, `t${to}`);
      // The drop handled (the card let go) and drawn, any return flight over: then the board must be exactly the deal.
      await page.waitForFunction(() => !document.querySelector('[data-board] .dragging') && document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
      await drawn(page);
      await waitForBoard(page, start, 1000);
      expect(await moveCount(page)).toBe(0);
    });
  });

  it('a press and release without moving is a tap, not a drop on the same pile', async () => {
    await withGame(DESKTOP, async (page, start) => {
      const m = onlyDestinationMove(start);
      const card = await topCard(page, sourcePile(m));
      const box = (await card!.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + 10);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 2, box.y + 11); // under any sensible threshold
      await page.mouse.up();
      await waitForBoard(page, apply(start, m));
    });
  });
});

describe('tap', () => {
  it('a tap sends a card with one destination there', async () => {
    await withGame(PHONE, async (page, start) => {
      const m = onlyDestinationMove(start);
      await tapCard((await topCard(page, sourcePile(m)))!);
      await waitForBoard(page, apply(start, m));
    });
  });

  it('tapping the moved card again cycles it to its next destination', async () => {
    // The first Citadel deal with a card that has two destinations, both on cards.
    const deal = [...Array(200).keys()].map(String).find((d) => d !== '0' && cyclingSource(startPosition(GAME, d)));
    expect(deal, 'a deal with a card that has two destinations').toBeDefined();
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await openGame(page, base(), GAME, deal!);
      const start = startPosition(GAME, deal!);
      const { from, targets } = cyclingSource(start)!;
      const card = makeCardOf(start, from);
      await tapCard((await topCard(page, `t${from}`))!);
      // The first tap has put the card on one of its places.
      await page.locator(`[data-board] [data-card="${card}"]:not([data-pile="t${from}"])`).waitFor();
      const first = await rowOf(page, card);
      expect(targets).toContain(first);
      await tapCard(page.locator(`[data-board] [data-card="${card}"]`));
      // The second tap has sent the card on from the row the first put it on.
      await page.locator(`[data-board] [data-card="${card}"]:not([data-pile="t${first}"])`).waitFor();
      const second = await rowOf(page, card);
      expect(targets).toContain(second);
      expect(second).not.toBe(first);
      await waitForBoard(page, apply(start, { kind: 'tableau', from, to: second }));
      expect(await moveCount(page)).toBe(1);
    });
  });
});

function makeCardOf(pos: Position, row: number): string {
  const cards = pos.tableau[row]!;
  const c = cards[cards.length - 1]!;
  return 'A23456789TJQK'[c % 13]! + 'CSHD'[Math.floor(c / 13)]!;
}

async function rowOf(page: Page, card: string): Promise<number> {
  const pile = await page.locator(`[data-board] [data-card="${card}"]`).getAttribute('data-pile');
  expect(pile).toMatch(/^t\d+$/);
  return Number(pile!.slice(1));
}

describe('keyboard', () => {
  it('arrows and Enter move a card; Esc cancels a pick', async () => {
    await withGame(DESKTOP, async (page, start) => {
      const m = quietMove(start);
      // Esc after a pick: nothing moves.
      await slot(page, sourcePile(m)).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      await waitForBoard(page, start);
      await keyboardMove(page, m);
      await waitForBoard(page, apply(start, m));
    });
  });

  it('Enter twice on a pile sends its top card to its best place', async () => {
    await withGame(PHONE, async (page, start) => {
      const m = onlyDestinationMove(start);
      await slot(page, sourcePile(m)).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await waitForBoard(page, apply(start, m));
    });
  });

  it('Ctrl+Z undoes, Ctrl+Y redoes, U undoes', async () => {
    await withGame(DESKTOP, async (page, start) => {
      const m = quietMove(start);
      await dragMove(page, m);
      const after = apply(start, m);
      await waitForBoard(page, after);
      await page.keyboard.press('Control+z');
      await waitForBoard(page, start);
      await page.keyboard.press('Control+y');
      await waitForBoard(page, after);
      await page.keyboard.press('u');
      await waitForBoard(page, start);
    });
  });
});

describe('undo, redo, reload', () => {
  it('undo and redo buttons walk the history both ways', async () => {
    await withGame(DESKTOP, async (page, start) => {
      const m1 = quietMove(start);
      const p1 = apply(start, m1);
      const m2 = quietMove(p1);
      const p2 = apply(p1, m2);
      await dragMove(page, m1);
      await waitForBoard(page, p1);
      await dragMove(page, m2);
      await waitForBoard(page, p2);
      await clickAction(page, 'undo');
      await waitForBoard(page, p1);
      await clickAction(page, 'undo');
      await waitForBoard(page, start);
      expect(await moveCount(page)).toBe(0);
      await clickAction(page, 'redo');
      await waitForBoard(page, p1);
      await clickAction(page, 'redo');
      await waitForBoard(page, p2);
      expect(await moveCount(page)).toBe(2);
    });
  });

  it('reload resumes the exact position, move count and history', async () => {
    await withGame(PHONE, async (page, start) => {
      const seen: Position[] = [start];
      let pos = start;
      for (let i = 0; i < 3; i++) {
        const m: Move = quietMove(pos);
        await dragMove(page, m);
        pos = apply(pos, m);
        seen.push(pos);
        await waitForBoard(page, pos);
      }
      await page.reload();
      await page.locator('[data-board] [data-card]').first().waitFor();
      await waitForBoard(page, pos);
      expect(await moveCount(page)).toBe(3);
      expect(new URL(page.url()).searchParams.get('deal')).toBe(DEAL);
      // The history came back too: undo after the reload takes back the last move.
      await clickAction(page, 'undo');
      await waitForBoard(page, seen[2]!);
    });
  });

  it('the dev hook record() replays through the engine to the board on screen', async () => {
    await withGame(DESKTOP, async (page, start) => {
      let pos = start;
      for (let i = 0; i < 3; i++) {
        const m = quietMove(pos);
        await dragMove(page, m);
        pos = apply(pos, m);
      }
      await waitForBoard(page, pos);
      const text = await page.evaluate(() => (window as unknown as { __solitaire: { record(): string } }).__solitaire.record());
      const rec = parseRecord(text);
      if (!rec.ok) throw new Error(rec.message);
      const replayed = replay(rec.value);
      if (!replayed.ok) throw new Error(replayed.message);
      expect(boardDiff(await readBoard(page), replayed.value)).toEqual([]);
    });
  });

  it('a bad deal number in the entry box shows an alert and leaves the game untouched', async () => {
    await withGame(DESKTOP, async (page, start) => {
      const m = quietMove(start);
      await dragMove(page, m);
      const after = apply(start, m);
      await waitForBoard(page, after);
      const url = page.url();
      const input = page.locator('[data-input="deal"]');
      if (!(await input.isVisible())) await clickAction(page, 'enter-deal');
      await input.fill('12abc');
      await input.press('Enter');
      const alert = page.locator('[role="alert"]');
      await alert.first().waitFor({ state: 'visible' });
      expect((await alert.first().innerText()).trim().length).toBeGreaterThan(5);
      await page.keyboard.press('Escape');
      await waitForBoard(page, after);
      expect(await moveCount(page)).toBe(1);
      expect(page.url()).toBe(url);
      const board = await readBoard(page);
      expect([board.game, board.deal]).toEqual([GAME, DEAL]);
    });
  });

  it('a good deal number in the entry box opens that deal and shows it in the URL', async () => {
    await withGame(DESKTOP, async (page) => {
      const input = page.locator('[data-input="deal"]');
      if (!(await input.isVisible())) await clickAction(page, 'enter-deal');
      await input.fill('1234');
      await input.press('Enter');
      await waitForBoard(page, startPosition(GAME, '1234'));
      await page.waitForFunction(() => new URL(location.href).searchParams.get('deal') === '1234');
    });
  });
});

describe('stock games', () => {
  it('Big Ben: the Deal button turns the top stock card onto the waste', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await openGame(page, base(), 'big-ben', '617');
      const start = startPosition('big-ben', '617');
      await clickAction(page, 'deal');
      const dealt = apply(start, { kind: 'deal' });
      await waitForBoard(page, dealt);
      // The waste card can be dragged like any other (a legal destination, if the engine has one).
      expect((await appPosition(page)).waste.length).toBe(1);
      await clickAction(page, 'undo');
      await waitForBoard(page, start);
    });
  });

  it('Selective Castle: the offered card is placed by tap and by drag', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      await openGame(page, base(), 'selective-castle', '42');
      let pos = startPosition('selective-castle', '42');
      // Drag the offered card to row 5.
      const offered = await topCard(page, 'stock');
      expect(offered, 'the offered card is rendered with data-pile="stock"').toBeDefined();
      await dragCard(page, offered!, 't5');
      pos = apply(pos, { kind: 'place', to: 5 });
      await waitForBoard(page, pos);
      // A tap places the next one somewhere legal.
      await tapCard((await topCard(page, 'stock'))!);
      await page.waitForFunction((n) => document.querySelectorAll('[data-board] [data-card][data-pile^="t"]').length === n, 2);
      const now = await appPosition(page);
      expect(now.stock.length).toBe(pos.stock.length - 1);
    });
  });
});
