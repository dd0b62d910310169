/**
 * What a hint that found a move says: the move, then why in a few words, then, in Big Ben, how sure
 * it is. The reason comes from the worker with the move (src/solver/reason.ts) in the solver's own
 * words (reason-words.ts), which fit any card name.
 *
 * Two forms of the same message:
 * - spoken (the live region, and the notice for screen readers): cards by name, Big Ben's estimate
 *   explained in full: "Hint: 10 of hearts to Row 8 — frees the 2 of clubs";
 * - shown (the notice on screen): cards as their corners print them, Big Ben's estimate as a count,
 *   so the longest French message keeps to two lines of an upright phone's bar:
 *   "Indice : 10♥ sur la rangée 8 — libère la carte 2♣".
 */
import { apply, rankOf, suitOf, type Card, type GameDef, type Move } from '../../engine/index.ts';
import type { HintReason, ReasonKind } from '../../solver/reason.ts';
import { reasonText } from '../../solver/reason-words.ts';
import { describe } from '../game/describe.ts';
import { frenchTypography, t } from '../i18n/index.ts';
import { cardName, pileInSentence, rankIndex, SUIT_SYMBOLS } from '../labels.ts';
import type { Session } from '../state/session.ts';
import type { Lang } from '../state/settings.ts';
import { forwardTransfers } from '../state/transfers.ts';
import type { HintResult } from './hint.ts';
import { sv } from './strings.ts';

export interface HintWords {
  readonly spoken: string;
  readonly shown: string;
}

type Found = Extract<HintResult, { kind: 'move' }>;
type Namer = (c: Card) => string;

/** A card as its corner prints it: "10♥", "V♦" in French. */
export const cardCorner = (lang: Lang, c: Card): string => `${rankIndex(lang, rankOf(c))}${SUIT_SYMBOLS[suitOf(c)]}`;

/**
 * The reasons that only say the move again ("sends the 2 of clubs to its foundation" after "2 of
 * clubs to the clubs foundation"): a castle hint says instead that the move starts a winning line
 * (the solver found one); Big Ben's says how many sampled stock orders it wins.
 */
const SAYS_THE_MOVE: ReadonlySet<ReasonKind> = new Set<ReasonKind>(['home', 'moves', 'fills']);

/** Why the hint's move, cards by `name`, rows as the board names them; null when Big Ben's estimate is all it has to say. */
function hintWhy(lang: Lang, def: GameDef, reason: HintReason, sampled: boolean, name: Namer): string | null {
  if (SAYS_THE_MOVE.has(reason.kind)) return sampled ? null : sv(lang, 'hintStartsLine');
  const words = reasonText(reason, lang, name, (row) => pileInSentence(lang, def, `t${row}`));
  return lang === 'fr' ? frenchTypography(words) : words;
}

/**
 * The move in words: a card's move as the board says it ("10 of hearts to Row 8"), a stock action by
 * its button's name (the card a deal turns up is the stock's, which the hint must not give away).
 */
function moveWords(lang: Lang, s: Session, move: Move, name: Namer): string {
  if (move.kind === 'deal' || move.kind === 'fill') return t(lang, move.kind);
  return describe(lang, s, [move], forwardTransfers(s.pos, s.def, [move]), apply(s.pos, move), name).replace(/\.$/, '');
}

/** The move and its reason, cards by `name`. */
function moveAndWhy(lang: Lang, s: Session, hint: Found, name: Namer): string {
  const move = moveWords(lang, s, hint.move, name);
  const why = hintWhy(lang, s.def, hint.reason, hint.sampled !== undefined, name);
  return why === null ? move : sv(lang, 'hintWhy', { what: move, why });
}

/** Both forms of the message of a hint that found a move on `s`'s board. */
export function hintWords(lang: Lang, s: Session, hint: Found): HintWords {
  const spoken = moveAndWhy(lang, s, hint, (c) => cardName(lang, c));
  const shown = moveAndWhy(lang, s, hint, (c) => cardCorner(lang, c));
  const odds = hint.sampled;
  if (!odds) return { spoken: sv(lang, 'hintMove', { what: spoken }), shown: sv(lang, 'hintMove', { what: shown }) };
  // Big Ben's hint is an estimate over the stock orders the player cannot tell apart; it says so.
  return {
    spoken: sv(lang, 'hintSampled', { what: spoken, wins: odds.wins, samples: odds.samples }),
    shown: sv(lang, odds.wins === 1 ? 'hintOddsOnce' : 'hintOdds', { what: shown, wins: odds.wins, samples: odds.samples }),
  };
}
