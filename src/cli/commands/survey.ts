/**
 * `solitaire survey <game> --from A --count N [--workers K] [--budget-ms T] [--max-nodes M] [--out file.jsonl]`:
 * solves deals A … A+N−1 on a pool of worker threads, shows a progress bar on stderr, appends one
 * JSON line per deal to the out file ({"deal","verdict","moves","nodes","ms"}) as results arrive,
 * and prints the summary (won / impossible / unknown, winnable % with a Wilson 95 % interval,
 * time per deal). Resumable: deals already in the out file are not solved again.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { runPool } from '../../solver/node/pool.ts';
import { formatSummary, summarize, type SurveyRecord } from '../../solver/stats.ts';
import { EXIT_OK, EXIT_USAGE, gameArg } from '../format.ts';
import type { Io } from '../io.ts';

const USAGE = 'usage: solitaire survey <game> --from A --count N [--workers K] [--budget-ms T] [--max-nodes M] [--out file.jsonl]';
const OPTIONS = {
  from: { type: 'string' },
  count: { type: 'string' },
  workers: { type: 'string' },
  'budget-ms': { type: 'string' },
  'max-nodes': { type: 'string' },
  out: { type: 'string' },
} as const;

/** Each deal gets ten seconds unless told otherwise (the issue's target per deal). */
export const DEFAULT_SURVEY_BUDGET_MS = 10_000;

const positiveInt = (text: string | undefined, fallback: number | undefined): number | undefined => {
  if (text === undefined) return fallback;
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The records already in a survey file (lines that do not parse are ignored). */
export function readSurveyFile(path: string): SurveyRecord[] {
  if (!existsSync(path)) return [];
  const records: SurveyRecord[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const r = JSON.parse(line) as SurveyRecord;
      if (typeof r.deal === 'number' && typeof r.verdict === 'string') records.push(r);
    } catch {
      // A line cut short by an interrupted run: that deal is solved again.
    }
  }
  return records;
}

interface Settings {
  game: string;
  from: number;
  count: number;
  workers: number;
  budgetMs: number;
  maxNodes: number | undefined;
  out: string | undefined;
}

function settings(args: string[], io: Io): Settings | undefined {
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  } catch (e) {
    io.err(`solitaire survey: ${(e as Error).message}\n${USAGE}`);
    return undefined;
  }
  const { values: v, positionals } = parsed;
  const def = gameArg('survey', positionals[0], io);
  if (!def) return undefined;
  const from = positiveInt(v.from, 1), count = positiveInt(v.count, undefined);
  const workers = positiveInt(v.workers, Math.max(1, availableParallelism()));
  const maxNodes = positiveInt(v['max-nodes'], undefined);
  // A node budget alone sets no time limit, so the results do not depend on the machine's load.
  const budgetMs = positiveInt(v['budget-ms'], v['max-nodes'] === undefined ? DEFAULT_SURVEY_BUDGET_MS : Infinity);
  if (positionals.length > 1 || !from || !count || !workers || !budgetMs || (v['max-nodes'] !== undefined && !maxNodes)) {
    io.err(`solitaire survey: ${positionals.length > 1 ? `unexpected ${positionals.slice(1).join(' ')}` : '--from, --count, --workers, --budget-ms and --max-nodes take positive whole numbers (--count is required)'}\n${USAGE}`);
    return undefined;
  }
  return { game: def.id, from, count, workers, budgetMs, maxNodes, out: v.out };
}

/** A one-line progress bar, redrawn in place on a terminal, every tenth otherwise. */
function progress(io: Io, total: number): (done: number, s: string) => void {
  const tty = process.stderr.isTTY === true;
  let lastTenth = -1;
  return (done, status) => {
    const width = 30, filled = Math.round((width * done) / Math.max(1, total));
    const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${status}`;
    if (tty) process.stderr.write(`\r${bar}${done === total ? '\n' : ''}`);
    else if (Math.floor((10 * done) / Math.max(1, total)) !== lastTenth) {
      lastTenth = Math.floor((10 * done) / Math.max(1, total));
      io.err(bar);
    }
  };
}

export async function run(args: string[], io: Io): Promise<number> {
  const s = settings(args, io);
  if (!s) return EXIT_USAGE;
  const inRange = (d: number): boolean => d >= s.from && d < s.from + s.count;
  const records = (s.out ? readSurveyFile(s.out) : []).filter((r) => inRange(r.deal));
  const done = new Set(records.map((r) => r.deal));
  const pending = Array.from({ length: s.count }, (_, i) => s.from + i).filter((d) => !done.has(d));
  if (done.size) io.err(`resuming: ${done.size} deals already in ${s.out}, ${pending.length} to solve`);
  const tick = progress(io, s.count);
  const tally = { won: 0, impossible: 0, unknown: 0 };
  for (const r of records) tally[r.verdict]++;
  const status = (): string => `won ${tally.won} impossible ${tally.impossible} unknown ${tally.unknown}`;
  tick(done.size, status());
  await runPool({
    game: s.game,
    deals: pending,
    workers: s.workers,
    budgetMs: s.budgetMs,
    maxNodes: s.maxNodes,
    onRecord: (r) => {
      records.push(r);
      tally[r.verdict]++;
      if (s.out) appendFileSync(s.out, JSON.stringify(r) + '\n');
      tick(records.length, status());
    },
  });
  const time = Number.isFinite(s.budgetMs) ? `budget ${s.budgetMs} ms` : 'no time limit';
  const budget = `${time}${s.maxNodes ? `, ${s.maxNodes} nodes` : ''}`;
  io.out(formatSummary(`${s.game} deals ${s.from}–${s.from + s.count - 1}, ${budget}`, summarize(records)));
  return EXIT_OK;
}
