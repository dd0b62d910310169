/**
 * `solitaire <command> …`: each command lives in ./commands/<name>.ts and exports
 * `run(args: string[], io: Io): Promise<number>` (the exit code). Add a command by adding a line
 * to COMMANDS.
 */
import type { Io } from './io.ts';
import { quote } from './excerpt.ts';
import { nodeIo } from './io.ts';

type Command = { summary: string; load: () => Promise<{ run: (args: string[], io: Io) => Promise<number> }> };

const COMMANDS: Record<string, Command> = {
  deal: { summary: 'deal <game> <number> [--json | --format fc-solve]  print a deal', load: () => import('./commands/deal.ts') },
  replay: { summary: 'replay <record-file> | --fc-solve <output> <game> <deal>  replay a game record, or fc-solve\'s solution', load: () => import('./commands/replay.ts') },
  review: { summary: 'review <record-file | share link> [--json] [--budget-ms N]  which move lost the game', load: () => import('./commands/review.ts') },
  perft: { summary: 'perft <game> <number> <depth> [--divide]  count move sequences', load: () => import('./commands/perft.ts') },
  solve: { summary: 'solve <game> <number> | --position <file> [--game G] [--json] [--budget-ms N]  solve a deal', load: () => import('./commands/solve.ts') },
  rate: { summary: 'rate <game> <number> [--json]         a deal\'s difficulty, 1 (easy) to 5 (hard)', load: () => import('./commands/rate.ts') },
  summary: { summary: 'summary <survey-file> [--json]        the figures of a survey file (.jsonl or .jsonl.gz)', load: () => import('./commands/summary.ts') },
  worker: { summary: 'worker --queue redis://HOST:PORT [--concurrency K]  solve survey chunks from a queue', load: () => import('./commands/worker.ts') },
  survey: { summary: 'survey <game> --from A --count N [--workers K] [--budget-ms T] [--rate] [--out f.jsonl] [--queue redis://HOST:PORT] [--policy solver|blind]  winnability, or Big Ben played blind', load: () => import('./commands/survey.ts') },
};

export function usage(): string {
  return ['usage: solitaire <command> …', '', ...Object.values(COMMANDS).map((c) => `  solitaire ${c.summary}`)].join('\n');
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
  return (await cmd.load()).run(args, io);
}
