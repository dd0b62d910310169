/**
 * Sharing a game (issue 17): the Deal dialog's link opens the deal with the moves played, as the
 * engine replays them, each undoable back to the start; a bad move list opens the deal at the start
 * and names the first bad move.
 */
import { describe, expect, it } from 'vitest';
import { apply, gameDef, isLegal, parseMove, type Position } from '../../src/engine/index.ts';
import { DESKTOP, PHONE, screenshotPath } from './support/browser.ts';
import { clickAction, moveCount, openGame, recordMoves, startPosition, uiMove, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { solve } from './support/search.ts';

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
  it('the Deal dialog’s link opens the deal with the moves played, undoable back to the start (desktop)', async () => {
    const line = solve(startPosition(GAME, DEAL))!.slice(0, 4);
    await withPage({ size: DESKTOP }, async ({ context, page }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openGame(page, base(), GAME, DEAL);
      for (const m of line) await uiMove(page, m);
      const played = await recordMoves(page);
      await clickAction(page, 'enter-deal');
      const box = page.locator('[data-share-link]');
      const link = await box.inputValue();
      expect(new URL(link).searchParams.get('moves')).toBe(played.join(' '));
      expect(link).toContain(`moves=${played.join('+')}`);
      await clickAction(page, 'share');
      await expect.poll(() => page.locator('[data-share-status]').innerText()).toMatch(/Link (copied|shared)/);
      if (/copied/.test(await page.locator('[data-share-status]').innerText())) {
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      }
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
      await clickAction(page, 'enter-deal');
      await page.locator('[data-share-link]').waitFor();
      await page.screenshot({ path: screenshotPath('share-fr-phone-portrait') });
    });
  });
});
