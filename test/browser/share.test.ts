/**
 * Sharing a game (issue 17): the game menu's Share makes a link (copied, or by Web Share) that opens
 * the deal with the moves played, as the engine replays them, each undoable back to the start; a bad
 * move list opens the deal at the start and names the first bad move. A link that plays a whole
 * winning line shows the win with the clock stopped; neither it nor a win finished from a link
 * counts in the statistics.
 */
import { describe, expect, it } from 'vitest';
import { apply, gameDef, isLegal, makeMove, parseMove, type Position } from '../../src/engine/index.ts';
import { DESKTOP, PHONE, screenshotPath } from './support/browser.ts';
import { clickAction, moveCount, openGame, pageTime, recordMoves, sourcePile, startPosition, tapCard, topCard, uiMove, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { solve } from './support/search.ts';
import { storedStats, waitForStats, writesSettled } from './support/stats.ts';

const { base, withPage } = useBrowser();
const GAME = 'citadel', DEAL = '5';

/** The engine's replay of a link's moves, each checked legal. */
function replay(texts: readonly string[]): Position {
  const def = gameDef(GAME);
  return texts.reduce((p, text) => {
    const m = parseMove(text, def);
    if (!m.ok || !isLegal(p, m.value, def)) throw new Error(`${text} is not a legal move here`);
    return apply(p, m.value);
  }, startPosition(GAME, DEAL));
}

describe('sharing a game', () => {
  it('the game menu’s Share copies the link, which opens the deal with the moves played, undoable back to the start (desktop)', async () => {
    const line = solve(startPosition(GAME, DEAL))!.slice(0, 4);
    await withPage({ size: DESKTOP }, async ({ context, page }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // No Web Share here (as on a desktop Linux Chromium): the link is copied, and the notice says so.
      await page.addInitScript(() => void Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
      await openGame(page, base(), GAME, DEAL);
      for (const m of line) await uiMove(page, m);
      const played = await recordMoves(page);
      await clickAction(page, 'share');
      await expect.poll(() => page.locator('.notice.hint').innerText()).toBe('Link to this game copied.');
      expect(await page.locator('[role="menu"]').count(), 'the menu closed').toBe(0);
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(link).searchParams.get('moves')).toBe(played.join(' '));
      expect(link).toContain(`moves=${played.join('+')}`);
      const other = await context.newPage();
      await other.goto(link);
      await waitForBoard(other, replay(played));
      expect(await recordMoves(other)).toEqual(played);
      expect(await moveCount(other)).toBe(played.length);
      for (let i = 0; i < played.length; i++) await other.keyboard.press('Control+z');
      await waitForBoard(other, startPosition(GAME, DEAL));
      await other.close();
    });
  });

  it('a bad move list opens the deal at the start and names the first bad move (390×844, French)', async () => {
    const first = solve(startPosition(GAME, DEAL))![0]!;
    const good = first.kind === 'foundation' || first.kind === 'tableau' ? `t${first.from}-${first.kind[0]}${first.to}` : '';
    await withPage({ size: PHONE, locale: 'fr-FR' }, async ({ page }) => {
      await page.goto(`${base()}?game=${GAME}&deal=${DEAL}&moves=${good}+t0-t0+t1-f2`);
      await page.locator('[data-board] [data-card]').first().waitFor();
      await expect.poll(() => page.locator('[role="alert"]').innerText()).toMatch(/coup 2 du lien, «\s?t0-t0\s?»/);
      await waitForBoard(page, startPosition(GAME, DEAL));
      expect(await recordMoves(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath('share-fr-phone-portrait') });
    });
  });

  it('by Web Share where there is one, else the link in a box when it cannot be copied either (390×844, French)', async () => {
    await withPage({ size: PHONE, locale: 'fr-FR', hasTouch: true }, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { shared: { url: string; title: string }[] };
        w.shared = [];
        Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: async (d: { url: string; title: string }) => void w.shared.push(d) });
      });
      await openGame(page, base(), GAME, DEAL);
      await page.locator('[data-action="menu"]').tap();
      await page.locator('[role="menu"] [data-action="share"]').tap();
      await expect.poll(() => page.locator('.notice.hint').innerText()).toBe('Lien vers cette partie partagé.');
      const shared = await page.evaluate(() => (window as unknown as { shared: { url: string; title: string }[] }).shared);
      expect(shared.map((d) => new URL(d.url).search)).toEqual([`?game=${GAME}&deal=${DEAL}`]);
      expect(shared[0]!.title).toBe('Citadelle — Donne 5');
      // Neither Web Share nor a clipboard (a page served over plain http on a phone): the link in a box.
      await page.evaluate(() => {
        Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
        Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new DOMException('no', 'NotAllowedError')) } });
      });
      await page.locator('[data-action="menu"]').tap();
      await page.locator('[role="menu"] [data-action="share"]').tap();
      const box = page.locator('[data-dialog="share"] [data-share-link]');
      await box.waitFor();
      expect(new URL(await box.inputValue()).search).toBe(`?game=${GAME}&deal=${DEAL}`);
      expect(await page.locator('[data-dialog="share"] [data-share-status]').innerText()).toMatch(/copiez-le depuis le champ/);
      await page.keyboard.press('Escape');
      await box.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action')), 'the focus back on the menu button').toBe('menu');
    });
  });
});

