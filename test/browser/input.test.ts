/**
 * Input a new player trips over (issue 16): the address naming a game as people write it, fast taps
 * on the Big Ben stock, a drop decided by the pile under the pointer, tap-cycling through a
 * foundation, hints that name and mark their piles, and a dialog that gives the focus back as it closes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, gameDef, isLegal, legalMoves, parseMove, type Move, type Position } from '../../src/engine/index.ts';
import { DESKTOP, PHONE, screenshotPath, SIZES } from './support/browser.ts';
import { appPosition, clickAction, recordMoves, dragCard, dragMove, drawn, openGame, savedGame, slot, startPosition, topCard, waitForBoard } from './support/board.ts';
import { quietMove } from './support/moves.ts';
import { solve } from './support/search.ts';
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
        // The rest of this tap's 40–100 ms: the pace of the taps is what is tested.
        await page.waitForTimeout(Math.max(0, 40 + ((i * 23) % 61) - (Date.now() - t0)));
      }
      let want: Position = startPosition('big-ben', '9');
      for (let i = 0; i < 10; i++) want = apply(want, { kind: 'deal' });
      await waitForBoard(page, want);
      expect(await recordMoves(page)).toEqual(Array(10).fill('deal'));
    });
  });
});

describe('a drop is decided by the pile under the pointer', () => {
  it('a card let go over a pile it cannot go on flies back, whatever legal pile it overlaps (844×390, mouse)', async () => {
    const landscape = SIZES[1]!;
    const start = startPosition('big-ben', '3');
    // 8♥ on the 7 o'clock pile may go to the 6 o'clock foundation (7♥) or onto 9♥ at 3 o'clock only.
    const legal = legalMoves(start).flatMap((m) => ((m.kind === 'foundation' || m.kind === 'tableau') && m.from === 6 ? [`${m.kind[0]}${m.to}`] : []));
    expect(legal.sort()).toEqual(['f5', 't2']);
    await withPage({ size: landscape }, async ({ page }) => {
      await openGame(page, base(), 'big-ben', '3');
      const landed: string[] = [];
      for (const pile of [...start.foundations.map((_, i) => `f${i}`), ...start.tableau.map((_, i) => `t${i}`)]) {
        if (legal.includes(pile) || pile === 't6') continue;
        await dragCard(page, (await topCard(page, 't6'))!, pile, 6);
        const pos = await appPosition(page);
        if (pos.tableau[6]!.length !== 3) {
          landed.push(`dropped over ${pile}, went to ${pos.tableau[2]!.length === 4 ? 't2' : 'f5'}`);
          await page.keyboard.press('Control+z');
        }
        await waitForBoard(page, start);
      }
      expect(landed).toEqual([]);
      // Over a legal pile, it goes there.
      await dragCard(page, (await topCard(page, 't6'))!, 't2');
      await waitForBoard(page, apply(start, { kind: 'tableau', from: 6, to: 2 }));
    });
  });
});

/** Moves from their texts, for lines written out in a test. */
function line(game: string, text: string): Move[] {
  return text.split(' ').map((t) => {
    const r = parseMove(t, gameDef(game as Position['game']));
    if (!r.ok) throw new Error(r.message);
    return r.value;
  });
}

async function fingerTap(page: Page, pile: string): Promise<void> {
  const b = (await (await topCard(page, pile))!.boundingBox())!;
  await page.touchscreen.tap(b.x + b.width / 2, b.y + Math.min(b.height / 3, 20));
}

/** Counts the pointerdown handlers added to and removed from the board (a string: the page lacks the test's helpers). */
const BOARD_LISTENERS = `
  window.__board = { added: 0, removed: 0 };
  const add = EventTarget.prototype.addEventListener, remove = EventTarget.prototype.removeEventListener;
  const onBoard = (t, type) => type === 'pointerdown' && t instanceof Element && t.hasAttribute('data-board');
  EventTarget.prototype.addEventListener = function (type, ...rest) { if (onBoard(this, type)) window.__board.added++; return add.call(this, type, ...rest); };
  EventTarget.prototype.removeEventListener = function (type, ...rest) { if (onBoard(this, type)) window.__board.removed++; return remove.call(this, type, ...rest); };
`;

describe('a press in progress', () => {
  // A press lives in the board's handlers: handlers taken off and put back by a render (the board's
  // second render did, once) drop a drag the player has started, and the card stays where it was.
  it('is never dropped by a render: the board\'s handlers are attached once, through moves and resizes', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      await page.addInitScript(BOARD_LISTENERS);
      await openGame(page, base(), 'citadel', '5');
      const start = startPosition('citadel', '5');
      const m = quietMove(start);
      await dragMove(page, m);
      await waitForBoard(page, apply(start, m));
      await page.setViewportSize({ width: PHONE.width, height: PHONE.height - 40 });
      // The resize's render: the board is measured again in the frame after the page takes its new size.
      await page.waitForFunction((h) => innerHeight === h, PHONE.height - 40);
      await drawn(page);
      const n = quietMove(apply(start, m));
      await dragMove(page, n);
      await waitForBoard(page, apply(apply(start, m), n));
      expect(await page.evaluate(() => (window as unknown as { __board: object }).__board)).toEqual({ added: 1, removed: 0 });
    });
  });
});

