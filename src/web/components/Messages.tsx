/** What the board says: the win screen, no moves left, Big Ben pointing at the stock, placement, hints, alerts. */
import { undo } from '../actions.ts';
import { plural, t } from '../i18n/index.ts';
import { goHome, newDeal } from '../lifecycle.ts';
import { LineNotice, lineShowing, LostLine, UndoToWinnableButton } from '../solver/components.tsx';
import { alert, hintText, session, settings, version } from '../store.ts';
import { boardStatus, elapsed, formatTime, moveCount } from '../state/session.ts';
import { stuckOnStock } from './Board.tsx';

export function WonMessage() {
  void version.value;
  const s = session.value;
  const lang = settings.value.lang;
  // A winning line the app played is not the player's win: its own notice says so instead.
  if (!s || boardStatus(s) !== 'won' || lineShowing()) return null;
  return (
    <div class="overlay won-overlay">
      <div class="message won" data-message="won" role="dialog" aria-modal="false" aria-labelledby="won-title">
        <div class="burst" aria-hidden="true">♠ ♥ ♣ ♦</div>
        <h2 id="won-title">{t(lang, 'wonTitle')}</h2>
        <p>{t(lang, 'wonBody', { game: s.def.names[lang], deal: s.deal, moves: plural(lang, 'movesN', moveCount(s)), time: formatTime(elapsed(s, Date.now())) })}</p>
        <div class="message-buttons">
          <button type="button" class="act primary" onClick={() => void newDeal()}>{t(lang, 'newDeal')}</button>
          <button type="button" class="act" onClick={goHome}>{t(lang, 'home')}</button>
        </div>
      </div>
    </div>
  );
}

/** A one-line notice over the bottom of the board. */
export function Notice() {
  void version.value;
  const s = session.value;
  const lang = settings.value.lang;
  if (!s) return null;
  const st = boardStatus(s);
  if (st === 'lost') {
    return (
      <div class="notice lost" data-message="lost" role="status">
        <strong>{t(lang, 'lostTitle')}</strong> <span>{t(lang, s.def.stockActions ? 'lostBigBen' : 'lostBody')}</span>
        <span class="notice-buttons">
          <button type="button" class="act" onClick={undo}>{t(lang, 'undo')}</button>
          <LostLine />
          <button type="button" class="act primary" onClick={() => void newDeal()}>{t(lang, 'newDeal')}</button>
        </span>
      </div>
    );
  }
  const stuck = stuckOnStock(s);
  if (stuck) return <div class="notice stuck" data-message="stuck" role="status">{t(lang, stuck === 'fill' ? 'stuckFill' : 'stuckStock')}</div>;
  if (st === 'placing') return <div class="notice placing" role="status">{t(lang, 'placing', { max: s.def.placementMax })}</div>;
  if (lineShowing() && !hintText.value) return <LineNotice />;
  if (hintText.value) {
    return (
      <div class="notice hint" role="status">
        {hintText.value} <UndoToWinnableButton />
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
