/**
 * A survey stage merged into a committed survey file, which keeps each deal once (summary.test.ts
 * checks the committed files): `survey --again unknown` appends a stage's header and lines to its
 * `--out` file; this takes that stage's lines (those after the work file's last header) and rewrites
 * the committed file with every deal the stage ran, decided or not: their earlier lines out, the
 * stage's header and their lines in. So the file says each deal's last search, and `survey --again
 * unknown` at the stage's budget and solver version resumes past the deals the stage left unknown.
 * A stage holding winning lines must say whether their moves are kept (the 100,000-deal files keep
 * every line they were given; the 10^6-deal files' bulk stages keep none), so a line is never dropped
 * unasked.
 */
import { parseSurveyLine, type SurveyHeader } from './survey-file.ts';

export interface MergeOptions {
  /** The first stage lines already merged by an earlier call (a stage merged while it ran). */
  readonly skip?: number;
  /** What becomes of the moves of the stage's winning lines; required when it holds any. */
  readonly moves?: 'keep' | 'drop';
  /** The header's `budget` words, `{n}`, `{won}`, `{impossible}` and `{unknown}` filled in with the stage's counts. */
  readonly note?: string;
}

export interface Merged {
  readonly text: string;
  readonly stage: { n: number; won: number; impossible: number; unknown: number };
  /** Earlier lines of the stage's deals taken out of the committed file. */
  readonly removed: number;
}

type Result = { ok: true; value: Merged } | { ok: false; message: string };

const lines = (text: string): string[] => text.split('\n').filter((l) => l.trim() !== '');

export function mergeStage(work: string, committed: string, opts: MergeOptions = {}): Result {
  const workLines = lines(work);
  // The stage is what follows the last header: read from the end (the lines before it are the copy's).
  let at = workLines.length;
  let header: SurveyHeader | undefined;
  while (!header && --at >= 0) {
    const p = parseSurveyLine(workLines[at]!);
    if (p.kind === 'header') header = p.header;
  }
  if (!header) return { ok: false, message: 'the work file has no header' };
  const records = [];
  for (const [i, l] of workLines.slice(at + 1).entries()) {
    const p = parseSurveyLine(l);
    if (p.kind === 'bad') return { ok: false, message: `work file line ${at + 2 + i}: ${p.why}` };
    if (p.kind === 'record') records.push({ record: p.record, line: l });
  }
  const stage = records.slice(opts.skip ?? 0);
  const count = { n: stage.length, won: 0, impossible: 0, unknown: 0 };
  for (const { record } of stage) if (record.verdict === 'won' || record.verdict === 'impossible' || record.verdict === 'unknown') count[record.verdict]++;
  const withMoves = stage.filter(({ record }) => record.verdict === 'won' && record.moves.length > 0).length;
  if (withMoves > 0 && opts.moves === undefined) return { ok: false, message: `the stage holds ${withMoves} winning line${withMoves === 1 ? '' : 's'} with ${withMoves === 1 ? 'its' : 'their'} moves: say --keep-moves or --drop-moves` };
  const ran = new Map(stage.map((r) => [r.record.deal, r.line]));
  const out: string[] = [];
  let removed = 0, game: string | undefined;
  for (const [i, l] of lines(committed).entries()) {
    const p = parseSurveyLine(l);
    if (p.kind === 'bad') return { ok: false, message: `committed file line ${i + 1}: ${p.why}` };
    if (p.kind === 'header') game ??= p.header.game;
    if (p.kind === 'record' && ran.has(p.record.deal)) {
      removed++;
      continue;
    }
    out.push(l);
  }
  if (game !== header.game) return { ok: false, message: `the work file is a survey of ${header.game}, the committed file ${game === undefined ? 'has no header' : `of ${game}`}` };
  // A misspelt placeholder would go into the file as it stands: refused, before anything is written.
  const unknownWord = opts.note?.match(/\{(?!(?:n|won|impossible|unknown)\})[a-z]*\}/)?.[0];
  if (unknownWord !== undefined) return { ok: false, message: `the note's ${unknownWord} is not one of {n}, {won}, {impossible} and {unknown}` };
  const note = opts.note?.replace(/\{(n|won|impossible|unknown)\}/g, (_, k: keyof typeof count) => String(count[k]));
  out.push(JSON.stringify(note === undefined ? header : { ...header, budget: note }));
  for (const line of ran.values()) {
    if (opts.moves === 'keep') out.push(line);
    else {
      const { moves: _, ...rest } = JSON.parse(line) as Record<string, unknown>;
      out.push(JSON.stringify(rest));
    }
  }
  return { ok: true, value: { text: out.join('\n') + '\n', stage: count, removed } };
}
