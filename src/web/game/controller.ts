/**
 * The game controller: every command a player (or the app for them) gives a game, played on the
 * session with what it changed — the moves played and taken back, the cards' trips for the
 * animation, and whether the game was won or lost by it. Pure: no DOM, no signals, no clock of its
 * own, so the rules of a tap, an undo or a finish are tested in Node (test/web/controller.test.ts).
 */
import { clonePosition, type GameDef, type Move, type Position } from '../../engine/index.ts';
import { moveBetween, parsePile, pileCards, topCard, type PileRef } from '../state/piles.ts';
import { boardStatus, playGroup, playMove, redoMove, runAutoMoves, stepTo, stopClock, undoMove, type AutoMove, type Session } from '../state/session.ts';
import { isCycle, tapPile, type LastTap } from '../state/tap.ts';
import { backwardTransfers, forwardTransfers, type Transfer } from '../state/transfers.ts';

/** How a finish's cards fly (a solver's line: each card once, straight home). */
export type TripsOf = (before: Position, def: GameDef, moves: readonly Move[]) => Transfer[];

export type Command =
  /** A legal move the player made (a drop, a key, a double tap home, Deal, Fill), with its auto-moves. */
  | { readonly kind: 'move'; readonly move: Move }
  /** A tap on a pile: its top card goes to its best place; a tap where it landed tries the next place. */
  | { readonly kind: 'tap'; readonly pile: PileRef }
  /** A run moved at once (castle games): its single-card moves as one step, then the auto-moves. */
  | { readonly kind: 'run'; readonly moves: readonly Move[]; readonly trips: readonly Transfer[] }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  /** The rest of a sure win, played as one step. */
  | { readonly kind: 'finish'; readonly moves: readonly Move[]; readonly trips?: TripsOf }
  /** One move of a winning line the app shows, without auto-moves (the line has its own). */
  | { readonly kind: 'line'; readonly move: Move }
  /** A shared link's moves, each its own step, played before the player's first move. */
  | { readonly kind: 'link'; readonly moves: readonly Move[] }
  /** To the position after the first `at` of a game's `moves` (a review's step), the rest left to redo. */
  | { readonly kind: 'step'; readonly moves: readonly Move[]; readonly at: number };

export interface Outcome {
  readonly command: Command['kind'];
  /** The moves played, in play order. */
  readonly played: readonly Move[];
  /** The moves taken back, latest first. */
  readonly undone: readonly Move[];
  /** The cards' trips, in the order they fly. */
  readonly trips: readonly Transfer[];
  /** How many trips fly together first; the rest (auto-moves, a finish's cards) fly one after another. */
  readonly together: number;
  /** The change turned a game in play into a won one, or a lost one. */
  readonly won: boolean;
  readonly lost: boolean;
  /** A tap that moved a card: what the next tap on that card does. */
  readonly tap?: LastTap;
  /** Nothing moved: the card the player tried to move, and why not. */
  readonly refused?: { readonly why: 'noMoveFor' | 'cantMove'; readonly card: number };
}

export interface Context {
  readonly automove: AutoMove;
  readonly now: number;
  /** The last tap's state, for a tap on the card it moved. */
  readonly lastTap?: LastTap;
}

type Change = Omit<Outcome, 'command' | 'won' | 'lost'>;
const nothing: Change = { played: [], undone: [], trips: [], together: 0 };

/** The first move's cards fly together, then each auto-move's card in turn (an auto-move moves one card). */
const firstTogether = (trips: readonly Transfer[], played: readonly Move[]): number => trips.length - Math.max(0, played.length - 1);

function forward(s: Session, play: () => Move[], after = firstTogether): Change {
  const before = clonePosition(s.pos);
  const played = play();
  const trips = forwardTransfers(before, s.def, played);
  return { played, undone: [], trips, together: after(trips, played) };
}

/** Plays `cmd` on `s`; an outcome with nothing played nor undone changed nothing. */
export function perform(s: Session, cmd: Command, ctx: Context): Outcome {
  const was = boardStatus(s);
  const change = run(s, cmd, ctx);
  const now = change.played.length || change.undone.length ? boardStatus(s) : was;
  return { command: cmd.kind, ...change, won: was !== 'won' && now === 'won', lost: was !== 'lost' && now === 'lost' };
}

