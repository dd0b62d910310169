/**
 * Whether the win celebration is on screen (the win panel waits for it), and starting it: only for a
 * player's own win, never under prefers-reduced-motion or at the Instant speed (the panel then shows
 * at once). The cascade's code loads when a game is first won.
 */
import { signal } from '@preact/signals';
import { settings } from '../store.ts';
import { reducedMotion } from './flip.ts';

export const celebrating = signal(false);

export function celebrate(): void {
  const root = document.querySelector<HTMLElement>('[data-board]');
  if (!root || celebrating.value || reducedMotion() || settings.value.speed === 'instant') return;
  celebrating.value = true;
  void import('./cascade.ts')
    .then((m) => m.cascade(root))
    .catch(() => undefined)
    .finally(() => (celebrating.value = false));
}
