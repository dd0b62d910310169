/**
 * Cards that go home by themselves fly one after another, at the chosen speed: after a move that sets
 * off three or more auto-moves, the player's card flies first and each auto-move's card leaves when
 * the one before has landed, each for the speed setting's length; under prefers-reduced-motion nothing
 * flies and the board shows the end at once. Drag on a phone, keyboard on a desktop.
 *
 * The move and its auto-moves are played and shown in the tap's frame (their cards then fly in turn,
 * each held where it lay until its turn): the game ends where the engine's auto-moves end, undo takes
 * back the move with all of them even mid-flight, a reload mid-flight loses none, and a move made
 * mid-flight comes after them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, gameDef, makeMove, status, type Move, type Position } from '../../src/engine/index.ts';
import { SPEED_MS } from '../../src/web/state/settings.ts';
import { destinations, parsePile } from '../../src/web/state/piles.ts';
import { pileLabel } from '../../src/web/labels.ts';
import { loadLang } from '../../src/web/i18n/index.ts';
import { newSession, playMove, type Session } from '../../src/web/state/session.ts';
import { DESKTOP, PHONE } from './support/browser.ts';
import {
  appPosition, clickAction, dragMove, drawn, keyboardMove, openGame, savedGame, setSetting, startPosition, tapCard, topCard, waitForBoard,
} from './support/board.ts';
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
  card: string;
  /** When the card leaves: the animation's start plus its delay (ms, the page's clock). */
  leaves: number;
  duration: number;
  /** Where the flight starts: the card's new place moved by the first keyframe's translation. */
  start: { x: number; y: number };
  /** Where the card last lay still in a frame before it flew, in another pile. */
  lay?: { x: number; y: number };
  /** What its keyframes animate. */
  props: string[];
}

/**
 * Logs every card animation the page starts, and where each card lay in every frame while not
 * flying (a string: the page lacks the test's helpers).
 */
const ANIMATION_LOG = `
  window.__flights = [];
  const lay = new Map();
  const watch = () => {
    for (const el of document.querySelectorAll('[data-board] .card')) {
      if (el.getAnimations().length) continue;
      const r = el.getBoundingClientRect();
      lay.set(el.dataset.card + ' ' + el.dataset.pile, { x: r.left, y: r.top });
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, opts) {
    if (this.matches('[data-board] .card') && !opts.pseudoElement) {
      const r = this.getBoundingClientRect(), m = /translate\\((-?[\\d.e-]+)px, (-?[\\d.e-]+)px\\)/.exec(frames[0].transform);
      const from = [...lay].filter(([k]) => k.startsWith(this.dataset.card + ' ') && k !== this.dataset.card + ' ' + this.dataset.pile).at(-1)?.[1];
      window.__flights.push({ pile: this.dataset.pile, card: this.dataset.card, leaves: performance.now() + (opts.delay ?? 0), duration: opts.duration, start: { x: r.left + Number(m?.[1] ?? 0), y: r.top + Number(m?.[2] ?? 0) }, lay: from, props: [...new Set(frames.flatMap((f) => Object.keys(f)))].filter((k) => !['offset', 'easing', 'composite'].includes(k)) });
    }
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
      // The board shows the end in the move's frame; the cards set off in the next.
      await drawn(page);
      const ms = SPEED_MS[speed];
      const all = (await flights(page)).sort((a, b) => a.leaves - b.leaves);
      expect(all.length, `flights (${JSON.stringify(all)})`).toBeGreaterThanOrEqual(played.length - 1);
      for (const f of all) expect(f.duration, 'each flight lasts the speed setting').toBe(ms);
      // Transforms alone, which the compositor plays however busy the page is (a z-index keyframe would keep it on the page).
      for (const f of all) expect(f.props, `what ${f.card}'s flight animates`).toEqual(['transform']);
      // The player's card first (a dropped card already on its place does not fly), then one a flight.
      // (1 ms: the page's clock is coarsened.)
      for (let i = 1; i < all.length; i++) {
        expect(all[i]!.leaves - all[i - 1]!.leaves, `card ${i} leaves when the one before has landed (${JSON.stringify(all)})`).toBeGreaterThanOrEqual(ms - 1);
        // Each auto-move's card flies from where it lay to its foundation, without a jump.
        const { lay, start, card } = all[i]!;
        expect(lay, `where ${card} lay before it flew`).toBeDefined();
        expect(Math.abs(start.x - lay!.x) + Math.abs(start.y - lay!.y), `${card} leaves from where it lay (${JSON.stringify(all[i])})`).toBeLessThan(1.5);
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
      await drawn(page);
      expect(await flights(page)).toEqual([]);
      expect(await appPosition(page)).toEqual(end);
    });
  });
});

