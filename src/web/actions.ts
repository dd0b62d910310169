/**
 * Everything the player does to a game, each as one function: mutate the session, measure and
 * animate (FLIP), save, announce, and write the statistics when the deal ends. The board always
 * renders from the session, so cancelling an animation can never corrupt it.
 */
import { apply, clonePosition, type Move, type Position } from '../engine/index.ts';
import { cancelAll, measure, play as playFlights, type Flight, type InTurn } from './anim/flip.ts';
import { plural, t } from './i18n/index.ts';
import { cardName, pileTitle, wonAnnouncement } from './labels.ts';
import { announce, bump, focused, freshWin, hintMove, hintText, lastTap, picked, session, settings } from './store.ts';
import { destinations, moveBetween, moveTarget, parsePile, pileCards, topCard } from './state/piles.ts';
import { loadRunMove } from './input/load-runs.ts';
import { boardStatus, playGroup, playMove, redoMove, runAutoMoves, undoMove, type Session } from './state/session.ts';
import { SPEED_MS } from './state/settings.ts';
import { isCycle, tapPile } from './state/tap.ts';
import { backwardTransfers, forwardTransfers, type Transfer } from './state/transfers.ts';
import { afterChange, undoReplaced } from './lifecycle.ts';
import { cancelHint, findHint } from './hint.ts';
import { undoOffer } from './solver/signals.ts';
import { noteHint } from './daily/watch.ts';
import { sound } from './sound/index.ts';
import { celebrate } from './anim/celebrating.ts';

const boardRoot = (): HTMLElement | null => document.querySelector('[data-board]');

/**
 * Runs a change: First (measure), mutate, re-render, then Invert + Play once the board shows it.
 * `inTurn` makes the cards after the first move's fly one after another (see flip.ts). The move and
 * its auto-moves are all played and rendered at once, in the tap's frame: the flights that follow,
 * each card's held back until the one before has landed, are the compositor's alone, so no frame of
 * theirs waits for the page (rendering each auto-move as its card left cost a frame per card at 4x CPU).
 */
function change(s: Session, run: (before: Position) => Transfer[], dropped?: DOMRect | readonly DOMRect[], inTurn?: (trips: Transfer[]) => InTurn): Transfer[] {
  const root = boardRoot();
  if (root) cancelAll(root);
  const wasWon = boardStatus(s) === 'won';
  const before = clonePosition(s.pos);
  const transfers = run(before);
  justWon = !wasWon && boardStatus(s) === 'won';
  if (transfers.length) sound(justWon ? 'win' : s.def.stockActions && transfers.some((tr) => tr.fromPile === 'stock') ? 'deal' : 'move');
  const flights: Flight[] = root ? measure(root, transfers) : [];
  // Dragged cards start their flights where they were let go, not where they were picked up.
  (dropped instanceof DOMRect ? [dropped] : dropped ?? []).forEach((rect, i) => flights[i] && (flights[i] = { ...flights[i], rect }));
  lastTapClearUnlessKept();
  hintMove.value = null;
  hintText.value = null;
  cancelHint();
  bump();
  afterChange(s);
  const ms = SPEED_MS[settings.value.speed];
  // A later change (say, a quick undo) makes these flights stale: they must not animate its cards.
  const gen = ++generation;
  const turn = inTurn?.(transfers);
  if (root && flights.length) requestAnimationFrame(() => gen === generation && playFlights(root, flights, ms, turn));
  return transfers;
}

let keepTap = false;
let generation = 0;
/** Whether the last change turned a game in play into a won one. */
let justWon = false;

/**
 * Announces a player's move; when it won the game, the win screen's own title and line follow in the
 * live region and the win screen is told to take the focus (a move of a winning line the app plays
 * is not the player's win and goes through plain `announce`).
 */
function announcePlay(s: Session, text: string): void {
  if (!justWon) return announce(text);
  justWon = false;
  freshWin.session = s;
  freshWin.steps = s.steps.length;
  celebrate();
  announce([text, wonAnnouncement(settings.value.lang, s, Date.now())].filter(Boolean).join(' '));
}
function lastTapClearUnlessKept(): void {
  if (!keepTap) lastTap.value = undefined;
  keepTap = false;
}