describe('tap-cycling', () => {
  it('goes on when the first place is a foundation: f1, then t0, then t6, then f1 again (390×844, touch)', async () => {
    // Beleaguered Castle 2 after these moves: the 2♠ on row 1 may go to f1, onto row 0 or onto row 6.
    const played = line('beleaguered-castle', 't4-t2 t6-t7 t4-t7 t1-t4');
    let pos = startPosition('beleaguered-castle', '2');
    for (const m of played) pos = apply(pos, m);
    await withPage({ size: PHONE, hasTouch: true, isMobile: true }, async ({ page }) => {
      await savedGame(page, base(), 'beleaguered-castle', '2', played);
      await openGame(page, base(), 'beleaguered-castle', '2');
      await waitForBoard(page, pos);
      await fingerTap(page, 't1');
      const cycle = ['t1-f1', 't1-t0', 't1-t6', 't1-f1'];
      const landed = ['f1', 't0', 't6', 'f1'];
      for (let i = 0; i < cycle.length; i++) {
        if (i > 0) await fingerTap(page, landed[i - 1]!);
        await waitForBoard(page, apply(pos, line('beleaguered-castle', cycle[i]!)[0]!));
      }
    });
  });
});

describe('hints name and mark their piles', () => {
  const titles = {
    // In a sentence, a pile has its article, in lower case (labels.pileInSentence).
    en: ['to the clubs foundation', 'to the spades foundation', 'to the hearts foundation', 'to the diamonds foundation'],
    fr: ['sur la fondation de trèfle', 'sur la fondation de pique', 'sur la fondation de cœur', 'sur la fondation de carreau'],
  };
  it.each([
    ['en', DESKTOP],
    ['fr', PHONE],
  ] as const)('%s: a castle foundation by its suit; the card in a dashed ring, its place in a solid one, an arrow between', async (lang, size) => {
    const start = startPosition('citadel', '5');
    const win = solve(start)!;
    // Ten moves from the end of a win: hints soon send a card home.
    const played = win.slice(0, win.length - 10);
    let pos = start;
    for (const m of played) pos = apply(pos, m);
    await withPage({ size, locale: lang === 'fr' ? 'fr-FR' : 'en-US' }, async ({ page }) => {
      await savedGame(page, base(), 'citadel', '5', played);
      await openGame(page, base(), 'citadel', '5');
      await waitForBoard(page, pos);
      let homeHints = 0;
      for (let i = 0; i < 10 && homeHints === 0; i++) {
        await clickAction(page, 'hint');
        const from = page.locator('[data-hint-from]'), to = page.locator('[data-hint-to]');
        await to.waitFor({ timeout: 20_000 });
        const [a, b] = [await from.getAttribute('data-hint-from'), await to.getAttribute('data-hint-to')];
        const m = parseMove(`${a}-${b}`, gameDef('citadel'));
        expect(m.ok && isLegal(pos, m.value), `hint ${a}-${b} is a legal move`).toBe(true);
        if (!m.ok) return;
        // Told apart by more than colour: the card's ring is dashed, its place's is not.
        expect(await from.getAttribute('stroke-dasharray')).toBeTruthy();
        expect(await to.getAttribute('stroke-dasharray')).toBeNull();
        expect(await page.locator('[data-hint-arrow] line').count()).toBeGreaterThan(0);
        if (i === 0) await page.screenshot({ path: screenshotPath(`hint-${lang}-${size.name}`) });
        const text = await page.locator('#announcer').innerText();
        expect(text).not.toMatch(/Foundation \d|Fondation \d/);
        if (m.value.kind === 'foundation') {
          expect(text).toContain(titles[lang][m.value.to]);
          homeHints++;
        }
        await dragMove(page, m.value);
        pos = apply(pos, m.value);
        await waitForBoard(page, pos);
        expect(await page.locator('.hint-overlay').count(), 'the marks go once the board changes').toBe(0);
      }
      expect(homeHints, 'a hint sent a card home').toBe(1);
    });
  });
});

describe('a dialog closed with Esc', () => {
  it('gives the focus back at once, so a pile focused straight after keeps it when frames come late (390×844)', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      // A busy phone: every animation frame 400 ms late (a passive effect waits for one).
      await page.evaluate(() => {
        const raf = window.requestAnimationFrame.bind(window);
        window.requestAnimationFrame = (cb) => raf((at) => setTimeout(() => cb(at), 400));
      });
      await clickAction(page, 'settings');
      await page.locator('[data-setting="volume"]').fill('0');
      await page.keyboard.press('Escape');
      await slot(page, 't0').focus();
      // Two of the late frames: an effect that waits for one, had it taken the focus, has run by then.
      await drawn(page);
      const holder = await page.evaluate(() => document.activeElement?.closest('[data-pile-slot]')?.getAttribute('data-pile-slot') ?? document.activeElement?.outerHTML.slice(0, 80));
      expect(holder, 'the pile the player focused after closing Settings').toBe('t0');
    });
  });
});
