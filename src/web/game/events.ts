/**
 * The game's events, as the hub (hub.ts) and the life cycle (lifecycle.ts) send them: what happened to
 * the game on the board. Features (sound, celebration, daily deals, puzzles, the solver's offers)
 * subscribe when the app starts; the core never imports them, and they never import each other.
 */
import type { Move } from '../../engine/index.ts';
import type { Session } from '../state/session.ts';
import type { Outcome } from './controller.ts';

export type GameEvent =
  /** The position changed: a move and its auto-moves, an undo or redo, a finish, a line's or a link's moves. */
  | { readonly type: 'changed'; readonly session: Session; readonly outcome: Outcome }
  /** A player's change won the game (a winning line the app plays is not the player's win). */
  | { readonly type: 'won'; readonly session: Session }
  /** A player's change left no move: the game is lost. */
  | { readonly type: 'lost'; readonly session: Session }
  /** A game is put on the board: `dealt`, a new deal or restart; otherwise one resumed or brought back. */
  | { readonly type: 'shown'; readonly session: Session; readonly dealt: boolean }
  /** A move the rules refuse (a card dragged back, a tap with nowhere to go). */
  | { readonly type: 'refused' }
  /** The player asked for a hint; `move` is the hint's answer once known (null: none found). */
  | { readonly type: 'hint'; readonly session: Session; readonly move?: Move | null }
  /** The win celebration sent a card home. */
  | { readonly type: 'cascade' };

export type EventType = GameEvent['type'];
export type EventOf<K extends EventType> = Extract<GameEvent, { readonly type: K }>;

const handlers = new Map<EventType, ((e: GameEvent) => void)[]>();

/** Subscribes to one kind of event; returns the unsubscribe. */
export function on<K extends EventType>(type: K, fn: (e: EventOf<K>) => void): () => void {
  const list = handlers.get(type) ?? [];
  const h = fn as (e: GameEvent) => void;
  handlers.set(type, [...list, h]);
  return () => handlers.set(type, (handlers.get(type) ?? []).filter((x) => x !== h));
}

/** Sends an event to its subscribers in turn; one that throws is reported and the others still run. */
export function emit(e: GameEvent): void {
  for (const fn of handlers.get(e.type) ?? []) {
    try {
      fn(e);
    } catch (err) {
      queueMicrotask(() => {
        throw err;
      });
    }
  }
}
