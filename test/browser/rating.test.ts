/**
 * Every deal rated, as a player meets it, on an upright phone (touch), a phone on its side and a
 * desktop, in English and French: once a deal starts, its rating tags the title (stars, the level's
 * word where the line has room, "difficulty: …" for a screen reader) and the bar keeps its height; the
 * deal dialog rates the typed deal; Difficulty of new deals makes New deal deal that difficulty (from
 * the winnable list with Winnable deals only); a game resumed after a reload shows the rating kept for
 * it without starting a worker; Home and the daily deals rate today's deals; the rule page shows the
 * spread of the ratings. The ratings expected are the solver's, worked out here. axe clean throughout.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId } from '../../src/engine/index.ts';
import type { RatingMark } from '../../src/solver/rating.ts';
import { puzzles } from '../../src/web/data/puzzles.ts';
import { winnableDeals } from '../../src/web/data/winnable/index.ts';
import { dailyDeal } from '../../src/web/daily/calendar.ts';
import { rateMark } from '../../src/web/search/draw.ts';
import { spreadOf } from '../../src/web/rating/RatingSpread.tsx';
import { audit } from './support/axe.ts';
import { DESKTOP, PHONE, SIZES, screenshotPath, type Size } from './support/browser.ts';
import { clickAction, openGame, setSetting } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { overflowAndOverlap } from './support/page-fit.ts';

const { base, withPage } = useBrowser();
const LANDSCAPE = SIZES[1]!;
type Lang = 'en' | 'fr';

const WORDS: Record<Lang, Record<string, string>> = {
  en: { 1: 'Very easy', 2: 'Easy', 3: 'Medium', 4: 'Hard', 5: 'Very hard', impossible: 'Impossible' },
  fr: { 1: 'Très facile', 2: 'Facile', 3: 'Moyenne', 4: 'Difficile', 5: 'Très difficile', impossible: 'Impossible' },
};
/** What a screen reader hears of a rating. */
const said = (lang: Lang, mark: RatingMark): string =>
  mark === 'impossible'
    ? { en: 'cannot be won, as the solver proved', fr: 'impossible à gagner, le solveur l’a prouvé' }[lang]
    : { en: `difficulty: ${WORDS.en[mark]!.toLowerCase()}`, fr: `difficulté\u202f: ${WORDS.fr[mark]!.toLowerCase()}` }[lang];
const starsOf = (mark: RatingMark): string => (mark === 'impossible' ? '⊘' : '★'.repeat(mark) + '☆'.repeat(5 - mark));

/** The page in `lang` from its first load (settings changed later are kept across reloads). */
async function open(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => localStorage.getItem('solitaire:settings') ?? localStorage.setItem('solitaire:settings', JSON.stringify({ lang: l })), lang);
}

/** Opens a deal and waits for its rating on the title; gives the bar's height before and after it came. */
async function titleTag(page: Page, game: GameId, deal: string): Promise<{ before: number; after: number }> {
  await openGame(page, base(), game, deal);
  const bar = page.locator('header.bar.top');
  const before = (await bar.boundingBox())!.height;
  // Before the rating (and its code) comes, the deal's line is the deal number's: the bar as it always was.
  const [line, lineHeight] = await page.locator('header.bar.top .deal-line').evaluate((e) => [e.getBoundingClientRect().height, parseFloat(getComputedStyle(e.querySelector('.deal-no')!).lineHeight)]);
  if (await page.locator('header.bar.top .rating-tag').count() === 0) expect(line!, 'the deal line before its rating: one line of the deal number').toBeLessThanOrEqual(lineHeight! + 0.5);
  await page.locator(`header.bar.top .rating-tag[data-rating="${rateMark(game, deal)}"]`).waitFor({ timeout: 30_000 });
  return { before, after: (await bar.boundingBox())!.height };
}

