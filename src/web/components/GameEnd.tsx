/** What the board says at a game's end: the win panel, and the no-moves-left bar (loaded by Messages.tsx when first shown). */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { undo } from '../game/play.ts';
import { t } from '../i18n/index.ts';
import { wonBody } from '../labels.ts';
import { goHome, newDeal } from '../lifecycle.ts';
import { LostLine } from '../solver/controls.tsx';
import { dialog, focused, freshWin } from '../store.ts';
import { rv } from '../review/strings.ts';
import { warmForeground } from '../search/index.ts';
import { idle } from '../idle.ts';
import { isFresh, type Session } from '../state/session.ts';
import type { Lang } from '../state/settings.ts';
import { lazy } from '../lazy.tsx';
import { WonFigures } from './WonFigures.tsx';

// The win panel's share line and notes load with it.
const WonShare = lazy(() => import('../menu/WonShare.tsx'), (m) => m.WonShare);
// On a puzzle's board (Selective Castle's) the buttons lead on through the pack.
const PuzzleWon = lazy(() => import('../puzzles/PuzzleWon.tsx'), (m) => m.PuzzleWon);

export function WonDialog({ s, lang }: { s: Session; lang: Lang }) {
  const box = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // A layout effect: its cleanup must run while the screen is still in the page (a passive one runs after paint).
  useLayoutEffect(() => {
    // The winning move (keyboard, click, drag or redo) sends the focus to the win screen's title, so
    // a keyboard or screen-reader player lands on it (Tab then reaches New deal and Home; Ctrl+Z and
    // Ctrl+Y still work, they listen on the whole document). A won game merely restored on page
    // load takes no focus and says nothing: the player did not just win, the browser starts the
    // focus at the top of the page as on any load, and the screen sits in the page's reading order
    // with its heading. The live region has already said the win (see announcePlay in actions.ts).
    if (isFresh(freshWin.peek(), s)) title.current?.focus();
    freshWin.value = null;
    const el = box.current;
    return () => {
      // Undo or New deal takes the screen away: focus it held goes back to the board's focused
      // pile instead of being lost on <body> (Home leaves no board, and nothing is focused).
      if (el?.contains(document.activeElement)) setTimeout(() => document.querySelector<HTMLElement>(`[data-board] [data-pile-slot="${focused.value}"]`)?.focus());
    };
  }, [s]);
  const buttons = (
    <div class="message-buttons">
      <button type="button" class="act primary" onClick={() => void newDeal()}>{t(lang, 'newDeal')}</button>
      <button type="button" class="act" data-action="review-game" onClick={() => (dialog.value = 'review')}>{rv(lang, 'open')}</button>
      <button type="button" class="act" onClick={goHome}>{t(lang, 'home')}</button>
    </div>
  );
  return (
    <div class="overlay won-overlay">
      <div ref={box} class="message won" data-message="won" role="dialog" aria-modal="false" aria-labelledby="won-title">
        <div class="won-main">
          <div class="burst" aria-hidden="true">♠ ♥ ♣ ♦</div>
          <h2 id="won-title" ref={title} tabIndex={-1}>{t(lang, 'wonTitle')}</h2>
          <p class="won-body" data-won-body>{wonBody(lang, s, Date.now())}</p>
          <WonFigures s={s} lang={lang} />
        </div>
        <div class="won-next">
          <WonShare s={s} lang={lang} />
          {s.def.placementMax > 0 ? <PuzzleWon s={s} lang={lang}>{buttons}</PuzzleWon> : buttons}
        </div>
      </div>
    </div>
  );
}

/**
 * No move left: a bar docked in the board's bottom band, over no card, with Undo and New deal. The
 * solver's offers (undo to the last winnable position, a winning line) and the explanation sit in
 * the bar on a wide screen; on a narrower one they open above it on the player's request only.
 */
export function Lost({ s, lang }: { s: Session; lang: Lang }) {
  const [more, setMore] = useState(false);
  // The review is the next thing a player who lost may ask for: its dialog's code and the solver's
  // worker are made ready in the page's next idle moment, so the review starts answering at once.
  useEffect(() => {
    let shown = true;
    void idle(500, 50).then(() => {
      if (!shown) return;
      warmForeground();
      void import('../review/ReviewDialog.tsx').catch(() => undefined);
    });
    return () => void (shown = false);
  }, []);
  const toggle = useRef<HTMLButtonElement>(null);
  const onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape' || !more) return;
    setMore(false);
    toggle.current?.focus();
  };
  return (
    <div class={`notice lost${more ? ' open' : ''}`} data-message="lost" role="status" onKeyDown={onKey}>
      <strong class="lost-title">{t(lang, 'lostTitle')}</strong>
      <span class="notice-buttons">
        <button type="button" class="act" onClick={undo}>{t(lang, 'undo')}</button>
        <span class="lost-more" id="lost-more">
          <span class="lost-body">{t(lang, s.def.stockActions ? 'lostBigBen' : 'lostBody')}</span>
          <LostLine />
          <button type="button" class="act" data-action="review-game" onClick={() => (dialog.value = 'review')}>{rv(lang, 'open')}</button>
        </span>
        <button type="button" class="act primary" onClick={() => void newDeal()}>{t(lang, 'newDeal')}</button>
        <button ref={toggle} type="button" class="act lost-toggle" data-action="lost-more" aria-expanded={more ? 'true' : 'false'} aria-controls="lost-more" aria-label={t(lang, 'lostMore')} title={t(lang, 'lostMore')} onClick={() => setMore(!more)}>
          <span aria-hidden="true">{more ? '▾' : '▴'}</span>
        </button>
      </span>
    </div>
  );
}

