/**
 * The cards' faces (components/faces.css on CardFace.tsx's node), read off the page as a player sees them:
 * - on large cards (Big Ben at 1920×800: its clock shows 2 to K), a card of rank n from 2 to 10 shows n pips,
 *   the lower half's turned (in the half-turned layer), each in the card's body below its corner index and
 *   inside the card and clear of a clock card's hour tab, none on another, in the suit's colour (four-colour
 *   suits too);
 * - a court shows a framed panel with its letter and suit twice, the lower one turned: J Q K in English,
 *   V D R in French;
 * - on small cards (a castle game on a phone), and in forced colours, a 2-10 keeps the one large pip of the
 *   first board;
 * - the corner indices of every card, covered or not, stand exactly where they stood before the faces came;
 * - the card is named for a screen reader by its name alone, the face hidden from it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/engine/index.ts';
import { cardName } from '../../src/web/labels.ts';
import { loadLang } from '../../src/web/i18n/index.ts';
import { PHONE, type Size } from './support/browser.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();
const LARGE: Size = { name: 'large', width: 1920, height: 1080 };

async function open(page: Page, url: string, settings: object): Promise<void> {
  await page.goto(base() + 'icon.svg');
  await page.evaluate((s) => localStorage.setItem('solitaire:settings', JSON.stringify(s)), { speed: 'instant', ...settings });
  await page.goto(base() + url);
  await page.locator('[data-board] [data-card]').first().waitFor();
  // faces.css comes once the first board is painted: a 2's ::before then holds its suit.
  await page.waitForFunction(() => [...document.styleSheets].some((s) => [...s.cssRules].some((r) => r.cssText.includes('--y6'))));
}

interface Face {
  card: string;
  cw: number;
  colour: string;
  /** The corner index's box, from the card's top left corner. */
  index: { l: number; t: number; r: number; b: number };
  pip: number;
  /** The pips' centres from the card's top left corner; turned: drawn upside down. */
  pips: { x: number; y: number; turned: boolean }[];
  shadowColours: string[];
  court: { before: string; after: string; afterTurned: boolean; border: number; } | null;
  label: string;
  hidden: boolean;
  /** The top of a Big Ben foundation's hour tab, from the card's top. */
  hour: number | null;
}

/** Each top card's face: its pips from the computed text-shadows of .mid's ::before and (turned) ::after. */
const faces = (page: Page): Promise<Face[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-board] .card.top')].map((el) => {
      const r = el.getBoundingClientRect(), mid = el.querySelector('.mid')!, m = mid.getBoundingClientRect();
      const ix = el.querySelector('.ix.l')!.getBoundingClientRect();
      const cx = m.left + m.width / 2 - r.left, cy = m.top + m.height / 2 - r.top;
      const shadows = (pseudo: string): { x: number; y: number; colour: string }[] => {
        const ts = getComputedStyle(mid, pseudo).textShadow;
        if (ts === 'none' || getComputedStyle(mid, pseudo).content === 'none') return [];
        return [...ts.matchAll(/(rgba?\([^)]*\)) (-?[\d.]+)px (-?[\d.]+)px/g)].map((x) => ({ colour: x[1]!, x: Number(x[2]), y: Number(x[3]) }));
      };
      const up = shadows('::before'), down = shadows('::after');
      const court = mid.classList.contains('court')
        ? { before: getComputedStyle(mid, '::before').content, after: getComputedStyle(mid, '::after').content, afterTurned: getComputedStyle(mid, '::after').transform !== 'none', border: parseFloat(getComputedStyle(mid).borderTopWidth) }
        : null;
      const hour = el.closest('[data-pile-slot]')?.querySelector('.hour')?.getBoundingClientRect().top;
      return {
        card: el.dataset.card!,
        cw: r.width,
        colour: getComputedStyle(el).color,
        index: { l: ix.left - r.left, t: ix.top - r.top, r: ix.right - r.left, b: ix.bottom - r.top },
        pip: parseFloat(getComputedStyle(mid, '::before').fontSize),
        pips: [...up.map((p) => ({ x: cx + p.x, y: cy + p.y, turned: false })), ...down.map((p) => ({ x: cx - p.x, y: cy - p.y, turned: true }))],
        shadowColours: [...up, ...down].map((p) => p.colour),
        court,
        label: el.getAttribute('aria-label') ?? '',
        hidden: mid.getAttribute('aria-hidden') === 'true',
        hour: hour === undefined ? null : hour - r.top,
      };
    }));

/** Every corner index's box on the board, from its card's top left corner, with faces.css on or off. */
const indices = (page: Page, on: boolean): Promise<string[]> =>
  page.evaluate((on) => {
    for (const s of document.styleSheets) if ([...s.cssRules].some((r) => r.cssText.includes('--y6'))) s.disabled = !on;
    return [...document.querySelectorAll<HTMLElement>('[data-board] .card')].flatMap((el) => {
      const r = el.getBoundingClientRect();
      return [...el.querySelectorAll('.ix')].map((ix) => {
        const b = ix.getBoundingClientRect();
        return `${el.dataset.card} ${ix.className}: ${[b.left - r.left, b.top - r.top, b.width, b.height].map((n) => n.toFixed(2)).join(' ')} ${getComputedStyle(ix).visibility}`;
      });
    });
  }, on);

await Promise.all([loadLang('en'), loadLang('fr')]);

const RANKS = '23456789T';
/** How many pips of each rank lie below the middle line, upside down, as on real cards. */
const TURNED: Record<number, number> = { 2: 1, 3: 1, 4: 2, 5: 2, 6: 2, 7: 2, 8: 3, 9: 4, 10: 5 };

