/**
 * A winning line shown on the board (after a loss, or a puzzle's solution when the player gives up):
 * what is searched or shown, for which session. While it shows, the session is in the "line" mode
 * (mode.ts): the board's notices, the win panel and the features read the mode. The replay itself
 * is line-play.ts, loaded with what shows a line.
 */
import { signal } from '@preact/signals';
import { session } from '../store.ts';
import type { Session } from '../state/session.ts';

export type LineShow =
  | { readonly phase: 'searching'; readonly session: Session }
  | { readonly phase: 'playing' | 'done'; readonly session: Session; readonly at: number; readonly total: number }
  | { readonly phase: 'impossible' | 'unknown'; readonly session: Session };

/** The line being searched for or shown, and for which session. */
export const lineShow = signal<LineShow | null>(null);

/** Whether a winning line is playing (or has just played) on the board. */
export function lineShowing(): boolean {
  const show = lineShow.value;
  return !!show && show.session === session.value && (show.phase === 'playing' || show.phase === 'done');
}
