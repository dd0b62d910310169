/**
 * One sentence per "Show me" step, in the reader's language, told from the step's facts: the card
 * that moved and where, then what its leaving did (the card it freed, the row it emptied, the gap
 * it left). Card and pile names are the board's own (labels.ts).
 */
import { rankOf, type Card, type GameDef } from '../../engine/index.ts';
import { plural, t } from '../i18n/index.ts';
import { word } from '../i18n/rules-ui.ts';
import { cardName, pileInSentence, pileTitle } from '../labels.ts';
import type { Lang } from '../state/settings.ts';
import { stepFacts, type Step } from './show-me.ts';

/** "the jack of diamonds"; in French with its article: "le valet de carreau", "la dame…", "l’as…". */
export function cardPhrase(lang: Lang, c: Card): string {
  const name = cardName(lang, c);
  if (lang === 'en') return word(lang, 'the', { card: name });
  const rank = rankOf(c);
  return rank === 1 ? `l’${name}` : rank === 12 ? `la ${name}` : `le ${name}`;
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A row or pile starting a sentence: "Row 3"; in French with its article, "La rangée 3". */
const pileSubject = (lang: Lang, def: GameDef, name: string): string => capital(pileInSentence(lang, def, name));

export function explainStep(lang: Lang, def: GameDef, step: Step): string {
  const f = stepFacts(def, step);
  const pile = (name: string): string => pileTitle(lang, def, name);
  switch (f.kind) {
    case 'placed':
      return word(lang, 'placed', { n: f.cards });
    case 'deal':
      return word(lang, 'dealt', { deal: t(lang, 'deal'), card: cardPhrase(lang, f.card) });
    case 'fill': {
      const hours = f.piles.map((p) => t(lang, 'hourLabel', { hour: Number(p.slice(1)) + 1 }));
      return word(lang, 'filled', { fill: t(lang, 'fill'), cards: plural(lang, 'cards', f.cards), piles: hours.join(', ') });
    }
    default: {
      const mover = cardPhrase(lang, f.card);
      const card = capital(f.from === 'waste' ? word(lang, 'fromWaste', { card: mover }) : mover);
      const parts: string[] = [];
      if (f.kind === 'home') {
        const hour = def.foundations[Number(f.to.slice(1))]?.hour;
        parts.push(hour ? word(lang, 'homeHour', { card, hour: t(lang, 'hourLabel', { hour }) }) : word(lang, 'home', { card }));
      } else if (f.kind === 'onto') parts.push(word(lang, 'onto', { card, under: cardPhrase(lang, f.under!), pile: pile(f.to) }));
      else parts.push(word(lang, 'into', { card, pile: pile(f.to) }));
      if (f.freed) {
        const freed = cardPhrase(lang, f.freed.card);
        const key = f.from === 'waste' ? (f.freed.home ? 'wasteShowsHome' : 'wasteShows') : f.freed.home ? 'freedHome' : 'freed';
        parts.push(word(lang, key, { card: freed }));
      }
      if (f.emptied) parts.push(word(lang, 'emptied', { pile: pileSubject(lang, def, f.from) }));
      if (f.gap) parts.push(word(lang, 'gapLeft', { pile: pileSubject(lang, def, f.from) }));
      return parts.join(' ');
    }
  }
}
