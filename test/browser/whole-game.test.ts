/**
 * The whole-game layout test (issue 16): every game is played from its deal to the win along a
 * solver line, through the app's own controls (cards dragged, Deal and Fill clicked), in a touch
 * window. Every few moves the window takes each of the three sizes (390×844, 844×390, 1280×800),
 * in English and in French (switched in the settings), and the screen is read: no sideways
 * overflow, no two piles, buttons or badges on one another, every control inside the screen, and
 * the card size and the board's box at that size exactly as they were at the start, whatever
 * message shows (placing, stuck, the win screen).
 *
 * Cost: one browser for the file, one page per game, instant animations, one page read per size
 * and language at each check; about 630 moves in all, and 300 more with larger cards on the phones.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, dealPosition, GAME_IDS, gameDef, makeCard, type GameId, type Move, type Position } from '../../src/engine/index.ts';
import { solve } from '../../src/solver/index.ts';
import { computeLayout } from '../../src/web/state/layout.ts';
import { lineFromStart } from '../../src/web/state/winnable.ts';
import { SIZES, type Size } from './support/browser.ts';
import { drawn, gameUrl, setSetting, sourcePile, targetPile, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { readGeometry, type Geometry } from './support/geometry.ts';

const { base, withPage } = useBrowser();

/** Deals whose solver lines are short (115 moves for Big Ben, 55-124 for the castles) and found in well under a second. */
const DEALS: Record<GameId, string> = {
  'big-ben': '10',
  'beleaguered-castle': '11',
  'streets-and-alleys': '11',
  citadel: '3',
  fortress: '3',
  'selective-castle': '3',
  'sham-battle': '11',
};
/** Moves between two checks of the screen (twice as many with larger cards, to keep their run short). */
const EVERY = 8;

