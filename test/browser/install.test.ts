/**
 * Installing the app (issue 36, item 12): the manifest's PNG icons (192 and 512 px, a maskable one)
 * and the apple-touch-icon, each the size it says; "Install" in the game menu only where the
 * browser offers it (its beforeinstallprompt event), in both languages, opening the browser's prompt.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from './support/browser.ts';
import { openGame } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();

/** The browser's offer as Chromium sends it, with a prompt() that notes it was called. */
const offerInstall = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt(): Promise<void> };
    e.prompt = () => ((window as unknown as { __prompted: number }).__prompted = 1, Promise.resolve());
    dispatchEvent(e);
  });

describe('installing the app', () => {
  it('the manifest has 192 and 512 px PNG icons and a maskable one, and the page an apple-touch-icon, each of its size', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      const found = await page.evaluate(async () => {
        const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
        const manifest = (await (await fetch(href)).json()) as { icons: { src: string; sizes: string; type: string; purpose?: string }[] };
        const apple = document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.href;
        const sizeOf = async (url: string): Promise<string> => {
          const img = new Image();
          img.src = url;
          await img.decode();
          return `${img.naturalWidth}x${img.naturalHeight}`;
        };
        const pngs = manifest.icons.filter((i) => i.type === 'image/png');
        return {
          pngs: await Promise.all(pngs.map(async (i) => ({ sizes: i.sizes, purpose: i.purpose ?? 'any', real: await sizeOf(new URL(i.src, href).href) }))),
          apple: apple ? await sizeOf(apple) : null,
        };
      });
      expect(found.pngs.map((p) => `${p.sizes} ${p.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const p of found.pngs) expect(p.real, `${p.sizes} ${p.purpose}`).toBe(p.sizes);
      expect(found.apple, 'apple-touch-icon').toBe('180x180');
    });
  });

  it.each([
    { lang: 'en', locale: 'en-US', label: 'Install the app' },
    { lang: 'fr', locale: 'fr-FR', label: 'Installer l’application' },
  ])('$lang: "Install" shows in the game menu once the browser offers it, and opens its prompt', async ({ locale, label }) => {
    await withPage({ size: PHONE, locale, hasTouch: true }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      await page.locator('[data-action="menu"]').tap();
      await page.locator('#game-menu [data-action="stats"]').waitFor();
      expect(await page.locator('#game-menu [data-action="install"]').count(), 'no offer, no item').toBe(0);
      await page.keyboard.press('Escape');
      await offerInstall(page);
      await page.locator('[data-action="menu"]').tap();
      const item = page.locator('#game-menu [data-action="install"]');
      expect(await item.innerText()).toBe(label);
      await item.tap();
      await page.waitForFunction(() => (window as unknown as { __prompted?: number }).__prompted === 1);
      await page.locator('[data-action="menu"]').tap();
      await page.locator('#game-menu [data-action="stats"]').waitFor();
      expect(await page.locator('#game-menu [data-action="install"]').count(), 'the offer is spent').toBe(0);
    });
  });
});
