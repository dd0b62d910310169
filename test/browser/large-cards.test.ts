/**
 * Larger cards (Settings > Appearance, for players with low vision) on phones, above all on one on
 * its side, where the board is short (there the top bar becomes a rail at the side): the cards and
 * their corner indices must really grow, and at the start, the middle (the line's longest row) and
 * the end of a game every card stays on the board, readable (some corner index uncovered) and
 * tappable, clear of the bars and the message band, and every button of the bar on the screen
 * (and, for Big Ben at the start, axe finds nothing serious or critical).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, dealPosition, makeMove, type Move, type Position } from '../../src/engine/index.ts';
import { solve } from '../../src/solver/index.ts';
import { lineFromStart } from '../../src/web/state/winnable.ts';
import type { Size } from './support/browser.ts';
import { drawn, uiMove, waitForBoard } from './support/board.ts';
import { audit } from './support/axe.ts';
import { useBrowser } from './support/fixture.ts';
import { readGeometry } from './support/geometry.ts';
import { hiddenIndices } from './support/visual.ts';

const { base, withPage } = useBrowser();

const LANDSCAPE: Size = { name: 'phone-landscape', width: 844, height: 390 };
const PORTRAIT: Size = { name: 'phone-portrait', width: 390, height: 844 };
/** Deals with short solver lines; Selective Castle 3 is a puzzle of the pack (its board has the puzzle strip). */
const CASTLES: Record<string, string> = { 'beleaguered-castle': '11', 'streets-and-alleys': '11', citadel: '3', fortress: '3', 'selective-castle': '3' };
/** Big Ben's deal of the hour-badge test, whose line the solver finds within the budget. */
const BIG_BEN = '10';

