/**
 * The statistics dialog's chart of the last finished deals (issue 17): a deal lost through the
 * interface appears as an outlined bar of its moves, stored deals in their order, in French on a
 * phone and in English on a desktop, with a text for screen readers and no serious axe finding.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gameDef, parseMove } from '../../src/engine/index.ts';
import { DESKTOP, PHONE, screenshotPath } from './support/browser.ts';
import { clickAction, dragMove, openGame } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { ROOT } from './support/server.ts';
import { waitForStats, writeStoredStats } from './support/stats.ts';

const { base, withPage } = useBrowser();

const LOSS = parseMove('t6-t9');
if (!LOSS.ok) throw new Error(LOSS.message);
const RECENT = [
  { won: true, moves: 90, timeMs: 300_000 },
  { won: false, moves: 40, timeMs: 120_000 },
  { won: true, moves: 120, timeMs: 245_000 },
];

/** The bars of one game's chart, oldest first. */
function bars(page: Page, game: string): Promise<{ won: string; moves: number; height: number }[]> {
  return page.locator(`[data-chart="${game}"] rect`).evaluateAll((els) =>
    els.map((e) => ({ won: e.getAttribute('data-won') ?? '', moves: Number(e.getAttribute('data-moves')), height: Number(e.getAttribute('height')) })),
  );
}

async function seriousAxe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: string, o: object): Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
    const r = await axe.run('[role="dialog"]', { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

describe('statistics chart', () => {
  it('on a French phone: a lost deal joins the stored ones as an outlined bar, with words for screen readers', async () => {
    await withPage({ size: PHONE, locale: 'fr-FR' }, async ({ page }) => {
      await page.goto(base() + 'icon.svg');
      await writeStoredStats(page, JSON.stringify({ version: 1, games: { citadel: { played: 3, won: 2, currentStreak: 1, bestStreak: 1, bestTimeMs: 245_000, fewestMoves: 90, recent: RECENT } } }));
      await openGame(page, base(), 'fortress', '1');
      await dragMove(page, LOSS.value);
      await page.locator('[data-message="lost"]').waitFor();
      await waitForStats(page, (s) => s?.games.fortress?.played === 1);
      await clickAction(page, 'stats');
      await page.locator('[data-chart="fortress"]').waitFor();
      expect(await bars(page, 'fortress')).toEqual([{ won: 'false', moves: 1, height: expect.any(Number) }]);
      const citadel = await bars(page, 'citadel');
      expect(citadel.map((b) => [b.won, b.moves])).toEqual([['true', 90], ['false', 40], ['true', 120]]);
      // Taller bar, more moves.
      expect(citadel[2]!.height).toBeGreaterThan(citadel[0]!.height);
      expect(citadel[0]!.height).toBeGreaterThan(citadel[1]!.height);
      const chart = page.locator('[data-chart="citadel"]');
      expect(await chart.locator('figcaption').innerText()).toContain(gameDef('citadel').names.fr);
      expect(await chart.locator('svg').getAttribute('aria-label')).toMatch(/Gagnées\s: 2, perdues\s: 1, sur 3\s; coups\s: de 40 à 120\./);
      expect(await chart.locator('ol li').allTextContents()).toEqual(['gagnée, 90 coups, 05:00', 'perdue, 40 coups, 02:00', 'gagnée, 120 coups, 04:05']);
      expect(await chart.innerText()).toMatch(/Dernière\s: gagnée, 120 coups, 04:05\./);
      // The chart fits the phone's width.
      const right = await page.locator('.stats-charts').evaluate((el) => Math.max(...[el, ...el.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)));
      expect(right).toBeLessThanOrEqual(PHONE.width);
      await page.locator('.stats-charts').screenshot({ path: screenshotPath('stats-chart-fr-phone') });
      expect(await seriousAxe(page)).toEqual([]);
    });
  });

  it('in English on a desktop, with no finished deal yet, says where the chart will be', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await page.goto(base());
      await clickAction(page, 'stats');
      const charts = page.locator('.stats-charts');
      await charts.waitFor();
      expect(await charts.innerText()).toContain('No finished deal yet');
      expect(await charts.locator('svg').count()).toBe(0);
    });
  });
});
