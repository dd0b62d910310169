/**
 * `solitaire replay <record-file>`: replays a game record move by move and prints the final
 * status and position. Exit 1 at the first illegal move (its number, text and the reason);
 * exit 2 for an unreadable file or a malformed record.
 */
import { dealPosition, gameDef, makeMove, parseRecord, play, status } from '../../engine/index.ts';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, formatPosition } from '../format.ts';
import { clip, fileError, quote } from '../excerpt.ts';
import type { Io } from '../io.ts';
import { whyIllegal } from '../why-illegal.ts';

const USAGE = 'usage: solitaire replay <record-file>';

async function readText(path: string, io: Io): Promise<string | undefined> {
  try {
    return await io.readFile(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : fileError(e);
    io.err(`solitaire replay: cannot read ${quote(path)}: ${why}`);
    return undefined;
  }
}

export async function run(args: string[], io: Io): Promise<number> {
  if (args.length !== 1 || args[0]!.startsWith('--')) {
    io.err(USAGE);
    return EXIT_USAGE;
  }
  const path = args[0]!;
  const text = await readText(path, io);
  if (text === undefined) return EXIT_USAGE;
  const record = parseRecord(text);
  if (!record.ok) {
    io.err(`solitaire replay: ${clip(path)} is not a valid game record: ${record.message}`);
    return EXIT_USAGE;
  }
  const { game, deal, moves } = record.value;
  const def = gameDef(game);
  const start = dealPosition(game, deal);
  if (!start.ok) {
    io.err(`solitaire replay: ${start.message}`);
    return EXIT_USAGE;
  }
  const pos = start.value;
  for (const [i, move] of moves.entries()) {
    const reason = whyIllegal(def, pos, move);
    if (reason !== undefined) {
      io.err(`move ${i + 1} (${makeMove(move)}) is illegal: ${reason}`);
      return EXIT_FAILED;
    }
    play(pos, move, def);
  }
  const s = status(pos, def);
  io.out(`${def.names.en}, deal ${deal}: ${moves.length} move${moves.length === 1 ? '' : 's'} replayed, ${s}\n${formatPosition(def, pos)}`);
  return EXIT_OK;
}
