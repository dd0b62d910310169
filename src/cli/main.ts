/**
 * `solitaire <command> …`: each command lives in ./commands/<name>.ts and exports
 * `run(args: string[], io: Io): Promise<number>` (the exit code) and `USAGE`, its whole usage, which
 * `solitaire <command> --help` prints. Add a command by adding a line to COMMANDS: its synopsis and
 * purpose are what `solitaire --help` says of it.
 */
import type { Io } from './io.ts';
import { quote } from './excerpt.ts';
import { nodeIo } from './io.ts';

type Command = { synopsis: string; purpose: string; load: () => Promise<{ run: (args: string[], io: Io) => Promise<number>; USAGE: string }> };

export const COMMANDS: Record<string, Command> = {
  deal: { synopsis: 'deal <game> <number> [--json | --format F]', purpose: 'print a deal', load: () => import('./commands/deal.ts') },
  replay: { synopsis: 'replay <record-file> | --fc-solve|--solvitaire <output> <game> <deal>', purpose: 'replay a game record or a peer\'s solution', load: () => import('./commands/replay.ts') },
  review: { synopsis: 'review <record-file | share link> [--json]', purpose: 'which move lost the game', load: () => import('./commands/review.ts') },
  perft: { synopsis: 'perft <game> <number> <depth> [--divide]', purpose: 'count move sequences', load: () => import('./commands/perft.ts') },
  solve: { synopsis: 'solve <game> <number> | --position <file> [--json]', purpose: 'solve a deal or a position', load: () => import('./commands/solve.ts') },
  rate: { synopsis: 'rate <game> <number> [--json]', purpose: 'a deal\'s difficulty, 1 (easy) to 5 (hard)', load: () => import('./commands/rate.ts') },
  summary: { synopsis: 'summary <survey-file> [--json | --csv | --list V]', purpose: 'the figures or the deals of a survey file', load: () => import('./commands/summary.ts') },
  worker: { synopsis: 'worker --queue redis://HOST:PORT', purpose: 'solve survey chunks from a queue', load: () => import('./commands/worker.ts') },
  survey: { synopsis: 'survey <game> --from A --count N [--out F]', purpose: 'winnability of deals, or Big Ben played blind', load: () => import('./commands/survey.ts') },
};

export function usage(): string {
  return [
    'usage: solitaire <command> …',
    '',
    ...Object.values(COMMANDS).flatMap((c) => [`  solitaire ${c.synopsis}`, `      ${c.purpose}`]),
    '',
    'solitaire <command> --help gives every option of a command.',
  ].join('\n');
}

export async function main(argv: string[], io: Io = nodeIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(usage());
    return name ? 0 : 2;
  }
  const cmd = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!cmd) {
    io.err(`solitaire: unknown command ${quote(name)}\n${usage()}`);
    return 2;
  }
  const command = await cmd.load();
  if (args.includes('--help') || args.includes('-h')) {
    io.out(command.USAGE);
    return 0;
  }
  return command.run(args, io);
}
