/**
 * Code that could not be fetched comes once the network is back, without a reload: Chromium keeps a
 * module whose fetch failed as failed for the page's life, so the app asks for the file again at a
 * new address (import-again.ts). The settings dialog's code, refused until the test allows it.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { clickAction, gameUrl } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();

describe.each([
  { size: PHONE, locale: 'en-US', title: 'Settings' },
  { size: DESKTOP, locale: 'fr-FR', title: 'Réglages' },
])('a dialog whose code could not be fetched, at $size.width×$size.height ($locale)', ({ size, locale, title }) => {
  it('opens once its code can be fetched again', async () => {
    await withPage({ size, locale, checkErrors: false }, async ({ page }) => {
      let reachable = false, refused = 0;
      await page.route(/\/assets\/SettingsDialog-[\w-]+\.js(\?.*)?$/, (route) => (reachable ? route.continue() : (refused++, route.abort())));
      await page.goto(gameUrl(base(), 'citadel', 5));
      await page.locator('[data-board] [data-card]').first().waitFor();
      await clickAction(page, 'settings');
      await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(0);
      const dialog = page.locator('[data-setting="lang"]');
      expect(await dialog.count(), 'no dialog without its code').toBe(0);
      // Tried again while the player waits (every 2 s), each time refused.
      const before = refused;
      await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(before);
      reachable = true;
      await dialog.waitFor({ timeout: 10_000 });
      expect(await page.getByRole('dialog').getByRole('heading').first().innerText()).toBe(title);
    });
  });
});
