/**
 * A puzzle opened from the pack's list is named as a puzzle in the title bar (its number in the
 * pack, as the puzzle strip says it, and its deal), in English and French, on an upright and a
 * sideways phone, and so does the board's name for a screen reader; a Selective Castle deal outside
 * the pack keeps "Deal n".
 */
import { describe, expect, it } from 'vitest';
import { puzzles } from '../../src/web/data/puzzles.ts';
import type { Size } from './support/browser.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();
const PHONE: Size = { name: 'phone-portrait', width: 390, height: 844 };
const LANDSCAPE: Size = { name: 'phone-landscape', width: 844, height: 390 };
const outside = ['1', '5', '10'].find((d) => !puzzles.some((p) => p.deal === d))!;

describe('a puzzle\'s title', () => {
  it.each([
    { size: PHONE, lang: 'en', title: `Puzzle\u00a03 · deal\u00a0${puzzles[2]!.deal}`, strip: `Puzzle 3 of ${puzzles.length}`, plain: `Deal ${outside}`,
      label: `Selective Castle, puzzle 3, deal ${puzzles[2]!.deal}`, plainLabel: `Selective Castle, deal ${outside}` },
    { size: LANDSCAPE, lang: 'fr', title: `Énigme\u00a03 · donne\u00a0${puzzles[2]!.deal}`, strip: `Énigme 3 sur ${puzzles.length}`, plain: `Donne ${outside}`,
      label: `Château sélectif, énigme 3, donne ${puzzles[2]!.deal}`, plainLabel: `Château sélectif, donne ${outside}` },
  ])('in $lang at $size.width×$size.height: played from the list, the title and the board\'s label name the puzzle as the strip does', async ({ size, lang, title, strip, plain, label, plainLabel }) => {
    await withPage({ size, hasTouch: true }, async ({ page }) => {
      await page.goto(base() + 'icon.svg');
      await page.evaluate((lang) => localStorage.setItem('solitaire:settings', JSON.stringify({ lang })), lang);
      await page.goto(base());
      await page.locator('[data-action="puzzles"]').tap();
      await page.locator(`[data-dialog="puzzles"] [data-puzzle="${puzzles[2]!.deal}"] [data-action="play-puzzle"]`).tap();
      await page.locator('.puzzle-bar').waitFor();
      await expect.poll(() => page.locator('header.bar.top .deal-no').innerText()).toBe(title);
      expect(await page.locator('.puzzle-bar .puzzle-name').innerText()).toContain(strip);
      await expect.poll(() => page.locator('[data-board]').getAttribute('aria-label')).toBe(label);
      await page.goto(`${base()}?game=selective-castle&deal=${outside}`);
      await page.locator('[data-board] [data-pile-slot]').first().waitFor();
      await expect.poll(() => page.locator('header.bar.top .deal-no').innerText()).toBe(plain);
      expect(await page.locator('.puzzle-bar').count(), 'no strip on a deal outside the pack').toBe(0);
      expect(await page.locator('[data-board]').getAttribute('aria-label')).toBe(plainLabel);
    });
  });
});
