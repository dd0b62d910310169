/**
 * Where `survey --out` may write: a regular file or none yet, in a directory that exists, not
 * gzipped. Checked before any work, so a wrong path costs nothing.
 */
import type { Stats } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileError, shown } from './excerpt.ts';

/** What opening or adopting a file gives: the value, or the one line to print. */
export type Result<T> = { ok: true; value: T } | { ok: false; message: string };
export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

async function statOf(path: string): Promise<Stats | undefined> {
  try {
    return await stat(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** Whether a file starts as gzip does (1f 8b), whatever its name. */
async function gzipped(path: string): Promise<boolean> {
  const f = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await f.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await f.close();
  }
}

/**
 * Checks an output path before any work: a regular file or none yet, in a directory that exists,
 * not gzipped (survey appends plain lines, which would make a gzip file unreadable).
 */
export async function checkOutPath(path: string): Promise<Result<Stats | undefined>> {
  const name = shown(path);
  const gz = `${name} is gzipped, and survey appends plain lines: gunzip it (gunzip -k), survey into the .jsonl, gzip that again`;
  try {
    if (/\.gz$/i.test(path)) return refuse(gz);
    const s = await statOf(path);
    if (s?.isDirectory()) return refuse(`${name} is a directory; --out takes a file`);
    if (s && !s.isFile()) return refuse(`${name} is not a regular file (a pipe, a device or a socket); --out takes a file`);
    if (s && (await gzipped(path))) return refuse(gz);
    if (!s) {
      const dir = await statOf(dirname(path));
      if (!dir) return refuse(`${name}: no such directory ${shown(dirname(path))}`);
      if (!dir.isDirectory()) return refuse(`${name}: ${shown(dirname(path))} is not a directory`);
    }
    return ok(s);
  } catch (e) {
    return refuse(`${name}: ${fileError(e)}`);
  }
}
