/** The home screen: the seven games, each with its one-line description and its rule page. */
import { findGame, GAMES, type GameId } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { frenchTypography } from '../i18n/index.ts';
import { openGame, openRules } from '../lifecycle.ts';
import { gamesInProgress } from '../saves.ts';
import { plural } from '../i18n/index.ts';
import { dialog, settings } from '../store.ts';
import { ToolButton } from './Toolbar.tsx';

const MINI: Record<GameId, string> = {
  'big-ben': '🕛', 'beleaguered-castle': '♜', 'streets-and-alleys': '♞', citadel: '♝', fortress: '♖', 'selective-castle': '♛', 'sham-battle': '♚',
};

const follow = (e: MouseEvent, go: () => void): void => {
  if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
  e.preventDefault();
  go();
};

/** The unfinished game played last, offered first (gamesInProgress lists them all). */
function ContinueGame() {
  const lang = settings.value.lang;
  const g = gamesInProgress.value[0];
  const def = g && findGame(g.game);
  if (!g || !def) return null;
  const href = `?game=${g.game}&deal=${g.deal}`;
  return (
    <a class="continue" data-continue={g.game} href={href} onClick={(e) => follow(e, () => openGame(g.game))}>
      <span class="continue-title">{t(lang, 'continueGame')}</span>
      <span class="blurb">{t(lang, 'boardLabel', { game: def.names[lang], deal: g.deal })} · {plural(lang, 'movesN', g.moves)}</span>
    </a>
  );
}

export function Home() {
  const lang = settings.value.lang;
  const typo = (s: string): string => (lang === 'fr' ? frenchTypography(s) : s);
  return (
    <div class="page home">
      <header class="bar top">
        <div class="title"><h1>{t(lang, 'appTitle')}</h1></div>
        <div class="spacer" />
        <ToolButton action="stats" icon="stats" label={t(lang, 'stats')} onClick={() => (dialog.value = 'stats')} text={false} />
        <ToolButton action="settings" icon="settings" label={t(lang, 'settings')} onClick={() => (dialog.value = 'settings')} text={false} />
      </header>
      <main class="home-main">
        <ContinueGame />
        <button type="button" class="act daily-open" data-action="daily" onClick={() => (dialog.value = 'daily')}>{t(lang, 'dailyDeals')}</button>
        <button type="button" class="act daily-open" data-action="puzzles" onClick={() => (dialog.value = 'puzzles')}>{t(lang, 'puzzles')}</button>
        <p class="intro">{t(lang, 'homeIntro')}</p>
        <ul class="games">
          {GAMES.map((g) => (
            <li key={g.id} class="game-item">
              <a class="game-link" data-game={g.id} href={`?game=${g.id}`} onClick={(e) => follow(e, () => openGame(g.id))}>
                <span class={`emblem${g.id === 'big-ben' ? ' clock' : ''}`} aria-hidden="true">{g.id === 'big-ben' ? '' : MINI[g.id]}</span>
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
      </main>
    </div>
  );
}
