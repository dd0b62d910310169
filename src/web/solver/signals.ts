/** The in-app solver features' own state, as signals (apart from store.ts, which the web app owns). */
import { signal } from '@preact/signals';
import type { Session } from '../state/session.ts';

/** After a hint proved no win: the offer to undo to the last winnable position, for this board only. */
export const undoOffer = signal<{ readonly session: Session; readonly steps: number } | null>(null);

/** While looking for the last winnable position (the button shows it is busy). */
export const undoSearching = signal(false);

export type WinnableState = 'yes' | 'no' | 'unknown';

/** The "still winnable?" indicator: the answer for the board at `steps` moves, or a check under way. */
export const winnable = signal<{ readonly session: Session | null; readonly steps: number; readonly state: WinnableState; readonly checking: boolean }>({
  session: null,
  steps: -1,
  state: 'unknown',
  checking: false,
});

export type LineShow =
  | { readonly phase: 'searching'; readonly session: Session }
  | { readonly phase: 'playing' | 'done'; readonly session: Session; readonly at: number; readonly total: number }
  | { readonly phase: 'impossible' | 'unknown'; readonly session: Session };

/** "Show a winning line" after a loss: the search, then the replay on a restarted deal. */
export const lineShow = signal<LineShow | null>(null);
