/** The castle family's view: foundations marked with their suit, and Selective Castle's offered card while the player lays out the rows. */
import { inPlacement } from '../../../engine/index.ts';
import { pileCards, parsePile } from '../../state/piles.ts';
import type { FamilyView } from './view.ts';

export const castleView: FamilyView = {
  family: 'castle',
  pile(s, slot) {
    const name = slot.name;
    if (name === 'stock') {
      // The layout gives the offered card a place only while cards are being placed.
      const placing = inPlacement(s.def, s.pos);
      return { cards: placing ? [...s.pos.stock] : [], topOnly: true, classes: 'offer', extra: <span class="offer-count" data-stock-count={s.pos.stock.length}>{s.pos.stock.length}</span> };
    }
    const p = parsePile(name);
    const foundation = p?.kind === 'foundation';
    return { cards: p ? [...pileCards(s.pos, p)] : [], baseSuit: foundation ? s.def.foundations[p.index]?.suit : undefined, classes: foundation ? 'foundation' : 'row' };
  },
};
