/**
 * Whether the win celebration is on screen (the win panel waits for it), and starting it: only for a
 * player's own win, never under prefers-reduced-motion or at the Instant speed (the panel then shows
 * at once). The cascade's code loads when a game is first won.
 */
import { signal } from '@preact/signals';
import { session, settings } from '../store.ts';
import { landed, reducedMotion } from '../anim/flip.ts';
import { loadRunMove } from '../input/load-runs.ts';
import { idle } from '../idle.ts';
import { importAgain } from '../import-again.ts';
import { on } from '../game/events.ts';
import { winNear } from '../game/mode.ts';

export const celebrating = signal(false);

const loadCascade = () => importAgain(() => import('./cascade.ts'));
let prepared = false;
/**
 * Fetches what a win runs (the cascade and its worker, and a tap's run-move code) while
 * the page is idle, once a win is near, so the winning move's frames do not wait for them. Each idle
 * moment is one after the cards in the air have landed: the move that brings a win near is often one
 * whose auto-moves fly in turn, and the code's evaluation or the worker's making cost them frames.
 */
export function prepareWin(): void {
  if (prepared) return;
  prepared = true;
  const later = (): Promise<void> => landed().then(() => idle(2000, 200));
  // The cascade's worker too, in an idle moment of its own once its code is here.
  const load = (): Promise<unknown> => Promise.all([loadCascade().then((m) => later().then(m.warm)), loadRunMove()]);
  void later().then(load).catch(() => (prepared = false));
}

export function celebrate(): void {
  const root = document.querySelector<HTMLElement>('[data-board]');
  if (!root || celebrating.value || reducedMotion() || settings.value.speed === 'instant') return;
  celebrating.value = true;
  void loadCascade()
    .then((m) => m.cascade(root))
    .catch(() => undefined)
    .finally(() => (celebrating.value = false));
}

/** A player's win is celebrated; a win near (after a change, or a game resumed near its end) is prepared for. */
export function watchCelebration(): void {
  on('won', celebrate);
  on('changed', (e) => winNear(e.session) && prepareWin());
  on('shown', (e) => winNear(e.session) && prepareWin());
  if (session.value && winNear(session.value)) prepareWin();
}
