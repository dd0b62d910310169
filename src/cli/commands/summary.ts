/**
 * `solitaire summary <survey-file> [--json | --csv | --list won|impossible|unknown|lost|conflict] [--knowing FILE]`: the
 * figures of a survey file without solving anything — won / impossible / unknown, the winnable
 * share with its Wilson 95 % interval and the time per deal, as `survey` ends with; or the deals
 * themselves, one CSV row each (game, deal, verdict, nodes, ms, solver, budget), or the numbers of
 * the deals of one verdict, one a line, by deal number. Reads `.jsonl` and gzipped `.jsonl.gz` (the
 * repository's 100,000-deal data in docs/survey/100k), streamed. Exit 2 for an unreadable file, one
 * that is not a regular file, one with no header, or one that mixes games or policies.
 *
 * A survey of Big Ben played blind (`survey big-ben --policy blind`) gets its own figures
 * (blind-figures.ts): the share won with its Wilson 95 % interval, and how many of the losses a
 * solver survey (the repository's, or `--knowing FILE`) says could be won knowing the stock.
 */
import { findGame } from '../../engine/index.ts';
import { formatSummary } from '../../solver/stats.ts';
import type { DealState } from '../deal-verdicts.ts';
import { EXIT_OK, EXIT_USAGE } from '../format.ts';
import { fileError, quote, shown } from '../excerpt.ts';
import { notRegular, type Io } from '../io.ts';
import { readOptions } from '../options.ts';
import { adoptHint, conflictText, isBlind, playerWords, readSurvey, verdictWord, type DealCounter, type ReadOptions, type SurveyContents, type SurveyHeader } from '../survey-file.ts';
import { blindJson, defaultKnowing, formatBlind, lossesKnown, stockVerdicts, type LossesKnown } from '../blind-figures.ts';
import { Tally } from '../tally.ts';
import { budgetLimits, budgetText, Stages } from '../stages.ts';

export const USAGE = 'usage: solitaire summary <survey-file> [--json | --csv | --list won|impossible|unknown|conflict (played blind: won|lost|conflict)] [--knowing FILE]';
const OPTIONS = { json: { type: 'boolean' }, csv: { type: 'boolean' }, list: { type: 'string' }, knowing: { type: 'string' } } as const;
const LISTS = ['won', 'impossible', 'unknown', 'conflict'];
const BLIND_LISTS = ['won', 'lost', 'conflict'];

async function read(path: string, how: ReadOptions, io: Io): Promise<SurveyContents | undefined> {
  try {
    const odd = await notRegular(path);
    if (odd === undefined) return await readSurvey(path, how);
    io.err(`solitaire summary: cannot read ${quote(path)}: ${odd}`);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code?.startsWith('Z_') ? 'not a gzip file, or a damaged one' : fileError(e);
    io.err(`solitaire summary: cannot read ${quote(path)}: ${why}`);
  }
  return undefined;
}

/** Why the file cannot be summed up as one survey, or undefined. */
function refusal(path: string, c: SurveyContents): string | undefined {
  if (c.headers.length === 0) return c.headerless ? adoptHint(path) : `${quote(path)} is not a survey file (no header line)`;
  const games = [...new Set(c.headers.map((h) => h.game))];
  if (games.length > 1) return `${quote(path)} mixes surveys of ${games.join(' and ')}: its figures would mean nothing; keep one game a file`;
  if (c.headers.some((h) => isBlind(h) !== isBlind(c.headers[0]!))) return `${quote(path)} mixes deals solved and played blind: its figures would mean nothing; keep one policy a file`;
  return undefined;
}

/** A deal's verdict as the lists and rows say it, in the words of the file's policy: a deal whose lines disagree is a conflict. */
const verdictOf = (e: DealState, h: SurveyHeader): string => (e.conflict ? 'conflict' : verdictWord(e.verdict, h));

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
const field = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Lines to stdout in blocks of about 64 KB (a list may hold millions of deals). */
function writer(io: Io): { line: (text: string) => void; end: () => void } {
  let block: string[] = [], size = 0;
  const flush = (): void => {
    if (block.length) io.out(block.join('\n'));
    block = [];
    size = 0;
  };
  const line = (text: string): void => {
    block.push(text);
    size += text.length + 1;
    if (size > 65_536) flush();
  };
  return { line, end: flush };
}

function csv(c: SurveyContents, io: Io): void {
  const out = writer(io);
  const headers = c.headers.map((h) => `${field(h.solver)},${field(budgetLimits(h))}`);
  out.line('game,deal,verdict,nodes,ms,solver,budget');
  for (const [deal, e] of c.rows!.sorted()) out.line(`${c.headers[e.header]!.game},${deal},${verdictOf(e, c.headers[e.header]!)},${e.nodes},${e.ms},${headers[e.header]}`);
  out.end();
}

function list(c: SurveyContents, verdict: string, io: Io): void {
  const out = writer(io);
  for (const [deal, e] of c.deals.entries()) if (verdictOf(e, c.headers[0]!) === verdict) out.line(deal);
  out.end();
}

/**
 * The figures, added up as the file is read, and what each stage settles: a deal whose lines
 * disagree is counted as unknown (which line is right is not known).
 */
function figureCounter(tally: Tally, stages: Stages): DealCounter {
  return (_deal, e, header, by) => {
    const verdict = e.conflict ? 'unknown' : e.verdict;
    if (by > 0) tally.add(verdict, e.ms, e.nodes);
    else tally.remove(verdict, e.ms, e.nodes);
    stages.add(header, verdict, by);
  };
}

