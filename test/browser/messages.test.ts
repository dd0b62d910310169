/**
 * What the app says and shows beyond the board: Big Ben's "deal from the stock" pointer, hints from
 * the solver worker, reduced motion and instant speed (no animation at all), and axe-core on the
 * screens the settings change (French, four-colour suits) and on the win screen; the longest common notice stays in the message band.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, legalMoves, makeDealNumber, randomDealNumber } from '../../src/engine/index.ts';
import { DESKTOP, PHONE } from './support/browser.ts';
import {
  appPosition, clickAction, dragMove, drawn, openGame, readBoard, savedGame, setSetting, sourcePile, startPosition, tapCard, topCard, waitForBoard,
} from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { puzzles } from '../../src/web/data/puzzles.ts';
import { onlyDestinationMove } from './support/moves.ts';
import { solve } from './support/search.ts';
import { ROOT } from './support/server.ts';

const { base, withPage } = useBrowser();

const announced = (page: Page): Promise<string> => page.locator('#announcer').innerText();

/** The outermost live regions whose text holds `text` (each would make a screen reader say it). */
const liveRegionsSaying = (page: Page, text: string): Promise<string[]> =>
  page.evaluate((said) => {
    const live = '[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"])';
    return [...document.querySelectorAll(live)]
      .filter((el) => !el.parentElement?.closest(live) && (el.textContent ?? '').includes(said))
      .map((el) => el.id || el.className);
  }, text.trim());

describe('messages', () => {
  it('Big Ben with no card to move points at the stock; dealing clears it', async () => {
    const start = startPosition('big-ben', '169');
    expect(legalMoves(start).map((m) => m.kind)).toEqual(['deal']);
    await withPage({ size: PHONE }, async ({ page }) => {
      await openGame(page, base(), 'big-ben', '169');
      const stuck = page.locator('[data-message="stuck"]');
      await stuck.waitFor({ state: 'visible' });
      expect(await stuck.innerText()).toMatch(/stock/i);
      expect(await page.locator('[data-message="lost"]').count()).toBe(0);
      await clickAction(page, 'deal');
      await waitForBoard(page, apply(start, { kind: 'deal' }));
    });
  });

  it('a hint comes back from the solver worker and leaves the board alone', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      await clickAction(page, 'hint');
      await page.waitForFunction(() => /^Hint:/.test(document.getElementById('announcer')?.textContent?.trim() ?? ''), null, { timeout: 20_000 });
      expect(await announced(page)).toMatch(/(ace|[2-9]|10|jack|queen|king) of/i);
      // Shown on the notice line, said once: only #announcer speaks it, the notice is no second live region.
      await page.locator('.notice.hint').waitFor();
      expect(await liveRegionsSaying(page, await announced(page))).toEqual(['announcer']);
      await waitForBoard(page, startPosition('citadel', '5'));
    });
  });

  it('a hint after the game is lost says no winning line is left', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await openGame(page, base(), 'fortress', '1');
      await dragMove(page, { kind: 'tableau', from: 6, to: 9 });
      await page.locator('[data-message="lost"]').waitFor();
      await clickAction(page, 'hint');
      await page.waitForFunction(() => /winning line/i.test(document.getElementById('announcer')?.textContent ?? ''), null, { timeout: 20_000 });
    });
  });
});

describe('no animation when none is wanted', () => {
  // The third case proves the probe: with motion allowed and a slow speed, animations do run.
  it.each([
    ['reduced motion, speed slow', 'reduce', 'slow', false],
    ['speed instant', 'no-preference', 'instant', false],
    ['motion allowed, speed slow (control)', 'no-preference', 'slow', true],
  ] as const)('%s: animations run only when wanted', async (_name, motion, speed, animated) => {
    await withPage({ size: DESKTOP, motion, checkErrors: false }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      await setSetting(page, 'speed', speed);
      const start = startPosition('citadel', '5');
      const m = onlyDestinationMove(start);
      await page.evaluate(() => {
        const w = window as unknown as { __anims: number };
        w.__anims = 0;
        // Count every animation the page creates from here on.
        const orig = Element.prototype.animate;
        Element.prototype.animate = function (this: Element, ...args: Parameters<typeof orig>) {
          w.__anims++;
          return orig.apply(this, args);
        };
      });
      await tapCard((await topCard(page, sourcePile(m)))!);
      await waitForBoard(page, apply(start, m));
      await clickAction(page, 'undo');
      await waitForBoard(page, start);
      await drawn(page); // the undo's flights, if any, start in the frame after the board shows it
      const count = await page.evaluate(() => (window as unknown as { __anims: number }).__anims);
      if (animated) expect(count).toBeGreaterThan(0);
      else expect(count).toBe(0);
    });
  });
});

