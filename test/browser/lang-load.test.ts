/**
 * The first board carries one language: its strings are a chunk of their own, asked for by
 * index.html's inline script (a modulepreload chosen from the saved setting, else the browser's
 * language) while the app's code downloads; the other language is fetched when the player switches.
 */
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { useBrowser } from './support/fixture.ts';
import { visibleTexts } from './support/texts.ts';
import { en } from '../../src/web/i18n/strings.ts';

const { base, withPage } = useBrowser();

const GAME = '?game=citadel&deal=5';
/**
 * The two tables' addresses, as the built index.html's inline script lists them (English, then
 * French): other lazy features' words (daily/strings.ts, looks/strings.ts) are chunks named
 * strings-<hash>.js too, so a name pattern alone would count them.
 */
let ENGLISH_TABLE = /^$/, FRENCH_TABLE = /^$/;
beforeAll(async () => {
  const html = await (await fetch(base())).text();
  // The pair as the inline script lists it, side by side (the prefetch list names other strings chunks too).
  const pair = /(\/assets\/strings-[\w-]+\.js)\W{1,6}(\/assets\/strings-fr-[\w-]+\.js)/.exec(html);
  expect(pair, 'the inline script lists the English and French tables side by side').not.toBeNull();
  const tables = [pair![1]!, pair![2]!];
  expect(tables[0]).not.toMatch(/\/strings-fr-/);
  expect(tables[1]).toMatch(/\/strings-fr-/);
  // The file, at its own address or at the new ones a failed import is tried again at (import-again.ts).
  const exactly = (path: string): RegExp => new RegExp(`${path.replace(/[.]/g, '\\.')}(\\?try=\\d+)?$`);
  ENGLISH_TABLE = exactly(tables[0]!);
  FRENCH_TABLE = exactly(tables[1]!);
});

/** The board's label and the page's language the moment the first card is drawn. */
const FIRST_BOARD = `
  new MutationObserver((_, obs) => {
    const board = document.querySelector('[data-board]');
    if (!board || !board.querySelector('[data-card]')) return;
    window.__firstBoard = { label: board.getAttribute('aria-label'), lang: document.documentElement.lang };
    obs.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

/** The string tables the page asked for, in order. */
function tablesAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (FRENCH_TABLE.test(path)) asked.push('fr');
    else if (ENGLISH_TABLE.test(path)) asked.push('en');
  });
  return asked;
}

async function openBoard(page: Page): Promise<{ label: string; lang: string }> {
  await page.addInitScript(FIRST_BOARD);
  await page.goto(base() + GAME);
  await page.locator('[data-board] [data-card]').first().waitFor();
  return page.evaluate(() => (window as unknown as { __firstBoard: { label: string; lang: string } }).__firstBoard);
}

const preloaded = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname));

/** Keys as written in the code (camelCase or with _), found as words in what the page shows. */
const KEYS = Object.keys(en).filter((k) => /[A-Z_]/.test(k));
async function rawKeysShown(page: Page): Promise<string[]> {
  const texts = Object.values(await visibleTexts(page));
  return KEYS.filter((k) => texts.some((s) => new RegExp(`\\b${k}\\b`).test(s)));
}

async function chooseLanguage(page: Page, lang: 'en' | 'fr'): Promise<void> {
  await page.locator('[data-action="settings"]').first().click();
  await page.locator('[data-setting="lang"]').selectOption(lang);
}

describe('one language on the first board', () => {
  it('a French browser: the first board is French, its table preloaded, the English one never fetched', async () => {
    await withPage({ size: PHONE, isMobile: true, hasTouch: true, locale: 'fr-FR' }, async ({ page }) => {
      const asked = tablesAskedFor(page);
      const first = await openBoard(page);
      expect(first.lang).toBe('fr');
      expect(first.label).toMatch(/, donne 5$/);
      expect((await preloaded(page)).filter((p) => FRENCH_TABLE.test(p))).toHaveLength(1);
      expect(asked).toEqual(['fr']);
    });
  });

  it('French saved in the settings wins over an English browser, from the inline script on', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await page.addInitScript(() => {
        if (!localStorage.getItem('solitaire:settings')) localStorage.setItem('solitaire:settings', JSON.stringify({ lang: 'fr' }));
      });
      const asked = tablesAskedFor(page);
      const first = await openBoard(page);
      expect(first.lang).toBe('fr');
      expect((await preloaded(page)).some((p) => FRENCH_TABLE.test(p))).toBe(true);
      expect(asked).toEqual(['fr']);
    });
  });

  it('an English visit never fetches the French table until the player switches; then no raw keys', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      const asked = tablesAskedFor(page);
      const first = await openBoard(page);
      expect(first.lang).toBe('en');
      expect(first.label).toMatch(/, deal 5$/);
      expect((await preloaded(page)).some((p) => ENGLISH_TABLE.test(p))).toBe(true);
      expect(asked).toEqual(['en']);

      await chooseLanguage(page, 'fr');
      await page.waitForFunction(() => document.documentElement.lang === 'fr');
      expect(asked).toEqual(['en', 'fr']);
      expect(await page.locator('[data-board]').getAttribute('aria-label')).toMatch(/, donne 5$/);
      expect(await rawKeysShown(page)).toEqual([]);
      await page.keyboard.press('Escape');
      expect(await rawKeysShown(page)).toEqual([]);

      // Back to English: its table is already there, nothing more is fetched.
      await chooseLanguage(page, 'en');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      expect(asked).toEqual(['en', 'fr']);
    });
  });

  it('when the other language cannot be fetched, the page stays in its language and says so; chosen again once it can, it comes', async () => {
    await withPage({ size: DESKTOP, checkErrors: false }, async ({ page }) => {
      let reachable = false;
      await page.route(FRENCH_TABLE, (route) => (reachable ? route.continue() : route.abort()));
      await openBoard(page);
      await chooseLanguage(page, 'fr');
      await page.locator('[data-setting="lang"]').waitFor();
      await expect.poll(() => page.locator('[role="alert"]').allInnerTexts(), { timeout: 10_000 }).toContainEqual(expect.stringMatching(/could not be loaded/));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await page.locator('[data-setting="lang"]').inputValue()).toBe('en');
      expect(await rawKeysShown(page)).toEqual([]);
      reachable = true;
      await page.locator('[data-setting="lang"]').selectOption('fr');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 }).toBe('fr');
      expect(await page.locator('[data-setting="lang"]').inputValue()).toBe('fr');
      expect(await rawKeysShown(page)).toEqual([]);
    });
  });
});
