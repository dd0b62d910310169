/**
 * Sounds as a player meets them: none (no AudioContext even made) before the first gesture; a tap
 * that moves a card plays one, a refused drop another; with sounds off, or the volume at 0, moves by
 * tap, drag and keyboard start no AudioContext at all, and the choice survives a reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { apply } from '../../src/engine/index.ts';
import { clickAction, dragCard, keyboardMove, openGame, setSetting, slot, sourcePile, startPosition, tapCard, targetPile, topCard, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { illegalTarget, onlyDestinationMove, quietMove } from './support/moves.ts';

const { base, withPage } = useBrowser();

/** Counts AudioContexts made and sound sources started (a string: the page lacks the test's helpers). */
const AUDIO_PROBE = `
  window.__audio = { contexts: 0, sources: 0 };
  const Real = window.AudioContext;
  window.AudioContext = class extends Real { constructor(...a) { super(...a); window.__audio.contexts++; } };
  for (const Node of [AudioScheduledSourceNode, AudioBufferSourceNode]) {
    const start = Node.prototype.start;
    Node.prototype.start = function (...a) { window.__audio.sources++; return start.apply(this, a); };
  }
`;

const audio = (page: Page): Promise<{ contexts: number; sources: number }> => page.evaluate(() => (window as unknown as { __audio: { contexts: number; sources: number } }).__audio);

const START = startPosition('citadel', '5');

describe('sounds', () => {
  it('on a phone: nothing before the first gesture, then a tap that moves sounds and a refused drop sounds', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      await page.addInitScript(AUDIO_PROBE);
      await openGame(page, base(), 'citadel', '5');
      await page.waitForTimeout(300);
      expect(await audio(page), 'before any gesture').toEqual({ contexts: 0, sources: 0 });
      const m = onlyDestinationMove(START);
      await tapCard((await topCard(page, sourcePile(m)))!);
      await page.waitForFunction(() => (window as unknown as { __audio: { sources: number } }).__audio.sources > 0);
      const moved = await audio(page);
      expect(moved.contexts, 'AudioContexts after a move').toBe(1);
      const from = START.tableau.findIndex((r, i) => r.length > 0 && i !== (m as { from: number }).from);
      await dragCard(page, (await topCard(page, `t${from}`))!, `t${illegalTarget(START, from)}`);
      await page.waitForFunction((n) => (window as unknown as { __audio: { sources: number } }).__audio.sources > n, moved.sources);
      expect((await audio(page)).contexts, 'still one AudioContext').toBe(1);
      // A new deal is dealt with its sound.
      const before = (await audio(page)).sources;
      await page.locator('[data-action="new-deal"]:visible').click();
      await page.waitForFunction(() => new URL(location.href).searchParams.get('deal') !== '5');
      await page.waitForFunction((n) => (window as unknown as { __audio: { sources: number } }).__audio.sources > n, before);
    });
  });

  it.each([
    { how: 'sounds off', size: DESKTOP, locale: 'fr-FR' },
    { how: 'volume 0', size: PHONE, locale: 'en-US' },
  ])('$how: moves by tap, drag and keyboard start no AudioContext, also after a reload', async ({ how, size, locale }) => {
    await withPage({ size, locale }, async ({ page }) => {
      await page.addInitScript(AUDIO_PROBE);
      await openGame(page, base(), 'citadel', '5');
      if (how === 'sounds off') await setSetting(page, 'sound', false);
      else {
        await clickAction(page, 'settings');
        await page.locator('[data-setting="volume"]').fill('0');
        await page.keyboard.press('Escape');
      }
      const first = quietMove(START);
      await keyboardMove(page, first);
      await waitForBoard(page, apply(START, first));
      await page.reload();
      await slot(page, 't0').waitFor();
      const tapped = onlyDestinationMove(apply(START, first));
      await tapCard((await topCard(page, sourcePile(tapped)))!);
      const pos = [first, tapped].reduce(apply, START);
      await waitForBoard(page, pos);
      const dragged = quietMove(pos);
      await dragCard(page, (await topCard(page, sourcePile(dragged)))!, targetPile(dragged));
      await waitForBoard(page, apply(pos, dragged));
      await page.waitForTimeout(300);
      expect(await audio(page), how).toEqual({ contexts: 0, sources: 0 });
      expect(await page.evaluate(() => localStorage.getItem('solitaire:settings'))).toContain(how === 'sounds off' ? '"sound":false' : '"volume":0');
    });
  });
});
