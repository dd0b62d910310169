/**
 * The rule pages in Chromium: every game's page has its five parts (rules, strategy, odds, related
 * games, glossary) and "Show me" in both languages, fits without overflow or overlap at the three
 * sizes, quotes the survey figures the repository's survey files give, steps "Show me" to the
 * positions the engine's replay of the stored line gives, is reached from home and from a game's
 * menu, brings the reader back to the game in progress as it was, and loads only when opened.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, GAME_IDS, gameDef, makeCard, parseMove, type GameId, type Move, type Position } from '../../src/engine/index.ts';
import { showMeLines } from '../../src/web/data/show-me.ts';
import { odds, percent, surveyedAs } from '../../src/web/rules/odds.ts';
import { SHOWN_MOVES } from '../../src/web/rules/show-me.ts';
import { surveyCounts } from '../../scripts/survey-odds.ts';
import { PHONE, screenshotPath, SIZES, type Size } from './support/browser.ts';
import { appPosition, clickAction, dragMove, moveCount, openGame, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { overflowAndOverlap } from './support/page-fit.ts';
import { quietMove } from './support/moves.ts';

const { base, withPage } = useBrowser();
const LANGS = [['en', 'en-US'], ['fr', 'fr-FR']] as const;
const PARTS = ['rules', 'show-me', 'strategy', 'odds', 'related', 'glossary'];
const survey = surveyCounts();

async function openRules(page: Page, game: string): Promise<void> {
  await page.goto(`${base()}?rules=${game}`);
  await page.locator('[data-rules-page][data-ready] [data-show-me] svg [data-card]').first().waitFor();
}

const fits = (page: Page): Promise<string[]> =>
  overflowAndOverlap(page, '.rules-main', 'h2, h3, p, li, dt, dd, button, a, svg.mini-board', '.page.rules h1');

describe.each(LANGS)('rule pages in %s', (lang, locale) => {
  it.each(GAME_IDS.map((g) => [g]))('%s: rules, Show me, strategy, odds (the survey files’ figures with their Wilson interval), related games and glossary', async (game) => {
    await withPage({ size: PHONE, locale }, async ({ page }) => {
      await openRules(page, game);
      const parts = await page.$$eval('[data-part]', (els) => els.map((e) => [e.getAttribute('data-part'), e.querySelector('h2')?.textContent ?? '', (e.textContent ?? '').length] as const));
      expect(parts.map(([p]) => p)).toEqual(PARTS);
      for (const [p, h2, length] of parts) expect(length - h2.length, `part ${p} has content`).toBeGreaterThan(80);
      expect(await page.locator('[data-part="rules"] p').count()).toBeGreaterThanOrEqual(2);
      const tips = await page.locator('[data-part="strategy"] li').count();
      expect(tips).toBeGreaterThanOrEqual(4);
      expect(tips).toBeLessThanOrEqual(6);
      // The related games: a link to every other game's page.
      const related = await page.$$eval('[data-part="related"] a[data-related]', (as) => as.map((a) => a.getAttribute('href')));
      expect(related.sort()).toEqual(GAME_IDS.filter((g) => g !== game).map((g) => `?rules=${g}`).sort());
      // The glossary says the board's own words for its piles.
      const terms = await page.locator('[data-part="glossary"] dt').allTextContents();
      expect(terms.length).toBeGreaterThanOrEqual(5);
      const words = lang === 'en' ? { row: 'Row', pile: 'Pile at 1 … 12 o’clock', foundation: 'Foundation' } : { row: 'Rangée', pile: 'Pile de 1 … 12\u00a0h', foundation: 'Fondation' };
      expect(terms).toContain(words.foundation);
      expect(terms).toContain(gameDef(game).stockActions ? words.pile : words.row);
      // The odds: the survey files' figures, with their Wilson interval.
      const oddsText = (await page.locator('[data-part="odds"]').textContent())!;
      const c = survey[surveyedAs(game)];
      expect(c, `a survey file for ${surveyedAs(game)}`).toBeDefined();
      const o = odds(c!);
      for (const x of [o.low, o.interval.low, o.interval.high]) expect(oddsText, game).toContain(percent(lang, x));
      if (game === 'big-ben') expect(oddsText).toContain(lang === 'en' ? 'knowing the stock order' : 'en connaissant l’ordre du talon');
      if (!gameDef(game).placementMax) expect(oddsText).toContain(c!.deals.toLocaleString(lang));
      // French: an hour never breaks between its number and "h" (a no-break space joins them).
      if (lang === 'fr') expect(await page.locator('[data-rules-page]').textContent()).not.toMatch(/\d[ \u202f]h\b/);
      await page.locator('[data-part="related"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`rules-${game}-${lang}-related-phone`) });
    });
  });

});

/** What the small board shows: each pile's cards (squared piles: the top one) and its count. */
async function readMini(page: Page): Promise<Record<string, { cards: string[]; count: number }>> {
  return page.$$eval('[data-show-me] [data-mini-pile]', (groups) =>
    Object.fromEntries(groups.map((g) => [g.getAttribute('data-mini-pile')!, { cards: [...g.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card')!), count: Number(g.getAttribute('data-count')) }])),
  );
}

function expectedMini(pos: Position, piles: readonly string[]): Record<string, { cards: string[]; count: number }> {
  const def = gameDef(pos.game);
  const out: Record<string, { cards: string[]; count: number }> = {};
  for (const name of piles) {
    // Selective Castle's offered card has no slot once every card is placed.
    if (name === 'stock' && def.placementMax > 0 && pos.stock.length === 0) continue;
    const cards = name === 'stock' ? pos.stock : name === 'waste' ? pos.waste : name[0] === 'f' ? pos.foundations[Number(name.slice(1))]! : pos.tableau[Number(name.slice(1))]!;
    const squared = name[0] !== 't';
    const shown = name === 'stock' && def.stockActions ? [] : squared ? cards.slice(-1) : cards;
    out[name] = { cards: shown.map(makeCard), count: cards.length };
  }
  return out;
}

describe('Show me', () => {
  it.each(GAME_IDS.map((g) => [g]))('%s: each step shows the engine’s replay of the stored line', async (game: GameId) => {
    const { deal, line } = showMeLines[game];
    const moves: Move[] = line.split(' ').map((m) => {
      const r = parseMove(m, gameDef(game));
      if (!r.ok) throw new Error(r.message);
      return r.value;
    });
    const placements = Math.max(0, moves.findIndex((m) => m.kind !== 'place'));
    await withPage({ size: PHONE, hasTouch: true }, async ({ page }) => {
      await openRules(page, game);
      const piles = Object.keys(await readMini(page));
      let pos = startPosition(game, deal);
      expect(await readMini(page)).toEqual(expectedMini(pos, piles));
      const next = page.locator('[data-step-action="next"]');
      const steps = (placements > 0 ? 1 : 0) + SHOWN_MOVES;
      for (let k = 1; k <= steps; k++) {
        // Taps for the first steps, then the arrow key on the focused button.
        if (k <= 3) await next.tap();
        else await page.keyboard.press('ArrowRight');
        if (k === 3) await next.focus();
        const played = k === 1 && placements > 0 ? moves.slice(0, placements) : [moves[(placements > 0 ? placements - 1 : 0) + k - 1]!];
        pos = played.reduce(apply, pos);
        await page.locator(`[data-show-me][data-step="${k}"]`).waitFor();
        expect(await readMini(page), `step ${k}`).toEqual(expectedMini(pos, piles));
      }
      await expect(next.isDisabled()).resolves.toBe(true);
      await page.locator('[data-step-action="back"]').click();
      await page.locator(`[data-show-me][data-step="${steps - 1}"]`).waitFor();
    });
  });
});

describe('rule pages in the app', () => {
  it('are reached from home and from the game’s menu, and bring the reader back to the game as it was', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      await page.goto(base());
      await page.locator('a[data-rules="fortress"]').click();
      await page.locator('[data-rules-page="fortress"][data-ready]').waitFor();
      await openGame(page, base(), 'citadel', '5');
      await dragMove(page, quietMove(startPosition('citadel', '5')));
      await page.waitForFunction(() => document.querySelector('[data-moves]')?.textContent === '1');
      const before = await appPosition(page);
      await clickAction(page, 'rules');
      await page.locator('[data-rules-page="citadel"][data-ready]').waitFor();
      await page.locator('[data-back-to-game]').click();
      await waitForBoard(page, before);
      expect(await moveCount(page)).toBe(1);
      // The browser's own Back button too.
      await clickAction(page, 'rules');
      await page.locator('[data-rules-page="citadel"][data-ready]').waitFor();
      await page.goBack();
      await waitForBoard(page, before);
    });
  });

  it('load only when opened: the first board fetches none of their code', async () => {
    await withPage({ size: PHONE }, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
      await openGame(page, base(), 'big-ben', '617');
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((u) => /RulesPage|teach-|rules-(en|fr)/.test(u))).toEqual([]);
      await clickAction(page, 'rules');
      await page.locator('[data-rules-page][data-ready]').waitFor();
      expect(scripts.some((u) => /RulesPage/.test(u))).toBe(true);
    });
  });
});

describe.each(SIZES)('rule pages at $width×$height', (size: Size) => {
  it.each(LANGS)('%s: nothing overflows or overlaps, at the top and through Show me', async (lang, locale) => {
    await withPage({ size, locale }, async ({ page }) => {
      for (const game of GAME_IDS) {
        await openRules(page, game);
        expect(await fits(page), `${game} at the top`).toEqual([]);
        if (game === 'big-ben' || game === 'fortress') await page.screenshot({ path: screenshotPath(`rules-${game}-${lang}-${size.name}`) });
        await page.locator('[data-part="show-me"]').scrollIntoViewIfNeeded();
        const next = page.locator('[data-step-action="next"]');
        while (await next.isEnabled()) await next.click();
        expect(await fits(page), `${game} at the end of Show me`).toEqual([]);
        if (game === 'big-ben' || game === 'streets-and-alleys') await page.screenshot({ path: screenshotPath(`rules-${game}-${lang}-${size.name}-show-me`) });
      }
    });
  });
});
