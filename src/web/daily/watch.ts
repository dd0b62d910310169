/**
 * What the first board carries of the daily deals: the title's date when the board is today's deal,
 * and the watch that tells track.ts (loaded then) of a hint or of a won board, so a win is written
 * however the player reached it (a winning line the app played, or a shared link's, is not theirs).
 */
import { landed } from '../anim/flip.ts';
import { on } from '../game/events.ts';
import { idle } from '../idle.ts';
import { modeOf, winNear } from '../game/mode.ts';
import { importAgain } from '../import-again.ts';
import { session, storedProgress } from '../store.ts';
import { boardStatus, type Session } from '../state/session.ts';
import { readJson } from '../storage.ts';
import { localDate } from './date.ts';
import { DAILY_KEY } from './key.ts';

const track = () => importAgain(() => import('./track.ts'));

/** Today's date when this board is today's deal of its game (the daily record, written when the daily deal opens, says so). */
export function dailyDateOf(game: string, deal: string): string | undefined {
  void storedProgress.value;
  const date = localDate(new Date());
  const raw = readJson(DAILY_KEY) as { games?: Record<string, Record<string, { deal?: unknown } | undefined> | undefined> } | undefined;
  return raw?.games?.[game]?.[date]?.deal === deal ? date : undefined;
}

let fetched = false;
/**
 * A win near: the record's code is fetched ahead, in an idle moment once the cards in the air have
 * landed, so neither the flights nor the winning move's frames wait for it.
 */
function prefetch(): void {
  if (fetched) return;
  fetched = true;
  void landed().then(() => idle(2000, 200)).then(track).catch(() => (fetched = false));
}

function noteWin(s: Session): void {
  if (boardStatus(s) === 'won' && modeOf(s) === 'play') void track().then((m) => m.noteWin(s));
}

/** Subscribes to the game's events; a won board already showing (a reload after a win) is noted at once. */
export function watchDaily(): void {
  on('hint', (e) => void track().then((m) => m.noteHint(e.session)));
  on('won', (e) => noteWin(e.session));
  on('shown', (e) => noteWin(e.session));
  on('changed', (e) => winNear(e.session) && prefetch());
  on('shown', (e) => winNear(e.session) && prefetch());
  if (session.value) noteWin(session.value);
  if (session.value && winNear(session.value)) prefetch();
  addEventListener('storage', (e) => void ((e.key === DAILY_KEY || e.key === 'solitaire:puzzles') && storedProgress.value++));
}
