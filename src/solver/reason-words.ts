/**
 * The words of each hint reason (reason.ts), English and French, for the app and the command line.
 * Placeholders: {card} and {onto}, a card's name as the app says it (labels.ts's cardName: "2 of
 * clubs", "as de pique"; the command line writes "2♣"), the words supplying the article ("the",
 * "la carte") so that any name fits; {row}, a castle row named by `nameRow` as its caller writes
 * pile names in a sentence (1-based: "row 4" by default, the app's "Row 4"; "la rangée 4"); {hour},
 * a Big Ben pile's hour (pile + 1).
 */
import type { Card } from '../engine/index.ts';
import type { HintReason, ReasonKind } from './reason.ts';

export type ReasonLang = 'en' | 'fr';

export const REASON_WORDS: Readonly<Record<ReasonKind, Readonly<Record<ReasonLang, string>>>> = {
  only: { en: 'the only move that keeps the game winnable', fr: 'le seul coup qui garde la partie gagnable' },
  frees: { en: 'frees the {card}', fr: 'libère la carte {card}' },
  empties: { en: 'empties {row}', fr: 'vide {row}' },
  room: { en: 'makes room in the {hour} o’clock pile', fr: 'fait de la place dans la pile de {hour} h' },
  home: { en: 'sends the {card} to its foundation', fr: 'envoie la carte {card} sur sa fondation' },
  fills: { en: 'fills the gaps from the stock', fr: 'comble les vides avec le talon' },
  turns: { en: 'turns up the next stock card', fr: 'retourne la carte suivante du talon' },
  builds: { en: 'puts the {card} on the {onto}', fr: 'pose la carte {card} sur la carte {onto}' },
  moves: { en: 'moves the {card} to {row}', fr: 'déplace la carte {card} vers {row}' },
};

/** A row inside a sentence, `row` from 0: "row 4", "la rangée 4". */
const rowWords = (lang: ReasonLang, row: number): string => `${lang === 'fr' ? 'la rangée' : 'row'} ${row + 1}`;

/** A reason in words, cards named by `nameCard`, rows by `nameRow`. */
export function reasonText(reason: HintReason, lang: ReasonLang, nameCard: (c: Card) => string, nameRow = (row: number): string => rowWords(lang, row)): string {
  const values: Record<string, string> = {};
  if ('card' in reason) values.card = nameCard(reason.card);
  if ('onto' in reason) values.onto = nameCard(reason.onto);
  if ('row' in reason) values.row = nameRow(reason.row);
  if ('pile' in reason) values.hour = String(reason.pile + 1);
  return REASON_WORDS[reason.kind][lang].replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}
