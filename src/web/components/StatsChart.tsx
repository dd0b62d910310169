/**
 * The chart of a game's last finished deals, beside its figures: one bar per deal, oldest first,
 * its height the moves made, filled when won and outlined when lost (told apart without colour),
 * with the same facts as a list for screen readers and the latest deal written out.
 */
import type { GameDef } from '../../engine/index.ts';
import { plural } from '../i18n/index.ts';
import { formatTime } from '../state/session.ts';
import type { RecentGame } from '../state/stats.ts';
import type { Lang } from '../state/settings.ts';
import { st } from './stats-strings.ts';

const BAR = 10, GAP = 4, HEIGHT = 48;

function entryText(lang: Lang, r: RecentGame): string {
  return st(lang, 'chartEntry', { result: st(lang, r.won ? 'chartWon' : 'chartLost'), moves: plural(lang, 'movesN', r.moves), time: formatTime(r.timeMs) });
}

export function StatsChart({ def, recent, lang }: { def: GameDef; recent: readonly RecentGame[]; lang: Lang }) {
  if (recent.length === 0) return null;
  const most = Math.max(1, ...recent.map((r) => r.moves));
  const won = recent.filter((r) => r.won).length;
  const moves = recent.map((r) => r.moves);
  const summary = st(lang, 'chartSummary', { won, lost: recent.length - won, n: recent.length, min: Math.min(...moves), max: Math.max(...moves) });
  const width = recent.length * (BAR + GAP);
  return (
    <figure class="stats-chart" data-chart={def.id}>
      <figcaption>{st(lang, 'chartTitle', { game: def.names[lang], n: recent.length })}</figcaption>
      <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary}>
        {recent.map((r, i) => {
          const h = Math.max(3, Math.round(((HEIGHT - 2) * r.moves) / most));
          return (
            <rect key={i} data-won={String(r.won)} data-moves={r.moves} data-time-ms={r.timeMs} x={i * (BAR + GAP) + 1} y={HEIGHT - 1 - h} width={BAR} height={h}
              class={r.won ? 'won' : 'lost'}>
              <title>{entryText(lang, r)}</title>
            </rect>
          );
        })}
      </svg>
      <p class="small" aria-hidden="true">{summary}</p>
      <p class="small">{st(lang, 'chartLatest', { what: entryText(lang, recent[recent.length - 1]!) })}</p>
      <ol class="sr-only">
        {recent.map((r, i) => <li key={i}>{entryText(lang, r)}</li>)}
      </ol>
    </figure>
  );
}
