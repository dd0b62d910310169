/**
 * Survey files (`survey --out f.jsonl`, and the queue's `survey --queue`): a header line, then one
 * JSON line per deal, appended as results arrive:
 *
 *   {"survey":1,"game":"fortress","solver":"0.1.0+a2fd584de0f8","budgetMs":10000,"maxNodes":null}
 *   {"deal":1,"verdict":"impossible","moves":[],"nodes":60,"ms":13}
 *
 * `survey --rate` adds each deal's rating (src/solver/rating.ts): `"rating":3` (level 1–5) or
 * `"rating":"impossible"` at the end of its record; a deal solved by an earlier run without --rate
 * gets a line of its rating alone, `{"deal":1,"rating":"impossible"}`, which says nothing of its verdict.
 *
 * A header says the game, the solver version (version.ts's solverVersion: the game's) and the budget (null: no limit of
 * that kind; an adopted file has both null and says its budget in words in `budget`). A run whose solver or budget differs from the
 * file's last header appends its own header; the records below a header were made under it. `deal`
 * is a JSON number up to 2^53 − 1 and a string of digits above (deal numbers go up to 10^20).
 *
 * Reading validates every line: a bad line (bad JSON, a verdict "WON", no `ms`, deal 599.5 …) is
 * counted, reported and ignored, so its deal is solved again. A deal met twice counts once: a
 * decided verdict over `unknown`, else its last line; but lines that say won and impossible are a
 * conflict, reported, counted as unknown by `summary` and solved again by `survey`, whose new line
 * carries `"recheck":true` and settles it. A last line without its newline (a kill or a full disk
 * mid-write) is such a line when it does not parse, and the next append starts on a fresh line
 * either way. A file of another game is refused, and so is a gzipped one as --out (survey appends
 * plain lines), and anything that is not a regular file (a pipe would block, /dev/zero never ends).
 *
 * A survey of Big Ben played blind (`survey big-ben --policy blind`: each deal played to its end
 * by the blind policy of src/solver/blind-big-ben.ts, which never sees the stock's order) says so
 * in its header, with the policy, and its records say `won` or `lost`:
 *
 *   {"survey":1,"game":"big-ben","policy":"blind","blind":{"samples":8,"nodesPerSolve":20000,"safeFirst":true},"solver":"…","budgetMs":null,"maxNodes":null}
 *   {"deal":242,"verdict":"lost","moves":["t3-f9","…"],"nodes":1843022,"ms":5120}
 *
 * `nodes` (the policy's sampled solves, together) may be null in such a file: not counted (the
 * games played before the blind survey was a command). A file holds one policy: lines that say
 * `impossible` under a blind header, or `lost` under a solver's, are bad lines. Inside, a blind
 * `lost` is kept as `impossible` (decided, not won: the 2-bit store has room for three verdicts,
 * storedVerdict) and said `lost` again on the way out.
 *
 * Files from before headers (docs/survey/*.jsonl once held only lines like
 * {"deal":1,"verdict":"won","nodes":3439,"ms":408}) are refused with a pointer to
 * `scripts/survey-header.ts <file> <game> --budget "<words>"`, which validates the lines and puts a
 * header on top (adoptSurveyFile) saying the solver version is unknown.
 *
 * API: openSurvey(path, header) → a SurveyFile (what is done, notes to print, append(record));
 * readSurvey(path, { counter }) to read without writing, with the figures a counter adds up; surveyHeader(game, budget) for the current solver.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { closeSync, openSync, writeSync } from 'node:fs';
import { findGame } from '../engine/index.ts';
import { solverVersion } from '../solver/node/version.ts';
import type { SurveyRecord, SurveyVerdict } from '../solver/stats.ts';
import type { Verdict } from '../solver/types.ts';
import type { BlindPolicy } from '../solver/blind-big-ben.ts';
import { isRatingMark, type RatingMark } from '../solver/rating.ts';
import { DealTable, type DealEntry } from './deal-table.ts';
import { SurveyDeals } from './deal-verdicts.ts';
import { eachLine } from './line-reader.ts';
import { excerpt, fileError, shown } from './excerpt.ts';
import { checkOutPath, ok, refuse, type Result } from './out-path.ts';

export const SURVEY_FORMAT = 1;

export type { Result } from './out-path.ts';

export interface SurveyHeader {
  survey: typeof SURVEY_FORMAT;
  game: string;
  solver: string;
  budgetMs: number | null;
  maxNodes: number | null;
  budget?: string;
  /** Big Ben played blind by this policy (absent: solved, knowing every card). */
  policy?: 'blind';
  blind?: BlindPolicy;
}

