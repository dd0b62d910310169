/**
 * `solitaire replay <record-file>`: replays a game record move by move and prints the final
 * status and position. The record is read as it is played (./record-stream.ts), so its size does
 * not matter. Exit 1 at the first illegal move (its number, text and the reason); exit 2 for an
 * unreadable file or a malformed record (at its first malformed part, moves before it played).
 *
 * `solitaire replay --fc-solve|--solvitaire <output-file> <game> <deal>`: another solver's
 * solution of that deal (the output of `fc-solve -p -t -sam`, ../fc-solve-line.ts, or of
 * `solvitaire`, ../solvitaire.ts) played through our engine and printed as our moves: exit 0 when
 * it wins, 1 when a move breaks our rules or the line ends short of a win, 2 when the file is not
 * such an output or its first board is not the deal.
 */
import type { GameDef, GameId, Position } from '../../engine/index.ts';
import { dealPosition, gameDef, isWon, makeMove, play, status } from '../../engine/index.ts';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, formatPosition } from '../format.ts';
import { cannotRead, clip, quote } from '../excerpt.ts';
import type { Io } from '../io.ts';
import { recordParts } from '../record-stream.ts';
import { whyIllegal } from '../why-illegal.ts';
import { readFcSolveLine } from '../fc-solve-line.ts';
import { FC_SOLVE_PRESETS } from '../fc-solve.ts';
import { notPlayed, type PeerLine, type PeerRefusal } from '../peer-line.ts';
import { readSolvitaireLine, SOLVITAIRE_TYPES } from '../solvitaire.ts';

export const USAGE = 'usage: solitaire replay <record-file>\n       solitaire replay --fc-solve|--solvitaire <output-file> <game> <deal>';

/** The other solvers whose solutions replay reads: the name it says, the games they play, the reader. */
interface Peer {
  name: string;
  plays: Partial<Record<GameId, string>>;
  read: (start: Position, text: string) => { ok: true; value: PeerLine } | PeerRefusal;
}
const PEERS: Record<string, Peer> = {
  '--fc-solve': { name: 'fc-solve', plays: FC_SOLVE_PRESETS, read: readFcSolveLine },
  '--solvitaire': { name: 'Solvitaire', plays: SOLVITAIRE_TYPES, read: readSolvitaireLine },
};

async function* wholeFile(io: Io, path: string): AsyncGenerator<string> {
  yield await io.readFile(path);
}

export async function run(args: string[], io: Io): Promise<number> {
  const peer = PEERS[args[0] ?? ''];
  if (peer) return replayPeer(peer, args.slice(1), io);
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
    io.err(`solitaire replay: ${cannotRead(path, e)}`);
    return EXIT_USAGE;
  }
  io.out(`${def!.names.en}, deal ${deal}: ${moves} move${moves === 1 ? '' : 's'} replayed, ${status(pos!, def!)}\n${formatPosition(def!, pos!)}`);
  return EXIT_OK;
}

/** Another solver's solution of a deal, played through our engine (see the top of this file). */
async function replayPeer(peer: Peer, args: string[], io: Io): Promise<number> {
  if (args.length !== 3 || args.some((a) => a.startsWith('--'))) {
    io.err(USAGE);
    return EXIT_USAGE;
  }
  const [path, game, deal] = args as [string, string, string];
  const start = dealPosition(game, deal);
  if (!start.ok) {
    io.err(`solitaire replay: ${start.message}`);
    return EXIT_USAGE;
  }
  const def = gameDef(start.value.game);
  if (!peer.plays[def.id] || def.placementMax > 0) {
    io.err(`solitaire replay: ${notPlayed(peer.name, peer.plays, def)}`);
    return EXIT_USAGE;
  }
  let text: string;
  try {
    text = await io.readFile(path);
  } catch (e) {
    io.err(`solitaire replay: ${cannotRead(path, e)}`);
    return EXIT_USAGE;
  }
  const line = peer.read(start.value, text);
  if (!line.ok) {
    io.err(`solitaire replay: ${quote(path)}: ${line.message}`);
    return line.why === 'file' ? EXIT_USAGE : EXIT_FAILED;
  }
  const { moves, theirs, end } = line.value;
  const said = `${def.names.en}, deal ${deal}: ${peer.name}'s ${theirs} move${theirs === 1 ? '' : 's'} replayed as ${moves.length} of ours, ${status(end, def)}`;
  io.out(`${said}\nmoves: ${moves.map(makeMove).join(' ')}\n${formatPosition(def, end)}`);
  return isWon(end, def) ? EXIT_OK : EXIT_FAILED;
}
