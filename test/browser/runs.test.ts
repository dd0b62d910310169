/**
 * Issue 17's play by hand: a run of cards moved at once (drag, tap, keyboard), checked against the
 * engine replaying the single-card moves the app records; a run too long for the empty rows is
 * refused with words; a double tap or double click sends a card home, and only that card.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, clonePosition, gameDef, isLegal, legalMoves, parseMove, rowAccepts, type Move, type Position } from '../../src/engine/index.ts';
import { DESKTOP, PHONE, SIZES } from './support/browser.ts';
import { appPosition, arrowTo, drawn, moveCount, openGame, recordMoves, savedGame, slot, startPosition, topCard, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { solve } from './support/search.ts';

const { base, withPage } = useBrowser();
const GAME = 'beleaguered-castle', DEAL = '2';
const def = gameDef(GAME);

/** The position after `line` from the deal. */
function after(line: readonly Move[]): Position {
  return line.reduce((p, m) => apply(p, m), startPosition(GAME, DEAL));
}

/** What moving the cards of row `from` from `index` up onto row `to` leaves, written out by hand (no planner). */
function runMoved(pos: Position, from: number, index: number, to: number): Position {
  const p = clonePosition(pos);
  p.tableau[to]!.push(...p.tableau[from]!.splice(index));
  return p;
}

/** Replays move texts through the engine, each checked legal; throws at the first that is not. */
function replay(pos: Position, texts: readonly string[]): Position {
  return texts.reduce((p, text) => {
    const m = parseMove(text, def);
    if (!m.ok || !isLegal(p, m.value, def)) throw new Error(`${text} is not a legal move here`);
    return apply(p, m.value);
  }, pos);
}

const card = (page: Page, pile: string, index: number) => page.locator(`[data-board] [data-card][data-pile="${pile}"][data-index="${index}"]`);

/** A point on the strip of a card that the card on it leaves visible, whichever way the row fans. */
async function visiblePoint(page: Page, pile: string, index: number): Promise<{ x: number; y: number }> {
  const b = (await card(page, pile, index).boundingBox())!;
  const above = card(page, pile, index + 1);
  const next = (await above.count()) ? await above.boundingBox() : null;
  if (!next) return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  const dx = next.x - b.x, dy = next.y - b.y;
  if (Math.abs(dy) >= Math.abs(dx)) return { x: b.x + b.width / 2, y: dy > 0 ? b.y + dy / 2 : b.y + b.height + dy / 2 };
  return { x: dx > 0 ? b.x + dx / 2 : b.x + b.width + dx / 2, y: b.y + b.height / 2 };
}

async function dragFrom(page: Page, pile: string, index: number, to: string): Promise<void> {
  const from = await visiblePoint(page, pile, index);
  const t = (await ((await topCard(page, to)) ?? slot(page, to)).boundingBox())!;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(t.x + t.width / 2, t.y + t.height / 2, { steps: 10 });
  await page.mouse.up();
}

async function fingerTap(page: Page, pile: string, index: number): Promise<void> {
  const p = await visiblePoint(page, pile, index);
  await page.touchscreen.tap(p.x, p.y);
}

const announced = (page: Page): Promise<string> => page.locator('#announcer').innerText();
/** The words a sighted player reads: the visible notice band, only when it is on screen and not hidden from sight. */
async function shown(page: Page): Promise<string> {
  const notice = page.locator('.notice');
  if (!(await notice.count()) || !(await notice.first().isVisible())) return '';
  const box = (await notice.first().boundingBox())!, view = page.viewportSize()!;
  return box.y >= 0 && box.y + box.height <= view.height && box.height > 8 ? notice.first().innerText() : '';
}

// Beleaguered Castle 2 along a win, 59 moves in: row 1 holds a run of three from its third card that
// row 2 takes, with two empty rows to pass it through.
const win = solve(startPosition(GAME, DEAL))!;
const line = win.slice(0, 59);
const midGame = after(line);
const RUN = { from: 1, index: 2, to: 2 };

