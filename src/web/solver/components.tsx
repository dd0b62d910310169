/** The solver features' pieces of the game screen and the settings dialog (wired in by small edits). */
import { useSignalEffect } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { gameDef } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { route, session, settings, version } from '../store.ts';
import type { Settings } from '../state/settings.ts';
import type * as FeatureCode from './features.ts';
import { lineShow, undoOffer, undoSearching, winnable } from './signals.ts';

type Features = typeof FeatureCode;
let features: Features | undefined;

/** The features' code, and the solver client with it, loads on first use: the first board does not carry it. */
function withFeatures(use: (f: Features) => unknown): void {
  if (features) return void use(features);
  void import('./features.ts').then((f) => {
    features = f;
    use(f);
  });
}

/** "Undo to the last winnable position", offered under a hint that proved no win. */
export function UndoToWinnableButton() {
  void version.value;
  const s = session.value;
  const offer = undoOffer.value;
  if (!s || !offer || offer.session !== s || offer.steps !== s.steps.length || s.steps.length === 0) return null;
  const busy = undoSearching.value;
  return (
    // The hint notice lets taps through to the board (pointer-events: none); its button must not.
    <button type="button" class="act" style={{ pointerEvents: 'auto' }} data-action="undo-to-winnable" disabled={busy} aria-busy={busy} onClick={() => withFeatures((f) => f.undoToWinnable())}>
      {t(settings.value.lang, 'undoToWinnable')}
    </button>
  );
}

/** The small "still winnable?" status; it runs the background check whenever the board changes. */
export function WinnableStatus() {
  useSignalEffect(() => {
    void version.value;
    void session.value;
    void route.value;
    void settings.value.winnableIndicator;
    // Nothing to start or cancel before the setting is first turned on.
    if (features || settings.value.winnableIndicator) withFeatures((f) => f.refreshWinnable());
  });
  useEffect(() => () => features?.refreshWinnable(), []);
  void version.value;
  const s = session.value;
  const w = winnable.value;
  const lang = settings.value.lang;
  if (!settings.value.winnableIndicator || !s) return null;
  const current = w.session === s && w.steps === s.steps.length;
  const state = current ? w.state : 'unknown';
  const checking = current ? w.checking : true;
  const key = checking ? 'winnableChecking' : state === 'yes' ? (s.def.stockActions ? 'winnableYesBigBen' : 'winnableYes') : state === 'no' ? 'winnableNo' : 'winnableUnknown';
  return (
    <span class={`winnable winnable-${checking ? 'checking' : state}`} data-winnable={checking ? 'unknown' : state} aria-busy={checking} role="status">
      {t(lang, key)}
    </span>
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
    return <span class="line-result" data-line-result={show.phase}>{t(lang, key)}</span>;
  }
  const busy = show?.phase === 'searching';
  const undoing = undoSearching.value;
  return (
    <>
      {s.steps.length > 0 && (
        <button type="button" class="act" data-action="undo-to-winnable" disabled={undoing} aria-busy={undoing} onClick={() => withFeatures((f) => f.undoToWinnable())}>
          {t(lang, 'undoToWinnable')}
        </button>
      )}
      <button type="button" class="act" data-action="show-winning-line" disabled={busy} aria-busy={busy} onClick={() => withFeatures((f) => f.showWinningLine())}>
        {t(lang, busy ? 'lineSearching' : 'showWinningLine')}
      </button>
    </>
  );
}

/** Whether a winning line is playing (or has just played) on the board. */
export function lineShowing(): boolean {
  const show = lineShow.value;
  return !!show && show.session === session.value && (show.phase === 'playing' || show.phase === 'done');
}

/** While a winning line plays on the board: where it is, and a way to stop it. */
export function LineNotice() {
  void version.value;
  const show = lineShow.value;
  const lang = settings.value.lang;
  if (!show || !lineShowing() || (show.phase !== 'playing' && show.phase !== 'done')) return null;
  return (
    <div class="notice line" data-line={show.phase} role="status">
      <span>{t(lang, show.phase === 'done' ? 'lineDone' : 'linePlaying', { n: show.at, total: show.total })}</span>
      {show.phase === 'playing' && (
        <span class="notice-buttons">
          <button type="button" class="act" data-action="stop-winning-line" onClick={() => withFeatures((f) => f.stopLine())}>{t(lang, 'lineStop')}</button>
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
          <span>{t(lang, game === 'big-ben' ? 'winnableOnlyBigBen' : 'winnableOnly', { game: name })}</span>
        </label>
      )}
      <label class="check">
        <input type="checkbox" style={{ flexShrink: 0 }} data-setting="winnable-indicator" checked={st.winnableIndicator === true} onChange={(e) => update({ winnableIndicator: e.currentTarget.checked })} />
        <span>{t(lang, 'winnableIndicator')}</span>
      </label>
    </>
  );
}