export interface SurveyContents {
  headers: SurveyHeader[];
  /** What the file says of each deal: its verdict, and whether its lines disagree. */
  deals: SurveyDeals;
  /** Each rated deal's rating (`survey --rate`): an entry only for the deals a line rates. */
  ratings: Map<string, RatingMark>;
  /** Each deal's whole entry (verdict, nodes, ms, header, conflict), when readSurvey was asked for them. */
  rows?: DealTable;
  bad: number;
  /** The first few bad lines: line number and why. */
  badLines: { line: number; why: string }[];
  duplicates: number;
  /** Deals whose lines say won and impossible, unsettled; the first few of them. */
  conflicts: number;
  conflictDeals: string[];
  /** The file did not end with a newline. */
  torn: boolean;
  /** The first non-blank line, when it is a record: a file from before headers. */
  headerless: boolean;
}

/**
 * A record as a line holds it: `recheck` marks a deal solved again after lines that disagreed;
 * `rating` is survey --rate's; `nodes` null only in a blind survey (not counted).
 */
export type LineRecord = Omit<SurveyRecord, 'nodes'> & { nodes: number | null; rating?: RatingMark; recheck?: true };

/** A verdict as the reader keeps it: a blind game's `lost` as `impossible` (see above). */
export const storedVerdict = (v: SurveyVerdict): Verdict => (v === 'lost' ? 'impossible' : v);

/** A kept verdict in the words of the file's policy. */
export const verdictWord = (v: Verdict, header: SurveyHeader): SurveyVerdict => (v === 'impossible' && isBlind(header) ? 'lost' : v);

export const isBlind = (h: SurveyHeader): boolean => h.policy === 'blind';

/** Who made a file's records, in words: "the solver" or "the blind policy". */
export const playerWords = (h: SurveyHeader): string => (isBlind(h) ? 'played blind' : 'solved');

const DEAL_LIMIT = 10n ** 20n;
/** A record line is a few KB at most; a longer line is bad and is not held in memory whole. */
const MAX_LINE = 1 << 20;

/** The header of a survey by this checkout's solver; with `blind`, of Big Ben played blind by that policy (no budget of its own). */
export function surveyHeader(game: string, budgetMs: number | undefined, maxNodes: number | undefined, blind?: BlindPolicy): SurveyHeader {
  if (blind) return { survey: SURVEY_FORMAT, game, policy: 'blind', blind: { ...blind }, solver: solverVersion(game), budgetMs: null, maxNodes: null };
  return { survey: SURVEY_FORMAT, game, solver: solverVersion(game), budgetMs: budgetMs ?? null, maxNodes: maxNodes ?? null };
}

const samePolicy = (a: SurveyHeader, b: SurveyHeader): boolean =>
  a.policy === b.policy && a.blind?.samples === b.blind?.samples && a.blind?.nodesPerSolve === b.blind?.nodesPerSolve && a.blind?.safeFirst === b.blind?.safeFirst;

/** Whether two headers' searches are the same: same game, solver version, budgets and policy (a search under them gives the same answers). */
export const sameSearch = (a: SurveyHeader, b: SurveyHeader): boolean =>
  a.game === b.game && a.solver === b.solver && a.budgetMs === b.budgetMs && a.maxNodes === b.maxNodes && samePolicy(a, b);