describe('moving a run', () => {
  it('the chosen position holds the run this test needs', () => {
    const row = midGame.tableau[RUN.from]!;
    expect(row.length - RUN.index).toBe(3);
    expect(rowAccepts(def, midGame.tableau[RUN.to]!, row[RUN.index]!)).toBe(true);
    expect(midGame.tableau.filter((r) => r.length === 0).length).toBe(2);
  });

  it.each([SIZES[1]!, DESKTOP])('a drag takes the run; the record holds its single-card moves; one undo takes it back ($name, mouse)', async (size) => {
    await withPage({ size }, async ({ page }) => {
      await savedGame(page, base(), GAME, DEAL, line);
      await openGame(page, base(), GAME, DEAL);
      await waitForBoard(page, midGame);
      const count = await moveCount(page);
      await dragFrom(page, `t${RUN.from}`, RUN.index, `t${RUN.to}`);
      const want = runMoved(midGame, RUN.from, RUN.index, RUN.to);
      await waitForBoard(page, want);
      const moves = await recordMoves(page);
      const single = moves.slice(line.length);
      expect(single.length, 'single-card moves through the empty rows').toBeGreaterThan(3);
      expect(replay(midGame, single)).toEqual(want);
      expect(await appPosition(page)).toEqual(want);
      expect(await announced(page)).toMatch(/^3 cards from jack of clubs up to Row 3\./);
      expect(await moveCount(page)).toBe(count + single.length);
      await page.keyboard.press('Control+z');
      await waitForBoard(page, midGame);
      expect(await recordMoves(page)).toEqual(moves.slice(0, line.length));
    });
  });

  it('a finger tap on the run’s lowest card sends the run onto a card (390×844, French)', async () => {
    await withPage({ size: PHONE, hasTouch: true, isMobile: true, locale: 'fr-FR' }, async ({ page }) => {
      await savedGame(page, base(), GAME, DEAL, line);
      await openGame(page, base(), GAME, DEAL);
      await waitForBoard(page, midGame);
      // The board's first touch: the run-move code arrives with it, and this tap must wait for it.
      await fingerTap(page, `t${RUN.from}`, RUN.index);
      const want = runMoved(midGame, RUN.from, RUN.index, RUN.to);
      await waitForBoard(page, want);
      expect(replay(midGame, (await recordMoves(page)).slice(line.length))).toEqual(want);
      expect(await announced(page)).toMatch(/^3 cartes depuis valet de trèfle sur la rangée 3\./);
    });
  });

  it('the keyboard moves the run when the chosen row takes a lower card of it', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await savedGame(page, base(), GAME, DEAL, line);
      await openGame(page, base(), GAME, DEAL);
      await waitForBoard(page, midGame);
      await slot(page, `t${RUN.from}`).focus();
      await page.keyboard.press('Enter');
      await arrowTo(page, `t${RUN.to}`);
      await page.keyboard.press('Enter');
      const want = runMoved(midGame, RUN.from, RUN.index, RUN.to);
      await waitForBoard(page, want);
      expect(replay(midGame, (await recordMoves(page)).slice(line.length))).toEqual(want);
    });
  });

  // One move in, no row is empty: the 8♦ 7♦ on row 2 may go onto row 4's 9 only card by card.
  const first = win.slice(0, 1), tight = after(first);
  it('the too-long position has no empty row and row 4 takes the 8♦', () => {
    expect(tight.tableau.some((r) => r.length === 0)).toBe(false);
    expect(rowAccepts(def, tight.tableau[4]!, tight.tableau[2]![5]!)).toBe(true);
  });
  for (const size of [PHONE, DESKTOP]) {
    for (const [locale, words] of [['en-GB', /Too long to move at once: 2 cards.+at most 1/], ['fr-FR', /Trop longue pour partir d’un coup\s?: 2 cartes.+au plus 1/]] as const) {
      it(`a run too long for the empty rows stays, and the player reads why (${size.width}×${size.height}, ${locale})`, async () => {
        await withPage({ size, locale }, async ({ page }) => {
          await savedGame(page, base(), GAME, DEAL, first);
          await openGame(page, base(), GAME, DEAL);
          await waitForBoard(page, tight);
          await dragFrom(page, 't2', 5, 't4');
          await expect.poll(() => announced(page)).toMatch(words);
          await expect.poll(() => shown(page)).toMatch(words);
          await waitForBoard(page, tight);
          expect(await recordMoves(page)).toEqual(first.map((m) => (m.kind === 'tableau' ? `t${m.from}-t${m.to}` : '')));
        });
      });
    }
  }
});

