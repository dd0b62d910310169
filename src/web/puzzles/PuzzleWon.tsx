/**
 * The win panel's buttons on a puzzle's board: the next puzzle of the pack, the list, and Home, in
 * place of New deal, which would leave the pack for a random deal without a word. Other boards keep
 * the panel's own buttons (`children`).
 */
import type { ComponentChildren } from 'preact';
import { puzzles } from '../data/puzzles.ts';
import { t } from '../i18n/index.ts';
import { goHome } from '../lifecycle.ts';
import { modeOf } from '../game/mode.ts';
import { dialog } from '../store.ts';
import type { Session } from '../state/session.ts';
import type { Lang } from '../state/settings.ts';
import { openPuzzle } from './open.ts';
import { pt } from './strings.ts';

export function PuzzleWon({ s, lang, children }: { s: Session; lang: Lang; children: ComponentChildren }) {
  const at = s.def.id === 'selective-castle' && modeOf(s) !== 'link' ? puzzles.findIndex((p) => p.deal === s.deal) : -1;
  if (at < 0) return <>{children}</>;
  const next = puzzles[at + 1];
  return (
    <div class="message-buttons">
      {next && (
        <button type="button" class="act primary" data-action="next-puzzle" onClick={() => openPuzzle(next.deal)}>
          {pt(lang, 'nextPuzzle', { n: at + 2 })}
        </button>
      )}
      <button type="button" class={next ? 'act' : 'act primary'} data-action="puzzle-list" onClick={() => (dialog.value = 'puzzles')}>{pt(lang, 'allPuzzles')}</button>
      <button type="button" class="act" onClick={goHome}>{t(lang, 'home')}</button>
    </div>
  );
}