const CITADEL = gameDef('citadel');
// The pile labels the board must show, in the app's own words.
await loadLang('en');

/** A session at `pos` (a copy), to play what the app plays there. */
function sessionAt(pos: Position): Session {
  const s = newSession('citadel', '5')!;
  Object.assign(s, { pos: structuredClone(pos) });
  return s;
}

/** What a tap on a row's top card plays there: its best place (as state/tap.ts chooses), then every auto-move. */
function tapPlays(pos: Position, pile: string): Move[] {
  const first = destinations(pos, CITADEL, parsePile(pile)!)[0];
  return first ? playMove(sessionAt(pos), first, 'all', 0) : [];
}

/**
 * A position of the line, a row whose tap there sets off at least three auto-moves and leaves the
 * game unwon, and another row that a tap can still move after them (its cards untouched by them).
 */
function busyTap(): { before: Position; pile: string; played: Move[]; after: Position; next: string } {
  for (let k = 0; k < LINE.length; k++) {
    const before = LINE.slice(0, k).reduce(apply, START);
    for (let r = 0; r < before.tableau.length; r++) {
      const played = tapPlays(before, `t${r}`);
      if (played.length < 4) continue;
      const mid = apply(before, played[0]!), after = played.reduce(apply, before);
      if (status(after, CITADEL) === 'won') continue;
      const next = after.tableau.findIndex((row, i) => row.length > 0 && JSON.stringify(row) === JSON.stringify(mid.tableau[i]) && tapPlays(after, `t${i}`).length > 0);
      if (next >= 0) return { before, pile: `t${r}`, played, after, next: `t${next}` };
    }
  }
  throw new Error('no tap of the line sets off three auto-moves and leaves a move after them');
}

/**
 * Counts the cards the board shows on the foundations two frames after the next release: the tap's
 * frame has been drawn, and at the slow speed the auto-moves' cards are still flying.
 */
const TAP_FRAME_PROBE = `
  addEventListener('pointerup', () => requestAnimationFrame(() => requestAnimationFrame(() => {
    window.__tapFrameHome ??= document.querySelectorAll('[data-board] [data-pile-slot^="f"] [data-card]').length;
  })), { capture: true, once: true });
`;
const home = (pos: Position): number => pos.foundations.reduce((n, f) => n + f.length, 0);

/** Opens the busy tap's position at the slow speed with auto-moves on (the 'all' setting). */
async function openBusy(page: Page, before: Position): Promise<void> {
  const k = LINE.findIndex((_, i) => JSON.stringify(LINE.slice(0, i).reduce(apply, START)) === JSON.stringify(before));
  await savedGame(page, base(), 'citadel', '5', LINE.slice(0, k));
  await openGame(page, base(), 'citadel', '5');
  await setSetting(page, 'automove', 'all');
  await setSetting(page, 'speed', 'slow');
  await waitForBoard(page, before);
}

/** The board's cards flying now (or held back for their turn). */
const flying = (page: Page): Promise<number> =>
  page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && (a.effect as KeyframeEffect | null)?.target?.closest?.('[data-board] .card')).length);

