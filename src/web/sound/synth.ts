/**
 * Our own sounds, made on the spot with Web Audio (no sound files): a card's soft snap for a move, a
 * swish for a deal, a low double knock for a refused move, a rising arpeggio for a win. One
 * AudioContext, made at the player's first gesture (see index.ts).
 */
import type { SoundName } from './index.ts';

let ctx: AudioContext | undefined;
/** Every sound goes through this gain on its way out: it is the volume setting. */
let out: GainNode | undefined;
let noise: AudioBuffer | undefined;

function context(): AudioContext {
  if (!ctx) {
    ctx = new AudioContext();
    out = ctx.createGain();
    out.connect(ctx.destination);
  }
  if (ctx.state === 'suspended') void ctx.resume();
  return ctx;
}

/** Half a second of white noise, made once, for the snaps and swishes. */
function noiseBuffer(c: AudioContext): AudioBuffer {
  if (noise) return noise;
  noise = c.createBuffer(1, Math.floor(c.sampleRate / 2), c.sampleRate);
  const data = noise.getChannelData(0);
  // A fixed sequence (not Math.random): every snap sounds the same.
  let x = 1;
  for (let i = 0; i < data.length; i++) {
    x = (x * 16807) % 2147483647;
    data[i] = (x / 2147483647) * 2 - 1;
  }
  return noise;
}

/** A gain that rises in 3 ms and decays to silence over `ms`. */
function envelope(c: AudioContext, at: number, peak: number, ms: number): GainNode {
  const g = c.createGain();
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(Math.max(0.0002, peak), at + 0.003);
  g.gain.exponentialRampToValueAtTime(0.0001, at + ms / 1000);
  g.connect(out ?? c.destination);
  return g;
}

function burst(c: AudioContext, at: number, volume: number, ms: number, filter: BiquadFilterType, hz: number, toHz?: number): void {
  const src = c.createBufferSource();
  src.buffer = noiseBuffer(c);
  const f = c.createBiquadFilter();
  f.type = filter;
  f.frequency.setValueAtTime(hz, at);
  if (toHz) f.frequency.exponentialRampToValueAtTime(toHz, at + ms / 1000);
  f.Q.value = 1.2;
  src.connect(f).connect(envelope(c, at, volume, ms));
  src.start(at);
  src.stop(at + ms / 1000 + 0.02);
}

function tone(c: AudioContext, at: number, volume: number, ms: number, type: OscillatorType, hz: number, toHz?: number): void {
  const o = c.createOscillator();
  o.type = type;
  o.frequency.setValueAtTime(hz, at);
  if (toHz) o.frequency.exponentialRampToValueAtTime(toHz, at + ms / 1000);
  o.connect(envelope(c, at, volume, ms));
  o.start(at);
  o.stop(at + ms / 1000 + 0.02);
}

/** Starts the AudioContext and makes the noise ahead of the first sound (starting audio takes tens of ms on a phone). */
export function prepare(): void {
  noiseBuffer(context());
}

/**
 * How far past the audio clock a sound starts, in seconds. The audio thread may already have rendered
 * past `currentTime` when the sound's nodes reach it (it renders ahead in bursts on a loaded phone);
 * a sound scheduled too close starts with its envelope part-decayed, quieter and clipped (in a loaded
 * test run a move once read 0.014 at 50 % volume, where it reads about 0.11). 20 ms is still well
 * under what a player hears as late.
 */
const LEAD_S = 0.02;

/** Plays one sound at `volume` (0–1). */
export function play(name: SoundName, volume: number): void {
  const c = context();
  const at = c.currentTime + LEAD_S;
  if (out) out.gain.value = Math.min(1, Math.max(0, volume));
  switch (name) {
    case 'move':
      burst(c, at, 0.5, 60, 'bandpass', 2400);
      tone(c, at, 0.12, 40, 'sine', 520, 300);
      break;
    case 'deal':
      burst(c, at, 0.35, 140, 'bandpass', 900, 4000);
      break;
    case 'refused':
      tone(c, at, 0.25, 90, 'triangle', 196, 160);
      tone(c, at + 0.11, 0.22, 110, 'triangle', 165, 130);
      break;
    case 'win':
      [523.25, 659.25, 783.99, 1046.5].forEach((hz, i) => tone(c, at + i * 0.11, 0.22, 420, 'triangle', hz));
      break;
  }
}
