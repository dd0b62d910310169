/**
 * `solitaire rate <game> <deal> [--json]`: a deal's difficulty (src/solver/rating.ts; the method
 * in docs/rating.md), in one line: level 1 (easy) to 5 (hard), or impossible when the cheap solve
 * proves it. `--json` prints {"game","deal","level","impossible","score","wins","playouts","nodes"}.
 * A Selective Castle deal is rated as laid out round-robin, and the line says so (docs/rating.md).
 * Bad input is one line on stderr and exit 2; a missing argument or an unknown option adds the usage.
 */
import { findGame, makeDealNumber, quote, type GameDef } from '../../engine/index.ts';
import { rateDeal, type Rating } from '../../solver/rating.ts';
import { clip } from '../excerpt.ts';
import { dealArg, EXIT_OK, EXIT_USAGE, validGames } from '../format.ts';
import type { Io } from '../io.ts';
import { readOptions } from '../options.ts';

export const USAGE = 'usage: solitaire rate <game> <deal> [--json]';

function usageError(io: Io, message: string): number {
  io.err(`solitaire rate: ${message}\n${USAGE}`);
  return EXIT_USAGE;
}

export async function run(args: string[], io: Io): Promise<number> {
  // "-3" is a bad deal number, not an unknown option.
  const negative = args.find((a) => /^-\d/.test(a));
  if (negative !== undefined) {
    io.err(`solitaire rate: ${quote(negative)} is not a deal number: deal numbers start at 1`);
    return EXIT_USAGE;
  }
  const parsed = readOptions(args, { json: { type: 'boolean' } });
  if (!parsed.ok) return usageError(io, parsed.message);
  const { values, positionals } = parsed.value;
  if (positionals.length > 2) return usageError(io, `unexpected ${clip(positionals.slice(2).join(' '))}`);
  const [game, dealText] = positionals;
  if (game === undefined) return usageError(io, 'missing game');
  const def = findGame(game.toLowerCase());
  if (!def) {
    io.err(`solitaire rate: unknown game ${quote(game)} (${validGames()})`);
    return EXIT_USAGE;
  }
  const deal = dealArg('rate', dealText, io);
  if (!deal) return EXIT_USAGE;
  const { level, impossible, score, wins, playouts, nodes } = rateDeal(def, deal);
  const r: Rating = { level, impossible, score, wins, playouts, nodes };
  const number = makeDealNumber(deal);
  io.out(values.json ? JSON.stringify({ game: def.id, deal: number, ...r }) : `${def.names.en}, deal ${number}: ${ratingText(r)}${layoutNote(def)}`);
  return EXIT_OK;
}

/** What a rating of a game whose player lays the cards out stands for (Selective Castle), else nothing. */
export function layoutNote(def: GameDef): string {
  return def.placementMax > 0 ? '; laid out round-robin, as Beleaguered Castle deals it: your own layout can make it easier or harder' : '';
}

/** A rating in words: "level 3 of 5 (cards home in 32 playouts: 210, 2 won)", or the proof of impossibility. */
export function ratingText(r: Rating): string {
  if (r.level === null) return `impossible (the solver proved it in ${r.nodes} nodes)`;
  return `level ${r.level} of 5 (cards home in ${r.playouts} playouts: ${r.score}, ${r.wins} won)`;
}