function startOf(game: string, deal: string): Position {
  const r = dealPosition(game, deal);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

function lineOf(game: string, deal: string): Move[] {
  const line = lineFromStart(startOf(game, deal), (p) => solve(p, { maxNodes: 300_000 }));
  if (line.verdict !== 'won') throw new Error(`no winning line for ${game} ${deal} (${line.verdict}): pick another deal`);
  return line.moves;
}

/** The line's moves up to where its longest row is longest. */
function toLongestRow(start: Position, line: readonly Move[]): number {
  let pos = start, best = 0, at = 0;
  line.forEach((m, i) => {
    pos = apply(pos, m);
    const longest = Math.max(...pos.tableau.map((r) => r.length));
    if (longest > best) [best, at] = [longest, i + 1];
  });
  return at;
}

/** Opens the deal with `moves` played (a share link), with or without larger cards, left-handed or not. */
async function open(page: Page, game: string, deal: string, moves: readonly Move[], large: boolean, lang = 'en', lefthand = false): Promise<void> {
  await page.goto(base() + 'icon.svg');
  await page.evaluate(([large, lang, lefthand]) => localStorage.setItem('solitaire:settings', JSON.stringify({ lang, speed: 'instant', ...(large ? { large: true } : {}), ...(lefthand ? { lefthand: true } : {}) })), [large, lang, lefthand] as const);
  const q = moves.length ? `&moves=${moves.map(makeMove).join('+')}` : '';
  await page.goto(`${base()}?game=${game}&deal=${deal}${q}`);
  await waitForBoard(page, moves.reduce(apply, startOf(game, deal)));
  // A Selective Castle deal of the puzzle pack gains its strip (loaded lazily) above the board, which then shortens.
  if (game === 'selective-castle') await page.locator('[data-puzzle-board]').waitFor();
  await drawn(page);
}

/** The card width and the height of the corner rank every top card shows, in CSS pixels. */
const sizes = (page: Page): Promise<{ cw: number; index: number }> =>
  page.evaluate(() => {
    const board = document.querySelector<HTMLElement>('[data-board]')!;
    const ranks = [...document.querySelectorAll('[data-board] .card.top .ix.l b')].map((b) => b.getBoundingClientRect().height);
    return { cw: parseFloat(getComputedStyle(board).getPropertyValue('--cw')), index: Math.min(...ranks) };
  });

/**
 * What a player cannot see or tap: a card outside the board, the board over a bar or the message
 * band, a covered card showing less than a 12 × 40 px strip, or a strip whose middle is not that card.
 */
const untappable = (page: Page, least = 12): Promise<string[]> =>
  page.evaluate((least) => {
    const out: string[] = [];
    const b = document.querySelector('[data-board]')!.getBoundingClientRect();
    const top = document.querySelector('.bar.top')!.getBoundingClientRect();
    const table = document.querySelector('.table')!.getBoundingClientRect();
    const band = parseFloat(getComputedStyle(document.querySelector('.table')!).getPropertyValue('--band'));
    if (b.left < top.right - 0.5 && top.left < b.right - 0.5 && b.top < top.bottom - 0.5 && top.top < b.bottom - 0.5) out.push(`the board (${b.left},${b.top})-(${b.right},${b.bottom}) is over the bar (${top.left},${top.top})-(${top.right},${top.bottom})`);
    for (const t of document.querySelectorAll<HTMLElement>('.bar.top button')) {
      const r = t.getBoundingClientRect();
      if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) out.push(`the bar's ${t.dataset.action ?? t.id} button is off the screen`);
      if (r.width < 43.5 || r.height < 43.5) out.push(`the bar's ${t.dataset.action ?? t.id} button is only ${Math.round(r.width)} × ${Math.round(r.height)} px`);
    }
    if (b.bottom > table.bottom - band + 0.5) out.push(`the board's bottom ${b.bottom} reaches the message band (from ${table.bottom - band})`);
    const cards = [...document.querySelectorAll<HTMLElement>('[data-board] [data-card]')];
    for (const c of cards) {
      const r = c.getBoundingClientRect();
      const name = `${c.dataset.card} on ${c.dataset.pile}`;
      if (r.left < b.left - 0.5 || r.right > b.right + 0.5 || r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5) out.push(`${name} is outside the board`);
      if (!c.dataset.pile!.startsWith('t')) continue;
      const next = cards.find((n) => n.dataset.pile === c.dataset.pile && Number(n.dataset.index) === Number(c.dataset.index) + 1);
      const n = next?.getBoundingClientRect();
      // The strip a covered card shows along its fan (or the whole card on top).
      const strip = !n ? r : n.top > r.top + 0.5 ? new DOMRect(r.left, r.top, r.width, n.top - r.top) : n.left > r.left + 0.5 ? new DOMRect(r.left, r.top, n.left - r.left, r.height) : new DOMRect(n.right, r.top, r.right - n.right, r.height);
      if (Math.min(strip.width, strip.height) < least || Math.max(strip.width, strip.height) < 40) out.push(`${name} shows only ${Math.round(strip.width)} × ${Math.round(strip.height)} px`);
      const hit = document.elementFromPoint(strip.left + strip.width / 2, strip.top + strip.height / 2)?.closest('[data-card]');
      if (hit !== c) out.push(`a tap on ${name}'s strip reaches ${(hit as HTMLElement | null)?.dataset.card ?? 'no card'}`);
    }
    return out;
  }, least);

/** Hour tags over the index of their pile's first card (a tag lets taps through, so hiddenIndices does not see it). */
const tagsOnIndices = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const tag of document.querySelectorAll<HTMLElement>('[data-board] .pile-tag')) {
      const slot = tag.closest<HTMLElement>('[data-pile-slot]')!, t = tag.getBoundingClientRect();
      for (const ix of slot.querySelectorAll('[data-card][data-index="0"] .ix.l b, [data-card][data-index="0"] .ix.l i')) {
        const r = ix.getBoundingClientRect();
        if (r.left < t.right - 0.5 && t.left < r.right - 0.5 && r.top < t.bottom - 0.5 && t.top < r.bottom - 0.5) out.push(`${slot.dataset.pileSlot}'s hour on ${ix.textContent}`);
      }
    }
    return out;
  });

