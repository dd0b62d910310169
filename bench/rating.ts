/**
 * The deal rating (src/solver/rating.ts), measured:
 *
 * `npm run bench:rating [-- --count N]` rates deals 1–N (100 by default) of each game with its own
 * thresholds and prints the milliseconds a deal (median, 95th percentile, most) and how many deals
 * got each level.
 *
 * `npx tsx bench/rating.ts --fit [--count 2000] [--game G]` computes the figures of deals 1–N and
 * prints each game's quintile thresholds (what THRESHOLDS holds), then the deals per level with
 * them. `--out f.jsonl` writes one line a deal (game, deal, level, impossible, score, wins, nodes).
 *
 * `npx tsx bench/rating.ts --spread [--count 10000]` rates deals 1–N of each game and writes the count
 * of each level (and of the deals marked impossible) to src/web/data/rating-spread.ts, the figures
 * the rule pages show (docs/rating.md).
 *
 * `npx tsx bench/rating.ts --agree [--count 3000]`: how the levels of deals 1–N agree with other
 * measures of difficulty: Big Ben, the blind hint policy's games (docs/survey/big-ben-blind.jsonl.gz,
 * `solitaire survey big-ben --policy blind`'s file), won per level; every game, the verdicts and the solver's nodes
 * of docs/survey/100k/<game>.jsonl.gz per level (the won share is how often a castle game's hint,
 * the solver, wins from the deal: it sees every card), and the rank correlation of the score with the
 * nodes of that survey and of docs/survey/<game>.jsonl (another solver's, on deals 1–10,000).
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import type { DealTable } from '../src/cli/deal-table.ts';
import { readSurvey } from '../src/cli/survey-file.ts';
import { blindByLevel, blindGames } from './blind-by-level.ts';
import { parseArgs } from 'node:util';
import { dealFor, gameDef, parseDealNumber, type GameId } from '../src/engine/index.ts';
import { figures, levelOf, rateFigures, THRESHOLDS, type Rating, type RatedGame } from '../src/solver/rating.ts';
import { quantile, wilson } from '../src/solver/stats.ts';

const { values } = parseArgs({
  options: { count: { type: 'string' }, fit: { type: 'boolean' }, agree: { type: 'boolean' }, spread: { type: 'boolean' }, game: { type: 'string' }, out: { type: 'string' } },
});
const count = Number(values.count ?? (values.spread ? 10_000 : values.fit || values.agree ? 3000 : 100));
const games: RatedGame[] = values.game ? [values.game as RatedGame] : (Object.keys(THRESHOLDS) as RatedGame[]);
if (values.out !== undefined) writeFileSync(values.out, '');

/**
 * Figures of deals 1–count, with the milliseconds each took: wall clock, and the process's CPU
 * time (user + system), which a machine shared with other work inflates less.
 */