/** The same search and the same `budget` words: a header with words of its own (a merged stage's) begins a stage of its own. */
export const sameSettings = (a: SurveyHeader, b: SurveyHeader): boolean => sameSearch(a, b) && a.budget === b.budget;

/** Canonical text of a deal number as a record holds it, or undefined when it is not one. */
export function dealKey(v: unknown): string | undefined {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 1 ? String(v) : undefined;
  if (typeof v === 'string' && /^[1-9]\d{0,20}$/.test(v) && BigInt(v) < DEAL_LIMIT) return v;
  return undefined;
}

/** A deal as a line holds it: a JSON number up to 2^53 − 1, a string of digits above. */
function dealValue(deal: string): number | string {
  const n = Number(deal);
  return Number.isSafeInteger(n) ? n : deal;
}

/** The line a record is written as (key order fixed: deal, verdict, moves, nodes, ms, rating, recheck). */
export function recordLine(r: LineRecord): string {
  const line = { deal: dealValue(r.deal), verdict: r.verdict, moves: r.moves, nodes: r.nodes, ms: r.ms, rating: r.rating };
  return JSON.stringify(r.recheck ? { ...line, recheck: true } : line);
}

/** The line of a rating alone, for a deal already solved. */
export const ratingLine = (deal: string, rating: RatingMark): string => JSON.stringify({ deal: dealValue(deal), rating });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: Record<string, unknown>, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);
const count = (v: unknown): boolean => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const limit = (v: unknown): boolean => v === null || (typeof v === 'number' && Number.isSafeInteger(v) && v > 0);

type Line =
  | { kind: 'header'; header: SurveyHeader }
  | { kind: 'record'; record: LineRecord }
  | { kind: 'rating'; deal: string; rating: RatingMark }
  | { kind: 'bad'; why: string };

/** A blind header's policy, checked: undefined when it is not one. */
function blindPolicyOf(v: unknown): BlindPolicy | undefined {
  if (!isObject(v)) return undefined;
  const [samples, nodesPerSolve, safeFirst] = ['samples', 'nodesPerSolve', 'safeFirst'].map((k) => own(v, k));
  if (!limit(samples) || samples === null || !limit(nodesPerSolve) || nodesPerSolve === null || typeof safeFirst !== 'boolean') return undefined;
  return { samples: samples as number, nodesPerSolve: nodesPerSolve as number, safeFirst };
}

function readHeader(o: Record<string, unknown>): Line {
  const [format, game, solver, budgetMs, maxNodes, budget, policy] = ['survey', 'game', 'solver', 'budgetMs', 'maxNodes', 'budget', 'policy'].map((k) => own(o, k));
  if (format !== SURVEY_FORMAT) return { kind: 'bad', why: `a header of survey format ${excerpt(format)}, not ${SURVEY_FORMAT} (a newer solitaire?)` };
  if (typeof game !== 'string' || findGame(game)?.id !== game) return { kind: 'bad', why: `a header whose game ${excerpt(game)} is no game id` };
  if (typeof solver !== 'string' || !solver || solver.length > 200) return { kind: 'bad', why: 'a header without its solver version' };
  if (!limit(budgetMs) || !limit(maxNodes)) return { kind: 'bad', why: 'a header whose budgetMs or maxNodes is not null or a positive whole number' };
  if (budget !== undefined && (typeof budget !== 'string' || budget.length > 1000)) return { kind: 'bad', why: 'a header whose budget is not a text' };
  if (policy !== undefined && policy !== 'blind') return { kind: 'bad', why: `a header whose policy ${excerpt(policy)} is not "blind" (a solver survey names none)` };
  const blind = policy === 'blind' ? blindPolicyOf(own(o, 'blind')) : undefined;
  if (policy === 'blind' && (!blind || game !== 'big-ben')) return { kind: 'bad', why: blind ? 'a blind header of a game other than big-ben' : 'a blind header without its policy (samples, nodesPerSolve, safeFirst)' };
  const header: SurveyHeader = {
    survey: SURVEY_FORMAT,
    game,
    ...(blind ? { policy: 'blind' as const, blind } : {}),
    solver,
    budgetMs: budgetMs as number | null,
    maxNodes: maxNodes as number | null,
  };
  return { kind: 'header', header: budget === undefined ? header : { ...header, budget: budget as string } };
}