describe('rapid input during slow animations', () => {
  it('Big Ben: deals, undos, redos and a fill clicked without pause end exactly where the engine says', async () => {
    await withPage({ size: PHONE, motion: 'no-preference' }, async ({ page }) => {
      await openGame(page, base(), 'big-ben', '617');
      await setSetting(page, 'speed', 'slow');
      const start = startPosition('big-ben', '617');
      // Clicks without waiting for the animations: deal, deal, deal, undo, undo, redo.
      for (const a of ['deal', 'deal', 'deal', 'undo', 'undo', 'redo']) await page.locator(`[data-action="${a}"]`).click({ noWaitAfter: true });
      let pos = apply(apply(start, { kind: 'deal' }), { kind: 'deal' });
      await waitForBoard(page, pos);
      // A move off a row leaves a gap; fill at once, undo at once, redo at once.
      const m = legalMoves(pos).find((n) => (n.kind === 'tableau' || n.kind === 'foundation') && n.from >= 0);
      expect(m, 'deal 617 has a card move off a row after two deals').toBeDefined();
      await dragMove(page, m!);
      pos = apply(pos, m!);
      await waitForBoard(page, pos);
      for (const a of ['fill', 'undo', 'redo']) await page.locator(`[data-action="${a}"]`).click({ noWaitAfter: true });
      pos = apply(pos, { kind: 'fill' });
      await waitForBoard(page, pos);
      await drawn(page);
      await page.waitForFunction(() => document.getAnimations().filter((a) => a.playState === 'running').length === 0);
      await waitForBoard(page, pos, 1000);
    });
  });
});