function run(s: Session, cmd: Command, ctx: Context): Change {
  switch (cmd.kind) {
    case 'move':
      return forward(s, () => playMove(s, cmd.move, ctx.automove, ctx.now));
    case 'line':
      return forward(s, () => playMove(s, cmd.move, 'off', ctx.now));
    case 'redo':
      return forward(s, () => redoMove(s, ctx.now));
    case 'finish': {
      const before = clonePosition(s.pos);
      const played = playGroup(s, cmd.moves, ctx.now);
      return { played, undone: [], trips: (cmd.trips ?? forwardTransfers)(before, s.def, played), together: 1 };
    }
    case 'run': {
      playGroup(s, cmd.moves, ctx.now);
      const after = clonePosition(s.pos);
      const autos = runAutoMoves(s, ctx.automove);
      return { played: [...cmd.moves, ...autos], undone: [], trips: [...cmd.trips, ...forwardTransfers(after, s.def, autos)], together: cmd.trips.length };
    }
    case 'undo': {
      const before = clonePosition(s.pos);
      const undone = undoMove(s);
      const trips = backwardTransfers(before, undone);
      return { played: [], undone, trips, together: trips.length };
    }
    case 'link': {
      for (const m of cmd.moves) playMove(s, m, 'off', ctx.now);
      s.fromLink = cmd.moves.length > 0;
      // The link's moves took none of the player's time: the clock waits for their own first move.
      stopClock(s, ctx.now);
      return { ...nothing, played: [...cmd.moves] };
    }
    case 'step': {
      // A jump along the game, not a move: the board shows the new position at once, no card flies.
      const { undone, played } = stepTo(s, cmd.moves, cmd.at);
      return { ...nothing, undone, played };
    }
    case 'tap':
      return tap(s, cmd.pile, ctx);
  }
}

/** Whether a tap on a row is the second tap on the card the last tap placed there (Selective Castle). */
function cyclesPlacement(pile: PileRef, last: LastTap | undefined): boolean {
  const m = last?.options[last.index];
  return !!m && (m.kind === 'place' || m.kind === 'tableau') && pile.kind === 'tableau' && m.to === pile.index;
}

function tap(s: Session, pile: PileRef, ctx: Context): Change {
  if (pile.kind === 'stock' && s.def.stockActions) return s.pos.stock.length ? forward(s, () => playMove(s, { kind: 'deal' }, ctx.automove, ctx.now)) : nothing;
  if (boardStatus(s) === 'placing' && pile.kind === 'tableau' && !cyclesPlacement(pile, ctx.lastTap)) {
    const m = moveBetween(s.pos, s.def, { kind: 'stock' }, pile);
    if (m) return forward(s, () => playMove(s, m, ctx.automove, ctx.now));
    const offered = s.pos.stock[s.pos.stock.length - 1];
    return offered === undefined ? nothing : { ...nothing, refused: { why: 'cantMove', card: offered } };
  }
  const top = topCard(s.pos, pile);
  // A foundation's card moves only when the last tap put it there: the tap goes on to its next place.
  if (top === undefined || (pile.kind === 'foundation' && !isCycle(s, pile, ctx.lastTap))) return nothing;
  const before = clonePosition(s.pos);
  const r = tapPile(s, pile, ctx.lastTap, ctx.automove, ctx.now);
  if (!r.played.length) return { ...nothing, refused: { why: 'noMoveFor', card: top } };
  if (!r.undone.length) {
    const trips = forwardTransfers(before, s.def, r.played);
    return { played: r.played, undone: [], trips, together: firstTogether(trips, r.played), tap: r.last };
  }
  // The card flies from where the last tap put it straight to its next destination.
  const back = backwardTransfers(before, r.undone)[0];
  const trips = back ? [{ ...back, ...landing(s, r.played[0]!) }] : [];
  return { played: r.played, undone: r.undone, trips, together: firstTogether(trips, r.played), tap: r.last };
}

/** Where a cycled card lands now. */
function landing(s: Session, m: Move): { toPile: string; toIndex: number } {
  const toPile = m.kind === 'foundation' ? `f${m.to}` : m.kind === 'tableau' || m.kind === 'place' ? `t${m.to}` : 'waste';
  return { toPile, toIndex: pileCards(s.pos, parsePile(toPile)!).length - 1 };
}
