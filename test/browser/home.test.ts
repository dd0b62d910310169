/**
 * Home: every game drawn as a miniature of its layout (the game in progress when there is one), a
 * Continue entry for each game in progress with how far it got, and today's deal of each game with
 * its state; nothing overflows at the three sizes in either language.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, GAME_IDS, legalMoves, makeCard, type GameId, type Move, type Position } from '../../src/engine/index.ts';
import { DESKTOP, screenshotPath, SIZES, PHONE } from './support/browser.ts';
import { appPosition, clickAction, dragMove, openGame, savedGame, startPosition } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { overflowAndOverlap } from './support/page-fit.ts';
import { quietMove } from './support/moves.ts';
import { solve } from './support/search.ts';

const { base, withPage } = useBrowser();

async function homeReady(page: Page): Promise<void> {
  await page.locator('a[data-game] svg[data-mini]').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-daily-home]:not([data-daily-state="loading"])').length === 7);
}

/** The tableau rows a miniature shows, card by card. */
async function miniRows(page: Page, selector: string): Promise<string[][]> {
  return page.$$eval(`${selector} [data-mini-pile^="t"]`, (gs) =>
    gs.sort((a, b) => Number(a.getAttribute('data-mini-pile')!.slice(1)) - Number(b.getAttribute('data-mini-pile')!.slice(1))).map((g) => [...g.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card')!)),
  );
}
/** Which felt a computed colour belongs to by its hue: green, blue, or dark (grey, no hue to speak of). */
function tint(colour: string): 'green' | 'blue' | 'dark' | string {
  const srgb = /color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)/.exec(colour);
  const rgb = /rgba?\((\d+), (\d+), (\d+)/.exec(colour);
  const [r, g, b] = srgb ? srgb.slice(1).map((v) => Number(v) * 255) : rgb ? rgb.slice(1).map(Number) : [NaN, NaN, NaN];
  if (Math.max(r!, g!, b!) - Math.min(r!, g!, b!) < 24) return 'dark';
  return g! > b! && g! > r! ? 'green' : b! > g! && b! > r! ? 'blue' : `neither (${colour})`;
}
const rows = (pos: Position): string[][] => pos.tableau.map((r) => r.map(makeCard));

async function play(page: Page, game: GameId, deal: string): Promise<Position> {
  await openGame(page, base(), game, deal);
  await dragMove(page, quietMove(startPosition(game, deal)));
  await page.waitForFunction(() => document.querySelector('[data-moves]')?.textContent === '1');
  return appPosition(page);
}

describe('home', () => {
  // Issue 36, item 7: a game just won was pictured as its empty rows' dashed slots and four kings.
  it('pictures a game just won by the foundations it built, every card showing', async () => {
    const line = solve(startPosition('citadel', '5'), 50_000)!;
    await withPage({ size: PHONE }, async ({ page }) => {
      await savedGame(page, base(), 'citadel', '5', line, 60_000);
      await openGame(page, base(), 'citadel', '5');
      await page.locator('[data-message="won"]').waitFor();
      await clickAction(page, 'home');
      await homeReady(page);
      const mini = page.locator('a[data-game="citadel"] svg[data-mini][data-won="true"]');
      await mini.waitFor();
      const piles = await mini.locator('[data-mini-pile]').evaluateAll((gs) => gs.map((g) => g.querySelectorAll('[data-card]').length));
      expect(piles).toEqual([13, 13, 13, 13]);
      // The cards fill the picture: their box spans most of its height.
      const [box, cards] = [(await mini.boundingBox())!, await mini.locator('[data-card] rect').evaluateAll((rs) => rs.map((r) => r.getBoundingClientRect()).map((r) => [r.top, r.bottom]))];
      const span = Math.max(...cards.map((c) => c[1]!)) - Math.min(...cards.map((c) => c[0]!));
      expect(span / box.height, 'the share of the picture\'s height the cards take').toBeGreaterThan(0.8);
      await mini.screenshot({ path: screenshotPath('home-won-citadel') });
    });
  });

  it('draws every game, continues each game in progress with how far it got, and lists today’s deals', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      await page.goto(base());
      await homeReady(page);
      expect(await page.locator('[data-continue]').count()).toBe(0);
      for (const g of GAME_IDS) expect(await miniRows(page, `a[data-game="${g}"]`), g).toEqual(rows(startPosition(g, '1')));
      const states = await page.$$eval('[data-daily-home]', (ls) => ls.map((l) => [l.getAttribute('data-daily-home'), l.getAttribute('data-daily-state')]));
      expect(states.sort()).toEqual(GAME_IDS.map((g) => [g, 'new']).sort());

      const citadel = await play(page, 'citadel', '5');
      const fortress = await play(page, 'fortress', '3');
      await clickAction(page, 'home');
      await homeReady(page);
      // The last played first, each with its moves and cards home, drawn as it stands.
      expect(await page.$$eval('[data-continue]', (as) => as.map((a) => a.getAttribute('data-continue')))).toEqual(['fortress', 'citadel']);
      const home = (p: Position): number => p.foundations.reduce((n, f) => n + f.length, 0);
      expect(await page.locator('[data-continue="citadel"]').textContent()).toContain(`1 move · ${home(citadel)} of 52 cards home`);
      expect(await miniRows(page, '[data-continue="citadel"]')).toEqual(rows(citadel));
      expect(await miniRows(page, 'a[data-game="fortress"]')).toEqual(rows(fortress));

      // Today's deal of Citadel, begun: Home says so. Today is the clock's: a fixed day keeps the deal
      // one with a quiet first move (set only now: the games above are ordered by when they were played).
      await page.clock.setFixedTime(new Date(2026, 11, 1, 10, 0));
      await page.goto(base());
      await homeReady(page);
      await page.locator('[data-daily-play="citadel"]').click();
      await page.locator('[data-board] [data-card]').first().waitFor();
      const deal = new URL(page.url()).searchParams.get('deal')!;
      await dragMove(page, quietMove(startPosition('citadel', deal)));
      await page.waitForFunction(() => document.querySelector('[data-moves]')?.textContent === '1');
      await clickAction(page, 'home');
      await page.locator('[data-daily-home="citadel"][data-daily-state="begun"]').waitFor();
      expect(await page.locator('[data-daily-home="citadel"]').textContent()).toContain(`Deal ${deal}: begun`);
    });
  });

  // A save in the old single-save format (solitaire:current) holds no counts: Home works them out from its moves.
  const oldLine: Move[] = [];
  let oldPos = startPosition('citadel', '3');
  for (let i = 0; i < 3; i++) {
    const moves = legalMoves(oldPos);
    const m = moves.find((x) => x.kind === 'foundation') ?? moves[0]!;
    oldLine.push(m);
    oldPos = apply(oldPos, m);
  }
  const oldHome = oldPos.foundations.reduce((n, f) => n + f.length, 0);
  for (const size of [PHONE, DESKTOP]) {
    it.each([['en-US', `3 moves · ${oldHome} of 52 cards home · 00:42`], ['fr-FR', `3 coups · ${oldHome} cartes sur 52 aux fondations · 00:42`]] as const)(
      `${size.width}×${size.height} %s: an old-format save continues with its moves and cards home`,
      async (locale, words) => {
        expect(oldHome).toBeGreaterThan(startPosition('citadel', '3').foundations.reduce((n, f) => n + f.length, 0));
        await withPage({ size, locale }, async ({ page }) => {
          await savedGame(page, base(), 'citadel', '3', oldLine, 42_000);
          await page.goto(base());
          await homeReady(page);
          const text = (await page.locator('[data-continue="citadel"]').innerText()).replace(/\s+/g, ' ');
          expect(text).toContain(words);
          expect(text).not.toMatch(/[{}]/);
          if (locale === 'fr-FR' && size === PHONE) await page.screenshot({ path: screenshotPath('home-old-save-fr-phone-portrait') });
        });
      },
    );
  }

  // Home's rows and links take the felt's colours: none stays green on the blue or the dark felt.
  for (const size of [PHONE, DESKTOP]) {
    it.each(['en', 'fr'] as const)(`${size.width}×${size.height} %s: Home's rows and borders follow each felt`, async (lang) => {
      await withPage({ size }, async ({ page }) => {
        for (const felt of ['green', 'blue', 'dark'] as const) {
          await page.goto(base() + 'icon.svg');
          await page.evaluate((s) => localStorage.setItem('solitaire:settings', JSON.stringify(s)), { lang, felt });
          await page.goto(base());
          await homeReady(page);
          const colours = await page.evaluate(() => {
            const css = (sel: string, prop: string): string => getComputedStyle(document.querySelector(sel)!).getPropertyValue(prop);
            return {
              dailyBackground: css('.daily-item', 'background-color'),
              dailyBorder: css('.daily-item:not([data-daily-state="won"])', 'border-top-color'),
              gameBorder: css('.game-item', 'border-top-color'),
              rulesBorder: css('.rules-link', 'border-left-color'),
            };
          });
          for (const [part, colour] of Object.entries(colours)) expect(tint(colour), `${felt} ${part}: ${colour}`).toBe(felt);
        }
      });
    });
  }

  describe.each(SIZES)('at $width×$height', (size) => {
    it.each([['en', 'en-US'], ['fr', 'fr-FR']] as const)('%s: nothing overflows or overlaps', async (lang, locale) => {
      await withPage({ size, locale }, async ({ page }) => {
        await play(page, 'beleaguered-castle', '11');
        await clickAction(page, 'home');
        await homeReady(page);
        const faults = await overflowAndOverlap(page, '.home-main', 'h2, p, .game-name, .blurb, .continue-title, button, .rules-link, .home-mini');
        expect(faults).toEqual([]);
        await page.screenshot({ path: screenshotPath(`home-${lang}-${size.name}`) });
        await page.locator('#home-daily').scrollIntoViewIfNeeded();
        await page.screenshot({ path: screenshotPath(`home-${lang}-${size.name}-daily`) });
      });
    });
  });
});
