/**
 * The rail: with larger cards on a phone on its side the top bar stands at the side of the board,
 * 104 px wide. Every game's name must fit it word by word, in English and French (a word broken
 * over two lines, "Beleaguer / ed", reads as two words; a puzzle's title keeps "deal 8" on one line), and the game menu, tapped open, must open
 * beside the rail over the board, covering none of the rail's buttons or words, right- and
 * left-handed. Turning larger cards on or off in Settings mid-game re-lays the board out for the
 * room the rail leaves (or gives back): no pile reaches off the screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/index.ts';
import type { Size } from './support/browser.ts';
import { useBrowser } from './support/fixture.ts';
import { drawn } from './support/board.ts';

const { base, withPage } = useBrowser();

const LANDSCAPE: Size = { name: 'phone-landscape', width: 844, height: 390 };

async function open(page: Page, game: string, lang: string, lefthand = false): Promise<void> {
  await page.goto(base() + 'icon.svg');
  await page.evaluate(([lang, lefthand]) => localStorage.setItem('solitaire:settings', JSON.stringify({ lang, large: true, lefthand })), [lang, lefthand] as const);
  await page.goto(`${base()}?game=${game}&deal=11`);
  await page.locator('[data-board] [data-card]').first().waitFor();
  await drawn(page);
}

/** The words of the rail's title that a line break cuts in two, and whether the bar is a rail at all. */
const brokenWords = (page: Page): Promise<{ rail: boolean; title: string; broken: string[] }> =>
  page.evaluate(() => {
    const bar = document.querySelector('.bar.top')!.getBoundingClientRect();
    const h1 = document.querySelector('.bar.top .title h1')!;
    const text = h1.firstChild as Text;
    const broken: string[] = [];
    for (const m of (text.data ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, m.index);
      range.setEnd(text, m.index + m[0].length);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      const r = range.getBoundingClientRect();
      if (tops.size > 1 || r.right > bar.right + 0.5) broken.push(m[0]);
    }
    return { rail: bar.height > innerHeight / 2 && bar.width < 120, title: text.data, broken };
  });

/** What the open menu covers in the rail, and menu items a tap in their middle does not reach. */
const menuFaults = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const out: string[] = [];
    const menu = document.getElementById('game-menu')!.getBoundingClientRect();
    const overlaps = (r: DOMRect): boolean => r.left < menu.right - 0.5 && menu.left < r.right - 0.5 && r.top < menu.bottom - 0.5 && menu.top < r.bottom - 0.5;
    for (const el of document.querySelectorAll<HTMLElement>('.bar.top button, .bar.top .title')) {
      if (el.closest('#game-menu')) continue;
      if (overlaps(el.getBoundingClientRect())) out.push(`the menu covers the rail's ${el.dataset.action || el.id || el.className}`);
    }
    if (menu.left < -0.5 || menu.top < -0.5 || menu.right > innerWidth + 0.5 || menu.bottom > innerHeight + 0.5) out.push('the menu is off the screen');
    for (const item of document.querySelectorAll<HTMLElement>('#game-menu [role="menuitem"]')) {
      const r = item.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('[role="menuitem"]');
      if (hit !== item) out.push(`a tap on ${item.dataset.action} reaches ${(hit as HTMLElement | null)?.dataset.action ?? 'something else'}`);
    }
    return out;
  });

describe('the rail of larger cards on a phone on its side', () => {
  it.each(['en', 'fr'])("every game's name fits the rail word by word (%s)", async (lang) => {
    await withPage({ size: LANDSCAPE, hasTouch: true }, async ({ page }) => {
      for (const game of GAME_IDS) {
        await open(page, game, lang);
        const { rail, title, broken } = await brokenWords(page);
        expect(rail, `${game}: the bar is a rail`).toBe(true);
        expect(broken, `${game}: words of "${title}" cut by a line break`).toEqual([]);
      }
    });
  });

  it.each(['en', 'fr'])("a puzzle's title in the rail keeps each number with its word (%s)", async (lang) => {
    await withPage({ size: LANDSCAPE, hasTouch: true }, async ({ page }) => {
      await page.goto(base() + 'icon.svg');
      await page.evaluate((lang) => localStorage.setItem('solitaire:settings', JSON.stringify({ lang, large: true })), lang);
      await page.goto(`${base()}?game=selective-castle&deal=8`);
      await page.locator('[data-puzzle-title]').waitFor();
      const split = await page.evaluate(() => {
        const text = document.querySelector('[data-puzzle-title]')!.firstChild as Text;
        const out: string[] = [];
        for (const m of text.data.matchAll(/\S+\s\d+/g)) {
          const range = document.createRange();
          range.setStart(text, m.index);
          range.setEnd(text, m.index + m[0].length);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) out.push(m[0]);
        }
        return out;
      });
      expect(split, 'a word and its number on two lines').toEqual([]);
    });
  });

  it.each([
    ['en', false],
    ['fr', true],
  ] as const)('the game menu opens beside the rail, over the board (%s, left-handed: %s)', async (lang, lefthand) => {
    await withPage({ size: LANDSCAPE, hasTouch: true }, async ({ page }) => {
      for (const game of ['beleaguered-castle', 'big-ben']) {
        await open(page, game, lang, lefthand);
        await page.locator('[data-action="menu"]').tap();
        await page.locator('#game-menu [role="menuitem"]').first().waitFor();
        expect(await menuFaults(page), `${game} in ${lang}${lefthand ? ', left-handed' : ''}`).toEqual([]);
        await page.keyboard.press('Escape');
      }
    });
  });

  it('turning larger cards on and off in Settings lays the board out again for the rail, and back', async () => {
    await withPage({ size: LANDSCAPE, hasTouch: true }, async ({ page }) => {
      await page.goto(`${base()}?game=citadel&deal=225`);
      await page.locator('[data-board] [data-card]').first().waitFor();
      for (const large of [true, false]) {
        await page.locator('[data-action="settings"]').tap();
        const box = page.locator('label.check:has(input[data-setting="large"])');
        await box.scrollIntoViewIfNeeded();
        await box.tap();
        expect(await page.locator('input[data-setting="large"]').isChecked()).toBe(large);
        await page.keyboard.press('Escape');
        await page.locator('[data-dialog="settings"]').waitFor({ state: 'hidden' });
        await drawn(page);
        const out = await page.evaluate(() => {
          const bar = document.querySelector('.bar.top')!.getBoundingClientRect();
          return [...document.querySelectorAll<HTMLElement>('[data-board] [data-pile-slot]')]
            .map((el) => [el.dataset.pileSlot, el.getBoundingClientRect()] as const)
            .filter(([, r]) => r.left < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5 || (bar.height > innerHeight / 2 && r.left < bar.right - 0.5))
            .map(([name, r]) => `${name} at (${Math.round(r.left)},${Math.round(r.top)})-(${Math.round(r.right)},${Math.round(r.bottom)})`);
        });
        expect(out, `piles off the screen or under the rail, larger cards ${large ? 'on' : 'off'}`).toEqual([]);
      }
    });
  });
});
