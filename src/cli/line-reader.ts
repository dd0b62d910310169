/**
 * The lines of a text file (`.gz`: gunzipped on the way), streamed: a file of millions of lines is
 * never one string, and a line longer than `maxLine` is never held whole (it is given as undefined).
 * Blank lines are skipped (but counted in the line numbers), a first-line BOM and each line's CR are
 * dropped, and a last line without its newline is given too, with `torn` saying so.
 */
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';

export interface LinesRead {
  /** The number of the last line given. */
  lines: number;
  /** The file did not end with a newline. */
  torn: boolean;
}

/**
 * Calls `visit` for each non-blank line (undefined: longer than maxLine) with its number, from 1;
 * stops after line `until` when given.
 */
export async function eachLine(path: string, maxLine: number, visit: (line: string | undefined, lineNo: number) => void, until = Infinity): Promise<LinesRead> {
  const decoder = new StringDecoder('utf8');
  let lineNo = 0, partial = '', tooLong = false;
  const take = (line: string): void => {
    lineNo++;
    if (lineNo === 1) line = line.replace(/^\uFEFF/, '');
    if (!tooLong && !line.trim()) return;
    visit(tooLong ? undefined : line.replace(/\r$/, ''), lineNo);
    tooLong = false;
  };
  const stream = path.endsWith('.gz') ? pipeline(createReadStream(path), createGunzip(), () => {}) : createReadStream(path);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const lines = (partial + decoder.write(chunk)).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      if (lineNo >= until) return { lines: lineNo, torn: false };
      take(line);
    }
    if (partial.length > maxLine) {
      tooLong = true;
      partial = '';
    }
  }
  partial += decoder.end();
  const torn = partial.length > 0 || tooLong;
  if (torn && lineNo < until) take(partial);
  return { lines: lineNo, torn };
}
