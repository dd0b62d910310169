/**
 * Big Ben's hour badges (the clock's numbers on the twelve foundations) leave the foundation's top
 * card readable: at phone, landscape phone and desktop sizes, with normal and larger cards, in
 * English and French, at the start and in the middle of a game, no badge touches its card's corner
 * index, its centre suit or letter, or the middle of the card, and each badge still reads its hour.
 */
import { describe, expect, it } from 'vitest';
import { apply, dealPosition, gameDef, makeMove, type Move } from '../../src/engine/index.ts';
import { solve } from '../../src/solver/index.ts';
import { lineFromStart } from '../../src/web/state/winnable.ts';
import { SIZES } from './support/browser.ts';
import { waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { readGeometry } from './support/geometry.ts';

const { base, withPage } = useBrowser();
const DEAL = '10';

function line(): Move[] {
  const start = dealPosition('big-ben', DEAL);
  if (!start.ok) throw new Error(start.message);
  const l = lineFromStart(start.value, (p) => solve(p, { maxNodes: 300_000 }));
  if (l.verdict !== 'won') throw new Error(`no winning line for Big Ben ${DEAL} (${l.verdict})`);
  return l.moves;
}

const CASES = SIZES.flatMap((size) => [false, true].flatMap((large) => (['en', 'fr'] as const).map((lang) => ({ size, large, lang, at: `${size.width}×${size.height}` }))));

describe('Big Ben\'s hour badges', () => {
  const moves = line();
  it.each(CASES)('at $at, larger cards $large, in $lang: each badge reads its hour and lies clear of its card\'s index, centre and suit', async ({ size, large, lang }) => {
    await withPage({ size }, async ({ page }) => {
      await page.goto(base() + 'icon.svg');
      await page.evaluate(([large, lang]) => localStorage.setItem('solitaire:settings', JSON.stringify({ lang, speed: 'instant', ...(large ? { large: true } : {}) })), [large, lang] as const);
      for (const n of [0, 60]) {
        const played = moves.slice(0, n);
        await page.goto(`${base()}?game=big-ben&deal=${DEAL}${n ? `&moves=${played.map(makeMove).join('+')}` : ''}`);
        const start = dealPosition('big-ben', DEAL);
        if (!start.ok) throw new Error(start.message);
        await waitForBoard(page, played.reduce(apply, start.value));
        const found = await page.evaluate(() =>
          [...document.querySelectorAll('[data-board] [data-pile-slot^="f"]')].map((slot) => {
            const box = (e: Element | null | undefined) => {
              const r = e?.getBoundingClientRect();
              return r ? { l: r.left, t: r.top, r: r.right, b: r.bottom } : null;
            };
            const cards = [...slot.querySelectorAll<HTMLElement>('[data-card]')];
            const card = cards.sort((a, b) => Number(b.dataset.index) - Number(a.dataset.index))[0];
            return { pile: slot.getAttribute('data-pile-slot')!, hour: slot.querySelector('.hour b')?.textContent ?? '', badge: box(slot.querySelector('.hour')), card: box(card), index: box(card?.querySelector('.ix.l')), mid: box(card?.querySelector('.mid')) };
          }));
        const def = gameDef('big-ben');
        const at = `after ${n} moves`;
        expect(found.length).toBe(12);
        for (const f of found) {
          const hour = def.foundations[Number(f.pile.slice(1))]!.hour;
          expect(f.hour, `${f.pile}'s badge ${at}`).toBe(String(hour));
          const { badge, card, index, mid } = f;
          expect(badge && card && index && mid, `${f.pile} has a card, an index, a centre and a badge ${at}`).toBeTruthy();
          const w = card!.r - card!.l, h = card!.b - card!.t;
          // The middle of the card: its central half across and 40 % down.
          const centre = { l: card!.l + w / 4, r: card!.r - w / 4, t: card!.t + 0.3 * h, b: card!.b - 0.3 * h };
          const over = (a: typeof centre, b: typeof centre): boolean => a.l < b.r - 0.5 && b.l < a.r - 0.5 && a.t < b.b - 0.5 && b.t < a.b - 0.5;
          expect(over(badge!, index!), `${f.pile}'s badge on its card's corner index ${at}`).toBe(false);
          expect(over(badge!, mid!), `${f.pile}'s badge on its card's centre suit or letter ${at}`).toBe(false);
          expect(over(badge!, centre), `${f.pile}'s badge on the middle of its card ${at}`).toBe(false);
        }
        expect((await readGeometry(page)).faults, at).toEqual([]);
      }
    });
  });
});
