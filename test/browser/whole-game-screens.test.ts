/**
 * The whole-game layout test's second half (issue 17): every screen and control added this month,
 * opened the way a player does it (taps on the phones, clicks on the desktop, keys), at 390×844,
 * 844×390 and 1280×800, in English and in French. On each: nothing cut off or off the screen
 * (what a scrolling part reaches counts), nothing on the toolbar or on another control, every
 * control the thing a press reaches, tap targets of 44×44 CSS px on the phones, no text running out
 * of its box, a dialog's close button in reach however far it is scrolled, the board's own geometry
 * (geometry.ts) where the board shows, and axe-core with no serious or critical finding. A
 * screenshot of each goes to test-output/screenshots/screens-*.
 *
 * The route: Home with a daily deal begun → the daily dialog and its calendar → the daily board
 * (its tag) with Finish offered → the game menu → Share (copied, then the link in a box when it
 * cannot be copied) → Deal number and its error → Finish's cascade, the celebration, the daily win
 * panel and its Share → Statistics with its chart → Rules → Settings (Appearance, Sounds) →
 * the daily calendar with the day won and the streak → the puzzles, a puzzle's strip, Give up and
 * the solution playing → the no-moves bar and its offers → a refused move → Restart → Home with
 * its Continue entries. Larger cards stay on from Settings to the end (the puzzle board, the
 * no-moves bar and the refusal are read with them; the default size is whole-game.test.ts's). One
 * page per size and language; share links and a saved game reach the middle and the end of a game
 * at once.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, gameDef, legalMoves, type Move } from '../../src/engine/index.ts';
import { solve } from '../../src/solver/index.ts';
import { winnableDeals } from '../../src/web/data/winnable/index.ts';
import { dailyDeal } from '../../src/web/daily/calendar.ts';
import { puzzles } from '../../src/web/data/puzzles.ts';
import { finishLine } from '../../src/web/finish/finish.ts';
import { savePicture, SIZES, type Size } from './support/browser.ts';
import { dragMove, drawn, savedGame, startPosition, topCard, waitForBoard } from './support/board.ts';
import { audit } from './support/axe.ts';
import { useBrowser } from './support/fixture.ts';
import { readGeometry } from './support/geometry.ts';
import { screenFaults } from './support/screen.ts';
import { quietMove } from './support/moves.ts';

const { base, withPage } = useBrowser();

const DATE = '2026-12-01';
const AT = new Date(2026, 11, 1, 10, 0);
const DAILY = dailyDeal('citadel', DATE, await winnableDeals('citadel'));
const START = startPosition('citadel', DAILY);
const LINE: Move[] = solve(START, { maxNodes: 300_000 }).moves;
const DEF = gameDef('citadel');
/** The first point of the daily deal's line where sending the cards home wins: Finish is offered at once. */
const K = LINE.findIndex((_, k) => (finishLine(LINE.slice(0, k).reduce(apply, START), DEF)?.length ?? 0) >= 2);
const AT_K = LINE.slice(0, K).reduce(apply, START);
/** Citadel 5's first row whose top card has no move at all: a press on it is refused. */
const C5 = startPosition('citadel', '5');
const STUCK = C5.tableau.findIndex((r, i) => r.length > 0 && !legalMoves(C5).some((m) => (m.kind === 'tableau' || m.kind === 'foundation') && m.from === i));

const WORDS = {
  en: { copied: 'Link to this game copied.', refused: /has nowhere to go/ },
  fr: { copied: 'Lien vers cette partie copié.', refused: /n’a aucune destination/ },
} as const;

interface Run {
  readonly page: Page;
  readonly size: Size;
  readonly lang: 'en' | 'fr';
  readonly phone: boolean;
}

/** A press as the player makes it here: a tap on the phones, a click on the desktop. */
async function press(run: Run, target: Locator): Promise<void> {
  await target.waitFor();
  if (run.phone) await target.tap();
  else await target.click();
}

const menuItem = async (run: Run, action: string): Promise<void> => {
  await press(run, run.page.locator('[data-action="menu"]'));
  await press(run, run.page.locator(`[role="menu"] [data-action="${action}"]`));
};

/** Reads the screen: its faults, the board's (when it shows and no dialog covers it), axe; and saves its picture. */
async function check(run: Run, screen: string): Promise<void> {
  const { page, size, lang, phone } = run;
  await drawn(page);
  const at = `${screen} at ${size.width}×${size.height} in ${lang}`;
  await savePicture(page, `screens-${size.name}-${lang}-${screen}`);
  const faults = await screenFaults(page, { phone });
  const modal = await page.locator('[role="dialog"][aria-modal="true"]').count();
  if (!modal && (await page.locator('[data-board]').count())) faults.push(...(await readGeometry(page)).faults);
  expect.soft(faults, at).toEqual([]);
  expect.soft(await audit(page), `axe on ${at}`).toEqual([]);
}

