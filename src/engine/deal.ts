/** Deal number → starting position, exactly PySolFC's layout for the same game and number. */
import { freshPack, type Card } from './cards.ts';
import { findGame } from './games.ts';
import { err, ok, quote, type Result } from './result.ts';
import { parseDealNumber, randIntFor, shuffleInPlace, usesMicrosoft, type DealNumber } from './rng.ts';
import type { GameDef, Position } from './types.ts';

/** The shuffled talon for a deal: the last element is the top, dealt first. */
export function shuffledTalon(def: GameDef, deal: DealNumber): Card[] {
  let pack = freshPack(def.decks);
  // Microsoft's generator with exactly 52 cards deals from A♣ A♦ A♥ A♠ 2♣ … (FreeCell's order).
  if (usesMicrosoft(deal) && pack.length === 52) {
    const base = pack;
    pack = [];
    for (let i = 0; i < 13; i++) pack.push(base[i]!, base[i + 39]!, base[i + 26]!, base[i + 13]!);
  }
  return shuffleInPlace(pack, randIntFor(deal));
}

export function dealFor(def: GameDef, deal: DealNumber): Position {
  return def.deal(shuffledTalon(def, deal));
}

/** The starting position of a game id and deal text (`617`, `ms617`, `#1,234`), or a clear error. */
export function dealPosition(gameId: string, dealText: string): Result<Position> {
  const def = findGame(gameId);
  if (!def) return err('ERR_UNKNOWN_GAME', `unknown game ${quote(gameId)}`);
  const d = parseDealNumber(dealText);
  return d.ok ? ok(dealFor(def, d.value)) : d;
}
