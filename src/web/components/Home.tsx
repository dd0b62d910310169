/**
 * The home screen: the games in progress to continue (how far each got), today's deals, and the
 * seven games, each with its one-line description, a miniature of its layout and its rule page.
 * The miniatures and the daily deals come with HomeExtras.tsx, loaded once the list shows.
 */
import { useEffect, useState } from 'preact/hooks';
import { findGame, GAMES, type GameId } from '../../engine/index.ts';
import { frenchTypography, plural, t } from '../i18n/index.ts';
import { openGame, openRules } from '../lifecycle.ts';
import { gamesInProgress, type InProgress } from '../saves.ts';
import { formatTime } from '../state/session.ts';
import type { Lang } from '../state/settings.ts';
import { dialog, settings } from '../store.ts';
import type * as ExtrasModule from './HomeExtras.tsx';
import { ToolButton } from './Toolbar.tsx';
import './home.css';
import { importAgain } from '../import-again.ts';

type Extras = typeof ExtrasModule;
let extras: Extras | null = null;

/** HomeExtras.tsx, fetched once; null until it has come. */
function useExtras(): Extras | null {
  const [mod, setMod] = useState<Extras | null>(() => extras);
  useEffect(() => {
    if (extras) return;
    void importAgain(() => import('./HomeExtras.tsx')).then((m) => {
      extras = m;
      setMod(m);
    });
  }, []);
  return mod;
}

const follow = (e: MouseEvent, go: () => void): void => {
  if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
  e.preventDefault();
  go();
};

/** A picture's place, kept at its size while the pictures load so nothing moves. */
function Mini({ x, game, lang }: { x: Extras | null; game: GameId; lang: Lang }) {
  return <span class={`home-mini${findGame(game)?.stockActions ? ' clock' : ''}`} aria-hidden="true">{x && <x.GameMini game={game} lang={lang} />}</span>;
}

function ContinueEntry({ g, x, lang }: { g: InProgress; x: Extras | null; lang: Lang }) {
  const def = findGame(g.game);
  if (!def) return null;
  const total = 52 * def.decks;
  return (
    <li>
      <a class="continue" data-continue={g.game} href={`?game=${g.game}&deal=${g.deal}`} onClick={(e) => follow(e, () => openGame(g.game))}>
        <Mini x={x} game={g.game} lang={lang} />
        <span class="game-text">
          <span class="continue-title">{t(lang, 'boardLabel', { game: def.names[lang], deal: g.deal })}</span>
          <span class="blurb">{t(lang, 'progressLine', { moves: plural(lang, 'movesN', g.moves), home: g.home, total, time: formatTime(g.elapsedMs) })}</span>
        </span>
      </a>
    </li>
  );
}

export function Home() {
  const lang = settings.value.lang;
  const typo = (s: string): string => (lang === 'fr' ? frenchTypography(s) : s);
  const x = useExtras();
  const going = gamesInProgress.value;
  return (
    <div class="page home">
      <header class="bar top">
        <div class="title"><h1>{t(lang, 'appTitle')}</h1></div>
        <div class="spacer" />
        <ToolButton action="stats" icon="stats" label={t(lang, 'stats')} onClick={() => (dialog.value = 'stats')} text={false} />
        <ToolButton action="settings" icon="settings" label={t(lang, 'settings')} onClick={() => (dialog.value = 'settings')} text={false} />
      </header>
      <main class="home-main">
        {going.length > 0 && (
          <section class="home-part" aria-labelledby="home-continue">
            <h2 id="home-continue">{t(lang, 'continueTitle')}</h2>
            <ul class="continues">{going.map((g) => <ContinueEntry key={g.game} g={g} x={x} lang={lang} />)}</ul>
          </section>
        )}
        <section class="home-part" aria-labelledby="home-games">
          <h2 id="home-games">{t(lang, 'mainMenu')}</h2>
          <p class="intro">{t(lang, 'homeIntro')}</p>
          <ul class="games">
            {GAMES.map((g) => (
              <li key={g.id} class="game-item">
                <a class="game-link" data-game={g.id} href={`?game=${g.id}`} onClick={(e) => follow(e, () => openGame(g.id))}>
                  <Mini x={x} game={g.id} lang={lang} />
                  <span class="game-text">
                    <span class="game-name">{g.names[lang]}</span>
                    <span class="blurb">{typo(g.blurb[lang])}</span>
                  </span>
                </a>
                <a class="rules-link" data-rules={g.id} href={`?rules=${g.id}`} onClick={(e) => follow(e, () => openRules(g.id))}>
                  {t(lang, 'rules')}<span class="sr-only"> — {g.names[lang]}</span>
                </a>
              </li>
            ))}
          </ul>
          <button type="button" class="act daily-open" data-action="puzzles" onClick={() => (dialog.value = 'puzzles')}>{t(lang, 'puzzles')}</button>
        </section>
        <section class="home-part" aria-labelledby="home-daily">
          <h2 id="home-daily">{t(lang, 'todaysDeals')}</h2>
          {x ? <x.TodaysDeals lang={lang} /> : <p class="blurb">…</p>}
          <button type="button" class="act daily-open" data-action="daily" onClick={() => (dialog.value = 'daily')}>{t(lang, 'dailyDeals')}</button>
        </section>
      </main>
    </div>
  );
}
