/**
 * Issue 16's layout defects, each pinned at the sizes and in the languages where a player met it:
 * Big Ben's Fill button on the foundations (1), the no-moves panel wider than a phone (2), hour
 * badges on one another (5), the empty-stock label spilling out (6), cards resizing when a message
 * shows or a row grows (7), a page one pixel too tall (9), the header growing at 100 moves (10),
 * Big Ben's gaps and hours (11), the castle on an upright phone (12), Selective Castle's offered
 * card among the aces and its slot left behind (13), the cramped French bottom bar (16).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, gameDef, legalMoves, status, type GameId, type Move, type Position } from '../../src/engine/index.ts';
import { solve } from '../../src/solver/index.ts';
import { layOut } from '../../src/web/state/winnable.ts';
import { DESKTOP, PHONE, SIZES, screenshotPath, type Size } from './support/browser.ts';
import { openGame, savedGame, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { boxes, readGeometry } from './support/geometry.ts';
import { longRowLine } from './support/search.ts';

const { base, withPage } = useBrowser();
const LANDSCAPE = SIZES[1]!;
const LANGS = ['en', 'fr'] as const;
type Box = { x: number; y: number; w: number; h: number; text: string };
const over = (a: Box, b: Box): boolean => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;

const BB = startPosition('big-ben', '10');
const BB_LINE = solve(BB, { maxNodes: 300_000 }).moves;
/** The first point of the line where a pile is short while the stock still has cards (Fill shows). */
const fillShows = (_: Move, k: number): boolean => {
  const p = BB_LINE.slice(0, k).reduce(apply, BB);
  return p.stock.length > 0 && p.tableau.some((r) => r.length < 3);
};
const SHORT = BB_LINE.findIndex(fillShows);
/** The last such point: piles at their longest, the ring at its smallest. */
const LATE_SHORT = BB_LINE.findLastIndex(fillShows);
/** The first point where the stock is empty. */
const EMPTY = BB_LINE.findIndex((_, k) => BB_LINE.slice(0, k).reduce(apply, BB).stock.length === 0);

/** A Big Ben game played to a loss by a fixed pseudo-random choice of moves (deal 5, as in the issue). */
function losingLine(): Move[] {
  let pos = startPosition('big-ben', '5'), seed = 7;
  const line: Move[] = [];
  while (status(pos) === 'playing' && line.length < 2000) {
    const all = legalMoves(pos), cards = all.filter((m) => m.kind !== 'deal');
    seed = (seed * 16807) % 2147483647;
    const m = cards.length && seed % 3 ? cards[seed % cards.length]! : all[seed % all.length]!;
    line.push(m);
    pos = apply(pos, m);
  }
  if (status(pos) !== 'lost') throw new Error('the playout did not lose: change the seed');
  return line;
}

/**
 * Opens `game` `deal` in `lang` with the first `moves` of `line` already played. Once per page:
 * the app keeps its own save of the game after that, which a second call would not replace.
 */
async function openAt(page: Page, game: GameId, deal: string, line: readonly Move[], lang: 'en' | 'fr', large = false): Promise<Position> {
  await savedGame(page, base(), game, deal, line);
  await page.evaluate(([l, big]) => localStorage.setItem('solitaire:settings', JSON.stringify({ lang: l, speed: 'instant', large: big })), [lang, large] as const);
  await openGame(page, base(), game, deal);
  const pos = line.reduce(apply, startPosition(game, deal));
  await waitForBoard(page, pos);
  return pos;
}

const cwOf = (page: Page): Promise<number> => page.locator('[data-board]').evaluate((b) => parseFloat(getComputedStyle(b).getPropertyValue('--cw')));
const boardBox = async (page: Page): Promise<Box> => (await boxes(page, '[data-board]'))[0]!;

const phones = [PHONE, LANDSCAPE].flatMap((size) => LANGS.map((lang) => ({ size, lang, at: `${size.width}×${size.height}` })));
const at = (size: Size): { size: Size; at: string } => ({ size, at: `${size.width}×${size.height}` });

