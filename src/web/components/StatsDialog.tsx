/** Statistics per game, with labels that say what they count; export and import as JSON. */
import { Fragment } from 'preact';
import { GAMES } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { problemsText } from '../i18n/problems.ts';
import { settings, stats, statsAlert } from '../store.ts';
import { formatTime } from '../state/session.ts';
import { emptyGameStats, mergeStats, parseStats, winPercent } from '../state/stats.ts';
import { changeStats } from '../stats-store.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { StatsChart } from './StatsChart.tsx';
import { st } from './stats-strings.ts';
import './stats.css';

function exportStats(): void {
  // The figures only: which results were written, and which deals counted, are this browser's own record.
  const blob = new Blob([JSON.stringify({ version: stats.value.version, games: stats.value.games }, null, 2)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = 'solitaire-statistics.json';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function importStats(file: File | undefined): Promise<void> {
  if (!file) return;
  const lang = settings.value.lang;
  const parsed = parseStats(await file.text());
  const valid = Object.keys(parsed.stats.games).length;
  if (valid === 0 && parsed.problems.length) {
    statsAlert.value = st(lang, 'statsBadFile', { what: problemsText(lang, parsed.problems) });
    return;
  }
  if (!(await changeStats((ours) => mergeStats(ours, parsed)))) return;
  statsAlert.value = parsed.problems.length ? st(lang, 'statsProblem', { what: problemsText(lang, parsed.problems) }) : null;
  if (!parsed.problems.length) statsAlert.value = null;
}

export function StatsDialog() {
  const lang = settings.value.lang;
  const time = (ms: number | null): string => (ms === null ? '—' : formatTime(ms));
  return (
    <Dialog title={t(lang, 'stats')} id="stats">
      {statsAlert.value && <p class="form-error" role="alert">{statsAlert.value}</p>}
      <p class="small stats-legend">{st(lang, GAMES.some((g) => stats.value.games[g.id]?.recent?.length) ? 'chartLegend' : 'chartNone')}</p>
      <div class="table-scroll" tabIndex={0} role="region" aria-label={t(lang, 'stats')}>
        <table class="stats">
          <thead>
            <tr>
              <th scope="col">{st(lang, 'statsGame')}</th>
              <th scope="col">{st(lang, 'statsPlayed')}</th>
              <th scope="col">{st(lang, 'statsWon')}</th>
              <th scope="col">{st(lang, 'statsPercent')}</th>
              <th scope="col">{st(lang, 'statsStreak')}</th>
              <th scope="col">{st(lang, 'statsBestStreak')}</th>
              <th scope="col">{st(lang, 'statsBestTime')}</th>
              <th scope="col">{st(lang, 'statsFewest')}</th>
            </tr>
          </thead>
          <tbody>
            {GAMES.map((g) => {
              const s = stats.value.games[g.id] ?? emptyGameStats;
              const recent = s.recent ?? [];
              return (
                <Fragment key={g.id}>
                  <tr data-stats-game={g.id} class={recent.length ? 'has-chart' : undefined}>
                    <th scope="row">{g.names[lang]}</th>
                    <td data-stat="played" data-label={st(lang, 'statsPlayed')}>{s.played}</td>
                    <td data-stat="won" data-label={st(lang, 'statsWon')}>{s.won}</td>
                    <td data-stat="percent" data-label={st(lang, 'statsPercent')}>{winPercent(s)}{lang === 'fr' ? '\u202f%' : '%'}</td>
                    <td data-stat="currentStreak" data-label={st(lang, 'statsStreak')}>{s.currentStreak}</td>
                    <td data-stat="bestStreak" data-label={st(lang, 'statsBestStreak')}>{s.bestStreak}</td>
                    <td data-stat="bestTime" data-label={st(lang, 'statsBestTime')}>{time(s.bestTimeMs)}</td>
                    <td data-stat="fewestMoves" data-label={st(lang, 'statsFewest')}>{s.fewestMoves ?? '—'}</td>
                  </tr>
                  {recent.length > 0 && (
                    <tr class="chart-row" data-chart-row={g.id}>
                      <td colSpan={8}><StatsChart def={g} recent={recent} lang={lang} /></td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <p class="small">{st(lang, 'statsRule')}</p>
      <div class="message-buttons">
        <button type="button" class="act" data-action="stats-export" onClick={exportStats}>{st(lang, 'statsExport')}</button>
        <label class="act file">
          <span>{st(lang, 'statsImport')}</span>
          <input type="file" accept="application/json,.json" data-action="stats-import" onChange={(e) => void importStats(e.currentTarget.files?.[0])} />
        </label>
      </div>
    </Dialog>
  );
}
