/**
 * Daily deals as a player meets them: Home → Daily deals → Play. Two fresh browser profiles on the
 * same (mocked) date get the same deal for every game, on the solver-checked winnable list; winning it
 * (a hint asked on the way) marks the day in the calendar, starts the streak, and Share sends a text
 * with the game, date, moves, time and hints (Web Share, else the clipboard) from the win panel and
 * from the daily dialog, at phone and desktop sizes in English and French.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, GAME_IDS, makeCard, type GameId, type Move } from '../../src/engine/index.ts';
import { solve } from '../../src/solver/index.ts';
import { winnableDeals } from '../../src/web/data/winnable/index.ts';
import { dailyDeal } from '../../src/web/daily/calendar.ts';
import { DESKTOP, PHONE, screenshotPath } from './support/browser.ts';
import { drawn, moduleRun, savedGame, sourcePile, startPosition, tapCard, topCard, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';

const { base, withPage } = useBrowser();
const DATE = '2026-12-01';
const AT = new Date(2026, 11, 1, 10, 0);

async function openDailyDialog(page: Page): Promise<void> {
  await page.clock.setFixedTime(AT);
  await page.goto(base());
  await page.locator('[data-action="daily"]').click();
  await page.locator('[data-dialog="daily"] [data-daily="citadel"][data-deal]').waitFor();
}

/** The deal each game's entry offers. */
async function offered(page: Page): Promise<Record<string, string>> {
  await page.locator(`[data-dialog="daily"] [data-deal]`).nth(GAME_IDS.length - 1).waitFor();
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll<HTMLElement>('[data-daily][data-deal]')].map((e) => [e.dataset.daily!, e.dataset.deal!])));
}

async function playDaily(page: Page, game: GameId): Promise<string> {
  await page.locator(`[data-daily="${game}"] [data-action="play-daily"]`).click();
  await page.locator('[data-board] [data-card]').first().waitFor();
  return new URL(page.url()).searchParams.get('deal')!;
}

