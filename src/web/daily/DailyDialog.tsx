/** The daily deals: per game today's deal, its rating and its state, the streak, a calendar of the days won, Play and Share. */
import type { FunctionComponent } from 'preact';
import { useState } from 'preact/hooks';
import { GAMES, type GameId } from '../../engine/index.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { plural } from '../i18n/index.ts';
import { useRetried } from '../retried.ts';
import { announce, settings, storedProgress } from '../store.ts';
import { formatTime } from '../state/session.ts';
import type { Lang } from '../state/settings.ts';
import { addDays, dayNumber, localDateOfDay, type DateText, type DayRecord } from './calendar.ts';
import { dailyState, openDaily } from './open.ts';
import { longDate, sendText, shareText } from './share.ts';
import { dt } from './strings.ts';
import './daily.css';

/** The month of `date` as weeks of dates (null outside the month), weeks starting on Monday. */
function monthWeeks(date: DateText): (DateText | null)[][] {
  const first = date.slice(0, 8) + '01';
  const start = dayNumber(first);
  const lead = (new Date(start * 86_400_000).getUTCDay() + 6) % 7;
  const cells: (DateText | null)[] = Array.from({ length: lead }, () => null);
  for (let d = start; localDateOfDay(d).slice(0, 7) === date.slice(0, 7); d++) cells.push(localDateOfDay(d));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

function Calendar({ lang, game, days, date }: { lang: Lang; game: GameId; days: Readonly<Record<DateText, DayRecord>>; date: DateText }) {
  const [month, setMonth] = useState(date.slice(0, 8) + '01');
  const weeks = monthWeeks(month);
  const monthName = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(dayNumber(month) * 86_400_000));
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'narrow', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  const heads = Array.from({ length: 7 }, (_, i) => weekday.format(new Date(Date.UTC(2024, 0, 1 + i))));
  // From the 1st, a day back is in the month before and 31 days on in the month after.
  const shift = (n: number): void => setMonth(addDays(month, n < 0 ? -1 : 31).slice(0, 8) + '01');
  return (
    <div class="daily-calendar" data-calendar={game}>
      <div class="calendar-head">
        <button type="button" class="act" aria-label={dt(lang, 'previous')} onClick={() => shift(-1)}>‹</button>
        <span>{monthName}</span>
        <button type="button" class="act" aria-label={dt(lang, 'nextMonth')} disabled={month >= date.slice(0, 8) + '01'} onClick={() => shift(1)}>›</button>
      </div>
      <table>
        <caption class="sr-only">{dt(lang, 'calendar', { month: monthName })}</caption>
        <thead><tr>{heads.map((h, i) => <th key={i} scope="col" aria-hidden="true">{h}</th>)}</tr></thead>
        <tbody>
          {weeks.map((w, i) => (
            <tr key={i}>
              {w.map((d, j) => {
                if (!d) return <td key={j} />;
                const r = days[d];
                const label = dt(lang, r?.won ? 'dayWon' : r ? 'dayPlayed' : 'dayNone', { date: longDate(lang, d) });
                return (
                  <td key={j} class={`${r?.won ? 'won' : r ? 'played' : ''}${d === date ? ' today' : ''}`} data-day={d} data-won={r?.won ? 'true' : undefined}>
                    <span aria-hidden="true">{Number(d.slice(8))}</span>
                    <span class="sr-only">{label}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A deal's rating, drawn by whoever opens the dialog (a feature of its own: components/DailyWithRatings.tsx). */
export type DealRatingView = FunctionComponent<{ game: GameId; deal: string }>;

function GameDaily({ game, lang, Rating }: { game: GameId; lang: Lang; Rating?: DealRatingView | undefined }) {
  const [said, setSaid] = useState('');
  const ver = storedProgress.value;
  const { value: st, failed } = useRetried(() => dailyState(game), [game, ver]);
  const def = GAMES.find((g) => g.id === game)!;
  if (!st) {
    return (
      <li class="daily-game" data-daily={game}>
        <h3>{def.names[lang]}</h3>
        <p class="daily-status" role="status" data-load-failed={failed ? 'true' : undefined}>{failed ? dt(lang, 'loadFailed') : ''}</p>
      </li>
    );
  }
  const won = st.day?.won;
  const share = async (): Promise<void> => {
    if (!won) return;
    const text = await sendText(lang, shareText(lang, def.names[lang], st.date, won, st.day?.hints ?? 0));
    setSaid(text);
    if (text) announce(text);
  };
  return (
    <li class="daily-game" data-daily={game} data-deal={st.deal} data-won={won ? 'true' : 'false'}>
      <h3>{def.names[lang]} <span class="daily-deal">· {longDate(lang, st.date)}</span></h3>
      {Rating && <p class="daily-rating"><Rating game={game} deal={st.deal} /></p>}
      {def.stockActions && <p class="daily-note">{dt(lang, 'dailyBigBen')}</p>}
      <p class="daily-status">
        {won ? dt(lang, 'wonToday', { moves: plural(lang, 'movesN', won.moves), time: formatTime(won.timeMs) }) : dt(lang, 'notWon')}
        {' · '}
        <span data-streak={st.streak}>{dt(lang, new Intl.PluralRules(lang).select(st.streak) === 'one' ? 'streakOne' : 'streak', { n: st.streak })}</span>
        {st.best > 0 && ` (${dt(lang, 'best', { n: st.best })})`}
      </p>
      <div class="message-buttons">
        <button type="button" class={`act${won ? '' : ' primary'}`} data-action="play-daily" onClick={() => void openDaily(game)}>
          {dt(lang, st.day && !won ? 'resume' : 'play')}
        </button>
        {won && <button type="button" class="act primary" data-action="share-daily" onClick={() => void share()}>{dt(lang, 'share')}</button>}
      </div>
      {said && <p class="daily-said" role="status">{said}</p>}
      <details class="daily-days">
        <summary>{dt(lang, 'daysWon')}</summary>
        <Calendar lang={lang} game={game} days={st.days} date={st.date} />
      </details>
    </li>
  );
}

export function DailyDialog({ Rating }: { Rating?: DealRatingView }) {
  const lang = settings.value.lang;
  return (
    <Dialog title={dt(lang, 'daily')} id="daily">
      <p class="daily-intro">{dt(lang, 'dailyIntro')}</p>
      <ul class="daily-games">
        {GAMES.map((g) => <GameDaily key={g.id} game={g.id} lang={lang} Rating={Rating} />)}
      </ul>
    </Dialog>
  );
}
