/**
 * The statistics dialog's charts of the last finished deals (issue 17): each game's chart sits right
 * under its figures, with the moves and the time each drawn to a labelled scale; a deal lost through
 * the interface appears as an outlined bar, stored deals in their order; one deal is said to be one
 * (no "from 1 to 1"); screen readers get a table; English and French at 390x844 and 1280x800.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gameDef, parseMove } from '../../src/engine/index.ts';
import { DESKTOP, PHONE, screenshotPath, type Size } from './support/browser.ts';
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

/** The bars of one of a game's charts (moves or time), oldest first. */
function bars(page: Page, game: string, plot: 'moves' | 'time' = 'moves'): Promise<{ won: string; value: number; height: number }[]> {
  return page.locator(`[data-chart="${game}"] [data-plot="${plot}"] rect`).evaluateAll((els) =>
    els.map((e) => ({ won: e.getAttribute('data-won') ?? '', value: Number(e.getAttribute('data-value')), height: Number(e.getAttribute('height')) })),
  );
}

/** A chart's scale: its top, middle and bottom labels. */
const ticks = (page: Page, game: string, plot: 'moves' | 'time'): Promise<string[]> =>
  page.locator(`[data-chart="${game}"] [data-plot="${plot}"] .tick`).allTextContents();

/** The chart is in the row right under its game's figures, and starts within a few pixels of them. */
async function underFigures(page: Page, game: string): Promise<void> {
  expect(await page.locator(`tr[data-stats-game="${game}"] + tr [data-chart="${game}"]`).count()).toBe(1);
  const row = (await page.locator(`tr[data-stats-game="${game}"]`).boundingBox())!;
  const chart = (await page.locator(`[data-chart="${game}"]`).boundingBox())!;
  expect(chart.y - (row.y + row.height)).toBeGreaterThanOrEqual(-0.5);
  expect(chart.y - (row.y + row.height)).toBeLessThan(16);
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
      const fortress = await bars(page, 'fortress');
      expect(fortress.map((b) => [b.won, b.value])).toEqual([['false', 1]]);
      const fortressChart = page.locator('[data-chart="fortress"]');
      expect(await fortressChart.locator('figcaption').innerText()).toBe('Forteresse\u202f: une donne terminée');
      expect(await fortressChart.locator('.chart-summary').innerText()).toMatch(/^Une seule pour l’instant\u202f: perdue, 1 coup, 00:0\d\.$/);
      await underFigures(page, 'fortress');
      const citadel = await bars(page, 'citadel');
      expect(citadel.map((b) => [b.won, b.value])).toEqual([['true', 90], ['false', 40], ['true', 120]]);
      // Taller bar, more moves; and the time chart follows the times.
      expect(citadel[2]!.height).toBeGreaterThan(citadel[0]!.height);
      expect(citadel[0]!.height).toBeGreaterThan(citadel[1]!.height);
      const time = await bars(page, 'citadel', 'time');
      expect(time.map((b) => b.value)).toEqual([300_000, 120_000, 245_000]);
      expect(time[0]!.height).toBeGreaterThan(time[2]!.height);
      expect(time[2]!.height).toBeGreaterThan(time[1]!.height);
      expect(await ticks(page, 'citadel', 'moves')).toEqual(['150', '75', '0']);
      expect(await ticks(page, 'citadel', 'time')).toEqual(['05:00', '02:30', '00:00']);
      await underFigures(page, 'citadel');
      const chart = page.locator('[data-chart="citadel"]');
      expect(await chart.locator('figcaption').innerText()).toContain(gameDef('citadel').names.fr);
      expect(await chart.locator('.chart-summary').innerText()).toBe('Gagnées\u202f: 2, perdues\u202f: 1\u202f; coups\u202f: de 40 à 120\u202f; temps\u202f: de 02:00 à 05:00.');
      expect(await chart.locator('table.sr-only tbody tr').evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent)))).toEqual([
        ['1', 'gagnée', '90', '05:00'],
        ['2', 'perdue', '40', '02:00'],
        ['3', 'gagnée', '120', '04:05'],
      ]);
      expect(await chart.locator('table.sr-only th[scope="col"]').allTextContents()).toEqual(['Donne', 'Résultat', 'Coups', 'Temps']);
      // The chart fits the phone's width.
      const right = await page.locator('[data-dialog="stats"] table.stats').evaluate((el) => Math.max(...[...el.querySelectorAll('[data-chart] *')].map((e) => e.getBoundingClientRect().right)));
      expect(right).toBeLessThanOrEqual(PHONE.width);
      await page.locator('tr[data-stats-game="citadel"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath('stats-chart-fr-390') });
      expect(await seriousAxe(page)).toEqual([]);
    });
  });

  it('in English on a desktop, with no finished deal yet, says where the charts will be', async () => {
    await withPage({ size: DESKTOP }, async ({ page }) => {
      await page.goto(base());
      await clickAction(page, 'stats');
      const legend = page.locator('[data-dialog="stats"] .stats-legend');
      await legend.waitFor();
      expect(await legend.innerText()).toContain('No finished deal yet');
      expect(await page.locator('[data-dialog="stats"] svg').count()).toBe(0);
    });
  });

  const cases: [Size, 'en' | 'fr'][] = [[PHONE, 'en'], [DESKTOP, 'en'], [DESKTOP, 'fr']];
  for (const [size, lang] of cases) {
    it(`${lang} at ${size.width}x${size.height}: each game's chart under its figures, English and French scales and labels`, async () => {
      await withPage({ size, locale: lang === 'fr' ? 'fr-FR' : 'en-US' }, async ({ page }) => {
        await page.goto(base() + 'icon.svg');
        const bigBen = [{ won: true, moves: 63, timeMs: 65_000 }];
        await writeStoredStats(page, JSON.stringify({ version: 1, games: { citadel: { played: 3, won: 2, currentStreak: 1, bestStreak: 1, bestTimeMs: 245_000, fewestMoves: 90, recent: RECENT }, 'big-ben': { played: 1, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: 65_000, fewestMoves: 63, recent: bigBen } } }));
        await page.goto(base());
        await clickAction(page, 'stats');
        await page.locator('[data-chart="citadel"]').waitFor();
        await underFigures(page, 'citadel');
        await underFigures(page, 'big-ben');
        expect(await page.locator('[data-dialog="stats"] [data-chart]').count()).toBe(2);
        expect(await ticks(page, 'big-ben', 'moves')).toEqual(['80', '40', '0']);
        expect(await ticks(page, 'big-ben', 'time')).toEqual(['02:00', '01:00', '00:00']);
        const one = await page.locator('[data-chart="big-ben"] .chart-summary').innerText();
        expect(one).toBe(lang === 'en' ? 'So far only one: won, 63 moves, 01:05.' : 'Une seule pour l’instant\u202f: gagnée, 63 coups, 01:05.');
        expect(one).not.toMatch(/63 (to|à) 63/);
        const titles = await page.locator('[data-dialog="stats"] [data-plot] .plot-title').allTextContents();
        expect(titles).toEqual(lang === 'en' ? ['Moves', 'Time', 'Moves', 'Time'] : ['Coups', 'Temps', 'Coups', 'Temps']);
        expect(await page.locator('[data-chart="citadel"] figcaption').innerText()).toBe(lang === 'en' ? 'Citadel: the last 3 finished deals' : 'Citadelle\u202f: les 3 dernières donnes terminées');
        // Nothing of a chart runs off the dialog.
        const box = (await page.locator('[data-dialog="stats"]').boundingBox())!;
        const right = await page.locator('[data-dialog="stats"] [data-chart="citadel"] svg').evaluate((el) => el.getBoundingClientRect().right);
        expect(right).toBeLessThanOrEqual(box.x + box.width);
        await page.locator('[data-chart="citadel"]').scrollIntoViewIfNeeded();
        await page.screenshot({ path: screenshotPath(`stats-charts-${lang}-${size.width}`) });
        expect(await seriousAxe(page)).toEqual([]);
      });
    });
  }
});