/** Where the tag's parts are: the stars inside the tag and the bar; the word inside the tag (shown) or wholly below its one line (hidden). */
async function tagLayout(page: Page): Promise<{ lines: number; starsInside: boolean; word: 'shown' | 'hidden' | 'cut' }> {
  return page.evaluate(`(() => {
    const box = (s) => document.querySelector(s).getBoundingClientRect();
    const line = box('header.bar.top .deal-line'), tag = box('header.bar.top .rating-tag'), bar = box('header.bar.top');
    const stars = box('header.bar.top .rating-tag .rating-stars'), word = box('header.bar.top .rating-tag .rating-word');
    const inside = (a, b) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
    const lh = parseFloat(getComputedStyle(document.querySelector('header.bar.top .deal-no')).lineHeight);
    return {
      lines: Math.round(line.height / lh),
      starsInside: inside(stars, tag) && inside(tag, bar),
      // Taken out where it has no room (Rating.tsx's wordFits), or wrapped below the tag's one line.
      word: document.querySelector('header.bar.top .rating-tag .rating-word').hidden ? 'hidden' : inside(word, tag) ? 'shown' : word.top >= tag.bottom - 0.5 ? 'hidden' : 'cut',
    };
  })()`);
}

const CASES = SIZES.flatMap((size) => (['en', 'fr'] as const).map((lang) => ({ size, lang, touch: size !== DESKTOP })));

describe.each(CASES)('the title\'s rating at $size.width×$size.height in $lang', ({ size, lang, touch }) => {
  it('comes once the deal starts: stars, the word where it fits, a screen reader\'s words; the bar keeps its height; axe clean', async () => {
    await withPage({ size, hasTouch: touch, isMobile: touch }, async ({ page }) => {
      await open(page, lang);
      // A short deal number, a long one with the longest words, and a deal proved lost.
      for (const [game, deal] of [['citadel', '4'], ['citadel', '123456789'], ['fortress', '999999999']] as const) {
        const mark = rateMark(game, deal);
        const { before, after } = await titleTag(page, game, deal);
        expect(after, `${game} ${deal}: the bar's height with the rating`).toBe(before);
        const tag = page.locator('header.bar.top .rating-tag');
        expect(await tag.locator('.rating-stars').innerText()).toBe(`· ${starsOf(mark)}`);
        expect(await tag.locator('.rating-word').textContent()).toBe(WORDS[lang][mark]);
        expect(await tag.locator('.sr-only').textContent()).toBe(said(lang, mark));
        expect(await page.locator('header.bar.top .deal-no').innerText(), 'the deal number as it was').toBe(`${lang === 'fr' ? 'Donne' : 'Deal'} ${deal}`);
        const layout = await tagLayout(page);
        expect(layout, `${game} ${deal}`).toMatchObject({ lines: 1, starsInside: true });
        expect(layout.word, `${game} ${deal}: the word whole or not at all`).not.toBe('cut');
        // A desktop has room for every word, and every title for "Impossible" beside the longest deal number.
        if (size === DESKTOP || mark === 'impossible') expect(layout.word).toBe('shown');
        await page.screenshot({ path: screenshotPath(`rating-title-${game}-${deal}-${lang}-${size.name}`), clip: { x: 0, y: 0, width: size.width, height: Math.min(160, size.height) } });
      }
      expect(await audit(page)).toEqual([]);
    });
  });
});

