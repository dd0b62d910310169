/**
 * What the first board carries of the hint: its drawing's slot, and the search still under way,
 * cancelled by any change of the board. Asking (ask-hint.ts) loads with the first hint, or ahead
 * (components/prefetch.ts).
 */
import { signal } from '@preact/signals';
import type { Move } from '../../engine/index.ts';
import type { HintReason } from '../../solver/reason.ts';
import type { HintOverlay } from './HintOverlay.tsx';
import { on } from '../game/events.ts';

export type HintResult =
  /** Why the move (worked out in the worker); Big Ben: `sampled` says in how many sampled stock orders the move won. */
  | { readonly kind: 'move'; readonly move: Move; readonly reason: HintReason; readonly sampled?: { readonly wins: number; readonly samples: number } }
  /** The search proved no win remains; Big Ben (`sampled`): no win was found in any sampled stock order. */
  | { readonly kind: 'none'; readonly sampled?: boolean }
  /** Nothing found in time (or the placement phase of Selective Castle). */
  | { readonly kind: 'unknown' }
  | { readonly kind: 'unavailable' };

/** The search under way, and a count of hints asked and cancelled, so a hint cancelled while the solver client loads is never asked. */
export const searching: { job?: { cancel(): void }; asked: number } = { asked: 0 };

/** Stops the hint still being searched (the board changed: its answer would be stale). */
function cancelHint(): void {
  searching.asked++;
  searching.job?.cancel();
  searching.job = undefined;
}

/** The drawing of a hint over the board (rings and an arrow), loaded with the first hint. */
export const hintOverlay = signal<typeof HintOverlay | null>(null);

/** A change of the board makes a hint still being searched stale. */
export function watchHints(): void {
  on('changed', cancelHint);
}
