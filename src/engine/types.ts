import type { Card, Suit } from './cards.ts';

export type GameId =
  | 'big-ben'
  | 'beleaguered-castle'
  | 'streets-and-alleys'
  | 'citadel'
  | 'fortress'
  | 'selective-castle'
  | 'sham-battle';

/**
 * A position is plain JSON. Every pile is listed bottom → top: the last card is the playable one.
 * `stock`: the last card is the next dealt (Big Ben) or the next offered for placement (Selective
 * Castle). Foundations in the game's order; tableau rows in the internal order of deals.md.
 */
export interface Position {
  readonly game: GameId;
  readonly foundations: Card[][];
  readonly tableau: Card[][];
  readonly stock: Card[];
  readonly waste: Card[];
}

/** Where a card move comes from: a tableau row index, or the waste. */
export const WASTE = -1;

/**
 * Moves are plain data. Every game moves one card at a time.
 * - `foundation`: top card of `from` (row or WASTE) onto foundation `to`.
 * - `tableau`: top card of `from` (row or WASTE) onto row `to`.
 * - `deal`: Big Ben, top stock card onto the waste.
 * - `fill`: Big Ben, deal stock cards into every gap (round-robin passes from 1 o'clock).
 * - `place`: Selective Castle, the offered card onto row `to`.
 */
export type Move =
  | { readonly kind: 'foundation'; readonly from: number; readonly to: number }
  | { readonly kind: 'tableau'; readonly from: number; readonly to: number }
  | { readonly kind: 'deal' }
  | { readonly kind: 'fill' }
  | { readonly kind: 'place'; readonly to: number };

/** How a tableau row builds: down in any suit; down in suit with K on A; up or down in suit. */
export type Build = 'down-any' | 'down-suit-wrap' | 'updown-suit';

/** A foundation builds up in suit from `first` to `last` (wrapping K → A where first > last). */
export interface FoundationSpec {
  readonly suit: Suit;
  readonly first: number;
  readonly last: number;
  /** Big Ben's clock position, 1 … 12; absent for castle games. */
  readonly hour?: number;
}

export type Status = 'playing' | 'won' | 'lost';

export interface GameNames {
  readonly en: string;
  readonly fr: string;
}

/**
 * A game declared as data, with small pure hooks only where data cannot say it (the deal).
 * Variants are object spreads of a base definition.
 */
export interface GameDef {
  readonly id: GameId;
  readonly names: GameNames;
  readonly aliases: readonly string[];
  /** One-line description, both languages. */
  readonly blurb: GameNames;
  readonly decks: 1 | 2;
  readonly rows: number;
  readonly build: Build;
  /** A row with fewer cards accepts nothing (Big Ben's three-card minimum); 0 elsewhere. */
  readonly minToAccept: number;
  readonly foundations: readonly FoundationSpec[];
  /** Big Ben: the stock deals to the waste and fills gaps. */
  readonly stockActions: boolean;
  /**
   * A run of cards, each built on the one under it, moves at once where the player could move it
   * card by card through the empty rows (the castle family; Big Ben's piles are not built that way).
   */
  readonly runMoves: boolean;
  /** Selective Castle: the stock is offered card by card for the player to place, at most `placementMax` a row. */
  readonly placementMax: number;
  /** Another game whose rules this one plays exactly (Sham Battle → Beleaguered Castle). */
  readonly sameRulesAs?: GameId;
  /** Lays out the shuffled pack (last element = top of the talon, dealt first). */
  readonly deal: (talon: Card[]) => Position;
}
