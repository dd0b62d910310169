/**
 * The rule page's "How hard the deals are": the share of a game's deals at each level of the solver's
 * rating, and of those its quick search proved lost, from the fixed counts in data/rating-spread.ts.
 */
import { gameDef, type GameDef, type GameId } from '../../engine/index.ts';
import type { RatedGame, RatingMark } from '../../solver/rating.ts';
import { ratingSpread, spreadDeals } from '../data/rating-spread.ts';
import type { Lang } from '../state/settings.ts';
import { Mark, rt } from './Rating.tsx';

/** The game whose deals `def`'s are rated as (src/solver/rating.ts's ratedGame, which the page does not load). */
export const ratedAs = (def: GameDef): RatedGame => (def.sameRulesAs ?? (def.placementMax > 0 ? 'beleaguered-castle' : def.id)) as RatedGame;

const MARKS: readonly RatingMark[] = [1, 2, 3, 4, 5, 'impossible'];

/** Each mark with its share of the deals; the impossible mark left out where no deal has it (Big Ben: no quick proof). */
export function spreadOf(game: RatedGame): { mark: RatingMark; share: number }[] {
  const counts = ratingSpread[game];
  const total = counts.reduce((a, b) => a + b, 0);
  return MARKS.map((mark, i) => ({ mark, share: counts[i]! / total })).filter((r) => r.mark !== 'impossible' || r.share > 0);
}

export function RatingSpread({ game, lang }: { game: GameId; lang: Lang }) {
  const def = gameDef(game), as = ratedAs(def);
  const name = def.names[lang], other = gameDef(as).names[lang];
  const rows = spreadOf(as);
  const pct = new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const num = (n: number): string => n.toLocaleString(lang);
  return (
    <div class="rating-spread" data-rating-spread={as}>
      <h3>{rt(lang, 'spreadTitle')}</h3>
      {as !== game && <p>{rt(lang, def.placementMax > 0 ? 'spreadPlacing' : 'spreadSameAs', { game: name, other })}</p>}
      <p>{rt(lang, 'spreadIntro', { first: num(spreadDeals.first), last: num(spreadDeals.last) })}</p>
      {!rows.some((r) => r.mark === 'impossible') && <p>{rt(lang, 'spreadNoQuickProof', { game: other })}</p>}
      <table class="rating-spread-table">
        <caption class="sr-only">{rt(lang, 'spreadCaption', { game: name })}</caption>
        <thead>
          <tr><th scope="col">{rt(lang, 'spreadLevel')}</th><th scope="col">{rt(lang, 'spreadShare')}</th></tr>
        </thead>
        <tbody>
          {rows.map(({ mark, share }) => (
            <tr key={mark} data-spread-mark={mark}>
              <th scope="row"><Mark mark={mark} lang={lang} /></th>
              <td>
                <span class="spread-share">{pct.format(share)}</span>
                <span class="spread-bar" style={{ '--share': share.toFixed(3) }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
