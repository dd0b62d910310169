/** What the board says: the win screen, no moves left, Big Ben pointing at the stock, placement, hints, alerts. */
import { t } from '../i18n/index.ts';
import { modeOf } from '../game/mode.ts';
import { alert, hintText, session, settings, version } from '../store.ts';
import { boardStatus } from '../state/session.ts';
import { viewOf } from './views/index.ts';
import { celebrating } from '../celebration/celebrating.ts';
import { lazy } from '../lazy.tsx';
import { importAgain } from '../import-again.ts';
import { hintShown } from '../solver/signals.ts';

// What the board says at a game's end (the win panel, no moves left) and the solver's controls in the
// notices (after a hint, during a winning line): no first board draws them, so they are chunks of their
// own, fetched ahead by prefetch.ts, so that a notice showing them does not wait for the network.
const loadEnd = () => importAgain(() => import('./GameEnd.tsx'));
const loadControls = () => importAgain(() => import('../solver/controls.tsx'));
export const WonDialog = lazy(loadEnd, (m) => m.WonDialog);
export const Lost = lazy(loadEnd, (m) => m.Lost);
export const LineNotice = lazy(loadControls, (m) => m.LineNotice);
export const UndoToWinnableButton = lazy(loadControls, (m) => m.UndoToWinnableButton);

export function WonMessage() {
  void version.value;
  const s = session.value;
  const lang = settings.value.lang;
  // A winning line the app played is not the player's win: its own notice says so instead.
  // The win celebration first (anim/celebrating.ts); the panel follows it.
  if (!s || boardStatus(s) !== 'won' || modeOf(s) === 'line' || celebrating.value) return null;
  return <WonDialog s={s} lang={lang} />;
}

/** A one-line notice in the bottom band of the board: the first that has something to say, by the game's end, its family's view, the board's mode, then the hint. */
export function Notice() {
  void version.value;
  const s = session.value;
  const lang = settings.value.lang;
  if (!s) return null;
  if (boardStatus(s) === 'lost') return <Lost s={s} lang={lang} />;
  const own = viewOf(s.def).notice?.(s, lang);
  if (own) return own;
  // The board's mode: a solution replaying places the cards itself, with no prompt to place one.
  const mode = modeOf(s);
  if (mode === 'placing') return <div class="notice placing" role="status">{t(lang, 'placing', { max: s.def.placementMax })}</div>;
  if (mode === 'line' && !hintText.value) return <LineNotice />;
  const text = hintText.value;
  if (text) {
    // A hint's move shows its cards as their corners print them, and keeps their names for screen readers.
    // Not a live region: whoever sets the words also says them in #announcer (say in game/hub.ts), once.
    const look = hintShown.value?.spoken === text ? hintShown.value : null;
    return (
      <div class="notice hint">
        {look ? <><span aria-hidden="true" data-hint-shown>{look.shown}</span><span class="sr-only">{text}</span></> : text} <UndoToWinnableButton />
      </div>
    );
  }
  return null;
}

export function AlertBanner() {
  const text = alert.value;
  if (!text) return null;
  return (
    <div class="alert-banner">
      <span role="alert">{text}</span>
      <button type="button" class="close" aria-label={t(settings.value.lang, 'close')} onClick={() => (alert.value = null)}>×</button>
    </div>
  );
}
