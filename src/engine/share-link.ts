/**
 * The web app's share link, `…?game=<id>&deal=<n>&moves=<move texts, + or spaces between them>`,
 * read as a game record (legality is checked where the record is replayed, as for a record file),
 * so the command line reads the links players send without loading the web app.
 */
import { findGame } from './games.ts';
import { RULES_VERSION, type GameRecord } from './record.ts';
import { parseMove } from './notation.ts';
import { err, ok, quote, type ErrorCode, type Result } from './result.ts';
import { makeDealNumber, parseDealNumber } from './rng.ts';
import { clonePosition, isLegal, play } from './rules.ts';
import type { GameDef, Move, Position } from './types.ts';

/** Whether a command-line argument is a share link rather than a file name: its query names a game. */
export const isShareLink = (text: string): boolean => /[?&]game=/.test(text);

/** A link's query values, `+` read as a space as in a form's encoding; undefined for a bad %-escape. */
function queryValues(text: string): Map<string, string> | undefined {
  const query = text.slice(text.indexOf('?') + 1).split('#')[0]!;
  const values = new Map<string, string>();
  for (const pair of query.split('&').filter(Boolean)) {
    const at = pair.indexOf('=');
    const [key, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    try {
      values.set(decodeURIComponent(key.replace(/\+/g, ' ')), decodeURIComponent(value.replace(/\+/g, ' ')));
    } catch {
      return undefined;
    }
  }
  return values;
}

export function parseShareLink(text: string): Result<GameRecord> {
  const values = queryValues(text);
  if (!values) return err('ERR_RECORD', `${quote(text)} is not a share link: a %-escape is malformed`);
  const gameText = values.get('game') ?? '';
  const def = findGame(gameText.toLowerCase());
  if (!def) return err('ERR_UNKNOWN_GAME', `the link's game ${quote(gameText)} is not a known game`);
  const deal = parseDealNumber(values.get('deal') ?? '');
  if (!deal.ok) return err('ERR_DEAL_NUMBER', `the link's deal: ${deal.message}`);
  const { moves, bad } = readLinkMoves(values.get('moves') ?? '', def);
  if (bad) return err(bad.error, `the link's move ${bad.n}: ${bad.message}`);
  return ok({ game: def.id, deal: makeDealNumber(deal.value), rules: RULES_VERSION, moves });
}

/** The first of a link's moves that cannot be read (or, from a position, played): its 1-based number, its text, and why. */
export interface BadLinkMove {
  readonly n: number;
  readonly word: string;
  readonly error: ErrorCode;
  readonly message: string;
}

/**
 * A link's `moves` value, move texts with `+` or spaces between them, read in turn. With `from` (the
 * deal the link opens, as the web app has it), each must also be legal in turn; without it, legality
 * is left to whoever replays the record. Stops at the first move that fails.
 */
export function readLinkMoves(text: string, def: GameDef, from?: Position): { moves: Move[]; bad?: BadLinkMove } {
  const pos = from && clonePosition(from);
  const moves: Move[] = [];
  for (const [i, word] of text.split(/[\s+]+/).filter(Boolean).entries()) {
    const m = parseMove(word, def);
    if (!m.ok) return { moves, bad: { n: i + 1, word, error: m.error, message: m.message } };
    if (pos) {
      if (!isLegal(pos, m.value, def)) return { moves, bad: { n: i + 1, word, error: 'ERR_ILLEGAL_MOVE', message: `${quote(word)} is not legal here` } };
      play(pos, m.value, def);
    }
    moves.push(m.value);
  }
  return { moves };
}