describe('Big Ben on phones', () => {
  it.each(phones.flatMap((p) => [false, true].map((large) => ({ ...p, large, cards: large ? 'larger cards' : 'cards', point: large ? LATE_SHORT : SHORT }))))('1. at $at in $lang with $cards, move $point, Deal and Fill lie on no foundation, pile or badge', async ({ size, lang, large, point }) => {
    expect(SHORT, 'a point of the line with a short pile').toBeGreaterThan(0);
    await withPage({ size, hasTouch: true }, async ({ page }) => {
      await openAt(page, 'big-ben', '10', BB_LINE.slice(0, point), lang, large);
      await page.locator('[data-action="fill"]').waitFor();
      const buttons = await boxes(page, '[data-action="deal"], [data-action="fill"]');
      const others = await boxes(page, '[data-board] [data-pile-slot], [data-board] .hour, [data-board] .pile-tag');
      const hits = buttons.flatMap((b) => others.filter((o) => over(b, o)).map((o) => `${b.text} on ${o.text || 'a pile'}`));
      expect(hits).toEqual([]);
      // Inside the ring Fill is 68-75 px wide: its label keeps to two lines ("Combler les vides" took three).
      const lines = await page.locator('[data-action="fill"]').evaluate((b) => {
        const r = document.createRange();
        r.selectNodeContents(b);
        return new Set([...r.getClientRects()].map((q) => Math.round(q.top))).size;
      });
      await page.screenshot({ path: screenshotPath(`bigben-fill-${size.width}x${size.height}-${lang}${large ? '-large' : ''}`) });
      expect(lines, 'lines of Fill\'s label').toBeLessThanOrEqual(2);
      await expect.poll(() => page.getByRole('button', { name: lang === 'fr' ? 'Combler les vides' : 'Fill gaps' }).count(), { message: 'Fill named in full' }).toBe(1);
    });
  });

  it.each(LANGS.map((l) => [l]))('2. in %s at 390×844, the no-moves panel fits the screen with all its buttons', async (lang) => {
    await withPage({ size: PHONE, hasTouch: true }, async ({ page }) => {
      await openAt(page, 'big-ben', '5', losingLine(), lang);
      await page.locator('[data-message="lost"]').waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'page width').toBeLessThanOrEqual(PHONE.width);
      const inside = (await boxes(page, '[data-message="lost"], [data-message="lost"] button')).filter((b) => b.x < 0 || b.x + b.w > PHONE.width + 0.5);
      expect(inside.map((b) => b.text), 'outside the screen').toEqual([]);
    });
  });

  // Issue 17: the no-moves panel floated over Big Ben's 7 to 12 o'clock piles at 390×844 and over
  // Fortress's last row at 844×390. It is a bar in the message band now; its other offers open on request.
  it.each([
    ...LANGS.map((lang) => ({ game: 'big-ben' as const, deal: '5', line: losingLine(), size: PHONE, lang })),
    ...LANGS.map((lang) => ({ game: 'fortress' as const, deal: '1', line: [{ kind: 'tableau', from: 6, to: 9 } as Move], size: LANDSCAPE, lang })),
  ].map((c) => ({ ...c, at: `${c.size.width}×${c.size.height}` })))('2b. $game at $at in $lang: the no-moves bar lies on no pile; its offers open on a tap and close with Esc', async ({ game, deal, line, size, lang }) => {
    await withPage({ size, hasTouch: true }, async ({ page }) => {
      await openAt(page, game, deal, line, lang);
      const bar = page.locator('[data-message="lost"]');
      await bar.waitFor();
      const piles = await boxes(page, '[data-board] [data-pile-slot]');
      const [panel] = await boxes(page, '[data-message="lost"]');
      expect(piles.filter((p) => over(p, panel!)).map((p) => p.text.slice(0, 12) || 'an empty pile'), 'piles under the no-moves bar').toEqual([]);
      expect((await readGeometry(page)).faults).toEqual([]);
      const toggle = bar.locator('[data-action="lost-more"]');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('[data-action="show-winning-line"]').isVisible(), 'the winning line offer waits behind the toggle').toBe(false);
      await toggle.tap();
      await page.locator('[data-action="show-winning-line"]').waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('.lost-more').innerText()).toMatch(lang === 'fr' ? /Aucune carte ne peut bouger/ : /No card can move/);
      expect((await readGeometry(page)).faults, 'the offers opened').toEqual([]);
      await page.keyboard.press('Escape');
      await page.locator('[data-action="show-winning-line"]').waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('lost-more');
    });
  });

  // Issue 36, item 3: the no-moves bar sat on the bar under the board in portrait (796 = 796) and at the
  // screen's edge in landscape; with viewport-fit=cover nothing kept clear of a notch or the home indicator.
  const insets = { portrait: { top: 47, bottom: 34, left: 0, right: 0 }, landscape: { top: 0, bottom: 21, left: 47, right: 47 }, none: { top: 0, bottom: 0, left: 0, right: 0 } };
  it.each([
    { game: 'big-ben' as const, deal: '5', line: losingLine(), size: PHONE, inset: insets.portrait },
    { game: 'big-ben' as const, deal: '5', line: losingLine(), size: PHONE, inset: insets.none },
    { game: 'fortress' as const, deal: '1', line: [{ kind: 'tableau', from: 6, to: 9 } as Move], size: LANDSCAPE, inset: insets.landscape },
    { game: 'fortress' as const, deal: '1', line: [{ kind: 'tableau', from: 6, to: 9 } as Move], size: LANDSCAPE, inset: insets.none },
  ].map((c) => ({ ...c, at: `${c.size.width}×${c.size.height}`, safe: JSON.stringify(c.inset) })))('3. $game at $at, safe area $safe: the no-moves bar keeps clear of the bar below and the edge, everything inside the safe area', async ({ game, deal, line, size, inset }) => {
    await withPage({ size, hasTouch: true }, async ({ page, context }) => {
      await (await context.newCDPSession(page)).send('Emulation.setSafeAreaInsetsOverride' as never, { insets: inset } as never);
      await openAt(page, game, deal, line, 'en');
      await page.locator('[data-message="lost"]').waitFor();
      const [lost] = await boxes(page, '[data-message="lost"]');
      const [below] = await boxes(page, '.bar.bottom');
      const floor = below ? below.y : size.height - inset.bottom;
      expect(floor - (lost!.y + lost!.h), `the no-moves bar's gap to ${below ? 'the bar below' : 'the safe area\'s edge'}`).toBeGreaterThanOrEqual(3.5);
      const safe = { x: inset.left, y: inset.top, w: size.width - inset.left - inset.right, h: size.height - inset.top - inset.bottom };
      const outside = (await boxes(page, 'button, [data-board] [data-pile-slot], [data-board] [data-card], .title, [data-message="lost"]'))
        .filter((b) => b.w > 0 && (b.x < safe.x - 0.5 || b.y < safe.y - 0.5 || b.x + b.w > safe.x + safe.w + 0.5 || b.y + b.h > safe.y + safe.h + 0.5));
      expect(outside.map((b) => `${b.text.slice(0, 16) || 'a pile or card'} at ${Math.round(b.x)},${Math.round(b.y)}`), 'outside the safe area').toEqual([]);
      expect(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([size.width, size.height]);
    });
  });

  it.each(phones)('5. at $at in $lang, no hour badge lies on another, at the start and in the middle of a game', async ({ size, lang }) => {
    for (const k of [0, 60]) {
      await withPage({ size, hasTouch: true }, async ({ page }) => {
        await openAt(page, 'big-ben', '10', BB_LINE.slice(0, k), lang);
        const badges = await boxes(page, '[data-board] .hour');
        expect(badges.length).toBe(12);
        const hits = badges.flatMap((a, i) => badges.slice(i + 1).filter((b) => over(a, b)).map((b) => `${a.text} / ${b.text}`));
        expect(hits, `after ${k} moves`).toEqual([]);
      });
    }
  });

  it.each(phones)('6. at $at in $lang, the empty stock\'s label stays on one line inside the stock', async ({ size, lang }) => {
    expect(EMPTY, 'a point of the line with the stock empty').toBeGreaterThan(0);
    await withPage({ size, hasTouch: true }, async ({ page }) => {
      await openAt(page, 'big-ben', '10', BB_LINE.slice(0, EMPTY), lang);
      const [stock] = await boxes(page, '.stock-back');
      const [label] = await boxes(page, '.stock-back .count-label');
      const lineHeight = await page.locator('.stock-back .count-label').evaluate((e) => parseFloat(getComputedStyle(e).fontSize) * 1.6);
      expect(label!.h, `"${label!.text}" on one line`).toBeLessThanOrEqual(lineHeight);
      expect(label!.x).toBeGreaterThanOrEqual(stock!.x - 0.5);
      expect(label!.x + label!.w).toBeLessThanOrEqual(stock!.x + stock!.w + 0.5);
    });
  });

  it.each(LANGS.map((l) => [l]))('11. in %s, every pile shows its hour whatever it holds, and a short pile one placeholder', async (lang) => {
    await withPage({ size: PHONE, hasTouch: true }, async ({ page }) => {
      const pos = await openAt(page, 'big-ben', '10', BB_LINE.slice(0, SHORT), lang);
      const tags = await page.locator('[data-board] [data-pile-slot^="t"]').evaluateAll((els) =>
        els.map((e) => [e.getAttribute('data-pile-slot'), e.querySelector('.pile-tag')?.textContent?.trim() ?? '', e.querySelectorAll('.ghost').length] as const));
      const hour = (k: number): string => (lang === 'fr' ? `${k + 1}\u202fh` : `${k + 1}`);
      for (const [name, text, ghosts] of tags) {
        const k = Number(name!.slice(1));
        expect(text.replace(/\s/g, '\u202f'), `${name}'s hour`).toBe(hour(k).replace(/\s/g, '\u202f'));
        expect(ghosts, `${name}'s placeholders`).toBe(pos.tableau[k]!.length < 3 ? 1 : 0);
      }
    });
  });
});

