/**
 * A game session: the engine position plus unlimited undo and redo over play/unplay, a move
 * counter, a timer and auto-moves. Plain mutable data and functions, no DOM: the app re-renders
 * from it after every change, so an animation can never leave the board out of step.
 *
 * Undo works in groups: a player's move and the auto-moves it set off are undone together.
 */
import {
  dealPosition, gameDef, inPlacement, legalMoves, play, safeMoves, status, unplay,
  type GameDef, type Move, type Position, type Undo,
} from '../../engine/index.ts';
import type { GameId } from '../../engine/index.ts';
import type { SavedGame } from './persist.ts';
import { sameMove } from './winnable.ts';

export type AutoMove = 'off' | 'safe' | 'all';
export type BoardStatus = 'playing' | 'won' | 'lost' | 'placing';

export interface Step {
  readonly move: Move;
  readonly undo: Undo;
  /** Played by auto-move, undone with the player's move before it. */
  readonly auto: boolean;
}

export interface Session {
  readonly def: GameDef;
  readonly deal: string;
  readonly pos: Position;
  readonly steps: Step[];
  /** Groups of moves taken back, the last group first to redo. */
  redo: Move[][];
  /** Time played before `runningSince`. */
  elapsedMs: number;
  runningSince: number | null;
  /** What is already written to the statistics for this deal: played (from its first move), won or lost. */
  recorded: 'played' | 'won' | 'lost' | null;
  /** The game a New deal or Restart replaced: Undo brings it back until this one's first move. */
  replaced: SavedGame | null;
  /** This deal replaced an unfinished deal of the same game: its first move ends the winning streak. */
  leftUnfinished: boolean;
  /** Opened from a shared link with moves played: not all the moves are the player's, so the statistics leave it out. */
  fromLink: boolean;
  /**
   * Bumped by every change of the position: what is worked out from the board (its status, a hint,
   * an offer, a solver's verdict) is for this session at this revision, and stale at any other.
   */
  revision: number;
}

export function newSession(game: GameId | string, deal: string): Session | undefined {
  const start = dealPosition(game, deal);
  if (!start.ok) return undefined;
  return { def: gameDef(start.value.game), deal, pos: start.value, steps: [], redo: [], elapsedMs: 0, runningSince: null, recorded: null, replaced: null, leftUnfinished: false, fromLink: false, revision: 0 };
}

/** The cards still to go home: in the rows, the stock and the waste. */
export const cardsLeft = (s: Session): number => s.pos.tableau.reduce((n, row) => n + row.length, s.pos.stock.length + s.pos.waste.length);

/** The moves the player sees counted: Selective Castle's placements build the layout and are not moves. */
export const moveCount = (s: Session): number => s.steps.reduce((n, st) => (st.move.kind === 'place' ? n : n + 1), 0);

const statuses = new WeakMap<Session, { readonly revision: number; readonly status: BoardStatus }>();

/** The board's status, worked out once per revision (every observer of the board asks for it). */
export function boardStatus(s: Session): BoardStatus {
  const known = statuses.get(s);
  if (known?.revision === s.revision) return known.status;
  const st = inPlacement(s.def, s.pos) ? 'placing' : status(s.pos, s.def);
  statuses.set(s, { revision: s.revision, status: st });
  return st;
}

/** Whether `key` was taken from this session at its present revision. */
export const isFresh = (key: { readonly session: Session | null; readonly revision: number } | null | undefined, s: Session | null | undefined): boolean =>
  !!key && !!s && key.session === s && key.revision === s.revision;

/** The next auto-move in this mode, if any: safe moves by the engine's rule, or any foundation move. */
function nextAutoMove(s: Session, mode: AutoMove): Move | undefined {
  if (mode === 'off') return undefined;
  if (mode === 'safe') return safeMoves(s.pos, s.def)[0];
  return legalMoves(s.pos, s.def).find((m) => m.kind === 'foundation');
}

