/**
 * Short quotes of untrusted input for error messages: a message names what was wrong without
 * echoing a 1 MB word or stringifying a value nested 10,000 deep (which overflows the stack).
 */

import { clip, quote } from '../engine/index.ts';

export { clip, quote };

/**
 * A file name or address as a message shows it: escaped, and past 60 characters its start and its
 * end (the file's own name) around an ellipsis.
 */
export function shown(path: string): string {
  if (path.length <= 60) return clip(path, 60);
  return `${clip(path, 20).slice(0, -1)}…${clip(path.slice(-39), 39)}`;
}

/** A value quoted as JSON would show it, at most ~40 characters; lists and objects only named. */
export function excerpt(v: unknown): string {
  if (v === undefined) return '(missing)';
  if (typeof v === 'string') return quote(v);
  if (Array.isArray(v)) return `(a list of ${v.length})`;
  if (typeof v === 'object' && v !== null) return '(an object)';
  return clip(String(v));
}

const WORDS: Record<string, string> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  EISDIR: 'it is a directory',
  ENOENT: 'no such file or directory',
  ENOTDIR: 'a part of the path is not a directory',
  EIO: 'an input/output error',
  EFBIG: 'the file is too large',
  EPIPE: 'the pipe has no reader any more',
  ENAMETOOLONG: 'the name is too long',
};

/** Why a file the user named cannot be read, in one line: `cannot read "game.txt": no such file`. */
export function cannotRead(path: string, e: unknown): string {
  return `cannot read ${quote(path)}: ${(e as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' ? 'no such file' : fileError(e)}`;
}

/** A file error in a few words with its code, e.g. "no space left on the device (ENOSPC)". */
export function fileError(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  // The reason Io gives for a pipe or a device, in its own words.
  if (code === 'ENOTREG') return (e as Error).message;
  if (code && WORDS[code]) return `${WORDS[code]} (${code})`;
  return clip(String((e as Error | undefined)?.message ?? e).split('\n')[0]!, 120);
}
