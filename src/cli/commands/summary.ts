/**
 * `solitaire summary <survey-file> [--json]`: the figures of a survey file without solving
 * anything — won / impossible / unknown, the winnable share with its Wilson 95 % interval and the
 * time per deal, as `survey` ends with. Reads `.jsonl` and gzipped `.jsonl.gz` (the repository's
 * 100,000-deal data in docs/survey/100k). Exit 2 for an unreadable file or one with no header.
 */
import { findGame } from '../../engine/index.ts';
import { formatSummary, summarize } from '../../solver/stats.ts';
import { EXIT_OK, EXIT_USAGE, splitFlags } from '../format.ts';
import { fileError, quote } from '../excerpt.ts';
import type { Io } from '../io.ts';
import { adoptHint, readSurvey, type SurveyContents, type SurveyHeader } from '../survey-file.ts';

const USAGE = 'usage: solitaire summary <survey-file> [--json]';

function budgetText(h: SurveyHeader): string {
  if (h.budget) return h.budget;
  const parts = [h.budgetMs === null ? 'no time limit' : `${h.budgetMs} ms`, h.maxNodes === null ? 'no node limit' : `${h.maxNodes} nodes`];
  return `${parts.join(', ')} per deal`;
}

async function read(path: string, io: Io): Promise<SurveyContents | undefined> {
  try {
    return await readSurvey(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code?.startsWith('Z_') ? 'not a gzip file, or a damaged one' : fileError(e);
    io.err(`solitaire summary: cannot read ${quote(path)}: ${why}`);
    return undefined;
  }
}

export async function run(args: string[], io: Io): Promise<number> {
  const { positional, flags, unknown } = splitFlags(args, ['--json']);
  if (positional.length !== 1 || unknown.length) {
    io.err(USAGE);
    return EXIT_USAGE;
  }
  const path = positional[0]!;
  const c = await read(path, io);
  if (!c) return EXIT_USAGE;
  if (c.headers.length === 0) {
    io.err(c.headerless ? `solitaire summary: ${adoptHint(path)}` : `solitaire summary: ${quote(path)} is not a survey file (no header line)`);
    return EXIT_USAGE;
  }
  const game = c.headers[0]!.game;
  const records = [...c.records.values()].map((r) => r.record);
  const s = summarize(records);
  if (flags.has('--json')) {
    io.out(JSON.stringify({ game, budgets: c.headers.map(budgetText), bad: c.bad, duplicates: c.duplicates, ...s }));
    return EXIT_OK;
  }
  const name = findGame(game)?.names.en ?? game;
  const lines = [formatSummary(`${name} (${path})`, s), `  budgets: ${[...new Set(c.headers.map(budgetText))].join('; then ')}`];
  if (c.bad) lines.push(`  ${c.bad} bad line${c.bad === 1 ? '' : 's'} left out (first: line ${c.badLines[0]!.line}, ${c.badLines[0]!.why})`);
  if (c.duplicates) lines.push(`  ${c.duplicates} line${c.duplicates === 1 ? '' : 's'} repeating a deal: each deal counted once`);
  io.out(lines.join('\n'));
  return EXIT_OK;
}
