/**
 * The "How often it can be won" paragraphs, from the survey counts the build read out of
 * docs/survey (scripts/survey-odds.ts: each game's largest survey, the README's tables' own files): the share of deals won, its 95 % Wilson interval (the same
 * as the survey command's summary: undecided deals as losses for the low end, as wins for the high),
 * and what "with perfect play" means for this game.
 */
import { gameDef, type GameId } from '../../engine/index.ts';
import { wilson } from '../../solver/stats.ts';
import { word } from '../i18n/rules-ui.ts';
import type { Lang } from '../state/settings.ts';

export interface SurveyCounts {
  readonly deals: number;
  readonly won: number;
  readonly impossible: number;
  readonly unknown: number;
  readonly first: number;
  readonly last: number;
  /** Big Ben: its deals played blind by our hint policy, which never sees the stock, and how many it won. */
  readonly blind?: { readonly deals: number; readonly won: number };
}

export type SurveyTable = Partial<Record<GameId, SurveyCounts>>;

/** Whose survey answers for a game: its own, the game whose rules it plays, or (Selective Castle) the deal a random layout makes. */
export function surveyedAs(game: GameId): GameId {
  const def = gameDef(game);
  return def.sameRulesAs ?? (def.placementMax > 0 ? 'beleaguered-castle' : game);
}

export interface Odds {
  readonly low: number;
  readonly high: number;
  readonly interval: { readonly low: number; readonly high: number };
}

export function odds(c: SurveyCounts): Odds {
  const n = c.deals;
  return {
    low: n ? c.won / n : 0,
    high: n ? (c.won + c.unknown) / n : 0,
    interval: { low: wilson(c.won, n).low, high: wilson(c.won + c.unknown, n).high },
  };
}

/**
 * A share as a percentage, to one decimal, or to as many more (up to three) as it takes never to
 * round a share under 1 up to 100 %, nor one over 0 down to 0 %: Big Ben, with two of its 100,000
 * deals proved impossible, never reads "100.0 %".
 */
export function percent(lang: Lang, x: number): string {
  let digits = 1;
  for (; digits < 3; digits++) {
    const shown = Math.round(x * 100 * 10 ** digits) / 10 ** digits;
    if (!(x < 1 && shown >= 100) && !(x > 0 && shown <= 0)) break;
  }
  return new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x);
}

export function oddsParagraphs(lang: Lang, game: GameId, table: SurveyTable): string[] {
  const def = gameDef(game), source = surveyedAs(game);
  const name = def.names[lang], other = gameDef(source).names[lang];
  const c = table[source];
  if (!c) return [word(lang, 'oddsMissing', { game: source === game ? name : other })];
  const o = odds(c);
  const pct = (x: number): string => percent(lang, x);
  const share = pct(o.low) === pct(o.high) ? pct(o.low) : `${pct(o.low)} – ${pct(o.high)}`;
  const figures = { share, low: pct(o.interval.low), high: pct(o.interval.high) };
  const num = (n: number): string => n.toLocaleString(lang);
  const perfect = word(lang, def.stockActions ? 'oddsPerfectBigBen' : 'oddsPerfect');
  if (def.placementMax > 0) return [word(lang, 'oddsPlacing', { game: name, other, ...figures }), perfect];
  const out = source === game ? [] : [word(lang, 'oddsSameAs', { game: name, other })];
  out.push(
    word(lang, 'oddsSurvey', { first: num(c.first), last: num(c.last), deals: num(c.deals), won: num(c.won), impossible: num(c.impossible), unknown: num(c.unknown) }),
    word(lang, 'oddsShare', figures),
    perfect,
  );
  if (c.blind && c.blind.deals > 0) {
    const { deals, won } = c.blind, ci = wilson(won, deals);
    out.push(word(lang, 'oddsBlind', { share: pct(won / deals), low: pct(ci.low), high: pct(ci.high), won: num(won), deals: num(deals), ceiling: share }));
  }
  return out;
}