/**
 * A record line as the survey writes most of them (no moves, or an empty list), matched without
 * JSON.parse: `summary` of a million-deal file takes some 40 % less time. Each part is one that
 * parseSurveyLine's checks accept as it is (a safe whole deal from 1, a whole count of nodes, a plain
 * decimal time); any other line takes the full path.
 */
const PLAIN_RECORD = /^\{"deal":([1-9]\d{0,14}),"verdict":"(won|impossible|unknown|lost)",(?:"moves":\[\],)?"nodes":(0|[1-9]\d{0,14}),"ms":((?:0|[1-9]\d{0,14})(?:\.\d{1,17})?)\}$/;

/** One line of a survey file, validated field by field. */
export function parseSurveyLine(line: string): Line {
  const plain = PLAIN_RECORD.exec(line);
  if (plain) return { kind: 'record', record: { deal: plain[1]!, verdict: plain[2] as LineRecord['verdict'], moves: [], nodes: Number(plain[3]), ms: Number(plain[4]) } };
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return { kind: 'bad', why: 'not JSON' };
  }
  if (!isObject(v)) return { kind: 'bad', why: 'not a JSON object' };
  if (Object.hasOwn(v, 'survey')) return readHeader(v);
  const deal = dealKey(own(v, 'deal'));
  if (deal === undefined) return { kind: 'bad', why: `deal ${excerpt(own(v, 'deal'))} is not a deal number from 1 to 10^20 − 1` };
  const rating = own(v, 'rating'), verdict = own(v, 'verdict');
  if (rating !== undefined && !isRatingMark(rating)) return { kind: 'bad', why: `rating ${excerpt(rating)} is not a level from 1 to 5 or "impossible"` };
  if (verdict === undefined && rating !== undefined) return { kind: 'rating', deal, rating };
  if (verdict !== 'won' && verdict !== 'impossible' && verdict !== 'unknown' && verdict !== 'lost') return { kind: 'bad', why: `verdict ${excerpt(verdict)} is not won, impossible, unknown or lost` };
  const nodes = own(v, 'nodes'), ms = own(v, 'ms'), moves = own(v, 'moves') ?? [];
  if (!count(nodes) && nodes !== null) return { kind: 'bad', why: `nodes ${excerpt(nodes)} is not a whole number` };
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return { kind: 'bad', why: `ms ${excerpt(ms)} is not a time in milliseconds` };
  if (!Array.isArray(moves) || !moves.every((m) => typeof m === 'string' && m.length <= 16)) return { kind: 'bad', why: 'moves is not a list of move texts' };
  const record: LineRecord = { deal, verdict, moves: moves as string[], nodes: nodes as number | null, ms, ...(rating === undefined ? {} : { rating }) };
  return { kind: 'record', record: own(v, 'recheck') === true ? { ...record, recheck: true } : record };
}

/** Why a record does not belong under its header (a blind game's words under a solver's header, or the other way), or undefined. */
function misfit(r: LineRecord, h: SurveyHeader): string | undefined {
  if (isBlind(h)) return r.verdict === 'won' || r.verdict === 'lost' ? undefined : `verdict ${r.verdict} in a survey played blind (won or lost)`;
  if (r.verdict === 'lost') return 'verdict lost in a survey by the solver (won, impossible or unknown)';
  return r.nodes === null ? 'nodes null in a survey by the solver' : undefined;
}

/** A record as the reader keeps it: its deal's entry under header number `header`. */
const entryOf = (r: LineRecord, header: number): DealEntry => ({ verdict: storedVerdict(r.verdict), nodes: r.nodes ?? 0, ms: r.ms, header, conflict: false });

function emptyContents(): SurveyContents {
  return { headers: [], deals: new SurveyDeals(), ratings: new Map(), bad: 0, badLines: [], duplicates: 0, conflicts: 0, conflictDeals: [], torn: false, headerless: false };
}

