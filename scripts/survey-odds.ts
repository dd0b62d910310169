/**
 * The survey figures the rule pages quote, read from docs/survey when the app is built (a Vite
 * plugin serving the module `virtual:survey-odds`), so a new survey updates the pages without anyone
 * copying a number. Each game's figures come from its largest survey: docs/survey/1m where the game
 * has a file there, else docs/survey/100k; those are the files the README's tables are made from
 * (summary.test.ts checks both against them): one source, one figure on the pages and in the README. Files named
 * `<game>.jsonl` or `<game>-<anything>.jsonl`, gzipped or not, in the folder or a folder of it, are
 * read (their headers must name that game) and merged by deal: a decided verdict (won, impossible)
 * outranks `unknown`, since it is a proof; a bad line or a contradiction stops the build with its line.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { parseSurveyLine } from '../src/cli/survey-file.ts';
import { GAME_IDS } from '../src/engine/index.ts';
import type { SurveyCounts, SurveyTable } from '../src/web/rules/odds.ts';

/** The survey folders, largest first: a game's figures come from the first that holds a file of it. */
export const SURVEY_DIRS = ['1m', '100k'].map((d) => resolve(import.meta.dirname, '../docs/survey', d));
/** Big Ben played blind by our hint policy (`survey big-ben --policy blind`): what a player who cannot see the stock wins. */
export const BLIND_FILE = resolve(import.meta.dirname, '../docs/survey/big-ben-blind.jsonl.gz');

/**
 * Calls `each` with every line of a survey file (gzipped or not), read with the survey command's own
 * reader; a bad line stops the build with its `file:line`. A callback, not a generator of objects: a
 * million lines a file, and the objects a line and their collection cost more than the reading.
 */
function eachLine(file: string, each: (line: Exclude<ReturnType<typeof parseSurveyLine>, { kind: 'bad' }>, at: () => string) => void): void {
  const bytes = readFileSync(file);
  const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  let n = 0;
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const raw = text.slice(start, text[end - 1] === '\r' ? end - 1 : end);
    const i = n++;
    start = end + 1;
    if (!raw.trim()) continue;
    const line = parseSurveyLine(raw);
    if (line.kind === 'bad') throw new Error(`${file}:${i + 1}: ${line.why}`);
    each(line, () => `${file}:${i + 1}`);
  }
}

/** The blind games' count and wins, read as the survey reads them; null where there is no file. */
export function blindCounts(file: string = BLIND_FILE): { deals: number; won: number } | null {
  if (!existsSync(file)) return null;
  const won = new Map<string, boolean>();
  eachLine(file, (line, at) => {
    if (line.kind === 'header' && line.header.policy !== 'blind') throw new Error(`${at()}: not a blind survey`);
    if (line.kind === 'record') won.set(line.record.deal, line.record.verdict === 'won');
  });
  return { deals: won.size, won: [...won.values()].filter(Boolean).length };
}

type Verdict = 'won' | 'impossible' | 'unknown';
const VERDICTS: readonly Verdict[] = ['won', 'impossible', 'unknown'];

/**
 * A game's verdicts by deal: a byte a deal for deals up to 2^24 (every survey so far; a Map of a
 * million string keys was most of the build's reading time), a Map for the larger deal numbers.
 */
class Verdicts {
  private small = new Uint8Array(1 << 16);
  private readonly large = new Map<string, Verdict>();

  get(deal: string): Verdict | undefined {
    const n = Number(deal);
    if (n >= 1 << 24) return this.large.get(deal);
    const code = n < this.small.length ? this.small[n]! : 0;
    return code ? VERDICTS[code - 1] : undefined;
  }

  set(deal: string, verdict: Verdict): void {
    const n = Number(deal);
    if (n >= 1 << 24) {
      this.large.set(deal, verdict);
      return;
    }
    if (n >= this.small.length) {
      const grown = new Uint8Array(Math.min(1 << 24, 2 ** Math.ceil(Math.log2(n + 1))));
      grown.set(this.small);
      this.small = grown;
    }
    this.small[n] = VERDICTS.indexOf(verdict) + 1;
  }