function measure(game: GameId): { figures: Omit<Rating, 'level'>[]; ms: number[]; cpu: number[] } {
  const def = gameDef(game);
  const out: Omit<Rating, 'level'>[] = [], ms: number[] = [], cpu: number[] = [];
  for (let d = 1; d <= count; d++) {
    const deal = parseDealNumber(String(d));
    if (!deal.ok) throw new Error(deal.message);
    const t0 = performance.now(), c0 = process.cpuUsage();
    out.push(figures(def, dealFor(def, deal.value), String(d)));
    const c = process.cpuUsage(c0);
    ms.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { figures: out, ms, cpu };
}

/** The four quintile boundaries of the rated (not impossible) deals' scores, highest first. */
function fit(f: readonly Omit<Rating, 'level'>[]): [number, number, number, number] {
  const scores = f.filter((x) => !x.impossible).map((x) => x.score).sort((a, b) => a - b);
  return [0.8, 0.6, 0.4, 0.2].map((q) => quantile(scores, q)) as [number, number, number, number];
}

const round = (x: number): string => x.toFixed(1);

function report(game: RatedGame): void {
  const { figures: f, ms, cpu } = measure(game);
  const sorted = [...ms].sort((a, b) => a - b), cpuSorted = [...cpu].sort((a, b) => a - b);
  const thresholds = values.fit ? fit(f) : THRESHOLDS[game];
  const levels = [0, 0, 0, 0, 0, 0];
  f.forEach((x, i) => {
    const level = x.impossible ? null : levelOf(thresholds, x.score);
    levels[level ?? 0]!++;
    if (values.out !== undefined) appendFileSync(values.out, JSON.stringify({ game, deal: i + 1, level, impossible: x.impossible, score: x.score, wins: x.wins, nodes: x.nodes }) + '\n');
  });
  console.log(
    `${game.padEnd(19)} ${count} deals: ms a deal median ${round(quantile(sorted, 0.5))}, p95 ${round(quantile(sorted, 0.95))}, max ${round(sorted[sorted.length - 1]!)} (deal ${ms.indexOf(sorted[sorted.length - 1]!) + 1}); ` +
      `CPU ms median ${round(quantile(cpuSorted, 0.5))}, p95 ${round(quantile(cpuSorted, 0.95))}, max ${round(cpuSorted[cpuSorted.length - 1]!)} (deal ${cpu.indexOf(cpuSorted[cpuSorted.length - 1]!) + 1}); ` +
      `levels 1-5 ${levels.slice(1).join(' / ')}, impossible ${levels[0]}` +
      (values.fit ? `; thresholds [${thresholds.join(', ')}]` : ''),
  );
}

/** The levels of deals 1–count beside the blind policy's games (Big Ben) or the survey's verdicts and nodes. */
async function agree(): Promise<void> {
  for (const game of games) {
    const def = gameDef(game);
    const f = measure(game).figures;
    const levelOf = f.map((x) => rateFigures(game, x).level);
    const rows = [...(game === 'big-ben' ? await blindRows(levelOf) : []), ...(await surveyByLevel(game, levelOf, f))];
    console.log(`${def.names.en}, deals 1–${count}:`);
    for (const row of rows) console.log(`  ${row}`);
  }
}

const LEVELS = [1, 2, 3, 4, 5, null] as const;
const levelName = (l: number | null): string => (l === null ? 'impossible' : `level ${l}`);

async function blindRows(levelOf: readonly (number | null)[]): Promise<string[]> {
  return blindByLevel(levelOf, await blindGames('docs/survey/big-ben-blind.jsonl.gz')).map(
    ({ level, deals, won, interval }) =>
      `${levelName(level)}: blind policy won ${won} of ${deals} (${round((100 * won) / deals)} %, Wilson 95 % ${round(100 * interval.low)}–${round(100 * interval.high)} %)`,
  );
}

async function surveyByLevel(game: RatedGame, levelOf: readonly (number | null)[], f: readonly Omit<Rating, 'level'>[]): Promise<string[]> {
  const survey = await surveyRows(`docs/survey/100k/${game}.jsonl.gz`);
  const first = await surveyRows(`docs/survey/${game}.jsonl`);
  return [rhoLine('100k', survey, f), rhoLine('10k', first, f), ...LEVELS.map((l) => {
    const nodes: number[] = [];
    const verdicts = { won: 0, impossible: 0, unknown: 0 };
    levelOf.forEach((x, i) => {
      const e = x === l ? survey.get(String(i + 1)) : undefined;
      if (!e) return;
      verdicts[e.verdict]++;
      nodes.push(e.nodes);
    });
    nodes.sort((a, b) => a - b);
    const q = (p: number): number => quantile(nodes, p);
    if (nodes.length === 0) return `${levelName(l)}: 0 deals`;
    const ci = wilson(verdicts.won, nodes.length);
    return (
      `${levelName(l)}: ${nodes.length} deals, won ${verdicts.won} (${round((100 * verdicts.won) / nodes.length)} %, Wilson 95 % ${round(100 * ci.low)}–${round(100 * ci.high)} %), ` +
      `impossible ${verdicts.impossible}, unknown ${verdicts.unknown}; solver nodes median ${q(0.5)}, quartiles ${q(0.25)}–${q(0.75)}`
    );
  })];
}

/** Each deal's settled line of a survey file (verdict, nodes, ms): readSurvey keeps only verdicts unless asked for the rows. */
async function surveyRows(path: string): Promise<DealTable> {
  const rows = (await readSurvey(path, { rows: true })).rows;
  if (!rows) throw new Error(`${path}: no rows`);
  return rows;
}

/** Spearman's rho of the score and a survey's nodes, over the rated deals the survey won. */
function rhoLine(name: string, survey: DealTable, f: readonly Omit<Rating, 'level'>[]): string {
  const won = f.flatMap((x, i) => {
    const e = survey.get(String(i + 1));
    return !x.impossible && e?.verdict === 'won' ? [[x.score, e.nodes] as const] : [];
  });
  const rho = spearman(won.map((w) => w[0]), won.map((w) => w[1]));
  return `${name} survey: rated deals it won ${won.length}; Spearman's rho of score and solver nodes ${rho.toFixed(3)}`;
}

/** Spearman's rank correlation (ties ranked by order: the scores are sums of many playouts). */
function spearman(a: readonly number[], b: readonly number[]): number {
  const ranks = (xs: readonly number[]): number[] => {
    const r: number[] = [];
    xs.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]).forEach(([, i], k) => (r[i] = k));
    return r;
  };
  const ra = ranks(a), rb = ranks(b), m = (a.length - 1) / 2;
  let s = 0, x = 0, y = 0;
  for (let i = 0; i < a.length; i++) {
    s += (ra[i]! - m) * (rb[i]! - m);
    x += (ra[i]! - m) ** 2;
    y += (rb[i]! - m) ** 2;
  }
  return s / Math.sqrt(x * y);
}

const SPREAD_FILE = 'src/web/data/rating-spread.ts';

/** Each game's deals 1–count by level (1 to 5, then impossible), as src/web/data/rating-spread.ts holds them. */
function spread(): void {
  const rows = games.map((game) => {
    const t0 = performance.now();
    const levels = [0, 0, 0, 0, 0, 0];
    for (const x of measure(game).figures) levels[(rateFigures(game, x).level ?? 6) - 1]!++;
    console.log(`${game.padEnd(19)} levels 1-5 ${levels.slice(0, 5).join(' / ')}, impossible ${levels[5]} (${Math.round((performance.now() - t0) / 1000)} s)`);
    return `  ${/^\w+$/.test(game) ? game : `'${game}'`}: [${levels.join(', ')}],`;
  });
  writeFileSync(
    SPREAD_FILE,
    `/**
 * Generated by \`npx tsx bench/rating.ts --spread --count ${count}\` (do not edit): deals 1–${count.toLocaleString('en')} of each game
 * rated (src/solver/rating.ts), counted by level: levels 1 to 5, then the deals its quick search proved
 * impossible. The rule pages show these shares (rating/RatingSpread.tsx); docs/rating.md cites them.
 */
import type { RatedGame } from '../../solver/rating.ts';

export const spreadDeals = { first: 1, last: ${count} } as const;

export const ratingSpread: Readonly<Record<RatedGame, readonly [number, number, number, number, number, number]>> = {
${rows.join('\n')}
};
`,
  );
  console.log(`wrote ${SPREAD_FILE}`);
}

if (values.agree) await agree();
else if (values.spread) spread();
else for (const game of games) report(game);
