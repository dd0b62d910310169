/**
 * A game record read piece by piece, so that `replay` plays each move as it is read and a record of
 * 100 MB never lives in memory whole, neither as text nor as a list of moves. The grammar is the
 * engine's (parseRecord: RECORD_HEADER, recordHeaders, recordMove), with one rule made strict: the
 * headers come before the moves (a header line among the moves is refused, not read as a header).
 */
import { quote, RECORD_HEADER, recordHeaders, recordMove, type GameRecord, type Move } from '../engine/index.ts';

export type RecordPart =
  | { kind: 'head'; head: Omit<GameRecord, 'moves'> }
  | { kind: 'move'; move: Move }
  | { kind: 'bad'; message: string };

/** No header line is this long; a longer one is refused before it is held whole. */
const MAX_HEADER_LINE = 1 << 16;
/** No move text is this long (`t10-t11`, `stock-waste`): a longer word is read, as a bad move, at once. */
const MAX_WORD = 64;

/** The record's headers (once), then its moves one by one; ends at the first bad part. */
export async function* recordParts(chunks: AsyncIterable<string>): AsyncGenerator<RecordPart> {
  const headers = new Map<string, string>();
  let head: Omit<GameRecord, 'moves'> | undefined;
  let text = '', index = 0;

  /** Header lines while they last; the record's head once a move, or the end, shows they are over. */
  function* headerLines(end: boolean): Generator<RecordPart> {
    for (;;) {
      text = text.trimStart();
      if (text === '' && !end) return;
      if (text.startsWith('[')) {
        const cut = text.indexOf('\n');
        if (cut < 0 && !end && text.length <= MAX_HEADER_LINE) return;
        const line = cut < 0 ? text : text.slice(0, cut);
        const h = line.length <= MAX_HEADER_LINE ? RECORD_HEADER.exec(line) : null;
        if (!h) return yield { kind: 'bad', message: `${quote(line.trim())} is not a header like [Game "big-ben"]` };
        headers.set(h[1]!.toLowerCase(), h[2]!);
        text = cut < 0 ? '' : text.slice(cut + 1);
        continue;
      }
      const checked = recordHeaders(headers);
      if (!checked.ok) return yield { kind: 'bad', message: checked.message };
      head = checked.value;
      return yield { kind: 'head', head };
    }
  }

  function* words(end: boolean): Generator<RecordPart> {
    const all = text.split(/\s+/);
    // The last word may go on in the next piece, unless it is already longer than any move.
    text = end || all.at(-1)!.length > MAX_WORD ? '' : all.pop()!;
    for (const word of all) {
      if (!word) continue;
      if (word.startsWith('[')) return yield { kind: 'bad', message: `${quote(word)} after move ${index}: the headers come before the moves` };
      const m = recordMove(word, head!.game, index);
      if (m && !m.ok) return yield { kind: 'bad', message: m.message };
      if (m) {
        index++;
        yield { kind: 'move', move: m.value };
      }
    }
  }

  function* take(end: boolean): Generator<RecordPart> {
    if (!head) yield* headerLines(end);
    if (head) yield* words(end);
  }

  for await (const chunk of chunks) {
    text += chunk;
    for (const part of take(false)) {
      yield part;
      if (part.kind === 'bad') return;
    }
  }
  for (const part of take(true)) {
    yield part;
    if (part.kind === 'bad') return;
  }
}
