/**
 * The game's sounds, as the moves call them: nothing plays (and no AudioContext is made) while sounds
 * are off or before the player's first gesture on the page; the synthesizer loads after the page.
 */
import { settings } from '../store.ts';
import type * as SynthModule from './synth.ts';

export type SoundName = 'move' | 'deal' | 'refused' | 'win';

/** The volume when the player has not chosen one (0–100). */
export const DEFAULT_VOLUME = 60;

type Synth = typeof SynthModule;
let synth: Synth | undefined;
const loadSynth = (): Promise<Synth> => import('./synth.ts').then((m) => (synth = m));

let gestured = false;
/**
 * Browsers let audio start only after a gesture; the app waits for one of its own as well. Audio
 * starts on that gesture (a tap's press, before its release moves a card), not in the middle of
 * the first move's flights.
 */
const onGesture = (): void => {
  gestured = true;
  for (const type of ['pointerdown', 'keydown'] as const) removeEventListener(type, onGesture, true);
  if (soundVolume() > 0) void (synth ? synth.prepare() : loadSynth().then((m) => m.prepare()));
};
if (typeof addEventListener === 'function') {
  for (const type of ['pointerdown', 'keydown'] as const) addEventListener(type, onGesture, true);
  // The synthesizer is fetched once the page has loaded, ready for the first gesture.
  addEventListener('load', () => setTimeout(() => soundVolume() > 0 && void loadSynth().catch(() => undefined), 1500));
}

export const soundVolume = (): number => (settings.value.sound === false ? 0 : (settings.value.volume ?? DEFAULT_VOLUME));

export function sound(name: SoundName): void {
  const volume = soundVolume();
  if (volume <= 0 || !gestured) return;
  void (synth ? synth.play(name, volume / 100) : loadSynth().then((m) => m.play(name, volume / 100)));
}