async function route(run: Run): Promise<void> {
  const { page, lang } = run;
  const w = WORDS[lang];
  const escape = async (sel: string): Promise<void> => {
    await page.keyboard.press('Escape');
    await page.locator(sel).waitFor({ state: 'hidden' });
  };

  // Home, today's deal of Citadel begun (a saved game up to where Finish is offered).
  await savedGame(page, base(), 'citadel', DAILY, LINE.slice(0, K));
  await page.evaluate((l) => localStorage.setItem('solitaire:settings', JSON.stringify({ lang: l, speed: 'fast' })), lang);
  await page.goto(base());
  await page.locator('a[data-game] svg[data-mini]').first().waitFor();
  await page.locator('[data-daily-home="citadel"]:not([data-daily-state="loading"])').waitFor();
  await check(run, 'home');

  // The daily dialog, then Citadel's calendar.
  await press(run, page.locator('[data-action="daily"]'));
  await page.locator(`[data-dialog="daily"] [data-daily="citadel"][data-deal="${DAILY}"]`).waitFor();
  await check(run, 'daily');
  await press(run, page.locator('[data-daily="citadel"] summary'));
  await page.locator(`[data-calendar="citadel"] td[data-day="${DATE}"]`).waitFor();
  await check(run, 'daily-calendar');

  // Its board: the tag, and Finish offered.
  await press(run, page.locator('[data-daily="citadel"] [data-action="play-daily"]'));
  await waitForBoard(page, AT_K);
  await page.locator('header [data-daily-board]').waitFor();
  await page.locator('[data-action="finish"]').waitFor();
  await check(run, 'daily-board-finish');

  // The game menu, Share copied, then Share with no clipboard: the link in a box.
  await press(run, page.locator('[data-action="menu"]'));
  await page.locator('[role="menu"] [data-action="stats"]').waitFor();
  await check(run, 'menu');
  await press(run, page.locator('[role="menu"] [data-action="share"]'));
  await expect.poll(() => page.locator('.notice.hint').innerText()).toBe(w.copied);
  await check(run, 'share-copied');
  await page.evaluate(() => Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new DOMException('no', 'NotAllowedError')) } }));
  await menuItem(run, 'share');
  await page.locator('[data-dialog="share"] [data-share-link]').waitFor();
  await check(run, 'share-dialog');
  await escape('[data-dialog="share"]');

  // Deal number, and its error.
  await menuItem(run, 'enter-deal');
  const input = page.locator('[data-input="deal"]');
  await input.waitFor();
  await check(run, 'deal-dialog');
  await input.fill('x1');
  await input.press('Enter');
  await page.locator('[data-dialog="deal"] [role="alert"]').waitFor();
  await check(run, 'deal-error');
  await escape('[data-dialog="deal"]');

  // Finish: the cards fly home, the celebration (a tap or a click ends it), the daily win panel and its Share.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await press(run, page.locator('[data-action="finish"]'));
  const celebration = page.locator('.celebration');
  await celebration.waitFor({ timeout: 20_000 });
  await savePicture(page, `screens-${run.size.name}-${lang}-celebration`);
  expect(await audit(page), 'axe during the celebration').toEqual([]);
  await press(run, celebration);
  await page.locator('[data-message="won"]').waitFor({ timeout: 15_000 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await waitForBoard(page, LINE.reduce(apply, START));
  await page.locator('[data-action="share-won-daily"]').waitFor();
  await check(run, 'won');
  await press(run, page.locator('[data-action="share-won-daily"]'));
  await page.locator('[data-message="won"] [data-share-status]').waitFor();
  await check(run, 'won-shared');

  // Statistics, with the chart of the game just won.
  await menuItem(run, 'stats');
  await page.locator('[data-dialog="stats"] [data-chart-row="citadel"] svg').waitFor();
  await check(run, 'stats');
  await escape('[data-dialog="stats"]');

  // Rules, then back to the game.
  await menuItem(run, 'rules');
  await page.locator('[data-rules-page][data-ready]').waitFor();
  await check(run, 'rules');
  await page.goBack();
  await page.locator('[data-message="won"]').waitFor();

  // Settings: the top, Appearance and Sounds (the checks scroll the dialog through), larger cards on.
  await press(run, page.locator('[data-action="settings"]'));
  await page.locator('[data-setting="sound"]').waitFor();
  await check(run, 'settings');
  for (const sel of ['label.felt-choice:has(input[value="blue"])', 'label.back-choice:has(input[value="gold"])', 'label.check:has(input[data-setting="large"])']) {
    await page.locator(sel).scrollIntoViewIfNeeded();
    await press(run, page.locator(sel));
  }
  expect(await page.locator('input[data-setting="large"]').isChecked()).toBe(true);
  await check(run, 'settings-appearance');
  await escape('[data-dialog="settings"]');
  await check(run, 'won-larger-cards');

  // Home, then the daily dialog: the day won, the streak, the calendar.
  await press(run, page.locator('[data-message="won"] .act:not(.primary)').last());
  await press(run, page.locator('[data-action="daily"]'));
  const entry = page.locator('[data-daily="citadel"][data-won="true"]');
  await entry.waitFor();
  expect(await entry.locator('[data-streak]').getAttribute('data-streak')).toBe('1');
  await press(run, entry.locator('summary'));
  await entry.locator(`td[data-day="${DATE}"][data-won="true"]`).waitFor();
  await check(run, 'daily-won');
  await escape('[data-dialog="daily"]');

  // The puzzles, a puzzle's board and its strip, Give up and the solution playing.
  await press(run, page.locator('[data-action="puzzles"]'));
  await page.locator('[data-dialog="puzzles"] [data-puzzle]').first().waitFor();
  await check(run, 'puzzles');
  await press(run, page.locator(`[data-puzzle="${puzzles[0]!.deal}"] [data-action="play-puzzle"]`));
  await page.locator('.puzzle-bar [data-action="puzzle-give-up"]').waitFor();
  await check(run, 'puzzle');
  await press(run, page.locator('[data-action="puzzle-give-up"]'));
  await page.locator('.notice.line[data-line="playing"]').waitFor({ timeout: 15_000 });
  await check(run, 'puzzle-solution');
  await press(run, page.locator('[data-action="stop-winning-line"]'));

  // No move left (Fortress 1 after one move, by a link), and its offers.
  await page.goto(`${base()}?game=fortress&deal=1&moves=t6-t9`);
  await page.locator('[data-message="lost"]').waitFor();
  await check(run, 'no-moves');
  const more = page.locator('[data-action="lost-more"]');
  if (await more.isVisible()) {
    await press(run, more);
    await page.locator('[data-action="show-winning-line"]').waitFor();
    await check(run, 'no-moves-offers');
  }

  // A refused move: a press on a card with nowhere to go says why.
  await page.goto(`${base()}?game=citadel&deal=5`);
  await waitForBoard(page, C5);
  await press(run, (await topCard(page, `t${STUCK}`))!);
  await expect.poll(() => page.locator('.notice').innerText()).toMatch(w.refused);
  await check(run, 'refused');

  // Restart, from the menu, after a move.
  const m = quietMove(C5);
  await dragMove(page, m);
  await waitForBoard(page, apply(C5, m));
  await menuItem(run, 'restart');
  await waitForBoard(page, C5);

  // Home with its Continue entries (Citadel 5 has been restarted; Selective Castle and Fortress are under way).
  await dragMove(page, m);
  await waitForBoard(page, apply(C5, m));
  await press(run, page.locator('[data-action="home"]'));
  await page.locator('a[data-continue]').first().waitFor();
  await page.locator('.continues svg[data-mini]').first().waitFor();
  await check(run, 'home-continue');
}

describe('every new screen and control at 390×844, 844×390 and 1280×800', () => {
  it('the route is what it should be', () => {
    expect(K, 'a point of the daily line where Finish is offered').toBeGreaterThan(0);
    expect(STUCK, 'a card with nowhere to go in Citadel 5').toBeGreaterThanOrEqual(0);
  });

  it.each(SIZES.flatMap((size) => (['en', 'fr'] as const).map((lang) => ({ size, lang, at: `${size.width}×${size.height}` }))))(
    'at $at in $lang: nothing cut off, covered or too small, no text out of its box, axe clean',
    async ({ size, lang }) => {
      const phone = size.width < 1000;
      await withPage({ size, hasTouch: phone, locale: lang === 'fr' ? 'fr-FR' : 'en-US' }, async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        // No Web Share (as on a desktop Linux Chromium): Share copies the link.
        await page.addInitScript(() => void Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined }));
        await page.clock.setFixedTime(AT);
        await route({ page, size, lang, phone });
      });
    },
    240_000,
  );
});
