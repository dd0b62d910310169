/**
 * A game record: headers, then the moves in order. It replays exactly from its deal number.
 *
 *   [Game "big-ben"]
 *   [Deal "617"]
 *   [Rules "1"]
 *
 *   t3-f1 deal w-t5 fill
 *
 * Move numbers like `12.` are allowed and ignored. Selective Castle records start with the
 * placements (`s-t0` …).
 */
import { dealPosition } from './deal.ts';
import { findGame, gameDef } from './games.ts';
import { makeMove, parseMove } from './notation.ts';
import { clip, err, ok, quote, type Result } from './result.ts';
import { makeDealNumber, parseDealNumber } from './rng.ts';
import { isLegal, play } from './rules.ts';
import type { GameId, Move, Position } from './types.ts';

/** Bumped whenever a rule change would make an old record replay differently. */
export const RULES_VERSION = '1';

export interface GameRecord {
  readonly game: GameId;
  readonly deal: string;
  readonly rules: string;
  readonly moves: readonly Move[];
}

export function makeRecord(r: GameRecord): string {
  const moves: string[] = [];
  for (let i = 0; i < r.moves.length; i += 10) moves.push(r.moves.slice(i, i + 10).map(makeMove).join(' '));
  return `[Game "${r.game}"]\n[Deal "${r.deal}"]\n[Rules "${r.rules}"]\n\n${moves.join('\n')}\n`;
}

/** A header line: `[Name "value"]`. */
export const RECORD_HEADER = /^\s*\[(\w+)\s+"([^"]*)"\]\s*$/;

/** What the headers say (names lower-cased), checked: a known game, a deal number, our rules version. */
export function recordHeaders(headers: ReadonlyMap<string, string>): Result<Omit<GameRecord, 'moves'>> {
  const def = findGame(headers.get('game') ?? '');
  if (!def) return err('ERR_UNKNOWN_GAME', `the record's [Game] header names no known game`);
  const deal = parseDealNumber(headers.get('deal') ?? '');
  if (!deal.ok) return err('ERR_DEAL_NUMBER', `the record's [Deal] header: ${deal.message}`);
  const rules = headers.get('rules') ?? RULES_VERSION;
  if (rules !== RULES_VERSION) return err('ERR_RECORD', `rules version ${clip(rules)} is not ${RULES_VERSION}`);
  return ok({ game: def.id, deal: makeDealNumber(deal.value), rules });
}

/** A word of the move list, or undefined for a move number like `12.`, which is ignored. */
export function recordMove(word: string, game: GameId, index: number): Result<Move> | undefined {
  if (/^\d+\.$/.test(word)) return undefined;
  const m = parseMove(word, gameDef(game));
  return m.ok ? m : err(m.error, `move ${index + 1}: ${m.message}`);
}

export function parseRecord(text: string): Result<GameRecord> {
  const headers = new Map<string, string>();
  const body: string[] = [];
  for (const line of String(text).split(/\r?\n/)) {
    const h = RECORD_HEADER.exec(line);
    if (h) headers.set(h[1]!.toLowerCase(), h[2]!);
    else if (line.trim().startsWith('[')) return err('ERR_RECORD', `${quote(line.trim())} is not a header like [Game "big-ben"]`);
    else body.push(line);
  }
  const head = recordHeaders(headers);
  if (!head.ok) return head;
  const moves: Move[] = [];
  for (const word of body.join(' ').split(/\s+/).filter((w) => w)) {
    const m = recordMove(word, head.value.game, moves.length);
    if (m && !m.ok) return m;
    if (m) moves.push(m.value);
  }
  return ok({ ...head.value, moves });
}

/** Replays a record from its deal; stops at the first illegal move and says which. */
export function replay(r: GameRecord): Result<Position> {
  const start = dealPosition(r.game, r.deal);
  if (!start.ok) return start;
  const pos = start.value;
  for (let i = 0; i < r.moves.length; i++) {
    const move = r.moves[i]!;
    if (!isLegal(pos, move)) {
      return err('ERR_ILLEGAL_MOVE', `move ${i + 1} (${makeMove(move)}) is illegal`);
    }
    play(pos, move);
  }
  return ok(pos);
}
