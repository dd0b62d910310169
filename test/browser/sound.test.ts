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
import { clickAction, dragCard, keyboardMove, moduleRun, openGame, savedGame, setSetting, slot, sourcePile, startPosition, tapCard, targetPile, topCard, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { illegalTarget, onlyDestinationMove, quietMove } from './support/moves.ts';
import { solve } from './support/search.ts';

const { base, withPage } = useBrowser();

/**
 * A meter on the audio thread (an AudioWorklet, loaded from a blob): it sees every sample sent to the
 * speakers, however late the page's own thread runs, and posts every 8 render quanta (about 20 ms) the
 * loudest level since the last reset and the loudest of those 8 quanta.
 */
const METER = `registerProcessor('meter', class extends AudioWorkletProcessor {
  constructor() {
    super();
    Object.assign(this, { loudest: 0, recent: 0, quanta: 0, resets: 0 });
    this.port.onmessage = () => { this.loudest = 0; this.resets++; };
  }
  process(inputs) {
    for (const channel of inputs[0] ?? []) for (const x of channel) this.recent = Math.max(this.recent, Math.abs(x));
    this.loudest = Math.max(this.loudest, this.recent);
    if (++this.quanta % 8 === 0) {
      this.port.postMessage({ loudest: this.loudest, recent: this.recent, resets: this.resets });
      this.recent = 0;
    }
    return true;
  }
});`;

/**
 * Watches the page's Web Audio (a string: the page lacks the test's helpers): AudioContexts made,
 * each source started (an oscillator with its wave and first frequency, or a noise buffer), and
 * everything sent to the speakers, through a unity gain, into METER, whose posts `__meter` keeps.
 */
const AUDIO_PROBE = `
  window.__audio = { contexts: 0, starts: [] };
  const Real = window.AudioContext;
  window.AudioContext = class extends Real { constructor(...a) { super(...a); window.__audio.contexts++; } };
  const connect = AudioNode.prototype.connect;
  const taps = new WeakMap();
  const meterCode = URL.createObjectURL(new Blob([${JSON.stringify(METER)}], { type: 'text/javascript' }));
  AudioNode.prototype.connect = function (to, ...rest) {
    if (!(to instanceof AudioDestinationNode)) return connect.call(this, to, ...rest);
    let tap = taps.get(to);
    if (!tap) {
      tap = to.context.createGain();
      connect.call(tap, to);
      taps.set(to, tap);
      void to.context.audioWorklet.addModule(meterCode).then(() => {
        const meter = new AudioWorkletNode(to.context, 'meter');
        meter.port.onmessage = (e) => (window.__meter = e.data);
        connect.call(tap, meter);
        connect.call(meter, to);
        window.__meterPort = meter.port;
      });
    }
    connect.call(this, tap, ...rest);
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
`;

interface Audio {
  contexts: number;
  starts: { wave: string; hz?: number }[];
}
/** METER's last post. */
interface Meter {
  loudest: number;
  recent: number;
  resets: number;
}
type Probed = { __audio: Audio; __meter?: Meter; __meterPort?: MessagePort };
const audio = (page: Page): Promise<Audio> => page.evaluate(() => (window as unknown as Probed).__audio);
const sources = async (page: Page): Promise<number> => (await audio(page)).starts.length;
const waitForSources = (page: Page, more: number): Promise<unknown> =>
  page.waitForFunction((n) => (window as unknown as Probed).__audio.starts.length > n, more);
/** Waits for the page's AudioContext and the meter on it. */
const waitForAudio = (page: Page): Promise<unknown> => page.waitForFunction(() => (window as unknown as Probed).__audio.contexts > 0 && (window as unknown as Probed).__meter !== undefined);
/** Waits until nothing is heard, so the next sound is measured alone. */
const silence = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => ((window as unknown as Probed).__meter?.recent ?? 1) < 0.001, undefined, { timeout: 3_000, polling: 20 });
/** Starts the meter's loudest level afresh, once the meter says it has. */
const resetMeter = (page: Page): Promise<unknown> =>
  page.evaluate(() => {
    const w = window as unknown as Probed;
    const resets = w.__meter!.resets + 1;
    w.__meterPort!.postMessage('reset');
    return new Promise<void>((ok) => {
      const check = (): unknown => (w.__meter!.resets >= resets ? ok() : setTimeout(check, 10));
      check();
    });
  });
/**
 * The loudest level heard since the meter's last reset, read once the sound has risen and died away
 * (or 3 s passed): on a loaded machine the audio thread may render it later than the tap's frame.
 */
const soundPeak = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    const w = window as unknown as Probed;
    for (const end = performance.now() + 3_000; performance.now() < end; ) {
      const { loudest, recent } = w.__meter!;
      if (loudest > 0.005 && recent < loudest / 20) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    return w.__meter!.loudest;
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
      // The synthesizer has run once the page's own import of it settles (one module for both imports).
      await moduleRun(page, (await synth).url());
      // Half a second more for an AudioContext made without a gesture (none may be): the window is the check.
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
      if (how === 'sounds on') {
        await waitForAudio(page);
        await silence(page);
        await resetMeter(page);
      }
      await tapCard((await topCard(page, sourcePile(LINE.at(-1)!)))!);
      await page.locator('[data-message="won"]').waitFor();
      if (how === 'sounds off') {
        // Half a second for a sound or an AudioContext that must not come: the window is the check.
        await page.waitForTimeout(500);
        expect(await audio(page)).toEqual({ contexts: 0, starts: [] });
        return;
      }
      await waitForSources(page, WIN_NOTES.length - 1);
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
      let last: number | undefined;
      const levels: number[] = [];
      for (const volume of [100, 50]) {
        await setVolume(page, volume);
        await waitForAudio(page);
        // Three moves a volume, the middle reading kept: one reading can be too loud, when another sound
        // overlaps it (seen: 0.34 where a move's sound alone reads 0.22 at 100 %), or too quiet on a
        // loaded machine (seen once at 50 %: 0.014, where a move alone reads 0.22 at 100 %).
        const peaks: number[] = [];
        for (let i = 0; i < 3; i++) {
          await silence(page);
          await resetMeter(page);
          // Never from the row just tapped: two taps there within 350 ms are a double tap (input/drag.ts).
          const move = onlyDestinationMove(pos, last);
          last = (move as { from: number }).from;
          const before = await sources(page);
          await pressCard((await topCard(page, sourcePile(move)))!);
          pos = apply(pos, move);
          await waitForBoard(page, pos);
          await waitForSources(page, before);
          peaks.push(await soundPeak(page));
        }
        levels.push(peaks.sort((a, b) => a - b)[1]!);
      }
      const [full, half] = levels as [number, number];
      expect(full, 'a move at 100 % is heard').toBeGreaterThan(0.02);
      expect(half / full, `middle peak at 50 % (${half.toFixed(4)}) over the middle at 100 % (${full.toFixed(4)})`).toBeCloseTo(0.5, 1);
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
      // A moment for a sound or an AudioContext that must not come: the window is the check.
      await page.waitForTimeout(300);
      expect(await audio(page), how).toEqual({ contexts: 0, starts: [] });
      expect(await page.evaluate(() => localStorage.getItem('solitaire:settings'))).toContain(how === 'sounds off' ? '"sound":false' : '"volume":0');
    });
  });
});
