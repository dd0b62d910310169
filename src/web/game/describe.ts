/** What a change says to a screen reader: "jack of diamonds to Row 3." and its auto-moves; deals and fills have their own words. */
import type { Move, Position } from '../../engine/index.ts';
import { plural, t } from '../i18n/index.ts';
import { cardName, pileInSentence } from '../labels.ts';
import { parsePile, pileCards } from '../state/piles.ts';
import type { Session } from '../state/session.ts';
import type { Lang } from '../state/settings.ts';
import type { Transfer } from '../state/transfers.ts';

/** The card at a trip's landing place in `pos`, by name. */
function landed(lang: Lang, pos: Position, trip: Transfer): string {
  const pile = parsePile(trip.toPile);
  const card = pile ? pileCards(pos, pile)[trip.toIndex] : undefined;
  return card === undefined ? '' : cardName(lang, card);
}

/** Describes `moves` (their `trips`, the cards where they land in `pos`). */
export function describe(lang: Lang, s: Session, moves: readonly Move[], trips: readonly Transfer[], pos: Position): string {
  const first = moves[0];
  if (!first) return '';
  if (first.kind === 'fill') return t(lang, 'filled', { cards: plural(lang, 'cards', trips.length) });
  const trip = trips[0];
  if (!trip) return '';
  const name = landed(lang, pos, trip);
  if (first.kind === 'deal') return t(lang, 'dealt', { card: name });
  const main = t(lang, first.kind === 'place' ? 'placed' : 'moved', { card: name, pile: pileInSentence(lang, s.def, trip.toPile) });
  const autos = trips.slice(1).map((tr) => {
    const card = landed(lang, pos, tr);
    return card && t(lang, 'movedAuto', { card, pile: pileInSentence(lang, s.def, tr.toPile) });
  });
  return [main, ...autos].filter(Boolean).join(' ');
}