/**
 * What a reader adds up over the deals (summary's figures, survey's resumed ones): each deal's
 * settled line is counted once (`by` 1); a deal's first line is counted as it is read and, when
 * later lines of the deal turn up, taken back (`by` −1) before the settled one is counted.
 */
export type DealCounter = (deal: string, e: DealEntry, header: SurveyHeader, by: 1 | -1) => void;

export interface ReadOptions {
  counter?: DealCounter;
  /** Keep every deal's whole entry in `rows` (summary --csv): some 50 bytes a deal. */
  rows?: boolean;
}

/** Adds a record line to what is known of its deal (the rules are in this file's header comment); true when the deal was there. */
function addRecord(table: DealTable, r: LineRecord, header: number): boolean {
  const old = table.get(r.deal);
  const entry = entryOf(r, header);
  if (!old || r.recheck) return table.set(r.deal, entry), old !== undefined;
  if (entry.verdict === 'unknown' && old.verdict !== 'unknown') return true;
  const disagree = old.verdict !== 'unknown' && entry.verdict !== 'unknown' && old.verdict !== entry.verdict;
  table.set(r.deal, { ...entry, conflict: old.conflict || disagree });
  return true;
}

/** A line as the reader takes it, under the last header so far: undefined is a line too long to hold. */
function lineOf(text: string | undefined, header: SurveyHeader | undefined): Line {
  const line = text === undefined ? { kind: 'bad' as const, why: `longer than ${MAX_LINE} characters` } : parseSurveyLine(text);
  const why = line.kind === 'record' && header ? misfit(line.record, header) : undefined;
  return why === undefined ? line : { kind: 'bad', why };
}

/** Puts the settled entries of a table's deals in the contents, in the order they were first met, and counts them. */
function settle(c: SurveyContents, table: DealTable, counter: DealCounter | undefined): void {
  for (const [deal, e] of table.entries()) {
    c.deals.verdicts.set(deal, e.verdict);
    if (e.conflict) {
      c.deals.conflicts.add(deal);
      if (c.conflicts++ < 5) c.conflictDeals.push(deal);
    }
    counter?.(deal, e, c.headers[e.header]!, 1);
  }
}

/**
 * The second reading, for the deals met more than once (few, as a rule): their lines are gone through
 * again, in a DealTable of those deals alone, to settle each one's verdict and line as addRecord's
 * rules say; the first line of each, counted in the first reading, is taken back.
 */
async function settleRepeated(path: string, c: SurveyContents, repeated: Set<string>, until: number, counter: DealCounter | undefined): Promise<void> {
  const table = new DealTable();
  let headers = 0;
  await eachLine(path, MAX_LINE, (text) => {
    const parsed = lineOf(text, c.headers[headers - 1]);
    if (parsed.kind === 'header') headers++;
    if (parsed.kind !== 'record' || headers === 0 || !repeated.has(parsed.record.deal)) return;
    const r = parsed.record;
    if (!table.has(r.deal)) counter?.(r.deal, entryOf(r, headers - 1), c.headers[headers - 1]!, -1);
    addRecord(table, r, headers - 1);
  }, until);
  settle(c, table, counter);
}

/**
 * Reads a survey file (`.jsonl`, or `.jsonl.gz`) line by line, streamed, keeping each deal's
 * verdict in 2 bits (SurveyDeals) and the figures as running totals (`counter`): memory stays flat
 * in the number of records. A deal's first line is taken as its settled one; the deals met again
 * (duplicates) are settled by a second reading of the file that looks at their lines alone.
 */
