/**
 * The browser's own bar (the theme-color meta) follows the felt: from the first paint (read at
 * DOMContentLoaded, before the app's code runs) and after a change in Settings, it is the top
 * bar's computed colour, for each felt under a light and a dark system ("automatic" follows the
 * system). A phone is where the browser paints that bar, so the change is made by taps there.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Felt } from '../../src/web/state/settings.ts';
import { PHONE } from './support/browser.ts';
import { gameUrl } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();
const GAME = gameUrl('', 'big-ben', 10);
const FELTS: readonly Felt[] = ['auto', 'green', 'blue', 'dark'];

/** The colour the browser takes for its bar: the first theme-color meta whose media matches, as "rgb(r, g, b)". */
function chromeColour(): string {
  const meta = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find((m) => !m.media || matchMedia(m.media).matches);
  const hex = meta?.content ?? '';
  const n = /^#[0-9a-f]{6}$/i.test(hex) ? parseInt(hex.slice(1), 16) : NaN;
  return Number.isNaN(n) ? `not a colour: ${hex || 'no meta'}` : `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}

const barColour = (page: Page): Promise<string> => page.evaluate(() => getComputedStyle(document.querySelector('.bar.top')!).backgroundColor);
const browserBar = (page: Page): Promise<string> => page.evaluate(chromeColour);

async function tap(page: Page, selector: string): Promise<void> {
  const el = page.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
  const b = (await el.boundingBox())!;
  await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
}

describe('the browser bar follows the felt', () => {
  it.each((['light', 'dark'] as const).flatMap((scheme) => FELTS.map((felt) => ({ scheme, felt }))))('$felt felt on a $scheme system: the browser bar is the top bar\'s colour from the first paint', async ({ scheme, felt }) => {
    await withPage({ size: PHONE, colorScheme: scheme }, async ({ page }) => {
      await page.addInitScript(`addEventListener('DOMContentLoaded', () => { window.atLoaded = (${chromeColour.toString()})(); });`);
      await page.goto(base() + 'icon.svg');
      await page.evaluate((felt) => localStorage.setItem('solitaire:settings', JSON.stringify({ lang: 'en', felt })), felt);
      await page.goto(base() + GAME);
      await page.locator('[data-board] [data-card]').first().waitFor();
      const bar = await barColour(page);
      expect(await page.evaluate(() => (window as unknown as { atLoaded: string }).atLoaded), 'at DOMContentLoaded').toBe(bar);
      expect(await browserBar(page), 'with the board up').toBe(bar);
    });
  });

  it.each(['light', 'dark'] as const)('on a %s system, each felt picked in Settings by a tap turns the browser bar to the top bar\'s colour', async (scheme) => {
    await withPage({ size: PHONE, colorScheme: scheme, hasTouch: true }, async ({ page }) => {
      await page.goto(base() + 'icon.svg');
      await page.evaluate(() => localStorage.setItem('solitaire:settings', JSON.stringify({ lang: 'fr' })));
      await page.goto(base() + GAME);
      await page.locator('[data-board] [data-card]').first().waitFor();
      await tap(page, '[data-action="settings"]');
      const seen = new Set<string>();
      for (const felt of ['blue', 'dark', 'green', 'auto'] as const) {
        await tap(page, `label.felt-choice:has(input[value="${felt}"])`);
        await expect.poll(() => page.locator(`input[data-setting="felt"][value="${felt}"]`).isChecked()).toBe(true);
        const bar = await barColour(page);
        expect(await browserBar(page), felt).toBe(bar);
        seen.add(bar);
      }
      expect(seen.size, 'the felts\' bars differ (automatic is green or dark)').toBe(3);
    });
  });

  it('an installed app\'s manifest takes the automatic felt\'s colours on a light system: the top bar\'s, and the page\'s background', async () => {
    await withPage({ size: PHONE, colorScheme: 'light' }, async ({ page }) => {
      await page.goto(base() + GAME);
      await page.locator('[data-board] [data-card]').first().waitFor();
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
        return link ? ((await (await fetch(link.href)).json()) as { theme_color: string; background_color: string }) : null;
      });
      expect(manifest, 'index.html links a manifest').not.toBeNull();
      const rgb = (hex: string): string => `rgb(${parseInt(hex.slice(1, 3), 16)}, ${parseInt(hex.slice(3, 5), 16)}, ${parseInt(hex.slice(5, 7), 16)})`;
      expect(rgb(manifest!.theme_color), 'theme_color').toBe(await barColour(page));
      expect(rgb(manifest!.background_color), 'background_color').toBe(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
    });
  });
});