describe('a win from a shared link', () => {
  const start = startPosition(GAME, DEAL);
  const line = solve(start)!;
  const link = (n: number): string => `?game=${GAME}&deal=${DEAL}&moves=${line.slice(0, n).map(makeMove).join('+')}`;

  // Issue 36, item 6: the panel said "83 moves in 00:00", a time the moves never took.
  it('a link with the whole winning line: the win panel with the moves and no time, the clock stopped, nothing counted (390×844)', async () => {
    await withPage({ size: PHONE, hasTouch: true }, async ({ page }) => {
      await page.goto(base() + link(line.length));
      const panel = page.locator('[data-message="won"]');
      await panel.waitFor();
      await waitForBoard(page, line.reduce(apply, start));
      const clock = page.locator('[data-timer]');
      const shown = await clock.innerText();
      expect(await panel.innerText()).toContain(`${line.length} moves, with the link’s.`);
      expect(await panel.innerText(), 'no time on the panel').not.toMatch(/\d\d:\d\d/);
      // The clock stands still: it says the same a few of its ticks later (the page's time: its clock ticks every 500 ms).
      await pageTime(page, 2200);
      expect(await clock.innerText(), 'the header clock 2 s later').toBe(shown);
      expect(await panel.locator('[data-won-note="link"]').innerText()).toMatch(/not counted in your statistics/);
      // Nothing was written: the figures hold no game of Citadel (a result the win had queued is written by then).
      await writesSettled(page);
      expect((await storedStats(page))?.games[GAME]).toBeUndefined();
    });
  });

  it('a link that stops one move short, finished by the player after a reload: not counted; Restart is theirs and counts (844×390, French)', async () => {
    await withPage({ size: { name: 'phone-landscape', width: 844, height: 390 }, locale: 'fr-FR', hasTouch: true }, async ({ page }) => {
      const before = line.slice(0, -1).reduce(apply, start);
      await page.goto(base() + link(line.length - 1));
      await waitForBoard(page, before);
      expect(await page.locator('[data-timer]').innerText(), 'the link’s moves took no time').toBe('00:00');
      // The game survives a reload as a linked one (the address no longer carries the moves).
      await page.reload();
      await waitForBoard(page, before);
      await tapCard((await topCard(page, sourcePile(line.at(-1)!)))!);
      const panel = page.locator('[data-message="won"]');
      await panel.waitFor();
      expect(await panel.locator('[data-won-note="link"]').innerText()).toMatch(/ne compte pas dans vos statistiques/);
      expect(await panel.innerText()).toContain(`${line.length} coups, avec ceux du lien.`);
      expect(await panel.innerText(), 'no time on the panel').not.toMatch(/\d\d:\d\d/);
      // Restart from the panel: the deal from its start, the player's own; its first move counts it as played.
      await panel.locator('[data-action="restart-won"]').tap();
      await waitForBoard(page, start);
      await uiMove(page, line[0]!);
      const stats = await waitForStats(page, (f) => f?.games[GAME]?.played === 1);
      expect(stats?.games[GAME], 'one game played (the restart), none won').toMatchObject({ played: 1, won: 0 });
    });
  });
});