describe('card faces', () => {
  it.each([['en', false], ['fr', false], ['en', true]] as const)('large Big Ben cards in %s, four colours %s: n pips for 2-10, framed two-way courts', async (lang, fourcolor) => {
    await withPage({ size: LARGE }, async ({ page }) => {
      await open(page, '?game=big-ben&deal=5', { lang, fourcolor });
      const all = await faces(page);
      const seen = new Set(all.map((f) => f.card[0]));
      expect([...RANKS, 'J', 'Q', 'K'].filter((r) => !seen.has(r)), 'ranks missing from the board').toEqual([]);
      for (const f of all) {
        const card = parseCard(f.card)!;
        expect(f.label, f.card).toBe(cardName(lang, card));
        expect(f.hidden, `${f.card}: its face is hidden from a screen reader`).toBe(true);
        expect(f.cw, f.card).toBeGreaterThan(70);
        const rank = f.card[0]!;
        if (RANKS.includes(rank)) {
          const n = rank === 'T' ? 10 : Number(rank);
          expect(f.pips.length, `${f.card}'s pips`).toBe(n);
          // Turned pips are the lower half's: below the middle of the body, the upright ones at or above it.
          const middle = (Math.min(...f.pips.map((p) => p.y)) + Math.max(...f.pips.map((p) => p.y))) / 2;
          for (const p of f.pips) expect(p.turned ? p.y > middle : p.y <= middle + 0.5, `${f.card}: a pip at ${p.y.toFixed(1)} turned ${p.turned}`).toBe(true);
          expect(f.pips.filter((p) => p.turned).length, `${f.card}: the lower half's pips`).toBe(TURNED[n]);
          for (const p of f.pips) {
            expect(p.y - f.pip / 2, `${f.card}: a pip under the corner index`).toBeGreaterThanOrEqual(f.index.b - 1);
            expect(p.y + f.pip / 2, `${f.card}: a pip inside the card`).toBeLessThanOrEqual(f.cw * 1.4);
            if (f.hour !== null) expect(p.y + f.pip * 0.4, `${f.card}: a pip on its hour's tab`).toBeLessThanOrEqual(f.hour);
            expect(p.x - f.pip / 2, f.card).toBeGreaterThanOrEqual(0);
            expect(p.x + f.pip / 2, f.card).toBeLessThanOrEqual(f.cw);
          }
          for (const [i, a] of f.pips.entries()) {
            for (const b of f.pips.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y), `${f.card}: two pips on one another`).toBeGreaterThan(f.pip * 0.65);
          }
          expect(new Set(f.shadowColours), `${f.card}: its pips in its suit's colour`).toEqual(new Set([f.colour]));
        } else if (rank === 'A') {
          expect(f.pips, 'an ace: one large pip').toEqual([]);
        } else {
          const letter = { en: { J: 'J', Q: 'Q', K: 'K' }, fr: { J: 'V', Q: 'D', K: 'R' } }[lang][rank as 'J' | 'Q' | 'K'];
          const suit = '♣♠♥♦'['CSHD'.indexOf(f.card[1]!)]!;
          expect(f.court, f.card).toEqual({ before: `"${letter}${suit}"`, after: `"${letter}${suit}"`, afterTurned: true, border: expect.any(Number) });
          expect(f.court!.border, `${f.card}: its panel's frame`).toBeGreaterThanOrEqual(1);
        }
      }
      if (fourcolor) expect(new Set(all.map((f) => f.colour)).size, 'four suits, four colours').toBe(4);
    });
  });

  it('a castle game on a phone: small cards keep one large pip, and courts their framed letter', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      await open(page, '?game=beleaguered-castle&deal=5', { lang: 'en' });
      const all = await faces(page);
      expect(all.length).toBeGreaterThan(4);
      for (const f of all) {
        expect(f.cw, f.card).toBeLessThan(56);
        expect(f.pips, `${f.card}: no pip layout on a small card`).toEqual([]);
        if (f.court) expect(f.court.border, `${f.card}: its panel's frame`).toBeGreaterThanOrEqual(1);
      }
      const pip = await page.evaluate(() => {
        const mid = [...document.querySelectorAll('[data-board] .card.top .mid:not(.court)')][0]!;
        return { size: parseFloat(getComputedStyle(mid).fontSize), text: mid.textContent };
      });
      expect(pip.size, 'the large pip').toBeGreaterThan(20);
      expect(pip.text).toMatch(/^[♣♠♥♦]$/);
    });
  });

  it('forced colours (which drop text shadows): large cards keep the one large pip', async () => {
    await withPage({ size: LARGE, forcedColors: 'active' }, async ({ page }) => {
      await open(page, '?game=big-ben&deal=5', { lang: 'en' });
      const all = await faces(page);
      expect(all.filter((f) => RANKS.includes(f.card[0]!)).length).toBeGreaterThan(4);
      for (const f of all) expect(f.pips, f.card).toEqual([]);
      const size = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('[data-board] .card.top[data-card^="9"] .mid, [data-board] .card.top[data-card^="5"] .mid')!).fontSize));
      expect(size, 'the large pip').toBeGreaterThan(30);
    });
  });

  it.each([['Big Ben', '?game=big-ben&deal=5', LARGE], ['Streets and Alleys, a row sideways', '?game=streets-and-alleys&deal=3', LARGE], ['Beleaguered Castle on a phone', '?game=beleaguered-castle&deal=5', PHONE]] as const)(
    '%s: every corner index stands where it stood before the faces came',
    async (_, url, size) => {
      await withPage({ size }, async ({ page }) => {
        await open(page, url, { lang: 'fr' });
        const withFaces = await indices(page, true);
        expect(withFaces.length).toBeGreaterThan(50);
        expect(withFaces).toEqual(await indices(page, false));
      });
    },
  );
});