describe.each([
  { size: PHONE, locale: 'en-US' },
  { size: DESKTOP, locale: 'fr-FR' },
])('daily deals at $size.width×$size.height ($locale)', ({ size, locale }) => {
  it('two fresh profiles on the same date get the same deals, each on its winnable list, and Play opens it', async () => {
    const seen: Record<string, string>[] = [];
    for (let profile = 0; profile < 2; profile++) {
      await withPage({ size, locale }, async ({ page }) => {
        await openDailyDialog(page);
        seen.push(await offered(page));
        const bigBen = await page.locator('[data-daily="big-ben"] .daily-note').textContent();
        expect(bigBen).toMatch(locale === 'fr-FR' ? /connaissant l’ordre du talon/ : /knowing the stock order/);
        const deal = await playDaily(page, 'citadel');
        expect(deal).toBe(seen[profile]!.citadel);
        await waitForBoard(page, startPosition('citadel', deal));
      });
    }
    expect(seen[1]).toEqual(seen[0]);
    for (const game of GAME_IDS) {
      const list = await winnableDeals(game);
      expect(list, `${game}'s daily deal on its winnable list`).toContain(seen[0]![game]);
      expect(seen[0]![game], game).toBe(dailyDeal(game, DATE, list));
    }
  });

  it('winning it marks the day, starts the streak and shares a text with no card in it', async () => {
    await withPage({ size, locale }, async ({ page, context }) => {
      const viaClipboard = locale === 'fr-FR';
      if (viaClipboard) {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.addInitScript(() => void Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
      } else {
        await page.addInitScript(() => {
          (window as unknown as { shared: string[] }).shared = [];
          Object.defineProperty(Navigator.prototype, 'share', { value: async (d: { text: string }) => void (window as unknown as { shared: string[] }).shared.push(d.text) });
        });
      }
      const deal = dailyDeal('citadel', DATE, await winnableDeals('citadel'));
      const start = startPosition('citadel', deal);
      const line: Move[] = solve(start, { budgetMs: 10_000 }).moves;
      expect(line.length, `a winning line for Citadel ${deal}`).toBeGreaterThan(0);
      // The daily deal begun earlier, up to its last move, as a saved game (a minute of dragging
      // otherwise): Play resumes it.
      await savedGame(page, base(), 'citadel', deal, line.slice(0, -1));
      await openDailyDialog(page);
      expect(await playDaily(page, 'citadel')).toBe(deal);
      await waitForBoard(page, line.slice(0, -1).reduce(apply, start));
      await page.locator('[data-action="hint"]').first().click();
      await page.locator('.notice.hint').waitFor();
      const last = line.at(-1)!;
      await tapCard((await topCard(page, sourcePile(last)))!);
      await page.locator('[data-message="won"]').waitFor();
      expect(await page.locator('[data-won-context]').innerText(), 'the win panel names the day and its run').toBe(viaClipboard ? 'Donne du jour du 1 décembre gagnée · 1 jour de suite' : 'Daily deal of December 1 won · 1 day in a row');
      const moves = line.length;
      const want = viaClipboard
        ? `Citadelle, donne du jour du 1 décembre 2026\u202f: gagnée en ${moves} coups, 00:00, 1 indice.`
        : `Daily Citadel, December 1, 2026: won in ${moves} moves, 00:00, 1 hint.`;
      const sent = (): Promise<string> => (viaClipboard
        ? page.evaluate(() => navigator.clipboard.readText())
        : page.evaluate(() => (window as unknown as { shared: string[] }).shared.at(-1)!));
      // Shared from the win panel itself, as the daily dialog does it.
      await page.locator('[data-message="won"] [data-action="share-won-daily"]').click();
      await expect.poll(() => page.locator('[data-message="won"] [data-share-status]').innerText()).toBe(viaClipboard ? 'Copié dans le presse-papiers.' : 'Shared.');
      expect(await sent()).toBe(want);

      await page.locator('[data-message="won"] .act', { hasText: locale === 'fr-FR' ? 'Accueil' : 'Home' }).click();
      await page.locator('[data-action="daily"]').click();
      const entry = page.locator('[data-daily="citadel"][data-won="true"]');
      await entry.waitFor();
      expect(await entry.locator('[data-streak]').getAttribute('data-streak')).toBe('1');
      await entry.locator('summary').click();
      await entry.locator(`td[data-day="${DATE}"][data-won="true"]`).waitFor();
      expect(await page.locator('[data-daily="fortress"] td[data-won="true"]').count(), 'no day won at Fortress').toBe(0);
      await entry.locator('[data-action="share-daily"]').click();
      await entry.locator('.daily-said').waitFor();
      const text = await sent();
      expect(text).toBe(want);
      expect(text).not.toContain(makeCard(start.tableau[0]![0]!));
    });
  });
});

describe.each([
  { size: PHONE, locale: 'en-US', failed: 'Today’s deal could not be loaded. Trying again…', fresh: /^Deal \d+: not played yet$/ },
  { size: DESKTOP, locale: 'fr-FR', failed: 'Impossible de charger la donne du jour. Nouvel essai…', fresh: /^Donne \d+\u202f: pas encore jouée$/ },
])('a deal list that cannot be fetched at $size.width×$size.height ($locale)', ({ size, locale, failed, fresh }) => {
  it('Home and the daily dialog say so, show the other games’ deals, and show it once it comes', async () => {
    await withPage({ size, locale, checkErrors: false }, async ({ page }) => {
      let reachable = false, refused = 0;
      // Citadel's list of winnable deals is a chunk of its own (data/winnable/citadel.ts), asked for
      // again at a new address after a failure (import-again.ts).
      await page.route(/\/assets\/citadel-[\w-]+\.js(\?.*)?$/, (route) => (reachable ? route.continue() : (refused++, route.abort())));
      await page.clock.setFixedTime(AT);
      await page.goto(base());
      const home = page.locator('[data-daily-home="citadel"]');
      await page.locator('[data-daily-home="citadel"][data-load-failed="true"]').waitFor();
      expect((await home.locator('.blurb').first().innerText()).trim()).toBe(failed);
      await page.locator('[data-daily-home="fortress"]:not([data-daily-state="loading"])').waitFor();
      await page.locator('[data-action="daily"]').click();
      const entry = page.locator('[data-dialog="daily"] [data-daily="citadel"]');
      await entry.locator('[data-load-failed="true"]').waitFor();
      expect((await entry.locator('[role="status"]').innerText()).trim()).toBe(failed);
      await page.screenshot({ path: screenshotPath(`daily-load-failed-${locale}-${size.name}`) });
      await page.locator('[data-dialog="daily"] [data-daily="fortress"][data-deal]').waitFor();
      const before = refused;
      await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(before);
      reachable = true;
      const deal = dailyDeal('citadel', DATE, await winnableDeals('citadel'));
      await page.locator(`[data-dialog="daily"] [data-daily="citadel"][data-deal="${deal}"]`).waitFor({ timeout: 10_000 });
      expect(await entry.locator('[data-load-failed]').count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.locator('[data-dialog="daily"]').waitFor({ state: 'detached' });
      await expect.poll(() => home.locator('.blurb').first().innerText(), { timeout: 10_000 }).toMatch(fresh);
      expect(await home.getAttribute('data-load-failed')).toBeNull();
      await page.locator('[data-daily-play="citadel"]').click();
      await waitForBoard(page, startPosition('citadel', deal));
    });
  });
});

describe.each([
  [PHONE, 'en-US', 'Daily deal, Dec 1', 'Winnable knowing the stock order.'],
  [PHONE, 'fr-FR', 'Donne du jour, 1 déc.', 'Gagnable en connaissant l’ordre du talon.'],
  [DESKTOP, 'en-US', 'Daily deal, Dec 1', 'Winnable knowing the stock order.'],
  [DESKTOP, 'fr-FR', 'Donne du jour, 1 déc.', 'Gagnable en connaissant l’ordre du talon.'],
] as const)('%o %s: the daily deal says so', (size, locale, tag, note) => {
  it('Home’s Big Ben row carries its note; the daily board names the day, another deal does not', async () => {
    await withPage({ size, locale }, async ({ page }) => {
      await page.clock.setFixedTime(AT);
      await page.goto(base());
      await page.locator('[data-daily-home="big-ben"]:not([data-daily-state="loading"])').waitFor();
      expect((await page.locator('[data-daily-home="big-ben"] [data-daily-note]').innerText()).replace(/\s+/g, ' ')).toBe(note.replace(/\s+/g, ' '));
      expect(await page.locator('[data-daily-note]').count()).toBe(1);
      // The board's words for a daily deal come with code of their own.
      const tagCode = page.waitForResponse((r) => /\/assets\/tag-[\w-]+\.js$/.test(r.url()));
      await page.locator('[data-daily-play="big-ben"]').click();
      await page.locator('[data-board] [data-card]').first().waitFor();
      expect(new URL(page.url()).searchParams.get('deal')).toBe(dailyDeal('big-ben', DATE, await winnableDeals('big-ben')));
      await expect.poll(() => page.locator('header [data-daily-board]').innerText().catch(() => '')).toBe(tag);
      const box = (await page.locator('header [data-daily-board]').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(box.height, 'one line').toBeLessThan(26);
      await page.screenshot({ path: screenshotPath(`daily-board-${locale}-${size.name}`) });
      // Another deal has no tag: one would be drawn once the page has the tag's code, which its import
      // here settles on; then two frames, and a moment more (the window is the check).
      const tagUrl = (await tagCode).url();
      await page.goto(base() + '?game=big-ben&deal=1');
      await page.locator('[data-board] [data-card]').first().waitFor();
      await moduleRun(page, tagUrl);
      await drawn(page);
      await page.waitForTimeout(300);
      expect(await page.locator('[data-daily-board]').count()).toBe(0);
    });
  });
});
