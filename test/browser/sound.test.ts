/**
 * Sounds as a player meets them: none (no AudioContext even made) before the first gesture, even
 * once the synthesizer has loaded; a tap that moves a card plays one, a refused drop another; a win
 * plays the win's rising arpeggio; the volume scales what comes out (50 % is half of 100 %); with
 * sounds off, or the volume at 0, moves by tap, drag and keyboard and a win start no AudioContext
 * at all, and the choice survives a reload.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { apply } from '../../src/engine/index.ts';
import { clickAction, dragCard, keyboardMove, openGame, savedGame, setSetting, slot, sourcePile, startPosition, tapCard, targetPile, topCard, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { illegalTarget, onlyDestinationMove, quietMove } from './support/moves.ts';
import { solve } from './support/search.ts';

const { base, withPage } = useBrowser();

/**
 * Watches the page's Web Audio (a string: the page lacks the test's helpers): AudioContexts made,
 * each source started (an oscillator with its wave and first frequency, or a noise buffer), and
 * everything sent to the speakers through an analyser, whose last 0.37 s `__peak()` reads.
 */
const AUDIO_PROBE = `
  window.__audio = { contexts: 0, starts: [] };
  const Real = window.AudioContext;
  window.AudioContext = class extends Real { constructor(...a) { super(...a); window.__audio.contexts++; } };
  const connect = AudioNode.prototype.connect;
  const analysers = new WeakMap();
  AudioNode.prototype.connect = function (to, ...rest) {
    if (!(to instanceof AudioDestinationNode)) return connect.call(this, to, ...rest);
    let an = analysers.get(to);
    if (!an) {
      an = to.context.createAnalyser();
      an.fftSize = 16384;
      connect.call(an, to);
      analysers.set(to, an);
      window.__analyser = an;
    }
    connect.call(this, an, ...rest);
    return to;
  };
  const first = new WeakMap();
  const setValueAtTime = AudioParam.prototype.setValueAtTime;
  AudioParam.prototype.setValueAtTime = function (v, t) { if (!first.has(this)) first.set(this, v); return setValueAtTime.call(this, v, t); };
  for (const Node of [AudioScheduledSourceNode, AudioBufferSourceNode]) {
    if (!Object.hasOwn(Node.prototype, 'start')) continue;
    const start = Node.prototype.start;
    Node.prototype.start = function (...a) {
      window.__audio.starts.push(this instanceof OscillatorNode ? { wave: this.type, hz: first.get(this.frequency) ?? this.frequency.value } : { wave: 'noise' });
      return start.apply(this, a);
    };
  }
  window.__peak = () => {
    const an = window.__analyser;
    if (!an) return 0;
    const d = new Float32Array(an.fftSize);
    an.getFloatTimeDomainData(d);
    return d.reduce((m, x) => Math.max(m, Math.abs(x)), 0);
  };
`;

interface Audio {
  contexts: number;
  starts: { wave: string; hz?: number }[];
}
const audio = (page: Page): Promise<Audio> => page.evaluate(() => (window as unknown as { __audio: Audio }).__audio);
const sources = async (page: Page): Promise<number> => (await audio(page)).starts.length;
const waitForSources = (page: Page, more: number): Promise<unknown> =>
  page.waitForFunction((n) => (window as unknown as { __audio: Audio }).__audio.starts.length > n, more);
const waitForAudio = (page: Page): Promise<unknown> => page.waitForFunction(() => (window as unknown as { __audio: Audio }).__audio.contexts > 0);
/** Waits (up to 3 s) until nothing is heard, so the next sound is measured alone. */
const silence = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => (window as unknown as { __peak: () => number }).__peak() < 0.001, undefined, { timeout: 3_000, polling: 50 });
/**
 * The loudest level of the sound just started, read every 30 ms until it has risen and died away
 * (or 3 s passed): on a loaded machine the audio thread may render it later than the tap's frame.
 */
const soundPeak = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    const read = (window as unknown as { __peak: () => number }).__peak;
    let loudest = 0;
    for (const end = performance.now() + 3_000; performance.now() < end; ) {
      const now = read();
      loudest = Math.max(loudest, now);
      if (loudest > 0.005 && now < loudest / 20) break;
      await new Promise((r) => setTimeout(r, 30));
    }
    return loudest;
  });

/** A tap held as long as a person's (a tenth of a second). */
async function pressCard(card: Locator): Promise<void> {
  const box = (await card.boundingBox())!;
  await card.page().mouse.click(box.x + box.width / 2, box.y + Math.min(box.height / 3, 20), { delay: 100 });
}

/** Sets the volume in Settings as a player does, and closes the dialog. */
async function setVolume(page: Page, volume: number): Promise<void> {
  await clickAction(page, 'settings');
  const control = page.locator('[data-setting="volume"]');
  await control.fill(String(volume));
  await page.keyboard.press('Escape');
  await control.waitFor({ state: 'hidden' });
}

const START = startPosition('citadel', '5');
const LINE = solve(START, 50_000)!;
/** The win's arpeggio (synth.ts): C, E, G and the C above, on a triangle wave. */
const WIN_NOTES = [523.25, 659.25, 783.99, 1046.5];

