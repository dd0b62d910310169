/** A game's rule page in the current language (the texts load on demand). */
import { useEffect, useState } from 'preact/hooks';
import { gameDef, type GameId } from '../../engine/index.ts';
import { frenchTypography, t } from '../i18n/index.ts';
import { loadRules, type RulePage } from '../i18n/rules.ts';
import { goHome, openGame } from '../lifecycle.ts';
import { dialog, settings } from '../store.ts';
import { ToolButton } from './Toolbar.tsx';

export function RulesPage({ game }: { game: GameId }) {
  const lang = settings.value.lang;
  const [page, setPage] = useState<RulePage | null>(null);
  useEffect(() => {
    let live = true;
    void loadRules(lang, game).then((p) => live && setPage(p));
    return () => void (live = false);
  }, [lang, game]);
  const typo = (s: string): string => (lang === 'fr' ? frenchTypography(s) : s);
  const def = gameDef(game);
  return (
    <div class="page rules">
      <header class="bar top">
        <ToolButton action="home" icon="home" label={t(lang, 'home')} onClick={goHome} text={false} />
        <div class="title"><h1>{t(lang, 'rulesOf', { game: def.names[lang] })}</h1></div>
        <ToolButton action="stats" icon="stats" label={t(lang, 'stats')} onClick={() => (dialog.value = 'stats')} text={false} />
        <ToolButton action="settings" icon="settings" label={t(lang, 'settings')} onClick={() => (dialog.value = 'settings')} text={false} />
      </header>
      <main class="rules-main" data-rules-page={game}>
        {page && (
          <article>
            <p class="goal">{typo(page.goal)}</p>
            {page.sections.map(([title, paras]) => (
              <section key={title}>
                <h2>{typo(title)}</h2>
                {paras.map((p, i) => <p key={i}>{typo(p)}</p>)}
              </section>
            ))}
          </article>
        )}
        <p><button type="button" class="act primary" onClick={() => void openGame(game)}>{t(lang, 'playThis', { game: def.names[lang] })}</button></p>
      </main>
    </div>
  );
}