/** Hour badges and hour tags reaching past the board's edges. */
const tagsOutside = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const b = document.querySelector('[data-board]')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('[data-board] .hour, [data-board] .pile-tag')].flatMap((tag) => {
      const r = tag.getBoundingClientRect(), past = Math.max(b.left - r.left, r.right - b.right, b.top - r.top, r.bottom - b.bottom);
      return past > 0.5 ? [`${tag.closest<HTMLElement>('[data-pile-slot]')!.dataset.pileSlot}'s "${tag.textContent}" reaches ${past.toFixed(1)} px past the board`] : [];
    });
  });

describe('larger cards on phones', () => {
  it.each(Object.entries(CASTLES))('%s: the cards grow by 15 % and their corner indices by 40 % or more', async (game, deal) => {
    await withPage({ size: LANDSCAPE }, async ({ page }) => {
      await open(page, game, deal, [], false);
      const normal = await sizes(page);
      await open(page, game, deal, [], true);
      const large = await sizes(page);
      const at = `${game} at 844×390: cards ${normal.cw.toFixed(1)} -> ${large.cw.toFixed(1)} px, indices ${normal.index.toFixed(1)} -> ${large.index.toFixed(1)} px`;
      expect(large.cw, at).toBeGreaterThanOrEqual(normal.cw * 1.15);
      expect(large.index, at).toBeGreaterThanOrEqual(normal.index * 1.4);
    });
  });

  it.each(Object.entries(CASTLES))('%s: at the start, the middle and the end, in English and French, every card is on the board, readable and tappable', async (game, deal) => {
    const start = startOf(game, deal), line = lineOf(game, deal);
    const stops = [0, toLongestRow(start, line), line.length - 4];
    await withPage({ size: LANDSCAPE }, async ({ page }) => {
      for (const [k, n] of stops.entries()) {
        const lang = k % 2 ? 'fr' : 'en';
        await open(page, game, deal, line.slice(0, n), true, lang);
        const at = `${game} ${deal} after ${n} of ${line.length} moves in ${lang}`;
        expect((await readGeometry(page)).faults, at).toEqual([]);
        expect(await untappable(page), at).toEqual([]);
        expect(await hiddenIndices(page), `cards whose rank and suit cannot be read, ${at}`).toEqual([]);
      }
    });
  });

  // Big Ben on its side grew only 14 % (two tiers of 4-card piles in 286 px under the top bar): the bar became a rail at the side.
  it('big-ben on a phone on its side: the cards and their corner indices grow by 25 % or more', async () => {
    await withPage({ size: LANDSCAPE }, async ({ page }) => {
      await open(page, 'big-ben', BIG_BEN, [], false);
      const normal = await sizes(page);
      await open(page, 'big-ben', BIG_BEN, [], true);
      const large = await sizes(page);
      const at = `cards ${normal.cw.toFixed(1)} -> ${large.cw.toFixed(1)} px, indices ${normal.index.toFixed(1)} -> ${large.index.toFixed(1)} px`;
      expect(large.cw, at).toBeGreaterThanOrEqual(normal.cw * 1.25);
      expect(large.index, at).toBeGreaterThanOrEqual(normal.index * 1.25);
    });
  });

  // The line's longest pile (eight cards at move 69, seven more under it) is the last stop: Big Ben's longest piles below check the rest.
  it('big-ben on a phone on its side: at the start, the middle and the end, in English and French, every card is on the board, readable and tappable', async () => {
    const start = startOf('big-ben', BIG_BEN), line = lineOf('big-ben', BIG_BEN);
    const stops = [0, Math.floor(line.length / 2), line.length - 4, toLongestRow(start, line)];
    for (const [k, n] of stops.entries()) {
      await withPage({ size: LANDSCAPE }, async ({ page }) => {
        const lang = k % 2 ? 'fr' : 'en';
        await open(page, 'big-ben', BIG_BEN, line.slice(0, n), true, lang);
        const at = `Big Ben ${BIG_BEN} after ${n} of ${line.length} moves in ${lang}`;
        expect((await readGeometry(page)).faults, at).toEqual([]);
        expect(await untappable(page), at).toEqual([]);
        expect(await hiddenIndices(page), `cards whose rank and suit cannot be read, ${at}`).toEqual([]);
        // The rail is the bar in another shape: axe finds nothing serious in it either.
        if (n === 0) expect(await audit(page), `axe, ${at}`).toEqual([]);
      });
    }
  });

  // Selective Castle upright kept one tier of eight columns, bound by the width: larger cards did not grow at all.
  it.each([['beleaguered-castle', '11'], ['selective-castle', '3']])('%s %s on an upright phone (390×844): the cards and their indices grow by 15 percent or more too', async (game, deal) => {
    await withPage({ size: PORTRAIT }, async ({ page }) => {
      await open(page, game, deal, [], false);
      const normal = await sizes(page);
      await open(page, game, deal, [], true);
      const large = await sizes(page);
      const at = `cards ${normal.cw.toFixed(1)} -> ${large.cw.toFixed(1)} px, indices ${normal.index.toFixed(1)} -> ${large.index.toFixed(1)} px`;
      expect(large.cw, at).toBeGreaterThanOrEqual(normal.cw * 1.15);
      expect(large.index, at).toBeGreaterThanOrEqual(normal.index * 1.15);
    });
  });

  it('Selective Castle upright with larger cards: the offered card under both tiers, every card readable and tappable at the start, the middle and the end', async () => {
    const start = startOf('selective-castle', '3'), line = lineOf('selective-castle', '3');
    // A fresh page at each stop: opening a link over a game in progress says so in a notice, which is not what is read here.
    for (const [k, n] of [0, 20, toLongestRow(start, line), line.length - 4].entries()) {
      await withPage({ size: PORTRAIT }, async ({ page }) => {
        const lang = k % 2 ? 'fr' : 'en';
        await open(page, 'selective-castle', '3', line.slice(0, n), true, lang);
        const at = `after ${n} of ${line.length} moves in ${lang}`;
        expect((await readGeometry(page)).faults, at).toEqual([]);
        expect(await untappable(page), at).toEqual([]);
        expect(await hiddenIndices(page), `cards whose rank and suit cannot be read, ${at}`).toEqual([]);
        const stock = page.locator('[data-pile-slot="stock"]');
        const offer = (await stock.count()) ? await stock.boundingBox() : null;
        if (n < 48) {
          const rows = await page.locator('[data-pile-slot^="t"]').evaluateAll((els) => Math.max(...els.map((e) => e.getBoundingClientRect().bottom)));
          expect(offer, `the offered card's place ${at}`).not.toBeNull();
          expect(offer!.y, `the offered card under the rows ${at}`).toBeGreaterThanOrEqual(rows);
        } else expect(offer, `no offer left ${at}`).toBeNull();
      });
    }
  });
  /*
   * Big Ben's piles grow as long as play makes them (the solver's winning lines of deals 1-1000:
   * 13 cards at the most, deal 191, alone in its column; deal 10's line has 8 on 1 o'clock over 7
   * on 7 o'clock). Where a pile is longest, every covered card shows a readable, tappable strip,
   * upright and on its side (touch), normal and larger cards, in both languages, left-handed once.
   */
  it.each([LANDSCAPE, PORTRAIT])('big-ben where its piles are longest, at $width×$height: every covered card readable and tappable, with normal and larger cards', async (size) => {
    const stops = ['10', '191'].map((deal) => {
      const line = lineOf('big-ben', deal);
      return { deal, moves: line.slice(0, toLongestRow(startOf('big-ben', deal), line)) };
    });
    await withPage({ size, hasTouch: true, isMobile: true }, async ({ page }) => {
      for (const [k, { deal, moves }] of [...stops, ...stops].entries()) {
        const large = k < 2, lang = (k + (size === PORTRAIT ? 1 : 0)) % 2 ? 'fr' : 'en', lefthand = k === 1;
        await open(page, 'big-ben', deal, moves, large, lang, lefthand);
        const at = `Big Ben ${deal} after ${moves.length} moves in ${lang}${large ? ' with larger cards' : ''}${lefthand ? ', left-handed' : ''}`;
        expect((await readGeometry(page)).faults, at).toEqual([]);
        expect(await untappable(page), at).toEqual([]);
        expect(await hiddenIndices(page), `cards whose rank and suit cannot be read, ${at}`).toEqual([]);
        expect(await tagsOnIndices(page), at).toEqual([]);
      }
    });
  });

  // With larger cards upright, the clock's 10 o'clock badge ("10 ▸ 10♥", wider than its card) reached 4 px past the board's left edge.
  it.each([PORTRAIT, LANDSCAPE])('big-ben at $width×$height: the hour badges and tags stay on the board, normal and larger cards, both hands, in English and French', async (size) => {
    await withPage({ size, hasTouch: true, isMobile: true }, async ({ page }) => {
      for (const [large, lang, lefthand] of [[true, 'en', false], [true, 'fr', true], [false, 'fr', false], [false, 'en', true]] as const) {
        await open(page, 'big-ben', BIG_BEN, [], large, lang, lefthand);
        expect(await tagsOutside(page), `${lang}${large ? ', larger cards' : ''}${lefthand ? ', left-handed' : ''}`).toEqual([]);
      }
    });
  });

  // Deal 418's line has 12 cards over 7 in one column at move 114: larger cards shrank to 36 px there, under the normal cards' 41.5 px.
  it('big-ben on a phone on its side: larger cards stay at least as large as the normal cards, with 19 cards in a column', async () => {
    const line = lineOf('big-ben', '418').slice(0, 114);
    await withPage({ size: LANDSCAPE, hasTouch: true, isMobile: true }, async ({ page }) => {
      await open(page, 'big-ben', '418', line, false);
      const normal = await sizes(page);
      for (const lang of ['en', 'fr']) {
        await open(page, 'big-ben', '418', line, true, lang, lang === 'fr');
        const large = await sizes(page), at = `deal 418 after 114 moves in ${lang}: cards ${normal.cw.toFixed(1)} -> ${large.cw.toFixed(1)} px`;
        expect(large.cw, at).toBeGreaterThanOrEqual(normal.cw - 0.01);
        expect((await readGeometry(page)).faults, at).toEqual([]);
        // The long column's lower pile stands apart, at the tiers' right end: both keep a tap's strip (they shared the column at 11.4 px).
        expect(await untappable(page), at).toEqual([]);
        expect(await hiddenIndices(page), `cards whose rank and suit cannot be read, ${at}`).toEqual([]);
      }
    });
  });

  // Deal 10's 1 o'clock pile grows to 8 cards over 7 near move 69 and shrinks back: the cards resized six times between moves 66 and 76.
  it('big-ben on a phone on its side: while a pile outgrows its room and shrinks back, larger cards resize at most twice', async () => {
    const start = startOf('big-ben', BIG_BEN), line = lineOf('big-ben', BIG_BEN);
    await withPage({ size: LANDSCAPE, hasTouch: true, isMobile: true }, async ({ page }) => {
      await open(page, 'big-ben', BIG_BEN, line.slice(0, 62), true);
      let pos = line.slice(0, 62).reduce(apply, start);
      const widths = [(await sizes(page)).cw];
      for (const m of line.slice(62, 80)) {
        await uiMove(page, m);
        await waitForBoard(page, (pos = apply(pos, m)));
        widths.push((await sizes(page)).cw);
      }
      const changes = widths.filter((w, i) => i > 0 && Math.abs(w - widths[i - 1]!) > 0.01).length;
      expect(changes, `card widths over moves 62-80: ${widths.map((w) => w.toFixed(1)).join(' ')}`).toBeLessThanOrEqual(2);
      expect(Math.min(...widths), 'the pile outgrew its room').toBeLessThan(widths[0]!);
    });
  });
});
