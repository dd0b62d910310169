/** What a change says to a screen reader: "jack of diamonds to Row 3." and its auto-moves; deals and fills have their own words. */
import type { Card, Move, Position } from '../../engine/index.ts';
import { plural, t } from '../i18n/index.ts';
import { cardName, pileInSentence } from '../labels.ts';
import { parsePile, pileCards } from '../state/piles.ts';
import type { Session } from '../state/session.ts';
import type { Lang } from '../state/settings.ts';
import type { Transfer } from '../state/transfers.ts';

/** The card at a trip's landing place in `pos`, by `name`. */
function landed(pos: Position, trip: Transfer, name: (c: Card) => string): string {
  const pile = parsePile(trip.toPile);
  const card = pile ? pileCards(pos, pile)[trip.toIndex] : undefined;
  return card === undefined ? '' : name(card);
}

/**
 * Describes `moves` (their `trips`, the cards where they land in `pos`), each card by `name`: its
 * spoken name unless told (a hint's notice shows the shorter "10♥").
 */
export function describe(lang: Lang, s: Session, moves: readonly Move[], trips: readonly Transfer[], pos: Position, name = (c: Card): string => cardName(lang, c)): string {
  const first = moves[0];
  if (!first) return '';
  if (first.kind === 'fill') return t(lang, 'filled', { cards: plural(lang, 'cards', trips.length) });
  const trip = trips[0];
  if (!trip) return '';
  const card = landed(pos, trip, name);
  if (first.kind === 'deal') return t(lang, 'dealt', { card });
  const main = t(lang, first.kind === 'place' ? 'placed' : 'moved', { card, pile: pileInSentence(lang, s.def, trip.toPile) });
  const autos = trips.slice(1).map((tr) => {
    const auto = landed(pos, tr, name);
    return auto && t(lang, 'movedAuto', { card: auto, pile: pileInSentence(lang, s.def, tr.toPile) });
  });
  return [main, ...autos].filter(Boolean).join(' ');
}
