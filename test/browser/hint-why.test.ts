/**
 * Hints that say why (issue 35): the hint's notice gives its move and its reason, worked out in the
 * solver's worker, with the cards as their corners print them ("4♣"); the live region says the same
 * with the cards' names. On known deals' first positions, in English and French, on an upright phone
 * (touch) and a desktop: the words, the notice kept to two lines inside the band, nothing cut off, axe clean.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../src/engine/index.ts';
import { DESKTOP, PHONE, savePicture, type Size } from './support/browser.ts';
import { audit } from './support/axe.ts';
import { openGame, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { clippedTexts } from './support/visual.ts';

const { base, withPage } = useBrowser();

interface Said {
  readonly shown: string;
  readonly spoken: string;
}

/** Asks for a hint as the player does (a tap on a phone) and gives what the notice shows and the live region says. */
async function askHint(page: Page, phone: boolean): Promise<Said> {
  const button = page.locator('[data-action="hint"]:visible').first();
  await (phone ? button.tap() : button.click());
  const shown = page.locator('.notice.hint [data-hint-shown]');
  await shown.waitFor({ timeout: 30_000 }).catch(async () => {
    throw new Error(`no hint with its reason was shown; the notice says "${await page.locator('.notice').allTextContents()}"`);
  });
  return { shown: (await shown.textContent()) ?? '', spoken: (await page.locator('#announcer').textContent())?.trim() ?? '' };
}

/** The notice's place against the band under the board, and its lines of text. */
async function noticeFit(page: Page): Promise<{ top: number; bottom: number; bandTop: number; bandBottom: number; lines: number; px: number }> {
  return page.evaluate(() => {
    const notice = document.querySelector<HTMLElement>('.notice.hint')!;
    const table = document.querySelector<HTMLElement>('.table')!;
    const n = notice.getBoundingClientRect(), t = table.getBoundingClientRect();
    const shown = notice.querySelector('[data-hint-shown]')!;
    const range = document.createRange();
    range.selectNodeContents(shown);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size;
    return { top: n.top, bottom: n.bottom, bandTop: t.bottom - parseFloat(getComputedStyle(table).paddingBottom), bandBottom: t.bottom, lines, px: parseFloat(getComputedStyle(notice).fontSize) };
  });
}

async function expectInBand(page: Page, at: string): Promise<void> {
  const fit = await noticeFit(page);
  const where = `${at}: notice ${Math.round(fit.top)}–${Math.round(fit.bottom)}, band ${fit.bandTop}–${fit.bandBottom}, ${fit.lines} lines`;
  expect(fit.top, where).toBeGreaterThanOrEqual(fit.bandTop - 0.5);
  expect(fit.bottom, where).toBeLessThanOrEqual(fit.bandBottom + 0.5);
  expect(fit.lines, where).toBeLessThanOrEqual(2);
  expect(fit.px, `${at}: the notice's text size`).toBeGreaterThanOrEqual(14);
  expect(await clippedTexts(page), `${at}: text cut off`).toEqual([]);
}

const CASES: readonly { size: Size; phone: boolean; lang: 'en' | 'fr'; game: GameId; deal: string; said: Said }[] = [
  // Citadel 3: the 4 of clubs onto row 4 uncovers the 3 of clubs, which can then go home.
  {
    size: DESKTOP, phone: false, lang: 'en', game: 'citadel', deal: '3',
    said: { shown: 'Hint: 4♣ to Row 4 — frees the 3♣', spoken: 'Hint: 4 of clubs to Row 4 — frees the 3 of clubs' },
  },
  {
    size: PHONE, phone: true, lang: 'fr', game: 'citadel', deal: '3',
    said: { shown: 'Indice\u202f: 4♣ sur la rangée 4 — libère la carte 3♣', spoken: 'Indice\u202f: 4 de trèfle sur la rangée 4 — libère la carte 3 de trèfle' },
  },
  // Beleaguered Castle 6: each of the two other first moves is proved lost in the worker.
  {
    size: PHONE, phone: true, lang: 'en', game: 'beleaguered-castle', deal: '6',
    said: { shown: 'Hint: 6♦ to Row 2 — the only move that keeps the game winnable', spoken: 'Hint: 6 of diamonds to Row 2 — the only move that keeps the game winnable' },
  },
  {
    size: DESKTOP, phone: false, lang: 'fr', game: 'beleaguered-castle', deal: '6',
    said: { shown: 'Indice\u202f: 6♦ sur la rangée 2 — le seul coup qui garde la partie gagnable', spoken: 'Indice\u202f: 6 de carreau sur la rangée 2 — le seul coup qui garde la partie gagnable' },
  },
];

describe('a hint says why', () => {
  it.each(CASES)('$size.name, $lang: $game $deal', async ({ size, phone, lang, game, deal, said }) => {
    await withPage({ size, locale: lang === 'fr' ? 'fr-FR' : 'en-US', ...(phone ? { isMobile: true, hasTouch: true } : {}) }, async ({ page }) => {
      await openGame(page, base(), game, deal);
      expect(await askHint(page, phone)).toEqual(said);
      // Screen readers reading the notice get the names too; the board did not move (a hint points, it does not play).
      expect(await page.locator('.notice.hint .sr-only').textContent()).toBe(said.spoken);
      await waitForBoard(page, startPosition(game, deal));
      await expectInBand(page, `${game} ${deal}, ${lang}, ${size.name}`);
      expect(await audit(page), 'axe').toEqual([]);
      await savePicture(page, `hint-why-${game}-${deal}-${lang}-${size.name}`);
    });
  });

  it('Big Ben on an upright phone, in French: the move, why, and how many sampled stock orders it wins, in two lines of the band', async () => {
    await withPage({ size: PHONE, locale: 'fr-FR', isMobile: true, hasTouch: true }, async ({ page }) => {
      await openGame(page, base(), 'big-ben', '2');
      const { shown, spoken } = await askHint(page, true);
      // The queen of hearts home uncovers the 4 of hearts; the count depends on how many stock orders the time allowed.
      expect(shown).toMatch(/^Indice\u202f: D♥ sur la fondation 6\u00a0h — libère la carte 4♥ \(gagne dans (un|\d) cas sur \d\)$/);
      expect(spoken).toMatch(/^Indice\u202f: dame de cœur sur la fondation 6\u00a0h — libère la carte 4 de cœur\. C’est le coup qui gagne pour le plus grand nombre d’ordres du talon compatibles avec ce que vous avez vu \(\d sur \d ordres tirés au hasard\)\.$/);
      await expectInBand(page, 'Big Ben 2, fr, phone');
      expect(await audit(page), 'axe').toEqual([]);
      await savePicture(page, 'hint-why-big-ben-2-fr-phone-portrait');
    });
  });

  it('Big Ben on an upright phone, in English: the foundation named by its hour, with its article, in two lines of the band', async () => {
    await withPage({ size: PHONE, locale: 'en-US', isMobile: true, hasTouch: true }, async ({ page }) => {
      await openGame(page, base(), 'big-ben', '2');
      const { shown, spoken } = await askHint(page, true);
      expect(shown).toMatch(/^Hint: Q♥ to the 6 o’clock foundation — frees the 4♥ \(wins (once|\d times) out of \d\)$/);
      expect(spoken).toMatch(/^Hint: queen of hearts to the 6 o’clock foundation — frees the 4 of hearts\. /);
      await expectInBand(page, 'Big Ben 2, en, phone');
      await savePicture(page, 'hint-why-big-ben-2-en-phone-portrait');
    });
  });
});
