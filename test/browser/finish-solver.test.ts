/**
 * Finish proved by the solver: Citadel 5 with 24 cards left, where sending the cards home alone does
 * not win (the old Finish stayed hidden), resumed from a saved game (a share link's game would not
 * count in the statistics, and this one must; the picture uses a link). After the board rests the solver
 * proves the win and Finish appears; pressing it (a tap on the phone in English, a click on the
 * desktop in French) ends in a won game that is the engine's replay of the app's record, counted in
 * the statistics; one Undo takes the whole Finish back. Also drawn at 844×390 for the screenshots.
 */
import { describe, expect, it } from 'vitest';
import { apply, gameDef, makeMove, parseMove, status } from '../../src/engine/index.ts';
import { solve as solveFully } from '../../src/solver/index.ts';
import { finishLine } from '../../src/web/finish/finish.ts';
import { DESKTOP, PHONE, SIZES, screenshotPath } from './support/browser.ts';
import { appPosition, openGame, recordMoves, savedGame, startPosition, waitForBoard } from './support/board.ts';
import { audit } from './support/axe.ts';
import { AT, DEF, K, LINE, START } from './support/citadel-finish.ts';
import { useBrowser } from './support/fixture.ts';
import { waitForStats } from './support/stats.ts';

const { base, withPage } = useBrowser();
const LINK = (): string => `${base()}?game=citadel&deal=5&moves=${LINE.slice(0, K).map(makeMove).join('+')}`;

describe('Finish proved by the solver', () => {
  it('the position needs it: the simple rule cannot prove this win', () => {
    expect(K, 'a point of the Citadel 5 line with 24 cards left').toBeGreaterThan(0);
    expect(finishLine(AT, DEF)).toBeNull();
  });

  describe.each([
    { size: PHONE, locale: 'en-US', input: 'tap', label: 'Finish', motion: 'no-preference' },
    { size: DESKTOP, locale: 'fr-FR', input: 'click', label: 'Terminer', motion: 'reduce' },
  ] as const)('at $size.width×$size.height by $input ($locale, motion $motion)', ({ size, locale, input, label, motion }) => {
    it('is offered once the board rests and ends in a won game equal to the engine replay; one Undo takes it back', async () => {
      await withPage({ size, locale, motion, hasTouch: input === 'tap' }, async ({ page }) => {
        await savedGame(page, base(), 'citadel', '5', LINE.slice(0, K));
        await openGame(page, base(), 'citadel', '5');
        await waitForBoard(page, AT);
        const button = page.locator('[data-action="finish"]');
        await button.waitFor({ timeout: 20_000 });
        expect((await button.textContent())?.trim()).toBe(label);
        expect(await audit(page), 'axe with Finish offered').toEqual([]);
        await page.screenshot({ path: screenshotPath(`finish-solver-${size.name}-${locale}`) });
        if (input === 'tap') await button.tap();
        else await button.click();
        if (motion === 'no-preference') {
          // The cards fly home in turn, then the celebration, which a tap ends.
          const celebration = page.locator('.celebration');
          await celebration.waitFor({ timeout: 15_000 });
          await page.screenshot({ path: screenshotPath(`finish-solver-cascade-${size.name}-${locale}`) });
          await celebration.tap();
        }
        await page.locator('[data-message="won"]').waitFor({ timeout: 15_000 });
        const won = await appPosition(page);
        expect(status(won, DEF)).toBe('won');
        // The record: the link's moves, then the solver's line (tableau moves too), all legal.
        const record = await recordMoves(page);
        expect(record.slice(0, K)).toEqual(LINE.slice(0, K).map(makeMove));
        expect(record.slice(K).some((m) => m.includes('-t')), 'the line moves cards between rows').toBe(true);
        const replay = record.map((m) => parseMove(m, DEF)).reduce((p, m) => {
          if (!m.ok) throw new Error(`the record holds a bad move: ${m.error}`);
          return apply(p, m.value);
        }, START);
        expect(replay).toEqual(won);
        await waitForBoard(page, won);
        await waitForStats(page, (st) => st?.games.citadel?.won === 1);
        expect(await button.count(), 'no Finish on a won game').toBe(0);
        await page.keyboard.press('Control+z');
        await waitForBoard(page, AT);
      });
    });
  });

  it('looks right in a landscape phone (844×390)', async () => {
    await withPage({ size: SIZES[1]!, locale: 'fr-FR', hasTouch: true }, async ({ page }) => {
      await page.goto(LINK());
      await waitForBoard(page, AT);
      await page.locator('[data-action="finish"]').waitFor({ timeout: 20_000 });
      expect(await audit(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath('finish-solver-phone-landscape-fr-FR') });
    });
  });

  it('Big Ben: offered once the stock is empty (its order can no longer matter), and wins', async () => {
    const bb = gameDef('big-ben');
    const start = startPosition('big-ben', '2');
    const line = solveFully(start, { maxNodes: 2_000_000 }).moves;
    const k = line.findIndex((_, i) => i > 0 && line.slice(0, i).reduce(apply, start).stock.length === 0);
    const at = line.slice(0, k).reduce(apply, start);
    expect(k, 'Big Ben 2 empties its stock along the line').toBeGreaterThan(0);
    expect(finishLine(at, bb), 'the simple rule cannot prove it').toBeNull();
    await withPage({ size: DESKTOP, locale: 'en-US', motion: 'reduce' }, async ({ page }) => {
      await page.goto(`${base()}?game=big-ben&deal=2&moves=${line.slice(0, k).map(makeMove).join('+')}`);
      await waitForBoard(page, at);
      await page.locator('[data-action="finish"]').click({ timeout: 20_000 });
      await page.locator('[data-message="won"]').waitFor({ timeout: 15_000 });
      const won = await appPosition(page);
      expect(status(won, bb)).toBe('won');
      const replay = (await recordMoves(page)).map((m) => parseMove(m, bb)).reduce((p, m) => (m.ok ? apply(p, m.value) : p), start);
      expect(replay).toEqual(won);
    });
  });
});