export async function readSurvey(path: string, how: ReadOptions = {}): Promise<SurveyContents> {
  const c = emptyContents(), repeated = new Set<string>();
  const rows = how.rows ? new DealTable() : undefined;
  let seenFirst = false, lastRecord = 0;
  const read = await eachLine(path, MAX_LINE, (text, lineNo) => {
    const parsed = lineOf(text, c.headers.at(-1));
    if (!seenFirst) c.headerless = parsed.kind === 'record';
    seenFirst = true;
    if (parsed.kind === 'header') return void c.headers.push(parsed.header);
    if (parsed.kind === 'bad' || c.headers.length === 0) {
      c.bad++;
      if (c.badLines.length < 3) c.badLines.push({ line: lineNo, why: parsed.kind === 'bad' ? parsed.why : 'a record above the first header' });
      return;
    }
    if (parsed.kind === 'rating') return void c.ratings.set(parsed.deal, parsed.rating);
    const r = parsed.record, header = c.headers.length - 1;
    if (r.rating !== undefined) c.ratings.set(r.deal, r.rating);
    lastRecord = lineNo;
    if (rows) return void (addRecord(rows, r, header) && c.duplicates++);
    if (c.deals.verdicts.get(r.deal) === undefined) {
      const e = entryOf(r, header);
      c.deals.verdicts.set(r.deal, e.verdict);
      return how.counter?.(r.deal, e, c.headers[header]!, 1);
    }
    c.duplicates++;
    repeated.add(r.deal);
  });
  c.torn = read.torn;
  // The second reading stops at the first one's last record: lines a survey appends meanwhile are not read.
  if (rows) {
    c.rows = rows;
    settle(c, rows, how.counter);
  } else if (repeated.size) await settleRepeated(path, c, repeated, lastRecord, how.counter);
  return c;
}

/** Thrown by SurveyFile.append: its message is the one line to print. */
export class SurveyWriteError extends Error {}

export class SurveyFile {
  private fd: number | undefined;

  constructor(
    readonly path: string,
    fd: number,
    /** What the file held when it was opened (records appended since are not added). */
    readonly contents: SurveyContents,
    /** Lines for stderr about the file as read: bad lines, duplicates, a torn last line. */
    readonly notes: string[],
  ) {
    this.fd = fd;
  }

  /** Whether the file already holds a valid record of this deal (canonical text) whose lines agree. */
  has(deal: string): boolean {
    return this.contents.deals.get(deal)?.conflict === false;
  }

  /**
   * Appends one record line (one write, so a kill leaves at worst one torn line); a deal whose
   * lines disagreed gets `recheck`, which settles it.
   */
  append(r: LineRecord): void {
    const recheck = this.contents.deals.get(r.deal)?.conflict === true;
    this.write(recordLine(recheck ? { ...r, recheck } : r) + '\n');
  }

  /** Appends the line of a deal's rating alone (a deal the file holds, solved without --rate). */
  appendRating(deal: string, rating: RatingMark): void {
    this.write(ratingLine(deal, rating) + '\n');
  }