/** "jack of diamonds to Row 3." for the first trip; deals and fills have their own words. */
function describe(s: Session, moves: readonly Move[], trips: readonly Transfer[], pos: Position): string {
  const lang = settings.value.lang;
  const first = moves[0];
  if (!first) return '';
  if (first.kind === 'fill') return t(lang, 'filled', { cards: plural(lang, 'cards', trips.length) });
  const trip = trips[0];
  if (!trip) return '';
  const pile = parsePile(trip.toPile);
  const card = pile ? pileCards(pos, pile)[trip.toIndex] : undefined;
  const name = card === undefined ? '' : cardName(lang, card);
  if (first.kind === 'deal') return t(lang, 'dealt', { card: name });
  const where = pileTitle(lang, s.def, trip.toPile);
  const main = t(lang, first.kind === 'place' ? 'placed' : 'moved', { card: name, pile: where });
  const autos = trips.slice(1).map((tr) => {
    const p = parsePile(tr.toPile);
    const c = p ? pileCards(pos, p)[tr.toIndex] : undefined;
    return c === undefined ? '' : t(lang, 'movedAuto', { card: cardName(lang, c), pile: pileTitle(lang, s.def, tr.toPile) });
  });
  return [main, ...autos].filter(Boolean).join(' ');
}

/** The first move's cards fly together, then each auto-move's card in turn (an auto-move moves one card). */
const afterFirst = (moves: () => readonly Move[]) => (trips: Transfer[]): InTurn => ({ together: trips.length - (moves().length - 1) });

/** Plays a legal player's move with its auto-moves. */
export function userMove(move: Move, dropped?: DOMRect): void {
  const s = session.value;
  if (!s) return;
  hintText.value = null;
  picked.value = null;
  let played: Move[] = [];
  const trips = change(s, (before) => {
    played = playMove(s, move, settings.value.automove, Date.now());
    return forwardTransfers(before, s.def, played);
  }, dropped, afterFirst(() => played));
  announcePlay(s, describe(s, played, trips, s.pos));
}

/**
 * Plays a run moved at once: its single-card moves as one step for undo, then the auto-moves. The
 * run's cards fly straight to their new row (`trips`), not through the rows they pass by.
 */
export function userRun(moves: readonly Move[], trips: readonly Transfer[], text: string, dropped?: readonly DOMRect[]): void {
  const s = session.value;
  if (!s) return;
  picked.value = null;
  let autos: Move[] = [];
  const all = change(s, () => {
    playGroup(s, moves, Date.now());
    const after = clonePosition(s.pos);
    autos = runAutoMoves(s, settings.value.automove);
    return [...trips, ...forwardTransfers(after, s.def, autos)];
  }, dropped, () => ({ together: trips.length }));
  announcePlay(s, [text, describe(s, autos, all.slice(trips.length), s.pos)].filter(Boolean).join(' '));
}

export function undo(): void {
  const s = session.value;
  if (!s) return;
  picked.value = null;
  hintText.value = null;
  if (s.steps.length === 0) return void (undoReplaced() || announce(t(settings.value.lang, 'nothingToUndo')));
  let undone: Move[] = [];
  let text = '';
  change(s, (before) => {
    undone = undoMove(s);
    const fwd = forwardTransfers(s.pos, s.def, [...undone].reverse());
    text = describe(s, [...undone].reverse(), fwd, before);
    return backwardTransfers(before, undone);
  });
  announce(t(settings.value.lang, 'undone', { what: text.replace(/\.$/, '') }));
}

export function redo(): void {
  const s = session.value;
  if (!s) return;
  picked.value = null;
  if (s.redo.length === 0) return announce(t(settings.value.lang, 'nothingToRedo'));
  let group: Move[] = [];
  const trips = change(s, (before) => {
    group = redoMove(s, Date.now());
    return forwardTransfers(before, s.def, group);
  }, undefined, afterFirst(() => group));
  announcePlay(s, t(settings.value.lang, 'redone', { what: describe(s, group, trips, s.pos).replace(/\.$/, '') }));
}

