/**
 * `solitaire survey <game> --from A --count N [--workers K] [--budget-ms T] [--max-nodes M] [--rate] [--out file.jsonl]`:
 * solves deals A … A+N−1 on a pool of worker threads, shows a progress bar on stderr, appends one
 * JSON line per deal to the out file (format and resuming: ../survey-file.ts) as results arrive,
 * and prints the summary (won / impossible / unknown, winnable % with a Wilson 95 % interval,
 * time per deal). Resumable: deals already in the out file are not solved again. Deal numbers are
 * bigints end to end (up to 10^20, as the engine takes them) and are generated as the pool asks.
 * `--rate` rates each deal too (src/solver/rating.ts, on this thread as its record arrives: a few ms),
 * writes the rating in its line and prints how many deals got each level; resuming, the deals the
 * file holds without a rating are rated, not solved again (survey-rating.ts).
 *
 * `--again unknown` solves again the deals the out file holds as unknown under another solver or budget
 * (a survey's next stage, with a larger --max-nodes): their new lines are appended under the new
 * header and, as a decided verdict outweighs `unknown` (survey-file.ts), settle them; one still
 * unknown under these settings is done, so the run resumes like any other.
 *
 * `--policy blind` (Big Ben only) plays each deal to its end with the blind policy of
 * src/solver/blind-big-ben.ts instead (CHEAP_POLICY, or `--samples` and `--sample-nodes`), which
 * never sees the stock's order: won or lost, with its moves, in a file of its own (survey-file.ts).
 */
import { maxWorkers, runPool } from '../../solver/node/pool.ts';
import { formatSummary, type SurveyRecord } from '../../solver/stats.ts';
import { clip, quote, shown } from '../excerpt.ts';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, gameArg } from '../format.ts';
import type { Io } from '../io.ts';
import { optionalWhole, readOptions, solveBudgets, wholeBig, wholeNumber, type OptionSpec } from '../options.ts';
import { QUEUE_OPTIONS, QUEUE_USAGE, queueFlags, surveyOnQueue, type QueueFlags } from '../queue/command.ts';
import { QueueSurveyError } from '../queue/error.ts';
import { Tally } from '../tally.ts';
import { SurveyRatings } from '../survey-rating.ts';
import { openSurvey, sameSearch, storedVerdict, surveyHeader, SurveyWriteError, type DealCounter, type SurveyFile, type SurveyHeader } from '../survey-file.ts';
import { CHEAP_POLICY, type BlindPolicy } from '../../solver/blind-big-ben.ts';
import { formatBlind } from '../blind-figures.ts';
import { Stages } from '../stages.ts';

export const USAGE =
  `usage: solitaire survey <game> --from A --count N [--workers K] [--budget-ms T] [--max-nodes M] [--rate] [--out file.jsonl [--again unknown]] ${QUEUE_USAGE}\n` +
  '       solitaire survey big-ben --policy blind --from A --count N [--samples S] [--sample-nodes M] [--workers K] [--rate] [--out file.jsonl] [--queue …]';
const OPTIONS = {
  policy: { type: 'string' },
  samples: { type: 'string' },
  'sample-nodes': { type: 'string' },
  from: { type: 'string' },
  count: { type: 'string' },
  workers: { type: 'string' },
  'budget-ms': { type: 'string' },
  'max-nodes': { type: 'string' },
  out: { type: 'string' },
  rate: { type: 'boolean' },
  again: { type: 'string' },
  ...QUEUE_OPTIONS,
} as const satisfies OptionSpec;

/** Each deal gets ten seconds unless told otherwise (the issue's target per deal). */
export const DEFAULT_SURVEY_BUDGET_MS = 10_000;
/** Deal numbers are below 10^20 (the engine's limit, PySolFC's too). */
const DEAL_END = 10n ** 20n;

export interface Settings {
  game: string;
  from: bigint;
  count: bigint;
  workers: number;
  /** Undefined: no time limit (a node budget alone). */
  budgetMs: number | undefined;
  maxNodes: number | undefined;
  out: string | undefined;
  /** Rate each deal too (`--rate`). */
  rate: boolean;
  /** Solved by `worker`s through Redis instead of this machine's threads. */
  queue: QueueFlags | undefined;
  /** `--policy blind`: Big Ben played blind by this policy instead of solved. */
  blind: BlindPolicy | undefined;
  /** `--again unknown`: the file's unknowns under other settings are solved again. */
  again: boolean;
}