describe('7. the card size is the game\'s, not the moment\'s', () => {
  it.each([PHONE, DESKTOP].map(at))('Big Ben at $at: a hint leaves every card and the board as they were', async ({ size }) => {
    await withPage({ size }, async ({ page }) => {
      await openAt(page, 'big-ben', '10', BB_LINE.slice(0, 20), 'en');
      const before = [await cwOf(page), await boardBox(page)];
      await page.locator('[data-action="hint"]').first().click();
      await page.locator('.notice.hint').waitFor({ timeout: 30_000 });
      expect([await cwOf(page), await boardBox(page)]).toEqual(before);
    });
  });

  it('Beleaguered Castle at 390×844: a row grown long leaves the card size alone', async () => {
    const { line, length } = longRowLine(startPosition('beleaguered-castle', '2'), 20_000);
    expect(length, 'a long row').toBeGreaterThanOrEqual(12);
    const cwAt = (moves: readonly Move[]): Promise<number> =>
      withPage({ size: PHONE, hasTouch: true }, async ({ page }) => {
        await openAt(page, 'beleaguered-castle', '2', moves, 'en');
        return cwOf(page);
      });
    expect(await cwAt(line)).toBe(await cwAt([]));
  });
});

describe('9 and 10. the page and its header', () => {
  it.each(SIZES.map(at))('9. at $at the page is exactly the screen: no scrollbar', async ({ size }) => {
    await withPage({ size }, async ({ page }) => {
      await openGame(page, base(), 'citadel', '5');
      const { w, h } = await page.evaluate(() => ({ w: document.documentElement.scrollWidth, h: document.documentElement.scrollHeight }));
      expect([w, h]).toEqual([size.width, size.height]);
    });
  });

  it.each(LANGS.map((l) => [l]))('10. in %s at 390×844, the header keeps its height when the move count passes 99', async (lang) => {
    expect(BB_LINE.length).toBeGreaterThan(100);
    const headerAt = (k: number): Promise<[number, number]> =>
      withPage({ size: PHONE, hasTouch: true }, async ({ page }) => {
        await openAt(page, 'big-ben', '10', BB_LINE.slice(0, k), lang);
        return [(await boxes(page, '.bar.top'))[0]!.h, (await boardBox(page)).y] as [number, number];
      });
    expect(await headerAt(101)).toEqual(await headerAt(9));
  });
});

