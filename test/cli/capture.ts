/** A capturing Io for command tests: output is collected, files come from a map. */
import type { Io } from '../../src/cli/io.ts';
import { main } from '../../src/cli/main.ts';

export interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

export async function runCli(argv: string[], files: Record<string, string> = {}): Promise<Run> {
  const out: string[] = [], err: string[] = [];
  const io: Io = {
    out: (t) => void out.push(t),
    err: (t) => void err.push(t),
    readFile: async (path) => {
      const text = files[path];
      if (text !== undefined) return text;
      throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: 'ENOENT' });
    },
  };
  const code = await main(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}