function fail(io: Io, message: string): undefined {
  io.err(`solitaire survey: ${message}\n${USAGE}`);
  return undefined;
}

/** An optional whole-number option: its value, undefined when absent, false after complaining. */
function numberArg(io: Io, name: string, text: string | undefined): number | undefined | false {
  const n = optionalWhole(name, text);
  return n.ok ? n.value : (fail(io, n.message), false);
}

export function settings(args: string[], io: Io): Settings | undefined {
  const parsed = readOptions(args, OPTIONS);
  if (!parsed.ok) return fail(io, parsed.message);
  const { values: v, positionals } = parsed.value;
  const def = gameArg('survey', positionals[0], io);
  if (!def) return undefined;
  if (positionals.length > 1) return fail(io, `unexpected ${quote(positionals.slice(1).join(' '))}`);
  const from = v.from === undefined ? 1n : wholeBig(v.from);
  if (from === undefined || from < 1n || from >= DEAL_END) return fail(io, `--from takes a deal number from 1 to 10^20 − 1 (digits only), not ${quote(v.from ?? '')}`);
  if (v.count === undefined) return fail(io, '--count is required');
  const count = wholeBig(v.count);
  if (count === undefined || count < 1n || from + count > DEAL_END) return fail(io, `--count takes a positive whole number (digits only), with --from + --count − 1 below 10^20, not ${quote(v.count)}`);
  const workers = numberArg(io, '--workers', v.workers), budgetMs = numberArg(io, '--budget-ms', v['budget-ms']), maxNodes = numberArg(io, '--max-nodes', v['max-nodes']);
  if (workers === false || budgetMs === false || maxNodes === false) return undefined;
  const blind = blindArgs(io, def.id, v, budgetMs !== undefined || maxNodes !== undefined);
  if (blind === false) return undefined;
  if (v.again !== undefined && v.again !== 'unknown') return fail(io, `--again takes unknown (the out file's unknown deals, solved again under this budget), not ${quote(v.again)}`);
  if (v.again !== undefined && v.out === undefined) return fail(io, '--again unknown solves again the unknown deals of the --out file: give the file');
  if (v.again !== undefined && blind) return fail(io, '--again unknown goes with the solver: a deal played blind is won or lost, never unknown');
  // Unknowns are scattered: on the queue, chunks of one deal each, so no worker solves a decided deal again.
  const queue = queueFlags(v, v.again === undefined ? undefined : 1);
  if (!queue.ok) return fail(io, queue.message);
  const cores = maxWorkers();
  if (workers !== undefined && workers > cores) io.err(`solitaire survey: --workers ${workers} is more than this machine's ${cores} cores; using ${cores}`);
  return {
    game: def.id,
    from,
    count,
    workers: Math.min(workers ?? cores, cores),
    // A blind survey takes neither budget (blindArgs): its own are the policy's.
    ...(blind ? { budgetMs: undefined, maxNodes: undefined } : solveBudgets(budgetMs, maxNodes, DEFAULT_SURVEY_BUDGET_MS)),
    out: v.out,
    rate: v.rate === true,
    queue: queue.value,
    blind,
    again: v.again !== undefined,
  };
}

/**
 * `--policy` and the blind policy's budgets, checked: the policy (undefined for the solver), or
 * false after complaining. Blind games have node budgets of their own (per sampled solve, so the
 * moves never depend on the machine's load), so they take neither --budget-ms nor --max-nodes.
 */
function blindArgs(io: Io, game: string, v: { policy?: string; samples?: string; 'sample-nodes'?: string }, budget: boolean): BlindPolicy | undefined | false {
  const policy = v.policy ?? 'solver';
  if (policy !== 'solver' && policy !== 'blind') return fail(io, `--policy takes solver or blind, not ${quote(policy)}`) ?? false;
  if (policy === 'solver') {
    if (v.samples !== undefined || v['sample-nodes'] !== undefined) return fail(io, '--samples and --sample-nodes go with --policy blind') ?? false;
    return undefined;
  }
  if (game !== 'big-ben') return fail(io, `--policy blind plays Big Ben only: ${game} hides no card, so the solver's verdict is what a player can win`) ?? false;
  if (budget) return fail(io, '--policy blind takes no --budget-ms or --max-nodes: its budgets are --samples and --sample-nodes (per decision)') ?? false;
  const samples = v.samples === undefined ? { ok: true as const, value: CHEAP_POLICY.samples } : wholeNumber('--samples', v.samples, 1, 1000);
  if (!samples.ok) return fail(io, samples.message) ?? false;
  const nodes = v['sample-nodes'] === undefined ? { ok: true as const, value: CHEAP_POLICY.nodesPerSolve } : wholeNumber('--sample-nodes', v['sample-nodes'], 1);
  if (!nodes.ok) return fail(io, nodes.message) ?? false;
  return { ...CHEAP_POLICY, samples: samples.value, nodesPerSolve: nodes.value };
}

