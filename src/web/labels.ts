/** Spoken and printed names of cards and piles in the current language. */
import { signal } from '@preact/signals';
import { makeCard, rankOf, suitOf, type Card, type GameDef, type Position } from '../engine/index.ts';
import { foundationComplete } from '../engine/index.ts';
import { plural, t } from './i18n/index.ts';
import type { Key } from './i18n/strings.ts';
import { parsePile, pileCards } from './state/piles.ts';
import { elapsed, formatTime, moveCount, type Session } from './state/session.ts';
import type { Lang } from './state/settings.ts';

export const SUIT_SYMBOLS = ['♣', '♠', '♥', '♦'] as const;

/**
 * A lazily loaded feature's own name for a board (a puzzle of the pack names its number), set when
 * its code loads: the first board does not carry the pack. Undefined for the deals it does not know.
 */
export const boardNamer = signal<((lang: Lang, def: GameDef, deal: string) => string | undefined) | null>(null);

/** The board's name for a screen reader: "Selective Castle, puzzle 3, deal 37", else "Big Ben, deal 5". */
export function boardLabel(lang: Lang, def: GameDef, deal: string): string {
  return boardNamer.value?.(lang, def, deal) ?? t(lang, 'boardLabel', { game: def.names[lang], deal });
}

/** The rank as printed in a card's corner: A 2 … 10 J Q K, or A 2 … 10 V D R in French. */
export function rankIndex(lang: Lang, rank: number): string {
  if (rank === 1) return t(lang, 'idxA');
  if (rank === 11) return t(lang, 'idxJ');
  if (rank === 12) return t(lang, 'idxQ');
  if (rank === 13) return t(lang, 'idxK');
  return String(rank);
}

export function rankName(lang: Lang, rank: number): string {
  return rank === 1 || rank > 10 ? t(lang, `r${rank}` as Key) : String(rank);
}

/** "jack of diamonds", "valet de carreau". */
export function cardName(lang: Lang, c: Card): string {
  return t(lang, 'of', { rank: rankName(lang, rankOf(c)), suit: t(lang, `s${suitOf(c)}` as Key) });
}

export const cardText = (c: Card): string => makeCard(c);

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A game whose foundations each take their own suit (the castle family) names them by suit. */
const oneFoundationPerSuit = (def: GameDef): boolean => new Set(def.foundations.map((f) => f.suit)).size === def.foundations.length;

/** A pile's short name: "Foundation 3 o'clock", "Hearts foundation", "Row 2", "Pile at 4 o'clock", "Waste". */
export function pileTitle(lang: Lang, def: GameDef, name: string): string {
  const p = parsePile(name);
  if (!p) return name;
  if (p.kind === 'waste') return t(lang, 'wasteLabel');
  if (p.kind === 'stock') return def.placementMax > 0 ? t(lang, 'offeredLabel') : t(lang, 'stockLabel');
  if (p.kind === 'foundation') {
    const spec = def.foundations[p.index];
    if (spec?.hour) return `${t(lang, 'foundationLabel', { n: '' }).trim()} ${t(lang, 'hourLabel', { hour: spec.hour })}`;
    if (spec && oneFoundationPerSuit(def)) return capital(t(lang, 'suitFoundation', { suit: t(lang, `s${spec.suit}` as Key) }));
    return t(lang, 'foundationLabel', { n: p.index + 1 });
  }
  return def.stockActions ? t(lang, 'pileAtHour', { hour: p.index + 1 }) : t(lang, 'rowLabel', { n: p.index + 1 });
}

/**
 * A pile named inside a sentence, after "to" or "sur", with its article and in lower case: "the
 * spades foundation", "the 1 o'clock foundation", "the pile at 4 o'clock", "la rangée 8", "la
 * fondation de cœur" (every pile a move lands on is feminine); an English castle row keeps the
 * board's name, "Row 8".
 */
export function pileInSentence(lang: Lang, def: GameDef, name: string): string {
  const title = pileTitle(lang, def, name);
  const lower = `${title.charAt(0).toLowerCase()}${title.slice(1)}`;
  if (lang === 'fr') return `la ${lower}`;
  const p = parsePile(name);
  if (p?.kind === 'tableau' && !def.stockActions) return title;
  const hour = p?.kind === 'foundation' ? def.foundations[p.index]?.hour : undefined;
  return hour ? `the ${t(lang, 'hourLabel', { hour })} foundation` : `the ${lower}`;
}

/** The full spoken label of a pile: its name, its top card, what comes next and how many cards. */
export function pileLabel(lang: Lang, def: GameDef, pos: Position, name: string): string {
  const p = parsePile(name);
  if (!p) return name;
  const title = pileTitle(lang, def, name);
  const cards = pileCards(pos, p);
  const top = cards[cards.length - 1];
  if (p.kind === 'stock' && def.stockActions) return t(lang, 'labelSep', { a: title, b: cards.length ? plural(lang, 'cards', cards.length) : t(lang, 'emptyStock') });
  const parts = [top === undefined ? t(lang, 'emptyPile') : cardName(lang, top)];
  if (p.kind === 'foundation') {
    const spec = def.foundations[p.index]!;
    if (foundationComplete(spec, cards)) parts.push(t(lang, 'complete'));
    else if (top !== undefined) parts.push(t(lang, 'next', { card: cardName(lang, spec.suit * 13 + (rankOf(top) % 13)) }));
    if (spec.hour) parts.push(t(lang, 'endsOn', { rank: rankName(lang, spec.last) }));
  } else if (p.kind === 'tableau') {
    parts.push(plural(lang, 'cards', cards.length));
    if (cards.length < def.minToAccept) parts.push(t(lang, 'gap'));
  }
  return t(lang, 'labelSep', { a: title, b: parts.join(', ') });
}

/**
 * The win screen's line under its title: the game, the deal, the moves and the time. A game opened
 * from a link says no time: its clock waited for the player's first move, so a time would not be
 * the moves' time.
 */
export function wonBody(lang: Lang, s: Session, now: number): string {
  return t(lang, s.fromLink ? 'wonBodyLink' : 'wonBody', { game: s.def.names[lang], deal: s.deal, moves: plural(lang, 'movesN', moveCount(s)), time: formatTime(elapsed(s, now)) });
}

/** What the live region says when a move wins: the win screen's own title and line. */
export const wonAnnouncement = (lang: Lang, s: Session, now: number): string => `${t(lang, 'wonTitle')} ${wonBody(lang, s, now)}`;
