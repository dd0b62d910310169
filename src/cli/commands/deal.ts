/**
 * `solitaire deal <game> <number> [--json | --format text|json|fc-solve|solvitaire]`: a deal's
 * layout, readable, as JSON, or as another solver's input (the castle games): Freecell Solver's
 * board text (../fc-solve.ts) or Solvitaire's JSON (../solvitaire.ts).
 */
import { dealFor, makeDealNumber } from '../../engine/index.ts';
import { clip, quote } from '../excerpt.ts';
import { toFcSolve } from '../fc-solve.ts';
import { dealArg, EXIT_OK, EXIT_USAGE, formatPosition, gameArg } from '../format.ts';
import type { Io } from '../io.ts';
import { positionToJson } from '../json-position.ts';
import { readOptions } from '../options.ts';
import { toSolvitaire } from '../solvitaire.ts';

export const USAGE = 'usage: solitaire deal <game> <number> [--json | --format text|json|fc-solve|solvitaire]';
const FORMATS = ['text', 'json', 'fc-solve', 'solvitaire'];

function usageError(io: Io, message: string): number {
  io.err(`solitaire deal: ${message}\n${USAGE}`);
  return EXIT_USAGE;
}

export async function run(args: string[], io: Io): Promise<number> {
  const parsed = readOptions(args, { json: { type: 'boolean' }, format: { type: 'string' } });
  if (!parsed.ok) return usageError(io, parsed.message);
  const { values, positionals } = parsed.value;
  if (positionals.length > 2) return usageError(io, `unexpected ${clip(positionals.slice(2).join(' '))}`);
  const format = values.format ?? (values.json ? 'json' : 'text');
  if (!FORMATS.includes(format) || (values.json && format !== 'json')) return usageError(io, `--format takes text, json, fc-solve or solvitaire, not ${quote(format)}`);
  const def = gameArg('deal', positionals[0], io);
  if (!def) return EXIT_USAGE;
  const deal = dealArg('deal', positionals[1], io);
  if (!deal) return EXIT_USAGE;
  const pos = dealFor(def, deal);
  const number = makeDealNumber(deal);
  if (format === 'json') io.out(JSON.stringify(positionToJson(pos, number)));
  else if (format === 'text') io.out(`${def.names.en}, deal ${number}\n${formatPosition(def, pos)}`);
  else {
    const text = format === 'fc-solve' ? toFcSolve(def, pos) : toSolvitaire(def, pos);
    if (!text.ok) {
      io.err(`solitaire deal: ${text.message}`);
      return EXIT_USAGE;
    }
    io.out(text.value);
  }
  return EXIT_OK;
}