/**
 * Taps a row's top card and waits for its auto-moves' cards to be flying (so what follows happens
 * mid-flight): the flights start on a frame after the tap, which a busy machine can draw after the
 * tap has returned.
 */
async function tapMidFlight(page: Page, pile: string): Promise<void> {
  await tapCard((await topCard(page, pile))!);
  await expect.poll(() => flying(page), { message: 'cards flying after the tap', timeout: 5_000 }).toBeGreaterThan(1);
}

describe('auto-moves played with the move, their cards flying after it (phone, tap, slow speed)', () => {
  it("the tap's frame shows where they end; the game is in the engine's position, saved, and undo takes it all back", async () => {
    const { before, pile, played, after } = busyTap();
    await withPage({ size: PHONE, motion: 'no-preference', hasTouch: true }, async ({ page }) => {
      await openBusy(page, before);
      await page.evaluate(TAP_FRAME_PROBE);
      await tapCard((await topCard(page, pile))!);
      await waitForBoard(page, after, 10_000);
      expect(await appPosition(page)).toEqual(after);
      // Every pile's screen-reader label says what it holds now.
      const labels = await page.$$eval('[data-board] [data-pile-slot]', (els) => els.map((el) => [el.getAttribute('data-pile-slot')!, el.getAttribute('aria-label')!]));
      for (const [name, label] of labels) expect(label, name).toBe(pileLabel('en', CITADEL, after, name!));
      const tapFrame = await page.evaluate(() => (window as unknown as { __tapFrameHome: number }).__tapFrameHome);
      expect(tapFrame, "cards home in the tap's frame: the move's and its auto-moves'").toBe(home(after));
      // The save holds the move and its auto-moves, marked as such.
      const saved = (): Promise<string[]> => page.evaluate(() => (JSON.parse(localStorage.getItem('solitaire:game:citadel') ?? '{}') as { moves: string[] }).moves.slice());
      await expect.poll(async () => (await saved()).slice(-played.length), { timeout: 3000 }).toEqual(played.map((m, i) => (i ? '*' : '') + makeMove(m)));
      await clickAction(page, 'undo');
      await waitForBoard(page, before);
      await clickAction(page, 'redo');
      await waitForBoard(page, after, 10_000);
    });
  });

  it('undo mid-flight takes back the move with all its auto-moves', async () => {
    const { before, pile, after } = busyTap();
    await withPage({ size: PHONE, motion: 'no-preference', hasTouch: true }, async ({ page }) => {
      await openBusy(page, before);
      await tapMidFlight(page, pile);
      await clickAction(page, 'undo');
      await waitForBoard(page, before);
      expect(await appPosition(page)).toEqual(before);
      await clickAction(page, 'redo');
      await waitForBoard(page, after, 10_000);
      expect(await appPosition(page)).toEqual(after);
    });
  });

  it('a reload mid-flight loses none of them, and undo after it still takes back the whole move', async () => {
    const { before, pile, after } = busyTap();
    await withPage({ size: PHONE, motion: 'no-preference', hasTouch: true }, async ({ page }) => {
      await openBusy(page, before);
      await tapMidFlight(page, pile);
      await page.reload();
      await page.locator('[data-board] [data-card]').first().waitFor();
      await waitForBoard(page, after);
      await clickAction(page, 'undo');
      await waitForBoard(page, before);
    });
  });

  it('a tap mid-flight plays after them: its move and auto-moves, then undo one move at a time', async () => {
    const { before, pile, after, next } = busyTap();
    const end = tapPlays(after, next).reduce(apply, after);
    await withPage({ size: PHONE, motion: 'no-preference', hasTouch: true }, async ({ page }) => {
      await openBusy(page, before);
      await tapMidFlight(page, pile);
      await tapCard((await topCard(page, next))!);
      await waitForBoard(page, end, 10_000);
      expect(await appPosition(page)).toEqual(end);
      await clickAction(page, 'undo');
      await waitForBoard(page, after);
      await clickAction(page, 'undo');
      await waitForBoard(page, before);
    });
  });
});
