/** What the board is doing, one answer for every screen and feature that asks (instead of each checking a line, a link or a placement). */
import { boardStatus, cardsLeft, type Session } from '../state/session.ts';
import { lineShow, lineShowing } from './line.ts';

export type Mode = 'play' | 'placing' | 'line' | 'link';

/** What the board is doing: played by the player, laid out by them (Selective Castle), showing a line, or opened from a link. */
export function modeOf(s: Session): Mode {
  if (lineShowing() && lineShow.value?.session === s) return 'line';
  if (boardStatus(s) === 'placing') return 'placing';
  return s.fromLink ? 'link' : 'play';
}

/** The cards left when a win is near enough to fetch ahead what it runs (the cascade, the daily record). */
const NEAR = 26;

/** A game in play near its end (not a line the app shows): what a win runs is fetched ahead, so the winning move's frames wait for nothing. */
export const winNear = (s: Session): boolean => boardStatus(s) === 'playing' && modeOf(s) !== 'line' && cardsLeft(s) <= NEAR;
