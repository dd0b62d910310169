/** A won Selective Castle board may solve a puzzle of the pack: progress.ts, loaded then, says whether. */
import { on } from '../game/events.ts';
import { modeOf } from '../game/mode.ts';
import { importAgain } from '../import-again.ts';
import { session } from '../store.ts';
import { boardStatus, type Session } from '../state/session.ts';

function noteWin(s: Session): void {
  if (s.def.id !== 'selective-castle' || boardStatus(s) !== 'won' || modeOf(s) !== 'play') return;
  void importAgain(() => import('./progress.ts')).then((m) => m.noteWin(s));
}

/** Subscribes to the game's events; a won board already showing is noted at once. */
export function watchPuzzles(): void {
  on('won', (e) => noteWin(e.session));
  on('shown', (e) => noteWin(e.session));
  if (session.value) noteWin(session.value);
}
