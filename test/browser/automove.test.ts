/**
 * Cards that go home by themselves fly one after another, at the chosen speed: after a move that sets
 * off three or more auto-moves, the player's card flies first and each auto-move's card leaves when
 * the one before has landed, each for the speed setting's length; under prefers-reduced-motion nothing
 * flies and the board shows the end at once. Drag on a phone, keyboard on a desktop.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, type Move } from '../../src/engine/index.ts';
import { SPEED_MS } from '../../src/web/state/settings.ts';
import { newSession, playMove } from '../../src/web/state/session.ts';
import { DESKTOP, PHONE } from './support/browser.ts';
import { appPosition, dragMove, keyboardMove, openGame, savedGame, setSetting, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { solve } from './support/search.ts';

const { base, withPage } = useBrowser();

const START = startPosition('citadel', '5');
const LINE = solve(START, 50_000)!;

/** The first move of the line after which the 'all' auto-move plays at least three moves. */
function busyMove(): { k: number; played: Move[] } {
  for (let k = 0; k < LINE.length; k++) {
    const s = newSession('citadel', '5')!;
    const before = LINE.slice(0, k).reduce(apply, START);
    Object.assign(s, { pos: structuredClone(before) });
    const played = playMove(s, LINE[k]!, 'all', 0);
    if (played.length >= 4) return { k, played };
  }
  throw new Error('no move of the line sets off three auto-moves');
}

interface Timing {
  pile: string;
  delay: number;
  duration: number;
}

/** Logs every card animation the page starts (a string: the page lacks the test's helpers). */
const ANIMATION_LOG = `
  window.__flights = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, opts) {
    if (this.matches('[data-board] .card')) window.__flights.push({ pile: this.dataset.pile, delay: opts.delay ?? 0, duration: opts.duration });
    return animate.call(this, frames, opts);
  };
`;

const flights = (page: Page): Promise<Timing[]> => page.evaluate(() => (window as unknown as { __flights: Timing[] }).__flights);

describe.each([
  { size: PHONE, speed: 'fast', input: 'drag' },
  { size: DESKTOP, speed: 'slow', input: 'keyboard' },
] as const)('auto-moves at $size.width×$size.height, speed $speed, by $input', ({ size, speed, input }) => {
  it('fly one after another, each for the speed setting', async () => {
    expect(LINE, 'a winning line for Citadel 5').toBeDefined();
    const { k, played } = busyMove();
    await withPage({ size, motion: 'no-preference' }, async ({ page }) => {
      await page.addInitScript(ANIMATION_LOG);
      await savedGame(page, base(), 'citadel', '5', LINE.slice(0, k));
      await openGame(page, base(), 'citadel', '5');
      await setSetting(page, 'automove', 'all');
      await setSetting(page, 'speed', speed);
      await waitForBoard(page, LINE.slice(0, k).reduce(apply, START));
      await page.evaluate(() => void ((window as unknown as { __flights: Timing[] }).__flights = []));
      if (input === 'drag') await dragMove(page, LINE[k]!);
      else await keyboardMove(page, LINE[k]!);
      await waitForBoard(page, played.reduce(apply, LINE.slice(0, k).reduce(apply, START)), 10_000);
      const ms = SPEED_MS[speed];
      const all = (await flights(page)).sort((a, b) => a.delay - b.delay);
      const autos = all.filter((f) => f.pile.startsWith('f'));
      expect(all.length, `flights (${JSON.stringify(all)})`).toBeGreaterThanOrEqual(played.length - 1);
      for (const f of all) expect(f.duration, 'each flight lasts the speed setting').toBe(ms);
      // The player's card leaves at 0 (a dropped card already on its place does not fly), then one a flight.
      expect(all.map((f) => f.delay % ms), 'every card leaves as the one before lands').toEqual(all.map(() => 0));
      expect(new Set(all.map((f) => f.delay)).size, 'no two cards leave together').toBe(all.length);
      for (let i = 1; i < autos.length; i++) {
        expect(autos[i]!.delay - autos[i - 1]!.delay, `auto-move ${i} leaves when the one before has landed`).toBeGreaterThanOrEqual(ms);
      }
    });
  });
});

describe('auto-moves under prefers-reduced-motion', () => {
  it('nothing flies, and the board shows where they end at once', async () => {
    const { k, played } = busyMove();
    await withPage({ size: PHONE, motion: 'reduce' }, async ({ page }) => {
      await page.addInitScript(ANIMATION_LOG);
      await savedGame(page, base(), 'citadel', '5', LINE.slice(0, k));
      await openGame(page, base(), 'citadel', '5');
      await setSetting(page, 'automove', 'all');
      await setSetting(page, 'speed', 'slow');
      await dragMove(page, LINE[k]!);
      const end = played.reduce(apply, LINE.slice(0, k).reduce(apply, START));
      await waitForBoard(page, end, 1000);
      expect(await flights(page)).toEqual([]);
      expect(await appPosition(page)).toEqual(end);
    });
  });
});