describe('double tap and double click', () => {
  // Cards on top of rows of two or more: one that may go home (and nowhere else matters), one that may not.
  const homeMoves = legalMoves(midGame).filter((m) => m.kind === 'foundation' && midGame.tableau[m.from]!.length > 1);
  const stuck = midGame.tableau.findIndex((r, i) => r.length > 1 && !homeMoves.some((m) => m.kind === 'foundation' && m.from === i) && legalMoves(midGame).some((m) => m.kind === 'tableau' && m.from === i));

  /** Seconds between the two taps of a double tap (the app takes two taps within 350 ms). */
  const GAP = 0.12;
  it('a finger double tap sends the card home and leaves the card under it (390×844)', async () => {
    const home = homeMoves[0]!;
    expect(home.kind).toBe('foundation');
    const from = (home as { from: number }).from;
    await withPage({ size: PHONE, hasTouch: true, isMobile: true }, async ({ page }) => {
      // Counts the taps the page has handled: on their way up, after the board's own handlers.
      await page.addInitScript(() => {
        const w = window as unknown as { __ups: number };
        w.__ups = 0;
        addEventListener('pointerup', () => w.__ups++);
      });
      await savedGame(page, base(), GAME, DEAL, line);
      await openGame(page, base(), GAME, DEAL);
      await waitForBoard(page, midGame);
      const p = await visiblePoint(page, `t${from}`, midGame.tableau[from]!.length - 1);
      const cdp = await page.context().newCDPSession(page);
      // The taps carry their own times, 120 ms apart, as a finger's do: a loaded machine's slow round trips stretch no gap past the double tap's window.
      const t0 = Date.now() / 1000;
      for (let i = 0; i < 2; i++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y, id: 1 }], timestamp: t0 + GAP * i });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: t0 + GAP * i + 0.04 });
        // A finger's pause after each tap (the gap the app reads is the times above): a person's pace.
        await page.waitForTimeout(60);
      }
      await waitForBoard(page, apply(midGame, home));
      // Both taps handled and drawn, then a moment for anything the second set going later: nothing
      // more may go home (the window is the check).
      await page.waitForFunction(() => (window as unknown as { __ups: number }).__ups >= 2);
      await drawn(page);
      await page.waitForTimeout(400);
      expect(await appPosition(page)).toEqual(apply(midGame, home));
    });
  });

  for (const size of [PHONE, DESKTOP]) {
    for (const [locale, words] of [['en-GB', /cannot go home yet/], ['fr-FR', /ne peut pas encore aller à sa fondation/]] as const) {
      it(`a double click on a card that cannot go home leaves it where it was and shows why (${size.width}×${size.height}, ${locale})`, async () => {
        expect(stuck).toBeGreaterThanOrEqual(0);
        await withPage({ size, locale }, async ({ page }) => {
          await savedGame(page, base(), GAME, DEAL, line);
          await openGame(page, base(), GAME, DEAL);
          await waitForBoard(page, midGame);
          const p = await visiblePoint(page, `t${stuck}`, midGame.tableau[stuck]!.length - 1);
          await page.mouse.dblclick(p.x, p.y);
          await expect.poll(() => announced(page)).toMatch(words);
          await expect.poll(() => shown(page)).toMatch(words);
          await waitForBoard(page, midGame);
          expect(await recordMoves(page)).toHaveLength(line.length);
        });
      });
    }
  }

  it('H sends the focused pile’s top card home', async () => {
    const home = homeMoves[0] as { from: number };
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await savedGame(page, base(), GAME, DEAL, line);
      await openGame(page, base(), GAME, DEAL);
      await waitForBoard(page, midGame);
      await slot(page, `t${home.from}`).focus();
      await page.keyboard.press('h');
      await waitForBoard(page, apply(midGame, homeMoves[0]!));
    });
  });
});
