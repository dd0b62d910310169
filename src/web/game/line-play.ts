/** The replay of a winning line on the board: the deal restarts and the app plays the line move by move (line.ts says what shows). */
import type { Move } from '../../engine/index.ts';
import { startGame } from '../lifecycle.ts';
import { session, settings } from '../store.ts';
import { boardStatus, type Session } from '../state/session.ts';
import { SPEED_MS } from '../state/settings.ts';
import { run } from './hub.ts';
import { lineShow } from './line.ts';

let replay: ReturnType<typeof setTimeout> | undefined;

export function stopLine(): void {
  clearTimeout(replay);
  replay = undefined;
  lineShow.value = null;
}

/**
 * Restarts the deal and plays `moves` (a winning line from its start) move by move; the first `from`
 * of them (the player's own moves up to where a review branches off) are put on the board at once.
 */
export function showLine(moves: readonly Move[], from = 0): void {
  const s = session.value;
  if (!s) return;
  startGame(s.def.id, s.deal);
  const shown = session.value;
  if (!shown || shown === s) return;
  // A shown line is not the player's win: marked as already recorded, the statistics stay as they are.
  shown.recorded = 'won';
  if (from > 0) run({ kind: 'step', moves, at: from });
  shown.redo = [];
  playLine(shown, moves, from);
}

function playLine(s: Session, moves: readonly Move[], at: number): void {
  lineShow.value = { phase: at >= moves.length ? 'done' : 'playing', session: s, at, total: moves.length };
  if (at >= moves.length) return;
  const revision = s.revision;
  replay = setTimeout(() => {
    // The player took over (undo, a move, another deal): the replay stops.
    if (session.value !== s || s.revision !== revision || boardStatus(s) === 'won') return stopLine();
    run({ kind: 'line', move: moves[at]! });
    playLine(s, moves, at + 1);
  }, SPEED_MS[settings.value.speed] + 200);
}
