/**
 * The Finish button over the board, offered while the rest of the game is a sure win: sending the
 * cards home alone wins it (checked here, at once), or, with few cards left, the solver proved a
 * win (SolverFinish, loaded then).
 */
import { useMemo } from 'preact/hooks';
import { finish } from '../game/play.ts';
import { lazy } from '../lazy.tsx';
import { modeOf } from '../game/mode.ts';
import { session, version } from '../store.ts';
import { boardStatus, cardsLeft } from '../state/session.ts';
import { finishLine } from './finish.ts';
import { FinishButton } from './FinishButton.tsx';
import './finish.css';

const SolverFinish = lazy(() => import('./SolverFinish.tsx'), (m) => m.SolverFinish);
/** The solver is asked only when at most this many cards are left to play (Big Ben: or once its stock is empty). */
const FEW = 26;

export function FinishOffer() {
  const v = version.value;
  const s = session.value;
  const playing = !!s && boardStatus(s) === 'playing' && modeOf(s) !== 'line';
  const line = useMemo(() => (playing ? finishLine(s.pos, s.def) : null), [s, v, playing]);
  if (!playing) return null;
  const left = cardsLeft(s);
  // One card left is a move, not a finish.
  if (line) return line.length < 2 ? null : <FinishButton moves={line.length} onPlay={() => finish(line)} />;
  return left <= FEW || (s.def.stockActions && !s.pos.stock.length) ? <SolverFinish session={s} /> : null;
}
