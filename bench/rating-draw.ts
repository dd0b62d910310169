/**
 * The draw of a new deal of a chosen difficulty (src/web/search/draw.ts, the app worker's `draw` job),
 * measured where it is slowest: for each game, difficulty and source (any deal of 1–999,999,999, or
 * the game's winnable list as "Winnable deals only" gives it), `--draws N` draws (50 by default)
 * with the app's budget, each seeded, printing the deals rated a draw and its milliseconds (median,
 * 95th percentile, most) and how many draws found none in time (New deal then deals without the
 * difficulty and says so).
 *
 * `npx tsx bench/rating-draw.ts [--draws 50] [--game G]`
 */
import { parseArgs } from 'node:util';
import { dealPosition, gameDef, mulberry32 } from '../src/engine/index.ts';
import { THRESHOLDS, type RatedGame } from '../src/solver/rating.ts';
import { quantile } from '../src/solver/stats.ts';
import { drawRated } from '../src/web/search/draw.ts';
import { BUDGET_MS } from '../src/web/search/protocol.ts';
import { DIFFICULTY_LEVELS, type Difficulty } from '../src/web/state/settings.ts';

const { values } = parseArgs({ options: { draws: { type: 'string' }, game: { type: 'string' } } });
const draws = Number(values.draws ?? 50);
const games: RatedGame[] = values.game ? [values.game as RatedGame] : (Object.keys(THRESHOLDS) as RatedGame[]);

/** The game's winnable list, as the app loads it for "Winnable deals only". */
async function winnableList(game: RatedGame): Promise<readonly string[]> {
  return ((await import(`../src/web/data/winnable/${game}.ts`)) as { deals: readonly string[] }).deals;
}

const stats = (xs: number[]): string => {
  xs.sort((a, b) => a - b);
  return `median ${quantile(xs, 0.5)}, p95 ${quantile(xs, 0.95)}, most ${xs[xs.length - 1]}`;
};

for (const game of games) {
  const start = dealPosition(game, '1');
  if (!start.ok) throw new Error(start.message);
  const list = await winnableList(game);
  console.log(`${gameDef(game).names.en} (winnable list: ${list.length} deals)`);
  for (const source of ['any deal', 'winnable list'] as const) {
    for (const difficulty of Object.keys(DIFFICULTY_LEVELS) as Difficulty[]) {
      const tried: number[] = [], ms: number[] = [];
      let none = 0;
      for (let k = 0; k < draws; k++) {
        const t0 = performance.now();
        const r = drawRated(game, {
          levels: DIFFICULTY_LEVELS[difficulty],
          ...(source === 'winnable list' ? { candidates: list } : {}),
          current: '1',
          budgetMs: BUDGET_MS.draw,
          random: mulberry32(1000 * k + 7),
          now: Date.now,
          shouldStop: () => false,
        });
        ms.push(Math.round(performance.now() - t0));
        tried.push(r.tried);
        if (r.deal === null) none++;
      }
      console.log(`  ${source}, ${difficulty}: deals rated ${stats(tried)}; ms ${stats(ms)}; none in time ${none} of ${draws}`);
    }
  }
}
