/**
 * The player's commands as the board's input calls them (pointer, keyboard, the toolbar): each reads
 * the board, then runs one controller command through the hub, or says why it cannot.
 */
import type { Move } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { cardName } from '../labels.ts';
import { undoReplaced } from '../lifecycle.ts';
import { announce, hintText, lastTap, picked, session, settings } from '../store.ts';
import { moveBetween, moveTarget, parsePile, topCard } from '../state/piles.ts';
import type { Transfer } from '../state/transfers.ts';
import type { TripsOf } from './controller.ts';
import { refuse, run } from './hub.ts';

const lang = () => settings.value.lang;

/** Plays a legal player's move with its auto-moves. */
export function userMove(move: Move, dropped?: DOMRect): void {
  run({ kind: 'move', move }, { dropped });
}

/** Plays a run moved at once; its cards fly straight to their new row (`trips`), not through the rows they pass by. */
export function userRun(moves: readonly Move[], trips: readonly Transfer[], text: string, dropped?: readonly DOMRect[]): void {
  run({ kind: 'run', moves, trips }, { dropped, text });
}

export function undo(): void {
  const s = session.value;
  if (!s) return;
  picked.value = null;
  hintText.value = null;
  if (s.steps.length === 0) return void (undoReplaced() || announce(t(lang(), 'nothingToUndo')));
  run({ kind: 'undo' });
}

export function redo(): void {
  const s = session.value;
  if (!s) return;
  picked.value = null;
  if (s.redo.length === 0) return announce(t(lang(), 'nothingToRedo'));
  run({ kind: 'redo' });
}

/** A tap on a pile (or on one of its cards): its top card goes to its best place; again cycles. */
export function tap(pileName: string): void {
  const pile = parsePile(pileName);
  if (pile) run({ kind: 'tap', pile });
}

/** A drag or a keyboard drop: the top card of `from` onto `to`, when legal. */
export function dropOn(from: string, to: string, dropped?: DOMRect): boolean {
  const s = session.value;
  const a = parsePile(from), b = parsePile(to);
  const m = s && a && b ? moveBetween(s.pos, s.def, a, b) : undefined;
  if (m) userMove(m, dropped);
  return !!m;
}

export const canDrop = (from: string, to: string): boolean => {
  const s = session.value;
  const a = parsePile(from), b = parsePile(to);
  return !!s && !!a && !!b && moveBetween(s.pos, s.def, a, b) !== undefined;
};

export function stockDeal(): void {
  const s = session.value;
  if (s && s.pos.stock.length && s.def.stockActions) userMove({ kind: 'deal' });
}

export function stockFill(): void {
  const s = session.value;
  if (s && s.pos.stock.length && s.pos.tableau.some((r) => r.length < s.def.minToAccept)) userMove({ kind: 'fill' });
}

/**
 * The second tap of a double tap (or click) on a card. The first tap already sent it to its best
 * place, which is home whenever it can go home; when it went elsewhere it comes back, and the
 * player hears that it cannot go home yet. The second tap never moves another card.
 */
export function doubleTap(): void {
  const s = session.value, last = lastTap.value;
  const m = last?.options[last.index];
  if (!s || !last || !m || m.kind === 'foundation' || s.steps.length !== last.count) return;
  const card = topCard(s.pos, moveTarget(m)!);
  undo();
  if (card !== undefined) refuse(t(lang(), 'noHome', { card: cardName(lang(), card) }));
}

/** Finish: plays a sure win out as one step for undo, the cards flying home one after another. */
export function finish(moves: readonly Move[], trips?: TripsOf): void {
  if (moves.length) run({ kind: 'finish', moves, trips });
}

/** Plays one move of a shown winning line, animated, without auto-moves (the line has its own). */
export function lineMove(move: Move): void {
  run({ kind: 'line', move });
}

/** Puts the board after the first `at` of a game's `moves` (a review's step); Redo then walks the game on. */
export function stepTo(moves: readonly Move[], at: number): void {
  picked.value = null;
  run({ kind: 'step', moves, at });
}
