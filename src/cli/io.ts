/** Output for commands, injectable so tests can capture it without spawning a process. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  readFile(path: string): Promise<string>;
}

export const nodeIo: Io = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : text + '\n'),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : text + '\n'),
  readFile: async (path) => (await import('node:fs/promises')).readFile(path, 'utf8'),
};