describe('sounds', () => {
  it('on a phone: nothing before the first gesture, then a tap that moves sounds and a refused drop sounds', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      await page.addInitScript(AUDIO_PROBE);
      const synth = page.waitForResponse((r) => /\/assets\/synth-[^/]*\.js$/.test(r.url()), { timeout: 15_000 });
      await openGame(page, base(), 'citadel', '5');
      await synth;
      await page.waitForTimeout(500);
      expect(await audio(page), 'before any gesture, the synthesizer loaded').toEqual({ contexts: 0, starts: [] });
      const m = onlyDestinationMove(START);
      await pressCard((await topCard(page, sourcePile(m)))!);
      await waitForSources(page, 0);
      expect((await audio(page)).contexts, 'AudioContexts after a move').toBe(1);
      const moved = await sources(page);
      const from = START.tableau.findIndex((r, i) => r.length > 0 && i !== (m as { from: number }).from);
      await dragCard(page, (await topCard(page, `t${from}`))!, `t${illegalTarget(START, from)}`);
      await waitForSources(page, moved);
      expect((await audio(page)).contexts, 'still one AudioContext').toBe(1);
      // A new deal is dealt with its sound.
      const before = await sources(page);
      await page.locator('[data-action="new-deal"]:visible').click();
      await page.waitForFunction(() => new URL(location.href).searchParams.get('deal') !== '5');
      await waitForSources(page, before);
    });
  });

  it.each([
    { how: 'sounds on', size: PHONE, locale: 'en-US' },
    { how: 'sounds off', size: DESKTOP, locale: 'fr-FR' },
  ])('$how: the winning tap plays the win arpeggio (or nothing at all)', async ({ how, size, locale }) => {
    expect(LINE, 'a winning line for Citadel 5').toBeDefined();
    await withPage({ size, locale }, async ({ page }) => {
      await page.addInitScript(AUDIO_PROBE);
      await savedGame(page, base(), 'citadel', '5', LINE.slice(0, -1));
      await openGame(page, base(), 'citadel', '5');
      if (how === 'sounds off') {
        await setSetting(page, 'sound', false);
        await page.reload();
        await slot(page, 't0').waitFor();
      }
      // The player's first gesture on this page: a look at the settings.
      await clickAction(page, 'settings');
      const control = page.locator('[data-setting="sound"]');
      await control.waitFor();
      await page.keyboard.press('Escape');
      await control.waitFor({ state: 'hidden' });
      if (how === 'sounds on') await waitForAudio(page);
      await tapCard((await topCard(page, sourcePile(LINE.at(-1)!)))!);
      await page.locator('[data-message="won"]').waitFor();
      if (how === 'sounds off') {
        await page.waitForTimeout(500);
        expect(await audio(page)).toEqual({ contexts: 0, starts: [] });
        return;
      }
      await waitForSources(page, WIN_NOTES.length - 1);
      // Read at once, while the last note still sounds (a wait here lets a loaded machine read only its tail).
      const peak = await soundPeak(page);
      expect((await audio(page)).starts, 'the win sound').toEqual(WIN_NOTES.map((hz) => ({ wave: 'triangle', hz })));
      expect(peak, 'the arpeggio reached the speakers').toBeGreaterThan(0.01);
    });
  });

  it('on a phone: the volume scales the sound that comes out, 50 % giving half of 100 %', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      await page.addInitScript(AUDIO_PROBE);
      await openGame(page, base(), 'citadel', '5');
      let pos = START;
      const levels: number[] = [];
      for (const volume of [100, 50]) {
        await setVolume(page, volume);
        await waitForAudio(page);
        // The setting's own sample sound fades out of the analyser's 0.37 s window first.
        await page.waitForTimeout(400);
        // Three moves a volume, the quietest kept: a sound is read whole (soundPeak follows it until it has
        // died away), so a reading can only be too loud, when another sound overlaps it (seen: 0.34 where
        // a move's sound alone reads 0.22 at 100 %); the quietest is a move's sound alone.
        const peaks: number[] = [];
        for (let i = 0; i < 3; i++) {
          await silence(page);
          const move = onlyDestinationMove(pos);
          const before = await sources(page);
          await pressCard((await topCard(page, sourcePile(move)))!);
          pos = apply(pos, move);
          await waitForBoard(page, pos);
          await waitForSources(page, before);
          peaks.push(await soundPeak(page));
        }
        levels.push(Math.min(...peaks));
      }
      const [full, half] = levels as [number, number];
      expect(full, 'a move at 100 % is heard').toBeGreaterThan(0.02);
      expect(half / full, `quietest peak at 50 % (${half.toFixed(4)}) over the quietest at 100 % (${full.toFixed(4)})`).toBeCloseTo(0.5, 1);
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
      else await setVolume(page, 0);
      const first = quietMove(START);
      await keyboardMove(page, first);
      await waitForBoard(page, apply(START, first));
      await page.reload();
      await slot(page, 't0').waitFor();
      const tapped = onlyDestinationMove(apply(START, first));
      await pressCard((await topCard(page, sourcePile(tapped)))!);
      const pos = [first, tapped].reduce(apply, START);
      await waitForBoard(page, pos);
      const dragged = quietMove(pos);
      await dragCard(page, (await topCard(page, sourcePile(dragged)))!, targetPile(dragged));
      await waitForBoard(page, apply(pos, dragged));
      await page.waitForTimeout(300);
      expect(await audio(page), how).toEqual({ contexts: 0, starts: [] });
      expect(await page.evaluate(() => localStorage.getItem('solitaire:settings'))).toContain(how === 'sounds off' ? '"sound":false' : '"volume":0');
    });
  });
});
