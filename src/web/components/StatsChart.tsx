/**
 * A game's last finished deals, drawn under its figures: one bar per deal, oldest first, in two
 * small charts with their scales, the moves made and the time taken; filled when won and outlined
 * when lost (told apart without colour). Screen readers get the same deals as a table.
 */
import type { GameDef } from '../../engine/index.ts';
import { plural } from '../i18n/index.ts';
import { formatTime } from '../state/session.ts';
import type { RecentGame } from '../state/stats.ts';
import type { Lang } from '../state/settings.ts';
import { st } from './stats-strings.ts';

const BAR = 10, GAP = 4, AXIS = 42, PLOT = 44, HEAD = 22, PAD = 4;

/** The smallest round top of the scale at or above `n` (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten), even, so its middle is whole. */
export function roundUp(n: number): number {
  const p = 10 ** Math.floor(Math.log10(Math.max(1, n)));
  return Math.max(2, [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map((k) => k * p).find((v) => v >= n && v % 2 === 0) ?? 10 * p);
}

/** The top of the time scale: a round number of seconds or minutes at or above `ms`. */
export function timeTop(ms: number): number {
  const steps = [30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 18_000, 36_000, 86_400].map((s) => s * 1000);
  return steps.find((v) => v >= ms) ?? Math.ceil(ms / 86_400_000) * 86_400_000;
}

function entryText(lang: Lang, r: RecentGame): string {
  return st(lang, 'chartEntry', { result: st(lang, r.won ? 'chartWon' : 'chartLost'), moves: plural(lang, 'movesN', r.moves), time: formatTime(r.timeMs) });
}

function summaryText(lang: Lang, recent: readonly RecentGame[]): string {
  if (recent.length === 1) return st(lang, 'chartOne', { what: entryText(lang, recent[0]!) });
  const won = recent.filter((r) => r.won).length;
  const moves = recent.map((r) => r.moves);
  const times = recent.map((r) => r.timeMs);
  return st(lang, 'chartSummary', {
    won, lost: recent.length - won, n: recent.length,
    min: Math.min(...moves), max: Math.max(...moves), fastest: formatTime(Math.min(...times)), slowest: formatTime(Math.max(...times)),
  });
}

/** One of the two charts: its title, the top and middle of its scale on the left, a bar per deal. */
function Plot({ y, title, top, label, values, recent, kind }: {
  y: number; title: string; top: number; label: (v: number) => string; values: readonly number[]; recent: readonly RecentGame[]; kind: 'moves' | 'time';
}) {
  const base = y + HEAD + PLOT;
  return (
    <g data-plot={kind}>
      <text class="plot-title" x={0} y={y + 11}>{title}</text>
      {[1, 0.5, 0].map((f) => (
        <g key={f}>
          <line class="grid" x1={AXIS - 4} x2={AXIS + recent.length * (BAR + GAP)} y1={base - f * PLOT} y2={base - f * PLOT} />
          <text class="tick" data-tick={f} x={AXIS - 6} y={base - f * PLOT + 4} text-anchor="end">{label(f * top)}</text>
        </g>
      ))}
      {values.map((v, i) => {
        const h = Math.max(2, Math.round((PLOT * v) / top));
        return <rect key={i} data-won={String(recent[i]!.won)} data-value={v} x={AXIS + i * (BAR + GAP) + 1} y={base - h} width={BAR} height={h} class={recent[i]!.won ? 'won' : 'lost'} />;
      })}
    </g>
  );
}

export function StatsChart({ def, recent, lang }: { def: GameDef; recent: readonly RecentGame[]; lang: Lang }) {
  if (recent.length === 0) return null;
  const moves = recent.map((r) => r.moves);
  const times = recent.map((r) => r.timeMs);
  const movesTop = roundUp(Math.max(...moves));
  const timeMax = timeTop(Math.max(...times));
  const width = AXIS + recent.length * (BAR + GAP) + PAD;
  const height = 2 * (HEAD + PLOT) + 3 * PAD + 4;
  const title = st(lang, recent.length === 1 ? 'chartTitleOne' : 'chartTitle', { game: def.names[lang], n: recent.length });
  return (
    <figure class="stats-chart" data-chart={def.id}>
      <figcaption>{title}</figcaption>
      <p class="small chart-summary">{summaryText(lang, recent)}</p>
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        <Plot y={PAD} title={st(lang, 'chartMoves')} top={movesTop} label={(v) => String(Math.round(v))} values={moves} recent={recent} kind="moves" />
        <Plot y={PAD * 2 + HEAD + PLOT + 4} title={st(lang, 'chartTime')} top={timeMax} label={(v) => formatTime(v)} values={times} recent={recent} kind="time" />
      </svg>
      <table class="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr><th scope="col">{st(lang, 'chartDeal')}</th><th scope="col">{st(lang, 'chartResult')}</th><th scope="col">{st(lang, 'chartMoves')}</th><th scope="col">{st(lang, 'chartTime')}</th></tr>
        </thead>
        <tbody>
          {recent.map((r, i) => (
            <tr key={i}><th scope="row">{i + 1}</th><td>{st(lang, r.won ? 'chartWon' : 'chartLost')}</td><td>{r.moves}</td><td>{formatTime(r.timeMs)}</td></tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