describe.each([
  { size: PHONE, lang: 'en' as const, touch: true },
  { size: DESKTOP, lang: 'fr' as const, touch: false },
])('at $size.width×$size.height in $lang', ({ size, lang, touch }: { size: Size; lang: Lang; touch: boolean }) => {
  it('the deal dialog rates the deal typed, once known, and a screen reader hears it', async () => {
    await withPage({ size, hasTouch: touch, isMobile: touch }, async ({ page }) => {
      await open(page, lang);
      await titleTag(page, 'citadel', '4');
      await clickAction(page, 'enter-deal');
      const input = page.locator('[data-input="deal"]');
      const status = page.locator('[data-dialog="deal"] [data-deal-rating]');
      expect(await status.getAttribute('role'), 'told to a screen reader as it comes').toBe('status');
      for (const deal of ['123456789', '8', '617']) {
        await input.fill(deal);
        const mark = rateMark('citadel', deal);
        await status.locator(`[data-rated-deal="${deal}"][data-rating="${mark}"]`).waitFor({ timeout: 20_000 });
        expect(await status.locator('.rating-word').textContent()).toBe(WORDS[lang][mark]);
        expect(await status.locator('.sr-only').textContent()).toBe(said(lang, mark));
      }
      await input.fill('not a deal');
      await expect.poll(() => status.locator('[data-rating]').count(), { message: 'no rating for what is no deal' }).toBe(0);
      await input.fill('617');
      await status.locator('[data-rating]').waitFor();
      await page.screenshot({ path: screenshotPath(`rating-deal-dialog-${lang}-${size.name}`) });
      expect(await audit(page)).toEqual([]);
      // Go: the deal starts with its rating on the title at once.
      await page.locator('[data-submit="deal"]').click();
      await page.locator(`header.bar.top .rating-tag[data-rating="${rateMark('citadel', '617')}"]`).waitFor();
    });
  });

  it('Difficulty of new deals: New deal deals that difficulty, remembered with the other settings; with Winnable deals only, from the winnable list', async () => {
    await withPage({ size, hasTouch: touch, isMobile: touch }, async ({ page }) => {
      await open(page, lang);
      await openGame(page, base(), 'streets-and-alleys', '1');
      const dealt = async (): Promise<string> => {
        const before = new URL(page.url()).searchParams.get('deal');
        await clickAction(page, 'new-deal');
        await page.waitForFunction((d) => new URL(location.href).searchParams.get('deal') !== d, before, { timeout: 20_000 });
        const deal = new URL(page.url()).searchParams.get('deal')!;
        // The draw rated it: the title shows its rating at once.
        await page.locator(`header.bar.top .rating-tag[data-rating="${rateMark('streets-and-alleys', deal)}"]`).waitFor({ timeout: 5_000 });
        return deal;
      };
      for (const [difficulty, levels] of [['hard', [4, 5]], ['easy', [1, 2]], ['medium', [3]]] as const) {
        await setSetting(page, 'difficulty', difficulty);
        for (let i = 0; i < 3; i++) {
          const deal = await dealt();
          expect(levels as readonly RatingMark[], `${difficulty}: deal ${deal}`).toContain(rateMark('streets-and-alleys', deal));
        }
      }
      await setSetting(page, 'winnable-only', true);
      const list = await winnableDeals('streets-and-alleys');
      for (let i = 0; i < 3; i++) {
        const deal = await dealt();
        expect(list, `deal ${deal} on the winnable list`).toContain(deal);
        expect(rateMark('streets-and-alleys', deal)).toBe(3);
      }
      await page.reload();
      await clickAction(page, 'settings');
      const select = page.locator('[data-setting="difficulty"]');
      expect(await select.inputValue(), 'the difficulty remembered').toBe('medium');
      expect(await select.locator('option').allTextContents()).toEqual(
        lang === 'fr' ? ['Indifférente', 'Facile (1 ou 2 étoiles)', 'Moyenne (3 étoiles)', 'Difficile (4 ou 5 étoiles)'] : ['Any', 'Easy (1 or 2 stars)', 'Medium (3 stars)', 'Hard (4 or 5 stars)'],
      );
      await select.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`rating-settings-${lang}-${size.name}`) });
      expect(await audit(page)).toEqual([]);
      await select.selectOption('any');
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('solitaire:settings')!).difficulty), 'Any: no difficulty kept').toBeUndefined();
    });
  });

  it('a game resumed after a reload shows the rating kept for it, and starts no worker for it', async () => {
    await withPage({ size, hasTouch: touch, isMobile: touch }, async ({ page }) => {
      await open(page, lang);
      await titleTag(page, 'beleaguered-castle', '5');
      await page.addInitScript(() => {
        const w = window as unknown as { __workers: number };
        w.__workers = 0;
        const Real = window.Worker;
        window.Worker = class extends Real {
          constructor(url: string | URL, opts?: WorkerOptions) {
            super(url, opts);
            w.__workers++;
          }
        };
      });
      await page.reload();
      await page.locator(`header.bar.top .rating-tag[data-rating="${rateMark('beleaguered-castle', '5')}"]`).waitFor({ timeout: 20_000 });
      expect(await page.evaluate(() => (window as unknown as { __workers: number }).__workers)).toBe(0);
    });
  });

  it('Home and the daily deals rate today\'s deals', async () => {
    const date = '2026-12-01';
    await withPage({ size, hasTouch: touch, isMobile: touch }, async ({ page }) => {
      await open(page, lang);
      await page.clock.setFixedTime(new Date(2026, 11, 1, 10, 0));
      await page.goto(base());
      const expected: Record<string, RatingMark> = {};
      for (const game of GAME_IDS) expected[game] = rateMark(game, dailyDeal(game, date, await winnableDeals(game)));
      const home = async (): Promise<Record<string, string>> =>
        page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-daily-home]')].map((e) => [e.getAttribute('data-daily-home'), e.querySelector('.deal-rating')?.getAttribute('data-rating') ?? ''])));
      await expect.poll(home, { timeout: 30_000 }).toEqual(Object.fromEntries(GAME_IDS.map((g) => [g, String(expected[g])])));
      await page.locator('.dailies').scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`rating-home-${lang}-${size.name}`) });
      expect(await overflowAndOverlap(page, '.home-main', 'h2, p, li, button, a')).toEqual([]);
      expect(await audit(page)).toEqual([]);
      await page.locator('[data-action="daily"]').click();
      const daily = async (): Promise<Record<string, string>> =>
        page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-dialog="daily"] [data-daily]')].map((e) => [e.getAttribute('data-daily'), e.querySelector('.daily-rating .deal-rating')?.getAttribute('data-rating') ?? ''])));
      await expect.poll(daily, { timeout: 30_000 }).toEqual(Object.fromEntries(GAME_IDS.map((g) => [g, String(expected[g])])));
      await page.screenshot({ path: screenshotPath(`rating-daily-${lang}-${size.name}`) });
      expect(await audit(page)).toEqual([]);
    });
  });

  it('the rule page shows the spread of the ratings: each level\'s share, and the share proved lost', async () => {
    await withPage({ size, hasTouch: touch, isMobile: touch }, async ({ page }) => {
      await open(page, lang);
      const pct = new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
      for (const [game, as] of [['fortress', 'fortress'], ['big-ben', 'big-ben'], ['sham-battle', 'beleaguered-castle']] as const) {
        await page.goto(`${base()}?rules=${game}`);
        const spread = page.locator(`[data-rating-spread="${as}"]`);
        await spread.waitFor();
        const rows = await spread.locator('tr[data-spread-mark]').evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-spread-mark'), tr.querySelector('.rating-word')?.textContent, tr.querySelector('.spread-share')?.textContent]));
        expect(rows, game).toEqual(spreadOf(as).map((r) => [String(r.mark), WORDS[lang][r.mark], pct.format(r.share)]));
        await spread.scrollIntoViewIfNeeded();
        await page.screenshot({ path: screenshotPath(`rating-spread-${game}-${lang}-${size.name}`) });
        expect(await overflowAndOverlap(page, '.rules-main', '.rating-spread h3, .rating-spread p, .rating-spread th, .rating-spread td'), game).toEqual([]);
      }
      expect(await audit(page)).toEqual([]);
    });
  });
});

