/**
 * Output and file reading for commands, injectable so tests can capture them without spawning a
 * process. Files are read only when they are regular files: a pipe or a device (/dev/zero) could
 * block or never end.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';

export interface Io {
  out(text: string): void;
  err(text: string): void;
  readFile(path: string): Promise<string>;
  /** A file's text piece by piece (a record of 100 MB is never one string); without it, readFile whole. */
  readChunks?(path: string): AsyncIterable<string>;
}

/** Why a path cannot be read as a file to its end (a directory, a pipe, a device), or undefined. */
export async function notRegular(path: string): Promise<string | undefined> {
  const s = await stat(path);
  if (s.isDirectory()) return 'it is a directory';
  return s.isFile() ? undefined : 'it is not a regular file (a pipe, a device or a socket)';
}

/** Throws, with code ENOTREG and the reason as message, unless the path is a regular file. */
async function regularFile(path: string): Promise<void> {
  const why = await notRegular(path);
  if (why !== undefined) throw Object.assign(new Error(why), { code: 'ENOTREG' });
}

export const nodeIo: Io = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : text + '\n'),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : text + '\n'),
  readFile: async (path) => {
    await regularFile(path);
    return readFile(path, 'utf8');
  },
  readChunks: async function* (path) {
    await regularFile(path);
    yield* createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 16 }) as AsyncIterable<string>;
  },
};
