/**
 * Switching language changes every visible and spoken string (numbers, card indices and proper
 * names aside) on every screen, sets <html lang>, and is remembered; the browser's language is the default.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, screenshotPath } from './support/browser.ts';
import { openGame } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { untranslated, visibleTexts } from './support/texts.ts';

const { browser, base, withPage } = useBrowser();

async function setLanguage(page: Page, lang: 'en' | 'fr'): Promise<void> {
  await page.locator('[data-action="settings"]').first().click();
  await page.locator('[data-setting="lang"]').selectOption(lang);
  await page.keyboard.press('Escape');
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await page.locator('[data-setting="lang"]').waitFor({ state: 'hidden' });
}

/** Opens a screen and waits for what it shows (board cards, rule text, game list). */
async function show(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const q = new URL(url).searchParams;
  if (q.has('game')) await page.locator('[data-board] [data-card]').first().waitFor();
  else if (q.has('rules')) await page.locator('[data-rules-page] article').waitFor();
  else await page.locator('a[data-game]').first().waitFor();
}

const SCREENS: readonly [string, string][] = [
  ['home', ''],
  ['rules page', '?rules=big-ben'],
  ['Big Ben', '?game=big-ben&deal=617'],
  ['Selective Castle', '?game=selective-castle&deal=3'],
  ['Fortress', '?game=fortress&deal=9'],
];

describe('language', () => {
  it.each(SCREENS)('%s: English and French share no words', async (name, query) => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await show(page, base() + query);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      const en = await visibleTexts(page);
      if (await page.locator('[data-action="settings"]').count()) {
        await setLanguage(page, 'fr');
      } else {
        // A screen without a settings button: choose French at home, come back.
        await show(page, base());
        await setLanguage(page, 'fr');
        await show(page, base() + query);
      }
      // Some texts (the rule pages) load on demand after the switch: the page is read again until none
      // is left in English (a poll: every 100 ms, 50 times at most; the check below names any that stay).
      let fr = await visibleTexts(page);
      for (let i = 0; i < 50 && untranslated(en, fr).length > 0; i++) {
        await page.waitForTimeout(100);
        fr = await visibleTexts(page);
      }
      await page.screenshot({ path: screenshotPath(`fr-${name.replace(/\s+/g, '-').toLowerCase()}`) });
      expect(Object.keys(en).length, 'the strings compared on the page').toBeGreaterThan(10);
      expect(untranslated(en, fr), 'strings left in English after switching to French').toEqual([]);
    });
  });

  it('the settings dialog itself is translated', async () => {
    await withPage({ size: DESKTOP, checkErrors: false }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      await page.locator('[data-action="settings"]').first().click();
      await page.locator('[data-setting="lang"]').waitFor();
      const en = await visibleTexts(page);
      await page.locator('[data-setting="lang"]').selectOption('fr');
      await page.waitForFunction(() => document.documentElement.lang === 'fr');
      const fr = await visibleTexts(page);
      // The language names in the language menu are each in their own language on purpose.
      const same = untranslated(en, fr).filter((s) => !/"(English|Français)"/.test(s) && !/^"English Français"/.test(s));
      expect(same).toEqual([]);
    });
  });

  it('the choice is remembered across a reload; French browsers start in French', async () => {
    const one = await openPage(browser(), { size: DESKTOP });
    try {
      await one.page.goto(base());
      await setLanguage(one.page, 'fr');
      await one.page.reload();
      await one.page.locator('a[data-game]').first().waitFor();
      expect(await one.page.evaluate(() => document.documentElement.lang)).toBe('fr');
    } finally {
      await one.context.close();
    }
    const two = await openPage(browser(), { size: DESKTOP, locale: 'fr-FR' });
    try {
      await two.page.goto(base());
      await two.page.locator('a[data-game]').first().waitFor();
      expect(await two.page.evaluate(() => document.documentElement.lang)).toBe('fr');
      expect(await two.page.locator('a[data-game="beleaguered-castle"]').innerText()).toMatch(/Château assiégé/);
    } finally {
      await two.context.close();
    }
  });
});