async function audit(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    const r = await axe.run(document);
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

describe('axe-core under other settings', () => {
  it('French, four-colour suits, left-handed: a board and the home page', async () => {
    await withPage({ size: PHONE, locale: 'fr-FR', checkErrors: false }, async ({ page }) => {
      await openGame(page, base(), 'big-ben', '617');
      await setSetting(page, 'fourcolor', true);
      await setSetting(page, 'lefthand', true);
      expect(await audit(page), 'Big Ben, fr, four colours').toEqual([]);
      await page.goto(base());
      await page.locator('a[data-game]').first().waitFor();
      expect(await audit(page), 'home, fr').toEqual([]);
    });
  });

  it('the win screen', async () => {
    await withPage({ size: DESKTOP, checkErrors: false }, async ({ page }) => {
      // A won position, played from a saved game: Citadel 5's winning line replayed by the app on load.
      const line = solve(startPosition('citadel', '5'), 50_000)!;
      await savedGame(page, base(), 'citadel', '5', line, 60_000);
      await openGame(page, base(), 'citadel', '5');
      await page.locator('[data-message="won"]').waitFor();
      expect((await readBoard(page)).status).toBe('won');
      expect(await audit(page), 'win screen').toEqual([]);
    });
  });
});

describe('a notice stays in the message band', () => {
  // The longest notice a player meets often: a new deal over a game in progress, in French on an upright phone.
  it.each([
    { size: PHONE, locale: 'fr-FR', large: false },
    { size: { name: 'landscape', width: 844, height: 390 }, locale: 'fr-FR', large: false },
    { size: PHONE, locale: 'fr-FR', large: true },
    { size: { name: 'landscape', width: 844, height: 390 }, locale: 'fr-FR', large: true },
  ])('$size.name, $locale, larger cards $large: "a new deal, your last game kept" does not lie over the piles', async ({ size, locale, large }) => {
    await withPage({ size, locale }, async ({ page }) => {
      const start = startPosition('beleaguered-castle', '2');
      await openGame(page, base(), 'beleaguered-castle', '2');
      if (large) await setSetting(page, 'large', true);
      const move = onlyDestinationMove(start);
      await tapCard((await topCard(page, sourcePile(move)))!);
      await waitForBoard(page, apply(start, move));
      await page.locator('[data-action="new-deal"]:visible').click();
      const notice = page.locator('.notice', { hasText: 'Annuler fait revenir la partie précédente' });
      await notice.waitFor();
      const [n, table] = await Promise.all([notice.boundingBox(), page.locator('.table').boundingBox()]);
      const band = await page.locator('.table').evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
      expect(n!.y, `the notice's top (${n!.y}) against the band's top (${table!.y + table!.height - band})`).toBeGreaterThanOrEqual(table!.y + table!.height - band - 0.5);
      expect(n!.y + n!.height).toBeLessThanOrEqual(table!.y + table!.height + 0.5);
    });
  });

  // A random new deal with no move at all (143 of Beleaguered Castle's first 20,000) would put the
  // no-moves panel in the notice's place: one is drawn again (CI at 29cc115 failed the test above so).
  it.each([
    { size: PHONE, locale: 'en-US', text: 'Undo brings your last game back' },
    { size: { name: 'landscape', width: 844, height: 390 }, locale: 'fr-FR', text: 'Annuler fait revenir la partie précédente' },
  ])('$size.name, $locale: a new deal drawn with no move from the start is drawn again', async ({ size, locale, text }) => {
    await withPage({ size, locale }, async ({ page }) => {
      const start = startPosition('beleaguered-castle', '2');
      await openGame(page, base(), 'beleaguered-castle', '2');
      const move = onlyDestinationMove(start);
      await tapCard((await topCard(page, sourcePile(move)))!);
      await waitForBoard(page, apply(start, move));
      // The next random draw is deal 123456201, which has no move (checked below).
      const dead = '123456201';
      const draw = 0.1234562005;
      expect(makeDealNumber(randomDealNumber(() => draw))).toBe(dead);
      expect(legalMoves(startPosition('beleaguered-castle', dead))).toEqual([]);
      await page.evaluate((draw) => {
        const real = Math.random;
        const draws = [draw];
        Math.random = () => draws.shift() ?? real();
      }, draw);
      await page.locator('[data-action="new-deal"]:visible').click();
      const dealt = (): string | null => new URL(page.url()).searchParams.get('deal');
      await expect.poll(dealt).not.toBe('2');
      const deal = dealt()!;
      expect(deal, 'the deal with no move is drawn again').not.toBe(dead);
      expect(deal, 'a new deal is a number a player can say').toMatch(/^[1-9]\d{0,8}$/);
      expect(legalMoves(await appPosition(page)).length, `deal ${deal} has a move`).toBeGreaterThan(0);
      await waitForBoard(page, startPosition('beleaguered-castle', deal));
      await page.locator('.notice', { hasText: text }).waitFor();
    });
  });

  // Reported: with Finish offered the notice keeps to the band's other side, and there the French line took three lines, over the rows.
  const line = puzzles.find((p) => p.deal === '3')!.line.split(' ');
  it.each([
    { size: PHONE, lang: 'fr', text: 'Annuler fait revenir la partie précédente' },
    { size: PHONE, lang: 'en', text: 'Undo brings your last game back' },
    { size: { name: 'landscape', width: 844, height: 390 }, lang: 'fr', text: 'Annuler fait revenir la partie précédente' },
    { size: { name: 'landscape', width: 844, height: 390 }, lang: 'en', text: 'Undo brings your last game back' },
  ])('$size.name, $lang, larger cards: a share link near the end of Selective Castle opened over a game in progress says so beside Finish, in the band', async ({ size, lang, text }) => {
    await withPage({ size, hasTouch: true }, async ({ page }) => {
      await page.goto(base() + 'icon.svg');
      await page.evaluate((lang) => localStorage.setItem('solitaire:settings', JSON.stringify({ lang, speed: 'instant', large: true })), lang);
      await page.goto(`${base()}?game=selective-castle&deal=3&moves=${line.slice(0, 4).join('+')}`);
      await page.locator('[data-board] [data-pile="t2"]').first().waitFor();
      const r = (await page.locator('[data-pile-slot="t1"]').boundingBox())!;
      await page.touchscreen.tap(r.x + r.width / 2, r.y + 20); // a placement of the player's own: a game in progress
      await expect.poll(() => page.locator('[data-board] [data-pile="t1"]').count()).toBe(1);
      await page.goto(`${base()}?game=selective-castle&deal=3&moves=${line.slice(0, line.length - 12).join('+')}`);
      const notice = page.locator('.notice', { hasText: text });
      await notice.waitFor();
      await page.locator('.finish-offer .act').waitFor();
      const [n, table, board, finish] = await Promise.all([notice.boundingBox(), page.locator('.table').boundingBox(), page.locator('[data-board]').boundingBox(), page.locator('.finish-offer .act').boundingBox()]);
      const band = await page.locator('.table').evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
      const at = `notice ${Math.round(n!.y)}-${Math.round(n!.y + n!.height)}, band from ${table!.y + table!.height - band}, board to ${board!.y + board!.height}`;
      expect(n!.y, at).toBeGreaterThanOrEqual(table!.y + table!.height - band - 0.5);
      expect(n!.y + n!.height, at).toBeLessThanOrEqual(table!.y + table!.height + 0.5);
      expect(n!.x + n!.width, 'the notice keeps clear of Finish').toBeLessThanOrEqual(finish!.x);
      // Readable beside Finish: a text size of 14 px or more, on two lines at most.
      const read = await notice.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return { px: parseFloat(getComputedStyle(el).fontSize), lines: new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size };
      });
      expect(read.px, `the notice's text size (${lang} at ${size.width}×${size.height})`).toBeGreaterThanOrEqual(14);
      expect(read.lines, `the notice's lines (${lang} at ${size.width}×${size.height})`).toBeLessThanOrEqual(2);
    });
  });
});
