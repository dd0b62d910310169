/**
 * A move in a player's words, for the review's text ("7♠ to row 4", "8♦ to its foundation",
 * "J♥ to the 4 o'clock pile"): cards as printed on their faces, rows and clock hours counted as the
 * app shows them (row 1 is t0). Read from the position before the move, which holds the card.
 */
import type { Card, GameDef, Move, Position } from '../engine/index.ts';
import { rankOf, suitOf, WASTE } from '../engine/index.ts';
import { SUIT_SYMBOLS } from './format.ts';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** `10♥`, `A♠`. */
export const cardFace = (c: Card): string => `${RANKS[rankOf(c) - 1]}${SUIT_SYMBOLS[suitOf(c)]}`;

const topOf = (pile: readonly Card[] | undefined): Card | undefined => pile?.[pile.length - 1];

export function moveWords(def: GameDef, pos: Position, move: Move): string {
  const pile = (to: number): string => (def.stockActions ? `the ${to + 1} o'clock pile` : `row ${to + 1}`);
  switch (move.kind) {
    case 'deal':
      return 'deal a card to the waste';
    case 'fill':
      return 'fill the gaps from the stock';
    case 'place': {
      const card = topOf(pos.stock);
      return `${card === undefined ? 'the offered card' : cardFace(card)} placed in row ${move.to + 1}`;
    }
    default: {
      const card = topOf(move.from === WASTE ? pos.waste : pos.tableau[move.from]);
      const from = move.from === WASTE ? ' from the waste' : '';
      const face = card === undefined ? 'a card' : cardFace(card);
      const hour = def.foundations[move.to]?.hour;
      if (move.kind === 'tableau') return `${face}${from} to ${pile(move.to)}`;
      return `${face}${from} to ${hour === undefined ? 'its foundation' : `the ${hour} o'clock foundation`}`;
    }
  }
}
