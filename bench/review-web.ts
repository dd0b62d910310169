/**
 * `npm run bench:review-web [-- --runs N]`: the game review in the app on the phone profile (390×844,
 * touch) with 4× CPU throttling, as a player meets it: a lost game opened from its share link, the
 * review opened from the game menu, and the time from that tap to the losing move named in the
 * dialog (the solver worker started cold in each fresh page). Castle games: the solver's line for
 * k ≥ 30 moves, a move it proves loses, then play to the end (the tests' construction), and games of
 * 100 moves or more made the same way (issue 35's aim: a 100-move castle game, median ≤ 2 s); Big
 * Ben: the tests' lost game, within the review's own budget (src/web/review/run.ts), partial results first.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { makeMove, type GameId } from '../src/engine/index.ts';
import { lostGame, searchLostGame, type LostGame } from '../test/solver/support/lost-game.ts';
import { openPage, PHONE } from '../test/browser/support/browser.ts';
import { buildApp, ROOT } from '../test/browser/support/server.ts';
import { runAsScript, withServedBrowser } from './run.ts';
import { throttle } from './web.ts';
import { median } from './frames-shown.ts';

const { values } = parseArgs({ options: { runs: { type: 'string' } } });
const RUNS = Number(values.runs ?? 3);
const OUT_DIR = join(ROOT, 'test-output', 'bench-review-dist');

const GAMES: { label: string; game: () => LostGame }[] = [
  { label: 'Beleaguered Castle, k ≥ 30', game: () => searchLostGame('beleaguered-castle', { minK: 30 }) },
  { label: 'Streets and Alleys, k ≥ 30', game: () => searchLostGame('streets-and-alleys', { minK: 30 }) },
  // Deals 1-30 hold no Beleaguered Castle game this long: its search starts at 31 (deal 34, 113 moves).
  { label: 'Beleaguered Castle, 100+ moves', game: () => searchLostGame('beleaguered-castle', { minK: 60, minMoves: 100, firstDeal: 31 }) },
  { label: 'Streets and Alleys, 100+ moves', game: () => searchLostGame('streets-and-alleys', { minK: 60, minMoves: 100 }) },
  { label: 'Big Ben (the tests’ game)', game: () => lostGame('big-ben' as GameId) },
];

async function main(): Promise<void> {
  process.stdout.write('Building… ');
  buildApp(OUT_DIR);
  console.log('done.');
  await withServedBrowser(OUT_DIR, async (browser, base) => {
    console.log(`review in the app, phone profile, 4× CPU: tap on Review → the losing move named (${RUNS} cold pages a game)`);
    for (const { label, game } of GAMES) {
      const g = game();
      const url = `${base}?game=${g.game}&deal=${g.deal}&moves=${g.moves.map(makeMove).join('+')}`;
      const times: number[] = [];
      const firsts: number[] = [];
      let named = '';
      for (let i = 0; i < RUNS; i++) {
        const { context, page } = await openPage(browser, { size: PHONE, hasTouch: true, isMobile: true });
        try {
          await page.goto(url);
          await page.locator('[data-message="lost"]').waitFor({ timeout: 60_000 });
          await throttle(page, 4);
          await page.locator('[data-action="menu"]').click();
          const t0 = Date.now();
          await page.locator('[data-action="review"]').click();
          // The first of the solver's answers on the timeline (partial results), then the move named.
          await page.waitForFunction(() => /[1-9]/.test(document.querySelector('[data-dialog="review"] .review-progress')?.textContent ?? ''), null, { timeout: 60_000 });
          firsts.push(Date.now() - t0);
          await page.locator('[data-dialog="review"] .review-progress[data-review-done="true"]').waitFor({ timeout: 60_000 });
          times.push(Date.now() - t0);
          named = (await page.locator('[data-dialog="review"] [data-review-verdict]').getAttribute('data-review-verdict')) ?? '';
          named = named === 'losing' ? `move ${(await page.locator('[data-dialog="review"] [data-review-verdict]').innerText()).match(/\d+/)?.[0]} (k + 1 = ${g.k + 1})` : named;
        } finally {
          await context.close();
        }
      }
      console.log(`  ${label.padEnd(32)} ${String(g.moves.length).padStart(4)} moves  named ${named.padEnd(22)} first answer median ${median(firsts).toFixed(0)} ms, done median ${median(times).toFixed(0)} ms, worst ${Math.max(...times)} ms`);
    }
  });
}

runAsScript(import.meta.filename, main);