function startOf(game: GameId): Position {
  const r = dealPosition(game, DEALS[game]);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

function lineOf(game: GameId): Move[] {
  // A node budget, not a time budget: the same line on a busy machine.
  const line = lineFromStart(startOf(game), (p) => solve(p, { maxNodes: 300_000 }));
  if (line.verdict !== 'won') throw new Error(`no winning line for ${game} ${DEALS[game]} (${line.verdict}): pick another deal`);
  return line.moves;
}

/** Where to press and where to let go for a card move, once the page shows `card` on top of its pile (waited for, up to 10 s; else null). */
async function dragPoints(page: Page, from: string, to: string, card: string): Promise<{ fx: number; fy: number; tx: number; ty: number } | null> {
  const found = await page.waitForFunction(({ from, to, card }) => {
    const top = (pile: string): HTMLElement | undefined =>
      [...document.querySelectorAll<HTMLElement>(`[data-board] [data-card][data-pile="${pile}"]`)].sort((a, b) => Number(b.dataset.index) - Number(a.dataset.index))[0];
    const src = top(from);
    if (!src || src.dataset.card !== card) return null;
    const r = src.getBoundingClientRect();
    const dst = (top(to) ?? document.querySelector(`[data-board] [data-pile-slot="${to}"]`))!.getBoundingClientRect();
    return { fx: r.x + r.width / 2, fy: r.y + Math.min(r.height / 3, 20), tx: dst.x + dst.width / 2, ty: dst.y + Math.min(dst.height / 2, dst.width * 0.7) };
  }, { from, to, card }, { timeout: 10_000 }).catch((e: Error) => {
    if (e.name !== 'TimeoutError') throw e;
    return null;
  });
  return found && found.jsonValue();
}

/** Plays one move as a player would: Deal and Fill by their buttons, a card by dragging it. */
async function play(page: Page, pos: Position, m: Move): Promise<void> {
  if (m.kind === 'deal' || m.kind === 'fill') {
    const b = page.locator(`[data-action="${m.kind}"]`);
    await b.waitFor();
    const box = (await b.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    return;
  }
  const from = sourcePile(m);
  const pile = m.kind === 'place' ? pos.stock : from === 'waste' ? pos.waste : pos.tableau[(m as { from: number }).from]!;
  const card = makeCard(pile[pile.length - 1]!);
  const pts = await dragPoints(page, from, targetPile(m), card);
  if (!pts) throw new Error(`${card} never showed on top of ${from}`);
  await page.mouse.move(pts.fx, pts.fy);
  await page.mouse.down();
  await page.mouse.move(pts.tx, pts.ty);
  await page.mouse.up();
}

/**
 * Plays `game` along its line in one page: at each check the window takes each of `sizes` in turn,
 * so the moves are played at every size, and each size is read in both languages. `large`: with
 * the larger-cards setting on.
 */
async function wholeGame(game: GameId, sizesToRead: readonly Size[], large = false): Promise<void> {
  const start = startOf(game);
  const line = lineOf(game);
  await withPage({ size: sizesToRead[0], hasTouch: true }, async ({ page }) => {
    await page.goto(base() + 'icon.svg');
    await page.evaluate((large) => localStorage.setItem('solitaire:settings', JSON.stringify({ lang: 'en', speed: 'instant', ...(large ? { large } : {}) })), large);
    await page.goto(gameUrl(base(), game, DEALS[game]));
    await waitForBoard(page, start);
    let lang: 'en' | 'fr' = 'en';
    let sizes = [...sizesToRead];
    const first = new Map<string, { g: Geometry; planned: number }>();
    const check = async (k: number, pos: Position): Promise<void> => {
      await waitForBoard(page, pos);
      for (const pass of [0, 1]) {
        if (pass === 1) {
          lang = lang === 'en' ? 'fr' : 'en';
          await setSetting(page, 'lang', lang);
        }
        for (const size of sizes) {
          await page.setViewportSize({ width: size.width, height: size.height });
          await drawn(page);
          const g = await readGeometry(page);
          const at = `${game} ${DEALS[game]} after ${k} of ${line.length} moves, at ${size.width}×${size.height} in ${lang}`;
          expect(g.faults, at).toEqual([]);
          // The layout for this position: Big Ben's larger cards shrink when a column outgrows its room (bigben-layout.ts), never otherwise;
          // the smaller size stays while it fits, until the planned size fits with room to spare, and never goes under the normal cards'.
          const rows = pos.tableau.map((r) => r.length);
          const planned = computeLayout(gameDef(game), g.board.w, g.board.h, false, false, large, rows).cw;
          if (large && game === 'big-ben') {
            expect(g.cw, `card width as laid out ${at}`).toBeLessThanOrEqual(planned + 0.001);
            expect(g.cw, `card width as laid out ${at}`).toBeGreaterThanOrEqual(Math.min(planned, computeLayout(gameDef(game), g.board.w, g.board.h).cw) - 0.001);
          } else expect(g.cw, `card width as laid out ${at}`).toBeCloseTo(planned, 3);
          const key = `${size.name} ${lang}`;
          if (!first.has(key)) first.set(key, { g, planned });
          if (!large || (planned === first.get(key)!.planned && g.cw > planned - 0.001)) expect(g.cw, `card width ${at}`).toBe(first.get(key)!.g.cw);
          expect(g.board, `the board's box ${at}`).toEqual(first.get(key)!.g.board);
        }
        // The next pass starts at the size this one ended with: one resize fewer.
        sizes = sizes.reverse();
      }
    };
    let pos = start;
    await check(0, pos);
    for (let k = 0; k < line.length; k++) {
      await play(page, pos, line[k]!);
      pos = apply(pos, line[k]!);
      if ((k + 1) % (large ? 2 * EVERY : EVERY) === 0 && k < line.length - 1) await check(k + 1, pos);
    }
    await page.locator('[data-message="won"]').waitFor();
    await check(line.length, pos);
  });
}

describe('a whole game at 390×844, 844×390 and 1280×800', () => {
  it.each(GAME_IDS.map((g) => [g]))('%s, in English and in French: nothing overlaps, overflows or resizes', (game) => wholeGame(game, SIZES));
});

// The larger-cards setting on the phones, where room is scarcest: Big Ben (the clock), Beleaguered
// Castle (the longest rows) and Fortress (ten rows, two tiers upright).
describe('larger cards: a whole game at 390×844 and 844×390', () => {
  it.each((['big-ben', 'beleaguered-castle', 'fortress'] as const).map((g) => [g]))('%s, in English and in French: nothing overlaps, overflows or resizes', (game) =>
    wholeGame(game, SIZES.slice(0, 2), true));
});