describe('12 and 13. castles on an upright phone', () => {
  const castles = (['beleaguered-castle', 'streets-and-alleys', 'citadel', 'fortress', 'sham-battle'] as const).map((g) => [g]);
  it.each(castles)('12. %s: the foundations on top, every row a column fanning down', async (game) => {
    await withPage({ size: PHONE, hasTouch: true }, async ({ page }) => {
      await openGame(page, base(), game, '5');
      const rows = await boxes(page, '[data-board] [data-pile-slot^="t"]');
      const foundations = await boxes(page, '[data-board] [data-pile-slot^="f"]');
      expect(await page.locator('[data-board] [data-pile-slot^="t"]:not(.fan-down)').count(), 'rows not fanning down').toBe(0);
      expect(Math.max(...foundations.map((f) => f.y + f.h)), 'the foundations above every row').toBeLessThanOrEqual(Math.min(...rows.map((r) => r.y)));
      expect(rows.length).toBe(gameDef(game).rows);
    });
  });

  const placements = layOut(startPosition('selective-castle', '42'), 'spread');
  it('13. Selective Castle: the offered card sits under the rows, away from the aces', async () => {
    for (const k of [0, 20]) {
      await withPage({ size: PHONE, hasTouch: true }, async ({ page }) => {
        await openAt(page, 'selective-castle', '42', placements.slice(0, k), 'en');
        const [offer] = await boxes(page, '[data-board] [data-pile-slot="stock"]');
        const aces = await boxes(page, '[data-board] [data-pile-slot^="f"]');
        const cards = await boxes(page, '[data-board] [data-card][data-pile^="t"]');
        const lowestAce = Math.max(...aces.map((a) => a.y + a.h));
        expect(offer!.y, `after ${k} placements: below the aces by a card's height`).toBeGreaterThan(lowestAce + offer!.h);
        expect(offer!.y, `after ${k} placements: below every placed card`).toBeGreaterThanOrEqual(Math.max(lowestAce, ...cards.map((c) => c.y + c.h)));
      });
    }
  });

  it.each([PHONE, LANDSCAPE].map(at))('13. Selective Castle at $at: no empty slot is left after the last placement', async ({ size }) => {
    await withPage({ size, hasTouch: true }, async ({ page }) => {
      await openAt(page, 'selective-castle', '42', placements, 'en');
      expect(await page.locator('[data-board] [data-pile-slot="stock"]').count()).toBe(0);
    });
  });
});

