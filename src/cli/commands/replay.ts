/**
 * `solitaire replay <record-file>`: replays a game record move by move and prints the final
 * status and position. The record is read as it is played (./record-stream.ts), so its size does
 * not matter. Exit 1 at the first illegal move (its number, text and the reason); exit 2 for an
 * unreadable file or a malformed record (at its first malformed part, moves before it played).
 */
import type { GameDef, Position } from '../../engine/index.ts';
import { dealPosition, gameDef, makeMove, play, status } from '../../engine/index.ts';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, formatPosition } from '../format.ts';
import { clip, fileError, quote } from '../excerpt.ts';
import type { Io } from '../io.ts';
import { recordParts } from '../record-stream.ts';
import { whyIllegal } from '../why-illegal.ts';

const USAGE = 'usage: solitaire replay <record-file>';

async function* wholeFile(io: Io, path: string): AsyncGenerator<string> {
  yield await io.readFile(path);
}

export async function run(args: string[], io: Io): Promise<number> {
  if (args.length !== 1 || args[0]!.startsWith('--')) {
    io.err(USAGE);
    return EXIT_USAGE;
  }
  const path = args[0]!;
  let def: GameDef | undefined, pos: Position | undefined, deal = '', moves = 0;
  try {
    for await (const part of recordParts(io.readChunks?.(path) ?? wholeFile(io, path))) {
      if (part.kind === 'bad') {
        io.err(`solitaire replay: ${clip(path)} is not a valid game record: ${part.message}`);
        return EXIT_USAGE;
      }
      if (part.kind === 'head') {
        const start = dealPosition(part.head.game, part.head.deal);
        if (!start.ok) {
          io.err(`solitaire replay: ${start.message}`);
          return EXIT_USAGE;
        }
        [def, pos, deal] = [gameDef(part.head.game), start.value, part.head.deal];
        continue;
      }
      const reason = whyIllegal(def!, pos!, part.move);
      if (reason !== undefined) {
        io.err(`move ${moves + 1} (${makeMove(part.move)}) is illegal: ${reason}`);
        return EXIT_FAILED;
      }
      play(pos!, part.move, def!);
      moves++;
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    io.err(`solitaire replay: cannot read ${quote(path)}: ${code === 'ENOENT' ? 'no such file' : fileError(e)}`);
    return EXIT_USAGE;
  }
  io.out(`${def!.names.en}, deal ${deal}: ${moves} move${moves === 1 ? '' : 's'} replayed, ${status(pos!, def!)}\n${formatPosition(def!, pos!)}`);
  return EXIT_OK;
}
