/**
 * `solitaire perft <game> <number> <depth> [--divide]`: counts the move sequences of exactly
 * `depth` moves from a deal, like chess perft. It plays and takes back moves in place, so it
 * exercises legal-move generation, play and unplay together; pinned counts (test/perft) catch
 * any change to the rules. --divide prints each first move with its count, then the total.
 */
import type { GameDef, Move, Position } from '../../engine/index.ts';
import { dealFor, forEachLegalMove, legalMoves, makeMove, play, unplay } from '../../engine/index.ts';
import { dealArg, EXIT_OK, EXIT_USAGE, gameArg, splitFlags } from '../format.ts';
import { clip, quote } from '../excerpt.ts';
import type { Io } from '../io.ts';

export const USAGE = 'usage: solitaire perft <game> <number> <depth> [--divide]';
export const MAX_DEPTH = 12;

/** The number of legal move sequences of exactly `depth` moves from `pos` (left unchanged). */
export function perft(def: GameDef, pos: Position, depth: number): number {
  if (depth === 0) return 1;
  let n = 0;
  // At the last level the moves are only counted, never played (the usual perft shortcut).
  if (depth === 1) forEachLegalMove(pos, () => void n++, def);
  else {
    forEachLegalMove(pos, (m) => {
      const undo = play(pos, m, def);
      n += perft(def, pos, depth - 1);
      unplay(pos, m, undo);
    }, def);
  }
  return n;
}

/** Perft split by first move, in legal-move order. */
export function divide(def: GameDef, pos: Position, depth: number): { move: Move; count: number }[] {
  if (depth < 1) return [];
  return legalMoves(pos, def).map((move) => {
    const undo = play(pos, move, def);
    const count = perft(def, pos, depth - 1);
    unplay(pos, move, undo);
    return { move, count };
  });
}

function depthArg(text: string | undefined, io: Io): number | undefined {
  const d = text !== undefined && /^\d+$/.test(text) ? Number(text) : NaN;
  if (Number.isInteger(d) && d >= 0 && d <= MAX_DEPTH) return d;
  io.err(`solitaire perft: depth must be a whole number from 0 to ${MAX_DEPTH}, not ${text === undefined ? 'missing' : quote(text)}\n${USAGE}`);
  return undefined;
}

export async function run(args: string[], io: Io): Promise<number> {
  const { positional, flags, unknown } = splitFlags(args, ['--divide']);
  if (unknown.length || positional.length > 3) {
    io.err(`solitaire perft: unexpected ${clip([...unknown, ...positional.slice(3)].join(' '))}\n${USAGE}`);
    return EXIT_USAGE;
  }
  const def = gameArg('perft', positional[0], io);
  if (!def) return EXIT_USAGE;
  const deal = dealArg('perft', positional[1], io);
  if (!deal) return EXIT_USAGE;
  const depth = depthArg(positional[2], io);
  if (depth === undefined) return EXIT_USAGE;
  const pos = dealFor(def, deal);
  if (!flags.has('--divide')) {
    io.out(String(perft(def, pos, depth)));
    return EXIT_OK;
  }
  const rows = divide(def, pos, depth);
  const total = depth === 0 ? 1 : rows.reduce((n, r) => n + r.count, 0);
  io.out([...rows.map((r) => `${makeMove(r.move)} ${r.count}`), `total ${total}`].join('\n'));
  return EXIT_OK;
}
