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
  const readFile = async (path: string): Promise<string> => {
    const text = files[path];
    if (text !== undefined) return text;
    throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: 'ENOENT' });
  };
  const io: Io = {
    out: (t) => void out.push(t),
    err: (t) => void err.push(t),
    readFile,
    // In small pieces, so a reader meets words and lines cut across them.
    readChunks: async function* (path) {
      const text = await readFile(path);
      for (let at = 0; at < text.length; at += 7) yield text.slice(at, at + 7);
    },
  };
  const code = await main(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}
