/**
 * The hub: runs a command through the controller, then does what every change does on the page, in
 * one order — the cards' flights (FLIP), the board's re-render, the game's events and the words for
 * screen readers. It imports no feature: sound, the celebration, the statistics and the rest
 * subscribe to its events (events.ts). The board always renders from the session, so cancelling an
 * animation can never corrupt it.
 */
import { apply } from '../../engine/index.ts';
import { cancelAll, measure, play as playFlights, type Flight } from '../anim/flip.ts';
import { t } from '../i18n/index.ts';
import { cardName, wonAnnouncement } from '../labels.ts';
import { announce, bump, freshWin, hintMove, hintText, lastTap, picked, say, session, settings } from '../store.ts';
import type { Session } from '../state/session.ts';
import { SPEED_MS } from '../state/settings.ts';
import { forwardTransfers } from '../state/transfers.ts';
import { perform, type Command, type Outcome } from './controller.ts';
import { describe } from './describe.ts';
import { emit } from './events.ts';

const boardRoot = (): HTMLElement | null => document.querySelector('[data-board]');

/** Counts changes: a later change (a quick undo, say) makes the flights of an earlier one stale. */
let generation = 0;

export interface Shown {
  /** Where dragged cards were let go: their flights start there, not where they were picked up. */
  readonly dropped?: DOMRect | readonly DOMRect[];
  /** A run's own words, said before its auto-moves'. */
  readonly text?: string;
}

/**
 * Runs a command: First (measure), play, re-render, the events, then Invert + Play once the board
 * shows it. The move and its auto-moves are all played and rendered at once, in the tap's frame: the
 * flights that follow, each card's held back until the one before has landed, are the compositor's
 * alone, so no frame of theirs waits for the page.
 */
export function run(cmd: Command, shown: Shown = {}): Outcome | null {
  const s = session.value;
  if (!s) return null;
  const root = boardRoot();
  if (root) cancelAll(root);
  const o = perform(s, cmd, { automove: settings.value.automove, now: Date.now(), lastTap: lastTap.value });
  const changed = o.played.length > 0 || o.undone.length > 0;
  if (!changed && !o.refused) return o;
  // Only a tap that moved a card keeps its cycle; a held card or a hint's arrows go with any change.
  lastTap.value = o.tap;
  hintMove.value = null;
  picked.value = null;
  if (o.refused) {
    refuse(t(settings.value.lang, o.refused.why, { card: cardName(settings.value.lang, o.refused.card) }));
    return o;
  }
  const flights: Flight[] = root ? measure(root, o.trips) : [];
  (shown.dropped instanceof DOMRect ? [shown.dropped] : shown.dropped ?? []).forEach((rect, i) => flights[i] && (flights[i] = { ...flights[i], rect }));
  // The notice goes with the player's next change (a link's moves are not theirs: "Undo brings your last game back" stays).
  if (cmd.kind !== 'link') hintText.value = null;
  bump();
  emit({ type: 'changed', session: s, outcome: o });
  const gen = ++generation;
  const ms = SPEED_MS[settings.value.speed];
  if (root && flights.length) requestAnimationFrame(() => gen === generation && playFlights(root, flights, ms, { together: o.together }));
  const byPlayer = cmd.kind !== 'line' && cmd.kind !== 'link' && cmd.kind !== 'step';
  if (byPlayer && o.won) {
    freshWin.value = { session: s, revision: s.revision };
    emit({ type: 'won', session: s });
  } else if (byPlayer && o.lost) emit({ type: 'lost', session: s });
  const text = words(s, cmd, o, shown);
  if (text !== null) announce(byPlayer && o.won ? [text, wonAnnouncement(settings.value.lang, s, Date.now())].filter(Boolean).join(' ') : text);
  return o;
}

/** What a change says (null: nothing, as for a link's moves). */
function words(s: Session, cmd: Command, o: Outcome, shown: Shown): string | null {
  const lang = settings.value.lang;
  switch (cmd.kind) {
    case 'link':
    case 'step':
      return null;
    case 'undo': {
      // The cards are named where they stood before the undo.
      const moves = [...o.undone].reverse();
      const what = describe(lang, s, moves, forwardTransfers(s.pos, s.def, moves), moves.reduce((p, m) => apply(p, m), s.pos));
      return t(lang, 'undone', { what: what.replace(/\.$/, '') });
    }
    case 'redo':
      return t(lang, 'redone', { what: describe(lang, s, o.played, o.trips, s.pos).replace(/\.$/, '') });
    case 'run':
      return [shown.text, describe(lang, s, o.played.slice(cmd.moves.length), o.trips.slice(cmd.trips.length), s.pos)].filter(Boolean).join(' ');
    case 'finish':
      return describe(lang, s, o.played.slice(0, 1), o.trips, s.pos);
    default:
      return describe(lang, s, o.played, o.trips, s.pos);
  }
}

/** A move the rules refuse: said aloud and in the visible notice (a sighted player sees why the cards went back), and its sound. */
export function refuse(text: string): void {
  emit({ type: 'refused' });
  say(text);
}

export { say };
