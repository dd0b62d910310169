/**
 * The keyboard's commands on the board: pick a card up, drop it, send it home, put it back. Loaded
 * with the first key on the board, or ahead (components/prefetch.ts): the first board does not carry it.
 */
import { t } from '../i18n/index.ts';
import { cardName } from '../labels.ts';
import { loadRunMove } from '../input/load-runs.ts';
import { announce, focused, picked, session, settings } from '../store.ts';
import { destinations, parsePile, topCard } from '../state/piles.ts';
import { boardStatus } from '../state/session.ts';
import { refuse } from './hub.ts';
import { dropOn, stockDeal, userMove } from './play.ts';

const lang = () => settings.value.lang;

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
