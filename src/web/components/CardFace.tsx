/**
 * A card of our own: large corner indices (both top corners, so a card overlapped from either side
 * still shows its rank and suit) and, in the body below them, one large pip or a court's letter and suit.
 * faces.css draws the pips of 2-10 and the courts' framed two-way panel from the same node (data-ix is the
 * rank its lower half repeats), once loaded and where the card is wide enough.
 */
import { makeCard, rankOf, suitOf, type Card } from '../../engine/index.ts';
import { cardName, rankIndex, SUIT_SYMBOLS } from '../labels.ts';
import type { Lang } from '../state/settings.ts';
import { memo } from './memo.ts';

export interface CardProps {
  readonly card: Card;
  readonly pile: string;
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly lang: Lang;
  readonly top: boolean;
}

function CardFace({ card, pile, index, x, y, lang, top }: CardProps) {
  const rank = rankOf(card), suit = suitOf(card);
  const ix = rankIndex(lang, rank), sym = SUIT_SYMBOLS[suit];
  return (
    <div
      class={`card s${suit}${top ? ' top' : ''}`}
      data-card={makeCard(card)}
      data-pile={pile}
      data-index={index}
      role="img"
      aria-label={cardName(lang, card)}
      style={{ left: `${x}px`, top: `${y}px` }}
    >
      <span class="ix l" aria-hidden="true"><b class={rank === 10 ? 'ten' : undefined}>{ix}</b><i>{sym}</i></span>
      <span class="ix r" aria-hidden="true"><b class={rank === 10 ? 'ten' : undefined}>{ix}</b><i>{sym}</i></span>
      {rank > 10
        ? <span class="mid court" data-ix={ix} aria-hidden="true">{ix}<i>{sym}</i></span>
        : <span class="mid" aria-hidden="true">{sym}</span>}
    </div>
  );
}

/** A card re-renders only when its own props changed (a move touches a few cards of the board). */
export const CardView = memo(CardFace);
