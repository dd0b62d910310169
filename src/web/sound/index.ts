/**
 * The game's sounds, as the moves call them: nothing plays (and no AudioContext is made) while sounds
 * are off or before the player's first gesture on the page; the synthesizer loads on the first sound.
 */
import { settings } from '../store.ts';

export type SoundName = 'move' | 'deal' | 'refused' | 'win';

/** The volume when the player has not chosen one (0–100). */
export const DEFAULT_VOLUME = 60;

let gestured = false;
/** Browsers let audio start only after a gesture; the app waits for one of its own as well. */
const onGesture = (): void => {
  gestured = true;
  for (const type of ['pointerdown', 'keydown'] as const) removeEventListener(type, onGesture, true);
};
if (typeof addEventListener === 'function') for (const type of ['pointerdown', 'keydown'] as const) addEventListener(type, onGesture, true);

export const soundVolume = (): number => (settings.value.sound === false ? 0 : (settings.value.volume ?? DEFAULT_VOLUME));

export function sound(name: SoundName): void {
  const volume = soundVolume();
  if (volume <= 0 || !gestured) return;
  void import('./synth.ts').then((m) => m.play(name, volume / 100));
}
