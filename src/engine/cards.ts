/**
 * A card is a small integer: suit × 13 + (rank − 1). Suits follow PySolFC's order ♣ ♠ ♥ ♦, ranks
 * run A = 1 … K = 13. The two copies of a card in Big Ben are the same number: copies are
 * indistinguishable in play.
 */
export type Card = number;
export type Suit = 0 | 1 | 2 | 3;
export const CLUBS = 0, SPADES = 1, HEARTS = 2, DIAMONDS = 3;
export const SUITS: readonly Suit[] = [CLUBS, SPADES, HEARTS, DIAMONDS];
export const RANK_CHARS = 'A23456789TJQK';
export const SUIT_CHARS = 'CSHD';

export const rankOf = (c: Card): number => (c % 13) + 1;
export const suitOf = (c: Card): Suit => ((c / 13) | 0) as Suit;
export const cardOf = (rank: number, suit: Suit): Card => suit * 13 + rank - 1;
export const isRed = (c: Card): boolean => suitOf(c) >= HEARTS;

/** `JD`, `TC`, `AS`. */
export const makeCard = (c: Card): string => RANK_CHARS[rankOf(c) - 1]! + SUIT_CHARS[suitOf(c)]!;

/** Reads `JD`, `td`, `10D`; undefined for anything else. */
export function parseCard(text: string): Card | undefined {
  const t = text.trim().toUpperCase().replace(/^10/, 'T');
  if (t.length !== 2) return undefined;
  const rank = RANK_CHARS.indexOf(t[0]!);
  const suit = SUIT_CHARS.indexOf(t[1]!);
  return rank < 0 || suit < 0 ? undefined : cardOf(rank + 1, suit as Suit);
}

/** The fresh pack of PySolFC: for each deck, for suit ♣ ♠ ♥ ♦, for rank A … K. */
export function freshPack(decks: number): Card[] {
  const pack: Card[] = [];
  for (let d = 0; d < decks; d++) for (let c = 0; c < 52; c++) pack.push(c);
  return pack;
}