/** A tap on a pile (or on one of its cards): its top card goes to its best place; again cycles. */
export function tap(pileName: string): void {
  const s = session.value;
  const pile = parsePile(pileName);
  if (!s || !pile) return;
  const placing = boardStatus(s) === 'placing';
  if (pile.kind === 'stock' && s.def.stockActions) return void (s.pos.stock.length && userMove({ kind: 'deal' }));
  if (placing && pile.kind === 'tableau' && !isCycleTap(pileName)) {
    const m = moveBetween(s.pos, s.def, { kind: 'stock' }, pile);
    if (m) return userMove(m);
    const offered = s.pos.stock[s.pos.stock.length - 1];
    return void (offered !== undefined && refuse(t(settings.value.lang, 'cantMove', { card: cardName(settings.value.lang, offered) })));
  }
  const top = topCard(s.pos, pile);
  // A foundation's card moves only when the last tap put it there: the tap goes on to its next place.
  if (top === undefined || (pile.kind === 'foundation' && !isCycle(s, pile, lastTap.value))) return;
  let played: Move[] = [];
  let undone: Move[] = [];
  const trips = change(s, (before) => {
    const r = tapPile(s, pile, lastTap.value, settings.value.automove, Date.now());
    played = r.played;
    undone = r.undone;
    keepTap = r.played.length > 0;
    lastTap.value = r.last;
    if (!undone.length) return forwardTransfers(before, s.def, played);
    // The card flies from where the last tap put it straight to its next destination.
    const back = backwardTransfers(before, undone)[0];
    return back ? [{ ...back, ...cycleTarget(s, played) }] : [];
  }, undefined, afterFirst(() => played));
  if (!played.length) return refuse(t(settings.value.lang, 'noMoveFor', { card: cardName(settings.value.lang, top) }));
  announcePlay(s, describe(s, played, trips, s.pos));
}

function isCycleTap(pileName: string): boolean {
  const last = lastTap.value;
  const m = last?.options[last.index];
  return !!m && (m.kind === 'place' || m.kind === 'tableau') && `t${m.to}` === pileName;
}

/** Where a cycled card lands now. */
function cycleTarget(s: Session, played: readonly Move[]): { toPile: string; toIndex: number } {
  const m = played[0]!;
  const pile = m.kind === 'foundation' ? `f${m.to}` : m.kind === 'tableau' || m.kind === 'place' ? `t${m.to}` : 'waste';
  const p = parsePile(pile)!;
  return { toPile: pile, toIndex: pileCards(s.pos, p).length - 1 };
}

/** A drag or a keyboard drop: the top card of `from` onto `to`, when legal. */
export function dropOn(from: string, to: string, dropped?: DOMRect): boolean {
  const s = session.value;
  const a = parsePile(from), b = parsePile(to);
  if (!s || !a || !b) return false;
  const m = moveBetween(s.pos, s.def, a, b);
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
  const lang = settings.value.lang;
  if (pile.kind === 'stock' && s.def.stockActions) return stockDeal();
  if (boardStatus(s) === 'placing') {
    if (pile.kind === 'tableau') return void dropOn('stock', pileName);
    if (pile.kind !== 'stock') return;
  }
  const top = topCard(s.pos, pile);
  if (top === undefined || pile.kind === 'foundation') return;
  const lift = (): void => {
    picked.value = pileName;
    announce(t(lang, 'picked', { card: cardName(lang, top) }));
  };
  if (destinations(s.pos, s.def, pile).length > 0) return lift();
  // The top card cannot go alone, but the run under it may (castle rows).
  if (pile.kind !== 'tableau' || s.def.stockActions) return refuse(t(lang, 'noMoveFor', { card: cardName(lang, top) }));
  void loadRunMove().then((r) => (session.value === s && r.runMovable(pileName) ? lift() : refuse(t(lang, 'noMoveFor', { card: cardName(lang, top) }))));
}

