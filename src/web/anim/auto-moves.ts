/**
 * Auto-moves in turn: after a player's move, each card that goes home by itself is played on the
 * session when its flight starts, one after another, so the frame of the player's tap renders the
 * player's own move only, and each later frame one card. The moves are the engine's, in the same
 * order and the same undo group as when they are played at once. Any press or key, and any action,
 * save or change of game, first plays the ones still due at once (`settle`): the player always acts
 * on the position the engine gives after the move.
 */
import { signal } from '@preact/signals';
import { clonePosition, type Move } from '../../engine/index.ts';
import { AUTO_MOVE_LIMIT, autoStep, nextAutoMove, runAutoMoves, type AutoMove, type Session } from '../state/session.ts';
import { forwardTransfers, type Transfer } from '../state/transfers.ts';
import { session } from '../store.ts';
import { measure, play } from './flip.ts';
import { showPiles } from '../components/board-shown.ts';

/** Whether auto-moves are still due (the Finish offer waits for them). */
export const autoMovesDue = signal(false);
/**
 * Ticks as each is played when its piles cannot re-render alone (components/board-shown.ts): only
 * the board re-renders for one; `version` ticks once they are all done.
 */
export const autoPlayed = signal(0);

interface Due {
  readonly s: Session;
  readonly mode: AutoMove;
  readonly ms: number;
  readonly played: Move[];
  readonly trips: Transfer[];
  /** What the whole group's end does: the save, the announcement, the win. */
  readonly done: (autos: Move[], trips: Transfer[]) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

let due: Due | null = null;

/**
 * After the player's move (already played and shown): its auto-moves, the first when the player's
 * cards land (`firstMs` after their flights start), each next one a flight (`ms`) later; `done` runs
 * once none is left. Gives false, running nothing, when no auto-move follows.
 */
export function playInTurn(s: Session, mode: AutoMove, firstMs: number, ms: number, done: Due['done']): boolean {
  settle();
  if (!nextAutoMove(s, mode)) return false;
  const d: Due = { s, mode, ms, played: [], trips: [], done, timer: undefined };
  due = d;
  autoMovesDue.value = true;
  // Counted from the frame the player's flights start in (actions.ts starts them in the next frame).
  requestAnimationFrame(() => due === d && later(d, firstMs));
  return true;
}

/** The next step in the first animation frame `ms` from now. */
function later(d: Due, ms: number): void {
  d.timer = setTimeout(() => requestAnimationFrame(() => due === d && step(d)), ms);
}

/**
 * One auto-move, all in one animation frame: where its card is and where it lands are read while the
 * layout is still the last frame's (no forced layout), the move is played, the board re-renders (in
 * the microtask the signal queues) and the flight starts after it, before this frame's style, layout
 * and paint, which then run once.
 */
function step(d: Due): void {
  const root = document.querySelector<HTMLElement>('[data-board]');
  if (session.value !== d.s || !root) return settle();
  const before = clonePosition(d.s.pos);
  const m = d.played.length < AUTO_MOVE_LIMIT ? autoStep(d.s, d.mode) : undefined;
  if (!m) return end(d);
  const trips = forwardTransfers(before, d.s.def, [m]);
  const flights = measure(root, trips, true);
  d.played.push(m);
  d.trips.push(...trips);
  if (!showPiles(d.s, before)) autoPlayed.value++;
  // Preact renders in a microtask queued by the line above; this one runs after it. The next card
  // leaves when this one lands: counted from its flight's start, however long the render took.
  queueMicrotask(() => {
    if (due !== d) return;
    play(root, flights, d.ms);
    later(d, d.ms);
  });
}

function end(d: Due): void {
  due = null;
  autoMovesDue.value = false;
  d.done(d.played, d.trips);
}

/** Plays the auto-moves still due at once (their cards jump home) and ends the group. */
export function settle(): void {
  const d = due;
  if (!d) return;
  clearTimeout(d.timer);
  const before = clonePosition(d.s.pos);
  const rest = runAutoMoves(d.s, d.mode, AUTO_MOVE_LIMIT - d.played.length);
  d.played.push(...rest);
  d.trips.push(...forwardTransfers(before, d.s.def, rest));
  end(d);
}

// A press or a key acts on the board as it will be: what is due is played first.
if (typeof addEventListener === 'function') for (const type of ['pointerdown', 'keydown'] as const) addEventListener(type, settle, true);
