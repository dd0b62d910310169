/**
 * Whether the win celebration is on screen (the win panel waits for it), and starting it: only for a
 * player's own win, never under prefers-reduced-motion or at the Instant speed (the panel then shows
 * at once). The cascade's code loads when a game is first won.
 */
import { signal } from '@preact/signals';
import { settings } from '../store.ts';
import { reducedMotion } from './flip.ts';
import { loadRunMove } from '../input/load-runs.ts';

export const celebrating = signal(false);

const loadCascade = () => import('./cascade.ts');
let prepared = false;
/**
 * Fetches what a win runs (the cascade and its worker, the daily deals' record, and a tap's run-move code) while
 * the page is idle, once a win is near, so the winning move's frames do not wait for them.
 */
export function prepareWin(): void {
  if (prepared) return;
  prepared = true;
  // The cascade's worker too, in an idle moment of its own once its code is here.
  const load = (): void => void Promise.all([loadCascade().then((m) => whenIdle(m.warm)), import('../daily/track.ts'), loadRunMove()]).catch(() => (prepared = false));
  whenIdle(load);
}

const whenIdle = (f: () => void): void => void (typeof requestIdleCallback === 'function' ? requestIdleCallback(f, { timeout: 2000 }) : setTimeout(f, 200));

export function celebrate(): void {
  const root = document.querySelector<HTMLElement>('[data-board]');
  if (!root || celebrating.value || reducedMotion() || settings.value.speed === 'instant') return;
  celebrating.value = true;
  void loadCascade()
    .then((m) => m.cascade(root))
    .catch(() => undefined)
    .finally(() => (celebrating.value = false));
}