describe('Selective Castle', () => {
  it('a puzzle of the pack keeps its own rating: the deal\'s is not shown on its title; another deal\'s is', async () => {
    await withPage({ size: PHONE, hasTouch: true, isMobile: true }, async ({ page }) => {
      const puzzle = puzzles[0]!.deal, other = ['1', '5', '10'].find((d) => !puzzles.some((p) => p.deal === d))!;
      await openGame(page, base(), 'selective-castle', puzzle);
      await page.locator('header.bar.top [data-puzzle-title]').waitFor();
      const tag = page.locator('header.bar.top .rating-tag');
      await tag.waitFor({ state: 'attached', timeout: 20_000 });
      expect(await tag.isVisible(), 'the deal\'s rating on a puzzle\'s title').toBe(false);
      await titleTag(page, 'selective-castle', other);
      expect(await page.locator('header.bar.top .rating-tag').isVisible()).toBe(true);
    });
  });
});

describe('the rating\'s words in the title when a screen reader reads it', () => {
  it('a screen reader hears the deal and its difficulty, never the stars', async () => {
    await withPage({ size: LANDSCAPE }, async ({ page }) => {
      await titleTag(page, 'citadel', '4');
      const tree = await page.locator('header.bar.top .subline').ariaSnapshot();
      expect(tree).toContain('Deal 4');
      expect(tree).toContain(said('en', rateMark('citadel', '4')));
      expect(tree).not.toMatch(/[★☆]/);
    });
  });
});