/** The deals a blind file says were lost (its lines agreeing). */
function* lostDeals(c: SurveyContents): Generator<string> {
  for (const [deal, e] of c.deals.entries()) if (!e.conflict && e.verdict === 'impossible') yield deal;
}

/** How the solver surveys sort a blind file's losses; undefined when there is none to ask, a message when one is not a survey of Big Ben. */
async function knownLosses(c: SurveyContents, knowing: string | undefined): Promise<LossesKnown | undefined | string> {
  const files = knowing === undefined ? defaultKnowing() : [knowing];
  if (!files.length) return undefined;
  let verdicts;
  try {
    verdicts = await stockVerdicts(files);
  } catch (e) {
    return `cannot read ${quote(files.join(', '))}: ${fileError(e)}`;
  }
  return verdicts.ok ? lossesKnown(lostDeals(c), files, verdicts.value) : verdicts.message;
}

function figures(path: string, c: SurveyContents, tally: Tally, stages: Stages, json: boolean, io: Io, known: LossesKnown | undefined): void {
  const game = c.headers[0]!.game;
  const s = tally.summary();
  const blind = isBlind(c.headers[0]!);
  if (json) {
    const extra = { bad: c.bad, duplicates: c.duplicates, conflicts: c.conflicts };
    io.out(blind ? blindJson(game, s, c.headers, known, extra) : JSON.stringify({ game, budgets: c.headers.map(budgetText), stages: stages.list(c.headers), ...extra, ...s }));
    return;
  }
  const name = findGame(game)?.names.en ?? game;
  const lines = blind
    ? [formatBlind(`${name} ${playerWords(c.headers[0]!)} (${shown(path)})`, s, c.headers, known)]
    : [formatSummary(`${name} (${shown(path)})`, s), ...stages.lines(c.headers)];
  if (blind && !known) lines.push('  no solver survey of Big Ben to say which losses could be won knowing the stock: give one with --knowing FILE');
  if (c.bad) lines.push(`  ${c.bad} bad line${c.bad === 1 ? '' : 's'} left out (first: line ${c.badLines[0]!.line}, ${c.badLines[0]!.why})`);
  if (c.duplicates) lines.push(`  ${c.duplicates} line${c.duplicates === 1 ? '' : 's'} repeating a deal: each deal counted once`);
  if (c.conflicts) lines.push(`  ${conflictText(c)}: counted as unknown (survey on this file solves them again)`);
  io.out(lines.join('\n'));
}

export async function run(args: string[], io: Io): Promise<number> {
  const parsed = readOptions(args, OPTIONS);
  const fail = (message: string): number => {
    io.err(`solitaire summary: ${message}\n${USAGE}`);
    return EXIT_USAGE;
  };
  if (!parsed.ok) return fail(parsed.message);
  const { values, positionals } = parsed.value;
  if (positionals.length !== 1) return fail(positionals.length ? `unexpected ${quote(positionals.slice(1).join(' '))}` : 'missing survey file');
  if ([values.json, values.csv, values.list !== undefined].filter(Boolean).length > 1) return fail('--json, --csv and --list go one at a time');
  if (values.list !== undefined && !LISTS.includes(values.list) && !BLIND_LISTS.includes(values.list)) return fail(`--list takes won, impossible, unknown, lost or conflict, not ${quote(values.list)}`);
  const path = positionals[0]!;
  const tally = new Tally(), stages = new Stages();
  // Only the CSV rows need each deal's whole entry; the figures and lists keep 2 bits a deal.
  const c = await read(path, values.csv ? { rows: true } : { counter: figureCounter(tally, stages) }, io);
  if (!c) return EXIT_USAGE;
  const refused = refusal(path, c);
  if (refused) {
    io.err(`solitaire summary: ${refused}`);
    return EXIT_USAGE;
  }
  const blind = isBlind(c.headers[0]!);
  if (values.list !== undefined && !(blind ? BLIND_LISTS : LISTS).includes(values.list)) {
    return fail(`${quote(path)} holds deals ${playerWords(c.headers[0]!)}: --list takes ${(blind ? BLIND_LISTS : LISTS).join(', ')}, not ${quote(values.list)}`);
  }
  if (values.knowing !== undefined && !blind) return fail('--knowing goes with a survey of Big Ben played blind (survey --policy blind)');
  let known: LossesKnown | undefined;
  if (blind && !values.csv && values.list === undefined) {
    const k = await knownLosses(c, values.knowing);
    if (typeof k === 'string') {
      io.err(`solitaire summary: ${k}`);
      return EXIT_USAGE;
    }
    known = k;
  }
  if (values.csv || values.list !== undefined) {
    // The rows go to stdout; what was left out is said on stderr.
    if (c.bad) io.err(`solitaire summary: ${c.bad} bad line${c.bad === 1 ? '' : 's'} left out (first: line ${c.badLines[0]!.line}, ${c.badLines[0]!.why})`);
    if (c.conflicts) io.err(`solitaire summary: ${conflictText(c)}: their verdict is "conflict"`);
  }
  if (values.csv) csv(c, io);
  else if (values.list !== undefined) list(c, values.list, io);
  else figures(path, c, tally, stages, values.json === true, io, known);
  return EXIT_OK;
}
