/**
 * A game's rule page in the current language: the rules, "Show me", strategy, the odds we measured,
 * related games and a glossary. Loaded with a dynamic import (LazyRules.tsx), texts on demand.
 */
import { useEffect, useState } from 'preact/hooks';
import survey from 'virtual:survey-odds';
import { GAMES, gameDef, type GameId } from '../../engine/index.ts';
import { frenchTypography, t } from '../i18n/index.ts';
import { loadRules, type RuleTexts, type Term } from '../i18n/rules.ts';
import { word, type RuleWord } from '../i18n/rules-ui.ts';
import { backToGame, goHome, openGame, openRules, startGame } from '../lifecycle.ts';
import { oddsParagraphs } from '../rules/odds.ts';
import { RatingSpread } from '../rating/RatingSpread.tsx';
import { boardStatus, moveCount } from '../state/session.ts';
import type { Lang } from '../state/settings.ts';
import { dialog, session, settings } from '../store.ts';
import { ShowMe } from './ShowMe.tsx';
import { ToolButton } from './Toolbar.tsx';
import './rules.css';

const PARTS: readonly (readonly [string, RuleWord])[] = [
  ['rules', 'partRules'],
  ['show-me', 'partShowMe'],
  ['strategy', 'partStrategy'],
  ['odds', 'partOdds'],
  ['related', 'partRelated'],
  ['glossary', 'partGlossary'],
];

/** A glossary word as the board says it: a label with its number blank dropped, or our own word. */
export function termText(lang: Lang, term: Term): string {
  if (typeof term === 'string') return term;
  return t(lang, term.label, { n: '', hour: '', ...term.vars }).replace(/ +/g, ' ').trim();
}

const follow = (e: MouseEvent, go: () => void): void => {
  if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
  e.preventDefault();
  go();
};

/** The game in progress the reader came from, if any: the page offers the way back to it. */
function BackToGame({ lang }: { lang: Lang }) {
  const s = session.value;
  if (!s || moveCount(s) === 0 || (boardStatus(s) !== 'playing' && boardStatus(s) !== 'placing')) return null;
  return (
    <p class="rules-back">
      <button type="button" class="act primary" data-back-to-game onClick={backToGame}>{word(lang, 'backToGame', { game: s.def.names[lang], deal: s.deal })}</button>
    </p>
  );
}

function Part({ id, lang, children }: { id: string; lang: Lang; children: preact.ComponentChildren }) {
  const key = PARTS.find(([p]) => p === id)![1];
  return (
    <section data-part={id} aria-labelledby={`part-${id}`}>
      <h2 id={`part-${id}`}>{word(lang, key)}</h2>
      {children}
    </section>
  );
}

export function RulesPage({ game }: { game: GameId }) {
  const lang = settings.value.lang;
  const [texts, setTexts] = useState<RuleTexts | null>(null);
  useEffect(() => {
    let live = true;
    void loadRules(lang, game).then((p) => live && setTexts(p));
    return () => void (live = false);
  }, [lang, game]);
  useEffect(() => document.querySelector('.rules-main')?.scrollTo(0, 0), [game]);
  const typo = (s: string): string => (lang === 'fr' ? frenchTypography(s) : s);
  const def = gameDef(game);
  const others = GAMES.filter((g) => g.id !== game);
  return (
    <div class="page rules">
      <header class="bar top">
        <ToolButton action="home" icon="home" label={t(lang, 'home')} onClick={goHome} text={false} />
        <div class="title"><h1>{t(lang, 'rulesOf', { game: def.names[lang] })}</h1></div>
        <ToolButton action="stats" icon="stats" label={t(lang, 'stats')} onClick={() => (dialog.value = 'stats')} text={false} />
        <ToolButton action="settings" icon="settings" label={t(lang, 'settings')} onClick={() => (dialog.value = 'settings')} text={false} />
      </header>
      <main class="rules-main" data-rules-page={game} data-ready={texts ? 'true' : undefined}>
        <BackToGame lang={lang} />
        {texts && (
          <article>
            <nav class="rules-toc" aria-label={word(lang, 'contents')}>
              <ul>
                {PARTS.map(([id, key]) => <li key={id}><a href={`#part-${id}`}>{word(lang, key)}</a></li>)}
              </ul>
            </nav>
            <Part id="rules" lang={lang}>
              <p class="goal">{typo(texts.rules.goal)}</p>
              {texts.rules.sections.map(([title, paras]) => (
                <div key={title} class="rules-section">
                  <h3>{typo(title)}</h3>
                  {paras.map((p, i) => <p key={i}>{typo(p)}</p>)}
                </div>
              ))}
            </Part>
            <Part id="show-me" lang={lang}>
              <ShowMe game={game} lang={lang} onPlay={(deal) => startGame(game, deal, true)} />
            </Part>
            <Part id="strategy" lang={lang}>
              <ul class="tips">{texts.teach.strategy.map((tip, i) => <li key={i}>{typo(tip)}</li>)}</ul>
            </Part>
            <Part id="odds" lang={lang}>
              {oddsParagraphs(lang, game, survey).map((p, i) => <p key={i} data-odds={i}>{p}</p>)}
              {texts.teach.players && <p>{typo(texts.teach.players)}</p>}
              <RatingSpread game={game} lang={lang} />
            </Part>
            <Part id="related" lang={lang}>
              {texts.teach.relatedNote && <p>{typo(texts.teach.relatedNote)}</p>}
              <ul class="related">
                {others.map((g) => (
                  <li key={g.id}>
                    <a href={`?rules=${g.id}`} data-related={g.id} onClick={(e) => follow(e, () => openRules(g.id))}>{g.names[lang]}</a>
                    {' — '}{typo(g.blurb[lang])}
                  </li>
                ))}
              </ul>
            </Part>
            <Part id="glossary" lang={lang}>
              <dl class="glossary">
                {texts.teach.glossary.map(([term, text]) => {
                  const w = termText(lang, term);
                  return [<dt key={`t-${w}`}>{w}</dt>, <dd key={`d-${w}`}>{typo(text)}</dd>];
                })}
              </dl>
            </Part>
          </article>
        )}
        <p><button type="button" class="act primary" onClick={() => void openGame(game)}>{t(lang, 'playThis', { game: def.names[lang] })}</button></p>
      </main>
    </div>
  );
}
