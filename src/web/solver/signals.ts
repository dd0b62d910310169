/** The in-app solver features' own state, as signals (apart from store.ts, which the web app owns). */
import { signal } from '@preact/signals';
import type { Session } from '../state/session.ts';

/** After a hint proved no win: the offer to undo to the last winnable position, for this board only. */
export const undoOffer = signal<{ readonly session: Session; readonly revision: number } | null>(null);

/** While looking for the last winnable position (the button shows it is busy). */
export const undoSearching = signal(false);

export type WinnableState = 'yes' | 'no' | 'unknown';

/** The "still winnable?" indicator: the answer for the board at its revision, or a check under way. */
export const winnable = signal<{ readonly session: Session | null; readonly revision: number; readonly state: WinnableState; readonly checking: boolean }>({
  session: null,
  revision: -1,
  state: 'unknown',
  checking: false,
});

/**
 * A hint's message as the notice shows it (cards as their corners print them) beside the words the
 * live region says (`hintText`, cards by name): the notice shows `shown` while `hintText` is `spoken`.
 */
export const hintShown = signal<{ readonly spoken: string; readonly shown: string } | null>(null);
