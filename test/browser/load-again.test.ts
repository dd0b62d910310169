/**
 * Code that could not be fetched comes once the network is back, without a reload: Chromium keeps a
 * module whose fetch failed as failed for the page's life, so the app asks for the file again at a
 * new address (import-again.ts). The settings dialog's code, refused until the test allows it. A
 * file shared by the dialogs keeps its address: Chromium 150 kept its failure too, so only a reload
 * brought it, which the page offers once the network serves it again; Chromium 156 fetches such a
 * file again on the module's next try, and the dialog comes with no reload. Either way the dialog
 * comes and the game is kept.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/engine/index.ts';
import { DESKTOP, PHONE, SIZES, savePicture } from './support/browser.ts';
import { appPosition, clickAction, gameUrl, moveCount, startPosition, uiMove, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { audit } from './support/axe.ts';

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
      expect(await page.locator('[data-reload]').count(), 'no reload offered: a new address brought the code').toBe(0);
    });
  });
});

describe.each([
  { size: PHONE, locale: 'en-US', title: 'Settings', says: /could not load while the connection was down/ },
  { size: SIZES[1]!, locale: 'fr-FR', title: 'Réglages', says: /n’a pas pu se charger pendant la coupure/ },
])('the dialogs\' shared code refused, then served again, at $size.width×$size.height ($locale)', ({ size, locale, title, says }) => {
  it('offers a reload, which keeps the game and brings the dialog', async () => {
    await withPage({ size, locale, checkErrors: false }, async ({ page }) => {
      let reachable = false, refused = 0;
      // Dialog-*.js: the frame every dialog's chunk imports by name, at its one address.
      await page.route(/\/assets\/Dialog-[\w-]+\.js(\?.*)?$/, (route) => (reachable ? route.continue() : (refused++, route.abort())));
      await page.goto(gameUrl(base(), 'citadel', 5));
      const start = startPosition('citadel', '5');
      await waitForBoard(page, start);
      await uiMove(page, legalMoves(start)[0]!);
      await expect.poll(() => moveCount(page)).toBe(1);
      const played = await appPosition(page);
      await clickAction(page, 'settings');
      await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(0);
      // Each retry (every 2 s) fetches the module's files to check it, the shared one refused: two
      // checks done, the first one's offer, had it been made, would be on screen.
      const first = refused;
      await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(first + 1);
      // A moment more for that offer to be drawn, had it been made (none may be: the window is the check).
      await page.waitForTimeout(300);
      const prompt = page.locator('[data-reload="held"]');
      expect(await prompt.count(), 'no reload offered while the file cannot be fetched').toBe(0);
      reachable = true;
      // Tried again every 2 s: the dialog's chunk comes at a new address; its shared file comes with
      // it (Chromium 156), or stays failed until a reload (Chromium 150), which is then offered.
      const dialog = page.locator('[data-setting="lang"]');
      await prompt.or(dialog).first().waitFor({ timeout: 15_000 });
      if (await dialog.count()) {
        expect(await prompt.count(), 'no reload offered when the code came without one').toBe(0);
        expect(await page.getByRole('dialog').getByRole('heading').first().innerText()).toBe(title);
        expect(await appPosition(page)).toEqual(played);
        return;
      }
      expect(await prompt.innerText()).toMatch(says);
      expect(await page.locator('[data-setting="lang"]').count(), 'the dialog cannot come without a reload').toBe(0);
      await savePicture(page, `load-held-${locale}-${size.name}`);
      expect(await audit(page), 'axe with the reload offered').toEqual([]);
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: locale === 'fr-FR' ? 'Recharger' : 'Reload' }).click()]);
      await waitForBoard(page, played);
      expect(await moveCount(page)).toBe(1);
      await clickAction(page, 'settings');
      await page.locator('[data-setting="lang"]').waitFor({ timeout: 10_000 });
      expect(await page.getByRole('dialog').getByRole('heading').first().innerText()).toBe(title);
    });
  });
});
