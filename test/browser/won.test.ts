/**
 * The win screen leaves the bars in reach: at every size, with the win screen showing, a real mouse
 * click where a toolbar button sits lands on that button and does its work (no closing first).
 * The winning move, by keyboard or by a click, sends the focus into the win screen and says the
 * win in the live region, in English and in French; a won game restored on load does neither.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/index.ts';
import { DESKTOP, SIZES } from './support/browser.ts';
import { drawn, focusedPile, keyboardMove, openGame, savedGame, sourcePile, startPosition, tapCard, topCard, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { solve } from './support/search.ts';

const { base, withPage } = useBrowser();

const START = startPosition('citadel', '5');
const LINE = solve(START, 50_000)!;

/** The buttons in the bars whose middle something else lies over (what a click there would hit instead). */
async function coveredBarButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.bar [data-action]')]
      .filter((b) => b.checkVisibility())
      .flatMap((b) => {
        const r = b.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return top && b.contains(top) ? [] : [`${b.dataset.action} (under ${top?.className || top?.tagName || 'nothing'})`];
      }),
  );
}

/** A real click at the middle of the toolbar button, after checking that nothing lies over that point. */
async function clickToolbar(page: Page, action: string): Promise<void> {
  const button = page.locator(`.bar [data-action="${action}"]:visible`);
  expect(await button.count(), `one visible ${action} button in the bars`).toBe(1);
  const box = (await button.boundingBox())!;
  const x = box.x + box.width / 2, y = box.y + box.height / 2;
  const hit = await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('[data-action]')?.getAttribute('data-action') ?? null, [x, y]);
  expect(hit, `what lies at the middle of the ${action} button`).toBe(action);
  await page.mouse.click(x, y);
}

describe.each(SIZES)('a won game at $width×$height', (size) => {
  it('Undo and New deal in the bars answer a real click while the win screen shows', async () => {
    expect(LINE, 'a winning line for Citadel 5').toBeDefined();
    await withPage({ size }, async ({ page }) => {
      await savedGame(page, base(), 'citadel', '5', LINE);
      await openGame(page, base(), 'citadel', '5');
      const won = page.locator('[data-message="won"]');
      await won.waitFor({ state: 'visible' });
      expect(await page.locator('.bar [data-action]:visible').count(), 'buttons in the bars (Home, Settings, the menu, New deal, Hint, Undo, Redo)').toBeGreaterThanOrEqual(7);
      expect(await coveredBarButtons(page), 'bar buttons covered by the win screen').toEqual([]);
      await clickToolbar(page, 'undo');
      await waitForBoard(page, LINE.slice(0, -1).reduce(apply, START));
      await won.waitFor({ state: 'hidden' });
      // Won again (redo), then a new deal straight from the win screen's toolbar.
      await page.keyboard.press('Control+y');
      await won.waitFor({ state: 'visible' });
      await clickToolbar(page, 'new-deal');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('deal') !== '5');
      await won.waitFor({ state: 'hidden' });
      const deal = new URL(page.url()).searchParams.get('deal')!;
      await waitForBoard(page, startPosition('citadel', deal));
    });
  });
});

/** The win screen's title as each language writes it (the live region must say the same words). */
const TITLES = { en: 'You won!', fr: 'Gagné\u202f!' } as const;

/** Where the focus is, whether inside the win screen, and what the live region says. */
async function focusAndSpeech(page: Page): Promise<{ inWinScreen: boolean; focused: string; live: string }> {
  return page.evaluate(() => {
    const a = document.activeElement;
    return {
      inWinScreen: !!a && !!document.querySelector('[data-message="won"]')?.contains(a),
      focused: a ? `${a.tagName.toLowerCase()}${a.id ? '#' + a.id : ''}${a.className ? '.' + String(a.className).replace(/ /g, '.') : ''}` : 'none',
      live: document.getElementById('announcer')?.textContent ?? '',
    };
  });
}

