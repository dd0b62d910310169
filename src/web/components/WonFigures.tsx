/**
 * The win panel's figures: this game's wins, streak, best time and fewest moves with this win in
 * them, and what the win was part of (a daily deal's run of days, a puzzle of the pack). The stored
 * figures plus the results still waiting in the outbox: the panel never shows a count the win is
 * missing from, nor one it will change once the write commits. Nothing until the store has been read
 * (a fresh page), and nothing for a game a link played: it is not counted.
 */
import { dayNumber, streak, type DateText } from '../daily/calendar.ts';
import { dailyWon, readDaily, today } from '../daily/track.ts';
import { puzzles } from '../data/puzzles.ts';
import { modeOf } from '../game/mode.ts';
import { readProgress } from '../puzzles/progress.ts';
import { stats, statsRead, storedProgress } from '../store.ts';
import { outbox } from '../stats-store.ts';
import { elapsed, formatTime, moveCount, type Session } from '../state/session.ts';
import type { Lang } from '../state/settings.ts';
import { applyEntries, winPercent } from '../state/stats.ts';
import { wt } from './won-strings.ts';
import './won.css';

const percent = (lang: Lang, n: number): string => (lang === 'fr' ? `${n}\u202f%` : `${n}%`);

const dayText = (lang: Lang, date: DateText): string =>
  new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(dayNumber(date) * 86_400_000));

/** A daily deal's or a puzzle's line, when the win was one. */
function context(s: Session, lang: Lang): string | null {
  void storedProgress.value;
  const daily = dailyWon(s);
  if (daily) {
    const n = streak(readDaily()[s.def.id] ?? {}, today());
    const days = wt(lang, new Intl.PluralRules(lang).select(n) === 'one' ? 'dailyDay' : 'dailyDays', { n });
    return wt(lang, 'daily', { date: dayText(lang, daily.date), days });
  }
  const at = s.def.id === 'selective-castle' ? puzzles.findIndex((p) => p.deal === s.deal) : -1;
  if (at < 0) return null;
  const progress = readProgress();
  const solved = puzzles.filter((p) => progress[p.deal] === 'solved').length;
  return wt(lang, 'puzzle', { n: at + 1, total: puzzles.length, solved });
}

export function WonFigures({ s, lang }: { s: Session; lang: Lang }) {
  if (modeOf(s) === 'link' || !statsRead.value) return null;
  const g = applyEntries(stats.value, outbox()).stats.games[s.def.id];
  const line = context(s, lang);
  if (!g || g.won === 0) return line ? <p class="won-context" data-won-context>{line}</p> : null;
  const moves = moveCount(s), timeMs = Math.round(elapsed(s, Date.now()));
  const game = s.def.names[lang];
  // Equal to the best is this game's own mark (the best already counts it); a first win is said as such.
  const mark = (best: boolean) => (best && g.won > 1 ? <small class="won-best" data-won-best>★ {wt(lang, 'newBest')}</small> : null);
  return (
    <>
      {g.won === 1 && <p class="won-context" data-won-first>{wt(lang, 'firstWin', { game })}</p>}
      <dl class="won-figures" data-won-figures aria-label={wt(lang, 'figures', { game })}>
        <div data-figure="won">
          <dt>{wt(lang, 'won')}</dt>
          <dd>{wt(lang, 'wonOf', { won: g.won, played: g.played })} <small>{percent(lang, winPercent(g))}</small></dd>
        </div>
        <div data-figure="streak">
          <dt>{wt(lang, 'streak')}</dt>
          <dd>{g.currentStreak} <small>{wt(lang, 'streakBest', { n: g.bestStreak })}</small></dd>
        </div>
        <div data-figure="time">
          <dt>{wt(lang, 'bestTime')}</dt>
          <dd>{g.bestTimeMs === null ? '—' : formatTime(g.bestTimeMs)} {mark(g.bestTimeMs === timeMs)}</dd>
        </div>
        <div data-figure="moves">
          <dt>{wt(lang, 'fewest')}</dt>
          <dd>{g.fewestMoves ?? '—'} {mark(g.fewestMoves === moves)}</dd>
        </div>
      </dl>
      {line && <p class="won-context" data-won-context>{line}</p>}
    </>
  );
}