  /** Each deal with a verdict, smallest first among the small ones. */
  *entries(): Generator<[number, Verdict]> {
    for (let n = 0; n < this.small.length; n++) if (this.small[n]) yield [n, VERDICTS[this.small[n]! - 1]!];
    for (const [deal, verdict] of this.large) yield [Number(deal), verdict];
  }
}

/** A file's verdicts by deal, read with the survey command's own line reader; any bad line stops the build. */
function readVerdicts(file: string, game: string, into: Verdicts): void {
  eachLine(file, (line, at) => {
    if (line.kind === 'header') {
      if (line.header.game !== game) throw new Error(`${at()}: a survey of ${line.header.game}, not ${game}`);
      if (line.header.policy === 'blind') throw new Error(`${at()}: Big Ben played blind, not solved: the pages quote the solver's figures`);
      return;
    }
    if (line.kind !== 'record') return; // survey --rate's line of a rating alone: no verdict
    const { deal, verdict } = line.record;
    if (verdict === 'lost') throw new Error(`${at()}: a blind game's verdict, not the solver's`);
    const before = into.get(deal);
    if (before && before !== 'unknown' && verdict !== 'unknown' && before !== verdict) throw new Error(`${at()}: deal ${deal} is both ${before} and ${verdict}`);
    if (!before || before === 'unknown') into.set(deal, verdict);
  });
}

/** Every survey file under `dir`, its subfolders too, by path relative to `dir`. */
function surveyFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.jsonl(\.gz)?$/.test(f)).sort();
}

/** A game's files among `files`: no game's id followed by '-' or '.' starts another's. */
function filesOf(game: string, files: readonly string[]): string[] {
  return files.filter((f) => {
    const name = basename(f).replace(/\.gz$/, '');
    return name === `${game}.jsonl` || name.startsWith(`${game}-`);
  });
}

/**
 * Each surveyed game's counts, from the first of `dirs` (a folder or several, largest survey first)
 * that holds a file of it; games with no survey file are left out.
 */
export function surveyCounts(dirs: string | readonly string[] = SURVEY_DIRS): SurveyTable {
  const folders = typeof dirs === 'string' ? [dirs] : dirs;
  const listed = folders.map((dir) => ({ dir, files: surveyFiles(dir) }));
  const out: Record<string, SurveyCounts> = {};
  for (const game of GAME_IDS) {
    const found = listed.map(({ dir, files }) => ({ dir, mine: filesOf(game, files) })).find((x) => x.mine.length > 0);
    if (!found) continue;
    const verdicts = new Verdicts();
    for (const f of found.mine) readVerdicts(join(found.dir, f), game, verdicts);
    // One pass, no spread: a million deals would overflow Math.min(...deals)'s arguments.
    const count = { won: 0, impossible: 0, unknown: 0 };
    let first = Infinity, last = -Infinity;
    for (const [deal, verdict] of verdicts.entries()) {
      count[verdict]++;
      first = Math.min(first, deal);
      last = Math.max(last, deal);
    }
    out[game] = { deals: count.won + count.impossible + count.unknown, ...count, first, last };
    const blind = game === 'big-ben' && dirs === SURVEY_DIRS ? blindCounts() : null;
    if (blind) out[game] = { ...out[game]!, blind };
  }
  return out as SurveyTable;
}

const ID = 'virtual:survey-odds';

export function surveyOdds(dirs: readonly string[] = SURVEY_DIRS): Plugin {
  return {
    name: 'survey-odds',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      for (const dir of dirs) for (const f of surveyFiles(dir)) this.addWatchFile(join(dir, f));
      if (existsSync(BLIND_FILE)) this.addWatchFile(BLIND_FILE);
      return `export default ${JSON.stringify(surveyCounts(dirs))};\n`;
    },
  };
}