function push(s: Session, move: Move, auto: boolean): void {
  s.steps.push({ move, undo: play(s.pos, move, s.def), auto });
  s.revision++;
}

/** The most auto-moves one player's move sets off: a guard, far above the 104 cards of a game. */
const AUTO_MOVE_LIMIT = 200;

/** Plays the auto-moves that follow a move; returns them. */
export function runAutoMoves(s: Session, mode: AutoMove): Move[] {
  const done: Move[] = [];
  for (let m = nextAutoMove(s, mode); m && done.length < AUTO_MOVE_LIMIT; m = nextAutoMove(s, mode)) {
    push(s, m, true);
    done.push(m);
  }
  return done;
}

/** Plays a player's move (it must be legal) and the auto-moves it sets off; returns all moves played. */
export function playMove(s: Session, move: Move, mode: AutoMove, now: number): Move[] {
  push(s, move, false);
  s.redo = [];
  startClock(s, now);
  return [move, ...runAutoMoves(s, mode)];
}

/** Plays moves the player asked for at once (Finish) as one group for undo; they must be legal in turn. */
export function playGroup(s: Session, moves: readonly Move[], now: number): Move[] {
  moves.forEach((m, i) => push(s, m, i > 0));
  s.redo = [];
  startClock(s, now);
  return [...moves];
}

/** Takes back the last group; returns the moves undone, latest first. */
export function undoMove(s: Session): Move[] {
  const undone: Move[] = [];
  for (let step = s.steps.pop(); step; step = s.steps.pop()) {
    unplay(s.pos, step.move, step.undo);
    undone.push(step.move);
    if (!step.auto) break;
  }
  if (undone.length) {
    s.redo.push([...undone].reverse());
    s.revision++;
  }
  return undone;
}

/** Plays the last group taken back; returns its moves in play order. */
export function redoMove(s: Session, now: number): Move[] {
  const group = s.redo.pop();
  if (!group) return [];
  group.forEach((m, i) => push(s, m, i > 0));
  startClock(s, now);
  return group;
}

/**
 * Puts the board at the position after the first `at` of `moves` (a game this session played, such as
 * the one a review looks at): takes back what differs, plays what is missing, one step a move, and
 * leaves the rest of `moves` to redo, a move at a time, so Redo walks the game on and a new move
 * branches off it. Neither the clock nor auto-moves run: nobody played. Returns the moves taken back
 * (latest first) and played.
 */
export function stepTo(s: Session, moves: readonly Move[], at: number): { undone: Move[]; played: Move[] } {
  let common = 0;
  while (common < Math.min(at, s.steps.length) && sameMove(s.steps[common]!.move, moves[common]!)) common++;
  const undone: Move[] = [];
  while (s.steps.length > common) {
    const step = s.steps.pop()!;
    unplay(s.pos, step.move, step.undo);
    undone.push(step.move);
  }
  const played = moves.slice(s.steps.length, at);
  for (const m of played) s.steps.push({ move: m, undo: play(s.pos, m, s.def), auto: false });
  s.redo = moves.slice(at).map((m) => [m]).reverse();
  if (undone.length || played.length) s.revision++;
  return { undone, played };
}

export function startClock(s: Session, now: number): void {
  if (s.runningSince === null && s.steps.length > 0 && boardStatus(s) !== 'won') s.runningSince = now;
}

export function stopClock(s: Session, now: number): void {
  if (s.runningSince !== null) s.elapsedMs += Math.max(0, now - s.runningSince);
  s.runningSince = null;
}

export const elapsed = (s: Session, now: number): number => s.elapsedMs + (s.runningSince === null ? 0 : Math.max(0, now - s.runningSince));

/** mm:ss, or h:mm:ss past an hour. */
export function formatTime(ms: number): string {
  const t = Math.floor(ms / 1000);
  const h = Math.floor(t / 3600), m = Math.floor((t % 3600) / 60), sec = t % 60;
  const two = (n: number): string => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${two(m)}:${two(sec)}`;
}
