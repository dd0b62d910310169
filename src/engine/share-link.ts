/**
 * The web app's share link, `…?game=<id>&deal=<n>&moves=<move texts, + or spaces between them>`,
 * read as a game record (legality is checked where the record is replayed, as for a record file),
 * so the command line reads the links players send without loading the web app.
 */
import { findGame } from './games.ts';
import { RULES_VERSION, type GameRecord } from './record.ts';
import { parseMove } from './notation.ts';
import { err, ok, quote, type Result } from './result.ts';
import { makeDealNumber, parseDealNumber } from './rng.ts';
import type { Move } from './types.ts';

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
  const moves: Move[] = [];
  for (const [i, word] of (values.get('moves') ?? '').split(/[\s+]+/).filter(Boolean).entries()) {
    const m = parseMove(word, def);
    if (!m.ok) return err(m.error, `the link's move ${i + 1}: ${m.message}`);
    moves.push(m.value);
  }
  return ok({ game: def.id, deal: makeDealNumber(deal.value), rules: RULES_VERSION, moves });
}
