/**
 * Settings a newer version of the app stored are kept when this version changes one (issue 34
 * item 6): its own fields, and values of ours this version does not know, stay as they were.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.ts';
import { openGame, setSetting } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();

describe('settings from a newer version', () => {
  it('changing four-colour suits keeps the fields and values this version does not know', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      const newer = { lang: 'en', automove: 'smart', speed: 'warp', felt: 'sunset', theme: 'neon', haptics: { strength: 3 } };
      await page.goto(base() + 'icon.svg');
      await page.evaluate((v) => localStorage.setItem('solitaire:settings', JSON.stringify(v)), newer);
      await openGame(page, base(), 'citadel', '5');
      await setSetting(page, 'fourcolor', true);
      await page.waitForFunction(() => (JSON.parse(localStorage.getItem('solitaire:settings') ?? '{}') as { fourcolor?: boolean }).fourcolor === true);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('solitaire:settings')!) as unknown);
      expect(stored).toEqual({ ...newer, fourcolor: true });
    });
  });
});
