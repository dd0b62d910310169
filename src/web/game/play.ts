/**
 * The player's commands as the board's input calls them (pointer, keyboard, the toolbar): each reads
 * the board, then runs one controller command through the hub, or says why it cannot.
 */
import type { Move } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { cardName } from '../labels.ts';
import { loadRunMove } from '../input/load-runs.ts';
import { undoReplaced } from '../lifecycle.ts';
import { announce, focused, hintText, lastTap, picked, session, settings } from '../store.ts';
import { destinations, moveBetween, moveTarget, parsePile, topCard } from '../state/piles.ts';
import { boardStatus } from '../state/session.ts';
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

/** Keyboard pick: lifts the focused pile's top card if it can go somewhere (Big Ben's stock deals). */
export function pick(pileName: string): void {
  const s = session.value;
  const pile = parsePile(pileName);
  if (!s || !pile) return;
  if (pile.kind === 'stock' && s.def.stockActions) return stockDeal();
  if (boardStatus(s) === 'placing') {
    if (pile.kind === 'tableau') return void dropOn('stock', pileName);
    if (pile.kind !== 'stock') return;
  }
  const top = topCard(s.pos, pile);
  if (top === undefined || pile.kind === 'foundation') return;
  const lift = (): void => {
    picked.value = pileName;
    announce(t(lang(), 'picked', { card: cardName(lang(), top) }));
  };
  const cannot = (): void => refuse(t(lang(), 'noMoveFor', { card: cardName(lang(), top) }));
  if (destinations(s.pos, s.def, pile).length > 0) return lift();
  // The top card cannot go alone, but the run under it may (castle rows).
  if (pile.kind !== 'tableau' || !s.def.runMoves) return cannot();
  void loadRunMove().then((r) => (session.value === s && r.runMovable(pileName) ? lift() : cannot()));
}

/** H on a pile: the top card goes home when it can. */
export function sendHome(pileName: string): void {
  const s = session.value;
  const pile = parsePile(pileName);
  const top = s && pile ? topCard(s.pos, pile) : undefined;
  if (!s || !pile || top === undefined || pile.kind === 'foundation') return;
  const home = destinations(s.pos, s.def, pile).find((m) => m.kind === 'foundation');
  if (home) return userMove(home);
  refuse(t(lang(), 'noHome', { card: cardName(lang(), top) }));
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

/** Keyboard drop: on its own pile the card goes to its best place. */
export function keyDrop(from: string, to: string): void {
  const s = session.value;
  const pile = parsePile(from);
  if (!s || !pile) return;
  const top = topCard(s.pos, pile);
  picked.value = null;
  if (from === to) {
    const best = destinations(s.pos, s.def, pile)[0];
    return void (best && userMove(best));
  }
  focused.value = to;
  if (dropOn(from, to) || top === undefined) return;
  const cannot = (): void => refuse(t(lang(), 'cantMove', { card: cardName(lang(), top) }));
  if (pile.kind !== 'tableau' || !s.def.runMoves) return cannot();
  // A row that takes a card lower in the run: the run from that card moves.
  void loadRunMove().then((r) => session.value === s && (r.keyRun(from, to) || cannot()));
}

export function cancelPick(): void {
  picked.value = null;
  announce(t(lang(), 'cancelled'));
}

/** Finish: plays a sure win out as one step for undo, the cards flying home one after another. */
export function finish(moves: readonly Move[], trips?: TripsOf): void {
  if (moves.length) run({ kind: 'finish', moves, trips });
}

/** Plays one move of a shown winning line, animated, without auto-moves (the line has its own). */
export function lineMove(move: Move): void {
  run({ kind: 'line', move });
}
