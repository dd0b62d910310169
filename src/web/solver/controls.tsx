/**
 * The solver features' controls that no first board draws: "Undo to the last winnable position" under
 * a hint, the no-moves notice's line buttons, the winning line's notice and the settings. They load
 * with the game screen's messages once the page has loaded (components/Messages.tsx), or with the
 * settings dialog.
 */
import { gameDef } from '../../engine/index.ts';
import { sv } from './strings.ts';
import { route, session, settings, version } from '../store.ts';
import type { Settings } from '../state/settings.ts';
import { withFeatures } from './components.tsx';
import { undoOffer, undoSearching } from './signals.ts';
import { lineShow, lineShowing } from '../game/line.ts';
import { stopLine } from '../game/line-play.ts';
import { isFresh } from '../state/session.ts';

/** "Undo to the last winnable position", offered under a hint that proved no win. */
export function UndoToWinnableButton() {
  void version.value;
  const s = session.value;
  const offer = undoOffer.value;
  if (!s || !isFresh(offer, s) || s.steps.length === 0) return null;
  const busy = undoSearching.value;
  return (
    // The hint notice lets taps through to the board (pointer-events: none); its button must not.
    <button type="button" class="act" style={{ pointerEvents: 'auto' }} data-action="undo-to-winnable" disabled={busy} aria-busy={busy} onClick={() => withFeatures((f) => f.undoToWinnable())}>
      {sv(settings.value.lang, 'undoToWinnable')}
    </button>
  );
}

/** In the no-moves-left notice: undo to the last winnable position, and "Show a winning line" or what its search found. */
export function LostLine() {
  void version.value;
  const s = session.value;
  const lang = settings.value.lang;
  if (!s) return null;
  const show = lineShow.value?.session === s ? lineShow.value : null;
  if (show?.phase === 'impossible' || show?.phase === 'unknown') {
    const key = show.phase === 'unknown' ? 'lineUnknown' : s.def.stockActions ? 'lineImpossibleBigBen' : 'lineImpossible';
    return <span class="line-result" data-line-result={show.phase}>{sv(lang, key)}</span>;
  }
  const busy = show?.phase === 'searching';
  const undoing = undoSearching.value;
  return (
    <>
      {s.steps.length > 0 && (
        <button type="button" class="act" data-action="undo-to-winnable" disabled={undoing} aria-busy={undoing} onClick={() => withFeatures((f) => f.undoToWinnable())}>
          {sv(lang, 'undoToWinnable')}
        </button>
      )}
      <button type="button" class="act" data-action="show-winning-line" disabled={busy} aria-busy={busy} onClick={() => withFeatures((f) => f.showWinningLine())}>
        {sv(lang, busy ? 'lineSearching' : 'showWinningLine')}
      </button>
    </>
  );
}

/** While a winning line plays on the board: where it is, and a way to stop it. */
export function LineNotice() {
  void version.value;
  const show = lineShow.value;
  const lang = settings.value.lang;
  if (!show || !lineShowing() || (show.phase !== 'playing' && show.phase !== 'done')) return null;
  return (
    <div class="notice line" data-line={show.phase} role="status">
      <span>{sv(lang, show.phase === 'done' ? 'lineDone' : 'linePlaying', { n: show.at, total: show.total })}</span>
      {show.phase === 'playing' && (
        <span class="notice-buttons">
          <button type="button" class="act" data-action="stop-winning-line" onClick={stopLine}>{sv(lang, 'lineStop')}</button>
        </span>
      )}
    </div>
  );
}

/** The settings: "Winnable deals only" for the game on screen, and the indicator. */
export function WinnableSettings({ update }: { update: (patch: Partial<Settings>) => void }) {
  const st = settings.value;
  const lang = st.lang;
  const r = route.value;
  const game = r.page === 'rules' ? r.game : r.page === 'game' ? session.value?.def.id : undefined;
  const name = game ? gameDef(game).names[lang] : '';
  const only = st.winnableOnly ?? [];
  const toggle = (on: boolean): void => {
    if (!game) return;
    update({ winnableOnly: on ? [...only.filter((g) => g !== game), game] : only.filter((g) => g !== game) });
  };
  return (
    <>
      {game && (
        <label class="check">
          <input type="checkbox" style={{ flexShrink: 0 }} data-setting="winnable-only" checked={(st.winnableOnly ?? []).includes(game)} onChange={(e) => toggle(e.currentTarget.checked)} />
          <span>{sv(lang, game === 'big-ben' ? 'winnableOnlyBigBen' : 'winnableOnly', { game: name })}</span>
        </label>
      )}
      <label class="check">
        <input type="checkbox" style={{ flexShrink: 0 }} data-setting="winnable-indicator" checked={st.winnableIndicator === true} onChange={(e) => update({ winnableIndicator: e.currentTarget.checked })} />
        <span>{sv(lang, 'winnableIndicator')}</span>
      </label>
    </>
  );
}
