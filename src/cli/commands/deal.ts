/** `solitaire deal <game> <number> [--json]`: a deal's layout, readable or as JSON. */
import { dealFor, makeDealNumber } from '../../engine/index.ts';
import { dealArg, EXIT_OK, EXIT_USAGE, formatPosition, gameArg, splitFlags } from '../format.ts';
import { clip } from '../excerpt.ts';
import type { Io } from '../io.ts';
import { positionToJson } from '../json-position.ts';

const USAGE = 'usage: solitaire deal <game> <number> [--json]';

export async function run(args: string[], io: Io): Promise<number> {
  const { positional, flags, unknown } = splitFlags(args, ['--json']);
  if (unknown.length || positional.length > 2) {
    io.err(`solitaire deal: unexpected ${clip([...unknown, ...positional.slice(2)].join(' '))}\n${USAGE}`);
    return EXIT_USAGE;
  }
  const def = gameArg('deal', positional[0], io);
  if (!def) return EXIT_USAGE;
  const deal = dealArg('deal', positional[1], io);
  if (!deal) return EXIT_USAGE;
  const pos = dealFor(def, deal);
  const number = makeDealNumber(deal);
  if (flags.has('--json')) io.out(JSON.stringify(positionToJson(pos, number)));
  else io.out(`${def.names.en}, deal ${number}\n${formatPosition(def, pos)}`);
  return EXIT_OK;
}
