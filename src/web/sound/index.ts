/**
 * The game's sounds, as the moves call them: nothing plays (and no AudioContext is made) while sounds
 * are off or before the player's first gesture on the page; the synthesizer loads after the page.
 */
import { on } from '../game/events.ts';
import { idle } from '../idle.ts';
import { settings } from '../store.ts';
import type * as SynthModule from './synth.ts';
import { importAgain } from '../import-again.ts';

export type SoundName = 'move' | 'deal' | 'refused' | 'win';

/** The volume when the player has not chosen one (0–100). */
export const DEFAULT_VOLUME = 60;

type Synth = typeof SynthModule;
let synth: Synth | undefined;
const loadSynth = (): Promise<Synth> => importAgain(() => import('./synth.ts')).then((m) => (synth = m));

let gestured = false;
/** The synthesizer's AudioContext is made (ready), or is waiting for a still moment (starting). */
let ready = false;
let starting = false;

/** Cards are flying (a finite animation runs) or the win celebration is on screen. */
const moving = (): boolean =>
  document.querySelector('.celebration') !== null ||
  document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);

const still = (): Promise<void> => idle(1000, 50);

/**
 * Makes the AudioContext in the first idle moment with nothing moving after the player's first
 * gesture: making one blocks the page for tens of milliseconds (about 100 at 4× CPU), which must
 * not stall a card's flight or the win cascade. A person's tap leaves that moment during the press.
 */
function startAudio(): void {
  if (starting) return;
  starting = true;
  void (async () => {
    const m = synth ?? (await loadSynth());
    for (await still(); moving(); await still()) await new Promise((ok) => setTimeout(ok, 250));
    // Sounds turned off meanwhile: none is made (the next sound asked for starts again).
    if (soundVolume() <= 0) return void (starting = false);
    m.prepare();
    ready = true;
  })().catch(() => (starting = false));
}

/** Browsers let audio start only after a gesture; the app waits for one of its own as well. */
const onGesture = (): void => {
  gestured = true;
  for (const type of ['pointerdown', 'keydown'] as const) removeEventListener(type, onGesture, true);
  if (soundVolume() > 0) startAudio();
};
/** The synthesizer fetched ahead (prefetch.ts), ready for the first gesture, when sounds are on. */
export const prefetchSynth = (): Promise<unknown> => (soundVolume() > 0 ? loadSynth() : Promise.resolve());

export const soundVolume = (): number => (settings.value.sound === false ? 0 : (settings.value.volume ?? DEFAULT_VOLUME));

/**
 * The game's events, heard: a change's cards (a deal from Big Ben's stock has its own sound, and a
 * winning change the win's), a refused move, a new deal laid out, and the cascade's cards going home.
 */
export function watchSounds(): void {
  for (const type of ['pointerdown', 'keydown'] as const) addEventListener(type, onGesture, true);
  on('changed', ({ session: s, outcome: o }) => o.trips.length && sound(o.won ? 'win' : s.def.stockActions && o.trips.some((tr) => tr.fromPile === 'stock') ? 'deal' : 'move'));
  on('refused', () => sound('refused'));
  on('shown', (e) => e.dealt && sound('deal'));
  on('cascade', () => sound('move'));
}

/** Plays a sound; one asked for while audio is still starting (a first gesture's own move, at most) is left out. */
export function sound(name: SoundName): void {
  const volume = soundVolume();
  if (volume <= 0 || !gestured) return;
  if (ready && synth) synth.play(name, volume / 100);
  else startAudio();
}