describe.each([
  { lang: 'en', locale: 'en-US' },
  { lang: 'fr', locale: 'fr-FR' },
] as const)('the winning move in $lang', ({ lang, locale }) => {
  const last = LINE.at(-1)!;
  const before = LINE.slice(0, -1).reduce(apply, START);
  const won = apply(before, last);

  it.each(['keyboard', 'click'] as const)('made by %s: the focus goes into the win screen and the live region says the win', async (input) => {
    expect(LINE, 'a winning line for Citadel 5').toBeDefined();
    await withPage({ size: DESKTOP, locale }, async ({ page }) => {
      await savedGame(page, base(), 'citadel', '5', LINE.slice(0, -1));
      await openGame(page, base(), 'citadel', '5');
      await waitForBoard(page, before);
      const screen = page.locator('[data-message="won"]');
      expect(await screen.count(), 'no win screen before the last move').toBe(0);
      if (input === 'keyboard') await keyboardMove(page, last);
      else await tapCard((await topCard(page, sourcePile(last)))!);
      await waitForBoard(page, won);
      await screen.waitFor({ state: 'visible' });
      const title = (await screen.locator('h2').textContent())?.trim();
      expect(title, 'the win screen title').toBe(TITLES[lang]);
      const body = (await screen.locator('[data-won-body]').textContent())?.trim() ?? '';
      expect(body, 'the win screen line').toContain(lang === 'fr' ? 'donne 5' : 'deal 5');
      await page.waitForFunction(() => document.activeElement?.closest('[data-message="won"]') !== null, null, { timeout: 2000 }).catch(() => undefined);
      const after = await focusAndSpeech(page);
      expect(after.inWinScreen, `the focus after the winning move (on ${after.focused})`).toBe(true);
      expect(after.live, 'the live region after the winning move').toContain(TITLES[lang]);
      expect(after.live, 'the live region after the winning move').toContain(body);

      // Ctrl+Z still undoes from the win screen; the focus goes back to the board, not to <body>.
      await page.keyboard.press('Control+z');
      await waitForBoard(page, before);
      await screen.waitFor({ state: 'hidden' });
      await page.waitForFunction(() => document.activeElement?.closest('[data-pile-slot]') != null, null, { timeout: 2000 }).catch(() => undefined);
      expect(await focusedPile(page), 'the pile focused after undoing the win').not.toBeNull();
      // Redo wins again: a player's win, so the focus goes back into the win screen.
      await page.keyboard.press('Control+y');
      await screen.waitFor({ state: 'visible' });
      await page.waitForFunction(() => document.activeElement?.closest('[data-message="won"]') !== null, null, { timeout: 2000 }).catch(() => undefined);
      const redone = await focusAndSpeech(page);
      expect(redone.inWinScreen, `the focus after redoing the win (on ${redone.focused})`).toBe(true);
      expect(redone.live, 'the live region after redoing the win').toContain(TITLES[lang]);
    });
  });

  it('restored on load: the win screen shows without taking the focus or speaking', async () => {
    expect(LINE, 'a winning line for Citadel 5').toBeDefined();
    await withPage({ size: DESKTOP, locale }, async ({ page }) => {
      await savedGame(page, base(), 'citadel', '5', LINE);
      await openGame(page, base(), 'citadel', '5');
      const screen = page.locator('[data-message="won"]');
      await screen.waitFor({ state: 'visible' });
      expect((await screen.locator('h2').textContent())?.trim(), 'the win screen title').toBe(TITLES[lang]);
      // The screen's effects have run two frames after its first draw; a moment more for anything
      // later: neither focus nor speech may come (the window is the check).
      await drawn(page);
      await page.waitForTimeout(300);
      const restored = await focusAndSpeech(page);
      expect(restored.inWinScreen, `the focus on load (on ${restored.focused})`).toBe(false);
      expect(restored.live, 'the live region on load').not.toContain(TITLES[lang]);
    });
  });
});