  write(text: string): void {
    if (this.fd === undefined) throw new SurveyWriteError(`${shown(this.path)} is closed`);
    const bytes = Buffer.from(text, 'utf8');
    try {
      for (let at = 0; at < bytes.length; ) at += writeSync(this.fd, bytes, at);
    } catch (e) {
      throw new SurveyWriteError(`cannot write to ${shown(this.path)}: ${fileError(e)}`);
    }
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

export const adoptHint = (path: string): string =>
  `${shown(path)} has no survey header (a file from before survey files recorded their game and budget): ` +
  `add one with \`npx tsx scripts/survey-header.ts ${shown(path)} <game> --budget "<budget in words>"\``;

/** The conflicts in a few words: "2 deals (5, 17) have lines that say won and impossible". */
export function conflictText(c: SurveyContents): string {
  const more = c.conflicts > c.conflictDeals.length ? ', …' : '';
  return `${c.conflicts} deal${c.conflicts === 1 ? '' : 's'} (${c.conflictDeals.join(', ')}${more}) ${c.conflicts === 1 ? 'has' : 'have'} lines that say won and impossible`;
}

function notesOf(path: string, c: SurveyContents): string[] {
  const notes: string[] = [], name = shown(path), again = c.headers.some(isBlind) ? 'played again' : 'solved again';
  if (c.bad) {
    const first = c.badLines.map((b) => `line ${b.line}: ${b.why}`).join('; ');
    notes.push(`${name}: ${c.bad} bad line${c.bad === 1 ? '' : 's'} ignored, their deals are ${again} (${first}${c.bad > c.badLines.length ? '; …' : ''})`);
  }
  if (c.duplicates) notes.push(`${name}: ${c.duplicates} line${c.duplicates === 1 ? ' repeats a deal' : 's repeat deals'} already there; each deal counts once (a decided verdict, else its last line)`);
  if (c.conflicts) notes.push(`${name}: ${conflictText(c)}: ${c.conflicts === 1 ? 'it is' : 'they are'} ${again}`);
  if (c.torn) notes.push(`${name}: the last line has no newline (an interrupted write); new records start on a line of their own`);
  return notes;
}

/**
 * Opens a survey file to resume and append to, refusing a file of another game or one without a
 * header; creates it (header first) when missing. Appends `header` when the file's last header has
 * other settings (another solver version or budget).
 */
export async function openSurvey(path: string, header: SurveyHeader, counter?: DealCounter): Promise<Result<SurveyFile>> {
  const checked = await checkOutPath(path);
  if (!checked.ok) return checked;
  let contents = emptyContents();
  try {
    if (checked.value?.isFile()) contents = await readSurvey(path, { counter });
  } catch (e) {
    return refuse(`cannot read ${shown(path)}: ${fileError(e)}`);
  }
  if (contents.headerless) return refuse(adoptHint(path));
  if (!contents.headers.length && contents.bad) return refuse(`${shown(path)} is not a survey file (line ${contents.badLines[0]!.line}: ${contents.badLines[0]!.why})`);
  const other = contents.headers.find((h) => h.game !== header.game);
  if (other) return refuse(`${shown(path)} holds a survey of ${other.game}, not ${header.game}: give another --out`);
  const played = contents.headers.find((h) => isBlind(h) !== isBlind(header));
  if (played) return refuse(`${shown(path)} holds ${header.game} deals ${playerWords(played)}, not ${playerWords(header)}: give another --out (one policy a file)`);
  let fd: number;
  try {
    fd = openSync(path, 'a');
  } catch (e) {
    return refuse(`cannot open ${shown(path)}: ${fileError(e)}`);
  }
  const file = new SurveyFile(path, fd, contents, notesOf(path, contents));
  try {
    if (contents.torn) file.write('\n');
    const last = contents.headers[contents.headers.length - 1];
    if (!last || !sameSettings(last, header)) file.write(JSON.stringify(header) + '\n');
  } catch (e) {
    file.close();
    return refuse((e as Error).message);
  }
  return ok(file);
}

/**
 * Puts a header on a file from before headers, after checking its lines (bad lines are kept as
 * they are and counted; a later survey run reports and solves them again). The file is rewritten
 * through a temporary file and a rename, so a failure leaves it as it was.
 */
export async function adoptSurveyFile(path: string, game: string, budget: string, solver = 'unknown (solved before survey files recorded the solver version)'): Promise<Result<SurveyContents>> {
  const def = findGame(game);
  if (!def || def.id !== game) return refuse(`unknown game ${excerpt(game)}`);
  const checked = await checkOutPath(path);
  if (!checked.ok) return checked;
  if (!checked.value?.isFile()) return refuse(`${path}: no such file`);
  const contents = await readSurvey(path);
  if (contents.headers.length) return refuse(`${path} already has a survey header (of ${contents.headers[0]!.game})`);
  const body = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  const header: SurveyHeader = { survey: SURVEY_FORMAT, game, solver, budgetMs: null, maxNodes: null, budget };
  const text = `${JSON.stringify(header)}\n${body}${body && !body.endsWith('\n') ? '\n' : ''}`;
  try {
    await writeFile(`${path}.adopting`, text);
    await rename(`${path}.adopting`, path);
  } catch (e) {
    return refuse(`cannot write ${path}: ${fileError(e)}`);
  }
  return ok(await readSurvey(path));
}
