/** The Finish button over the board, offered while sending the cards home alone wins the game. */
import { useMemo } from 'preact/hooks';
import { finish } from '../actions.ts';
import { t } from '../i18n/index.ts';
import { lineShowing } from '../solver/components.tsx';
import { session, settings, version } from '../store.ts';
import { boardStatus } from '../state/session.ts';
import { finishLine } from './finish.ts';
import './finish.css';

export function FinishOffer() {
  const v = version.value;
  const s = session.value;
  const line = useMemo(() => (s && boardStatus(s) === 'playing' ? finishLine(s.pos, s.def) : null), [s, v]);
  // One card left is a move, not a finish.
  if (!s || !line || line.length < 2 || lineShowing()) return null;
  const lang = settings.value.lang;
  return (
    <div class="finish-offer">
      <button type="button" class="act primary" data-action="finish" title={t(lang, 'finishTitle', { n: line.length })} onClick={() => finish(line)}>
        {t(lang, 'finish')}
      </button>
    </div>
  );
}
