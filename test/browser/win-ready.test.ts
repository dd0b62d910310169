/**
 * What used to stall the first frames of the auto-move flights and of the win cascade (issue 17's
 * 60 fps): at the winning tap, the sound synthesizer, the cascade and the daily record were fetched,
 * and the AudioContext (about 100 ms at 4x CPU) was made in the tap's own frame. Now the chunks are
 * fetched before (after the load, and once a win is near) and the AudioContext is made in the first
 * idle moment with nothing moving after the player's first gesture. Checked as a player meets it: a
 * phone, the last card of Citadel 5 tapped home as the page's first gesture, in English and in French.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from './support/browser.ts';
import { openGame, savedGame, sourcePile, startPosition, tapCard, topCard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { solve } from './support/search.ts';

const { base, withPage } = useBrowser();
const LINE = solve(startPosition('citadel', '5'), 50_000)!;

/**
 * Notes, for each AudioContext made, the event being handled then and whether cards were flying or
 * the celebration showing (a string: the page lacks the test's helpers).
 */
const AUDIO_PROBE = `
  window.__contexts = [];
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...a) {
      super(...a);
      const moving = !!document.querySelector('.celebration') || document.getAnimations().some((x) => x.playState === 'running' && x.effect.getComputedTiming().endTime !== Infinity);
      window.__contexts.push({ event: window.event ? window.event.type : 'none', moving });
    }
  };
`;
const contexts = (page: Page): Promise<unknown[]> => page.evaluate(() => (window as unknown as { __contexts: unknown[] }).__contexts);

describe.each(['en-US', 'fr-FR'])('the winning tap (%s)', (locale) => {
  it('fetches nothing and starts audio only once nothing moves', async () => {
    await withPage({ size: PHONE, locale, motion: 'no-preference', hasTouch: true }, async ({ page }) => {
      await page.addInitScript(AUDIO_PROBE);
      await savedGame(page, base(), 'citadel', '5', LINE.slice(0, -1));
      const ready = ['cascade', 'synth', 'track'].map((name) => page.waitForResponse((r) => new RegExp(`/assets/${name}-[^/]*\\.js$`).test(r.url()), { timeout: 15_000 }));
      await openGame(page, base(), 'citadel', '5');
      await Promise.all(ready);
      const late: string[] = [];
      page.on('request', (r) => r.url().endsWith('.js') && late.push(r.url()));
      await tapCard((await topCard(page, sourcePile(LINE.at(-1)!)))!);
      await page.locator('.celebration').waitFor();
      expect(late, 'scripts fetched at the winning tap').toEqual([]);
      // Made in an idle moment (between the tap's press and release on a loaded machine), or once the cascade is over.
      await page.touchscreen.tap(PHONE.width / 2, PHONE.height / 2);
      await page.locator('[data-message="won"]').waitFor();
      await page.waitForFunction(() => (window as unknown as { __contexts: unknown[] }).__contexts.length > 0);
      expect(await contexts(page), 'AudioContexts made: outside any event, with no card flying').toEqual([{ event: 'none', moving: false }]);
    });
  });
});