/** A duration to come, in round words: "under a minute", "about 40 min", "about 3 h 20 min". */
export function timeLeft(ms: number): string {
  const min = Math.round(ms / 60_000);
  if (min < 1) return 'under a minute';
  if (min < 60) return `about ${min} min`;
  const h = Math.floor(min / 60), m = Math.round((min % 60) / 10) * 10;
  return m === 0 || m === 60 ? `about ${h + (m === 60 ? 1 : 0)} h` : `about ${h} h ${m} min`;
}

/**
 * A one-line progress bar, redrawn in place on a terminal; otherwise a line at each tenth of this
 * run's work (the deals left when it began: a stage solving again a thousand unknowns of a 100,000-deal
 * file shows its pace ten times, not once at the end). Once this run has finished a deal and run 10 s,
 * with the time left at this run's pace (deals of the file don't count).
 */
export function progress(io: Io, total: bigint, now: () => number = Date.now, tty = process.stderr.isTTY === true): (done: bigint, s: string) => void {
  let lastTenth = -1n;
  let start: { at: number; done: bigint } | undefined;
  const of = total > 0n ? total : 1n;
  return (done, status) => {
    const t = now();
    start ??= { at: t, done };
    const ran = t - start.at, solved = Number(done - start.done), work = total - start.done;
    const left = done < total && solved > 0 && ran >= 10_000 ? ` · ${timeLeft((ran / solved) * Number(total - done))} left` : '';
    const width = 30, filled = Number((BigInt(width) * done) / of);
    const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${status}${left}`;
    if (tty) process.stderr.write(`\r${bar}\x1b[K${done === total ? '\n' : ''}`);
    else {
      const tenth = work > 0n ? (10n * (done - start.done)) / work : 10n;
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      io.err(bar);
    }
  };
}

/** The deals of the range not yet in the file, generated one by one. */
export function* pendingDeals(s: Settings, done: (deal: string) => boolean): Generator<string> {
  for (let d = s.from, end = s.from + s.count; d < end; d++) {
    const key = d.toString();
    if (!done(key)) yield key;
  }
}

/**
 * What the file already holds of the range, added up as the file is read (conflicts are solved
 * again, so left out; with --again, so are the unknowns solved under other settings).
 */
interface Resumed {
  tally: Tally;
  counter: DealCounter;
  /** Of them, how many were solved under another solver version or budget. */
  other: () => number;
  /** With --again: the unknown deals to solve again (a few thousand in a million, as a rule). */
  again: Set<string>;
  /** What each of the file's stages settled, this run's records to come. */
  stages: Stages;
}

function resumeCounter(s: Settings, header: SurveyHeader): Resumed {
  const tally = new Tally(), end = s.from + s.count, again = new Set<string>(), stages = new Stages();
  let other = 0;
  // The file's verdicts as kept (a blind loss as impossible, survey-file.ts), as this survey's are.
  const counter: DealCounter = (deal, e, h, by) => {
    const d = BigInt(deal);
    if (d < s.from || d >= end || e.conflict) return;
    // A merged stage's header has words of its own (`budget`): its deals were searched as this survey would search them all the same.
    const same = sameSearch(h, header);
    if (by > 0 && s.again && e.verdict === 'unknown' && !same) return void again.add(deal);
    if (by < 0 && again.delete(deal)) return;
    if (by > 0) tally.add(e.verdict, e.ms, e.nodes);
    else tally.remove(e.verdict, e.ms, e.nodes);
    stages.add(h, e.verdict, by);
    if (!same) other += by;
  };
  return { tally, counter, other: () => other, again, stages };
}

function sayResumed(s: Settings, file: SurveyFile, r: Resumed, io: Io): void {
  for (const note of file.notes) io.err(note);
  if (r.tally.deals) io.err(`resuming: ${r.tally.deals} deals already in ${shown(s.out!)}, ${s.count - BigInt(r.tally.deals)} to ${s.blind ? 'play' : 'solve'}`);
  if (r.again.size) io.err(`solving again: ${r.again.size} deals the file holds as unknown under another solver version or budget`);
  else if (s.again) io.err(`solving again: none: ${shown(s.out!)} holds no unknown deal of the range under other settings (to go further, give a larger --max-nodes or --budget-ms)`);
  const other = r.other(), headers = `the header lines in ${shown(s.out!)} say which`;
  // A stage after the first keeps the deals the stages before decided: a fact, not a warning.
  if (other && s.again) io.err(`kept as they are: ${other} deals decided under another solver version or budget (${headers})`);
  else if (other) io.err(`note: ${other} of them were ${s.blind ? 'played by another version or policy' : 'solved by another solver version or budget'} (${headers})`);
}

const budgetText = (s: Settings): string =>
  `${s.budgetMs !== undefined ? `budget ${s.budgetMs} ms` : 'no time limit'}${s.maxNodes ? `, ${s.maxNodes} nodes` : ''}`;

/** The summary the survey ends with: the solver's figures, or the blind policy's (blind-figures.ts; `summary` adds the losses knowing the stock). */
function surveySummary(s: Settings, tally: Tally, header: SurveyHeader): string {
  const deals = `deals ${s.from}–${s.from + s.count - 1n}`;
  if (s.blind) return formatBlind(`${s.game} played blind, ${deals}`, tally.summary(), [header]);
  return formatSummary(`${s.game} ${deals}, ${budgetText(s)}`, tally.summary());
}

export async function run(args: string[], io: Io): Promise<number> {
  const s = settings(args, io);
  if (!s) return EXIT_USAGE;
  const header = surveyHeader(s.game, s.budgetMs, s.maxNodes, s.blind);
  let file: SurveyFile | undefined;
  const resumed = resumeCounter(s, header), tally = resumed.tally;
  if (s.out !== undefined) {
    const opened = await openSurvey(s.out, header, resumed.counter);
    if (!opened.ok) {
      io.err(`solitaire survey: ${opened.message}`);
      return EXIT_USAGE;
    }
    file = opened.value;
    sayResumed(s, file, resumed, io);
  }
  const tick = progress(io, s.count);
  const status = (): string =>
    s.blind ? `won ${tally.counts.won} lost ${tally.counts.impossible}` : `won ${tally.counts.won} impossible ${tally.counts.impossible} unknown ${tally.counts.unknown}`;
  tick(BigInt(tally.deals), status());
  // No more threads than deals left to solve, and none at all when the file holds them all.
  const left = s.count - BigInt(tally.deals);
  const ratings = s.rate ? new SurveyRatings(s.game) : undefined;
  try {
    if (ratings && file) ratings.rateResumed(file, pendingDeals(s, (d) => !file!.has(d)));
    const done = (d: string): boolean => (file?.has(d) ?? false) && !resumed.again.has(d);
    const onRecord = (r: SurveyRecord): void => {
      const rating = ratings?.rate(r.deal);
      file?.append(rating === undefined ? r : { ...r, rating });
      tally.add(storedVerdict(r.verdict), r.ms, r.nodes);
      resumed.stages.add(header, storedVerdict(r.verdict));
      tick(BigInt(tally.deals), status());
    };
    if (left > 0n && s.queue) await surveyOnQueue({ ...s, flags: s.queue, done, onRecord, io });
    else if (left > 0n) {
      const workers = left < BigInt(s.workers) ? Number(left) : s.workers;
      await runPool({ game: s.game, deals: pendingDeals(s, done), workers, budgetMs: s.budgetMs, maxNodes: s.maxNodes, ...(s.blind ? { blind: s.blind } : {}), onRecord });
    }
  } catch (e) {
    const why = e instanceof SurveyWriteError || e instanceof QueueSurveyError ? e.message : `a worker failed: ${clip(String((e as Error)?.message ?? e), 200)}`;
    io.err(`solitaire survey: ${why}; ${tally.deals} deals are in the file, run the same command again to resume`);
    return EXIT_FAILED;
  } finally {
    file?.close();
  }
  io.out(surveySummary(s, tally, header));
  // A survey in stages says which budget settled what (a file of one budget: its summary line says it).
  const stages = resumed.stages.lines([...(file?.contents.headers ?? []), header]);
  if (!s.blind && stages.length > 1) io.out(stages.join('\n'));
  if (ratings) io.out(ratings.text());
  return EXIT_OK;
}