describe('16. the French bottom bar at 390×844', () => {
  it('icons in one line, labels apart', async () => {
    await withPage({ size: PHONE, hasTouch: true }, async ({ page }) => {
      await openAt(page, 'citadel', '5', [], 'fr');
      const icons = await boxes(page, '.bar.bottom .tool svg');
      // New deal, Hint, Undo, Redo (Restart and Deal number moved to the game menu).
      expect(icons.length).toBe(4);
      expect(Math.max(...icons.map((i) => i.y)) - Math.min(...icons.map((i) => i.y)), 'icon heights').toBeLessThanOrEqual(1);
      const labels = (await boxes(page, '.bar.bottom .tool-label')).sort((a, b) => a.x - b.x);
      const gaps = labels.slice(1).map((b, i) => [`${labels[i]!.text} | ${b.text}`, Math.round(b.x - (labels[i]!.x + labels[i]!.w))] as const);
      expect(gaps.filter(([, g]) => g < 8), 'labels closer than 8 px').toEqual([]);
    });
  });

  // Issue 36, item 5: "Nouvelle donne" took two lines and grew the bar from 48 to 60 px.
  it('the bar is as tall in French as in English, each label on one line', async () => {
    const bar = async (lang: 'en' | 'fr'): Promise<{ height: number; lines: number[] }> => {
      let out = { height: 0, lines: [] as number[] };
      await withPage({ size: PHONE, hasTouch: true }, async ({ page }) => {
        await openAt(page, 'citadel', '5', [], lang);
        out = await page.evaluate(() => ({
          height: document.querySelector('.bar.bottom')!.getBoundingClientRect().height,
          lines: [...document.querySelectorAll('.bar.bottom .tool-label')].map((l) => Math.round(l.getBoundingClientRect().height / parseFloat(getComputedStyle(l).lineHeight))),
        }));
      });
      return out;
    };
    const [en, fr] = [await bar('en'), await bar('fr')];
    expect(fr.lines, 'lines of each French label').toEqual(fr.lines.map(() => 1));
    expect(fr.height, `the French bar (${fr.height} px) against the English (${en.height} px)`).toBe(en.height);
  });
});
