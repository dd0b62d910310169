/**
 * Home's pictures and daily deals, loaded after the list of games shows (so the first board's
 * JavaScript carries none of it): each game as a miniature of its real layout (the game in progress,
 * or deal 1 as it starts), and today's deal of each game with whether it is begun or won, and its rating.
 */
import { useMemo } from 'preact/hooks';
import { dealPosition, gameDef, GAMES, type GameId, type Position } from '../../engine/index.ts';
import { dailyState, openDaily, type DailyState } from '../daily/open.ts';
import { dt } from '../daily/strings.ts';
import { DealRating } from '../rating/Rating.tsx';
import { plural, t } from '../i18n/index.ts';
import { storedProgress } from '../store.ts';
import { savedFor, saves } from '../saves.ts';
import { formatTime } from '../state/session.ts';
import type { Lang } from '../state/settings.ts';
import { useRetried } from '../retried.ts';
import { MiniBoard } from './MiniBoard.tsx';

/** The position a game's picture shows: its game in progress, else deal 1's start. */
function shownPosition(game: GameId): Position {
  const s = savedFor(game);
  if (s) return s.pos;
  const r = dealPosition(game, '1');
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

export function GameMini({ game, lang }: { game: GameId; lang: Lang }) {
  const saved = saves.value[game]?.savedAt;
  const pos = useMemo(() => shownPosition(game), [game, saved]);
  const def = gameDef(game);
  // Drawn at twice the box it fills (132 × 84), so the layout's sizes stay in whole pixels.
  return <MiniBoard def={def} pos={pos} width={264} height={168} lang={lang} label="" decorative />;
}

/** What Home says of today's deal of a game. */
function dayText(lang: Lang, s: DailyState): string {
  if (s.day?.won) return t(lang, 'dailyWonToday', { moves: plural(lang, 'movesN', s.day.won.moves), time: formatTime(s.day.won.timeMs) });
  return t(lang, s.day ? 'dailyBegun' : 'dailyNotBegun', { deal: s.deal });
}

function TodaysDeal({ game, lang }: { game: GameId; lang: Lang }) {
  const version = storedProgress.value;
  const { value: s, failed } = useRetried(() => dailyState(game), [game, version]);
  const g = gameDef(game);
  return (
    <li class="daily-item" data-daily-home={game} data-daily-state={s ? (s.day?.won ? 'won' : s.day ? 'begun' : 'new') : 'loading'} data-load-failed={failed ? 'true' : undefined}>
      <span class="daily-text">
        <span class="game-name">{g.names[lang]}</span>
        <span class="blurb">{s ? dayText(lang, s) : failed ? dt(lang, 'loadFailed') : '…'}</span>
        {s && <span class="blurb"><DealRating game={game} deal={s.deal} /></span>}
        {g.stockActions && <span class="blurb" data-daily-note>{dt(lang, 'dailyBigBenShort')}</span>}
      </span>
      <button type="button" class="act" data-daily-play={game} disabled={!s} onClick={() => void openDaily(game)}>
        {t(lang, s?.day?.won ? 'dailySee' : s?.day ? 'dailyResume' : 'dailyPlay')}<span class="sr-only"> — {g.names[lang]}</span>
      </button>
    </li>
  );
}

export function TodaysDeals({ lang }: { lang: Lang }) {
  return <ul class="dailies">{GAMES.map((g) => <TodaysDeal key={g.id} game={g.id} lang={lang} />)}</ul>;
}