/** H on a pile, or the second tap of a double tap: the top card goes home when it can. */
export function sendHome(pileName: string): void {
  const s = session.value;
  const pile = parsePile(pileName);
  const top = s && pile ? topCard(s.pos, pile) : undefined;
  if (!s || !pile || top === undefined || pile.kind === 'foundation') return;
  const home = destinations(s.pos, s.def, pile).find((m) => m.kind === 'foundation');
  if (home) return userMove(home);
  refuse(t(settings.value.lang, 'noHome', { card: cardName(settings.value.lang, top) }));
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
  if (card !== undefined) refuse(t(settings.value.lang, 'noHome', { card: cardName(settings.value.lang, card) }));
}

/** Keyboard drop: on its own pile the card goes to its best place. */
export function keyDrop(from: string, to: string): void {
  const s = session.value;
  const lang = settings.value.lang;
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
  if (pile.kind !== 'tableau' || s.def.stockActions) return refuse(t(lang, 'cantMove', { card: cardName(lang, top) }));
  // A row that takes a card lower in the run: the run from that card moves.
  void loadRunMove().then((r) => session.value === s && (r.keyRun(from, to) || refuse(t(lang, 'cantMove', { card: cardName(lang, top) }))));
}

export function cancelPick(): void {
  picked.value = null;
  announce(t(settings.value.lang, 'cancelled'));
}

/** Asks the solver for the next move of a winning line and points at it (it does not play it). */
export async function hint(): Promise<void> {
  const s = session.value;
  if (!s) return;
  const lang = settings.value.lang;
  if (boardStatus(s) === 'placing') return say(t(lang, 'hintPlacing'));
  const version0 = s.steps.length;
  noteHint(s);
  say(t(lang, 'hintThinking'));
  const r = await findHint(clonePosition(s.pos));
  if (session.value !== s || s.steps.length !== version0) return; // the board moved on meanwhile
  if (r.kind === 'move') {
    hintMove.value = r.move;
    const what = describe(s, [r.move], forwardTransfers(s.pos, s.def, [r.move]), apply(s.pos, r.move)).replace(/\.$/, '');
    // Big Ben's hint is an estimate over the stock orders the player cannot tell apart; it says so.
    return say(r.sampled ? t(lang, 'hintSampled', { what, wins: r.sampled.wins, samples: r.sampled.samples }) : t(lang, 'hintMove', { what }));
  }
  if (r.kind === 'none') undoOffer.value = { session: s, steps: s.steps.length };
  // Proven lost before any move: there is nothing to undo, the deal itself cannot be won.
  const none = r.kind === 'none' && r.sampled ? 'hintNoneSampled' : s.steps.length === 0 ? 'lineImpossible' : 'hintNone';
  say(t(lang, r.kind === 'none' ? none : r.kind === 'unknown' ? 'hintUnknown' : 'hintUnavailable'));
}

/**
 * Finish: plays a sure win out as one step for undo, the cards cascading home a little apart;
 * `trips` says how the cards fly (a solver's line: each card once, straight home).
 */
export function finish(moves: readonly Move[], trips = forwardTransfers): void {
  const s = session.value;
  if (!s || !moves.length) return;
  let played: Move[] = [];
  const gap = SPEED_MS[settings.value.speed] * 0.35;
  const shown = change(s, (before) => {
    played = playGroup(s, moves, Date.now());
    return trips(before, s.def, played);
  }, undefined, () => ({ together: 1, gap }));
  announcePlay(s, describe(s, played.slice(0, 1), shown, s.pos));
}

/** Plays one move of a shown winning line, animated, without auto-moves (the line has its own). */
export function lineMove(move: Move): void {
  const s = session.value;
  if (!s) return;
  let played: Move[] = [];
  const trips = change(s, (before) => {
    played = playMove(s, move, 'off', Date.now());
    return forwardTransfers(before, s.def, played);
  });
  announce(describe(s, played, trips, s.pos));
}

/** A move the rules refuse: said aloud and in the visible notice (a sighted player sees why the cards went back), and its sound. */
export function refuse(text: string): void {
  sound('refused');
  say(text);
}

/** Words for everyone: the visible notice (cleared by the next move) and the screen readers' live region. */
export function say(text: string): void {
  hintText.value = text;
  announce(text);
}
