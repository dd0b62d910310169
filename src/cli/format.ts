/**
 * Shared pieces of the command line: the readable layout text, game/deal argument checks with
 * clear errors, and flag splitting. Commands return exit codes: 0 done, 1 a game-level failure
 * (an illegal move), 2 bad input (unknown game, bad number, unreadable file).
 */
import type { Card, DealNumber, FoundationSpec, GameDef, Position, Result } from '../engine/index.ts';
import { findGame, GAME_IDS, makeCard, parseDealNumber, quote, rankOf, suitOf } from '../engine/index.ts';
import type { Io } from './io.ts';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

export const SUIT_SYMBOLS = ['♣', '♠', '♥', '♦'];

/** `9h` for a Big Ben hour, the suit symbol for a castle foundation. */
export const foundationLabel = (spec: FoundationSpec): string =>
  spec.hour !== undefined ? `${spec.hour}h` : (SUIT_SYMBOLS[spec.suit] ?? '?');

/** "2♣", "10♥", "A♠": a card's short name, as the hint reasons of `solve --why` print it. */
export const cardSymbolName = (c: Card): string => `${RANK_NAMES[rankOf(c) - 1]}${SUIT_SYMBOLS[suitOf(c)]}`;
const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

const cardsText = (pile: readonly Card[]): string => (pile.length ? pile.map(makeCard).join(' ') : '-');

/**
 * The layout as readable text: foundations labelled (hours for Big Ben, suits otherwise), rows
 * numbered t0 … as in move texts, then stock and waste with their counts. Piles read bottom → top.
 */
export function formatPosition(def: GameDef, pos: Position): string {
  const lines = ['foundations (bottom → top):'];
  def.foundations.forEach((spec, i) => {
    lines.push(`  f${String(i).padEnd(2)} ${foundationLabel(spec).padStart(3)}  ${cardsText(pos.foundations[i] ?? [])}`);
  });
  lines.push('tableau (bottom → top, last card playable):');
  pos.tableau.forEach((row, i) => lines.push(`  t${String(i).padEnd(2)} ${`(${row.length})`.padStart(4)}  ${cardsText(row)}`));
  if (def.stockActions || def.placementMax > 0 || pos.stock.length > 0) {
    const next = def.placementMax > 0 ? 'last card is offered next' : 'last card is dealt next';
    lines.push(`stock: ${pos.stock.length} card${pos.stock.length === 1 ? '' : 's'} (${next})`);
    if (pos.stock.length) lines.push(`  ${cardsText(pos.stock)}`);
  }
  if (def.stockActions || pos.waste.length > 0) lines.push(`waste: ${pos.waste.length} (top last)  ${cardsText(pos.waste)}`);
  return lines.join('\n');
}

export const validGames = (): string => `valid games: ${GAME_IDS.join(', ')}`;

/** The game for a command-line id, or an error on stderr listing the valid ids. */
export function gameArg(command: string, id: string | undefined, io: Io): GameDef | undefined {
  const def = id === undefined ? undefined : findGame(id.toLowerCase());
  if (!def) io.err(`solitaire ${command}: ${id === undefined ? 'missing game' : `unknown game ${quote(id)}`}\n${validGames()}`);
  return def;
}

export function dealArg(command: string, text: string | undefined, io: Io): DealNumber | undefined {
  if (text === undefined) {
    io.err(`solitaire ${command}: missing deal number (1, 617, ms123 …)`);
    return undefined;
  }
  const d: Result<DealNumber> = parseDealNumber(text);
  if (!d.ok) io.err(`solitaire ${command}: ${d.message}`);
  return d.ok ? d.value : undefined;
}

/** Splits `--flag` words from positional arguments; unknown flags are reported. */
export function splitFlags(args: readonly string[], known: readonly string[]): { positional: string[]; flags: Set<string>; unknown: string[] } {
  const positional: string[] = [], unknown: string[] = [];
  const flags = new Set<string>();
  for (const a of args) {
    if (!a.startsWith('--')) positional.push(a);
    else if (known.includes(a)) flags.add(a);
    else unknown.push(a);
  }
  return { positional, flags, unknown };
}
