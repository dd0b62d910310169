/** The player's settings (localStorage `solitaire:settings`), checked field by field when read. */
import { GAME_IDS, type GameId } from '../../engine/index.ts';
import type { AutoMove } from './session.ts';

export type Lang = 'en' | 'fr';
export type Speed = 'instant' | 'fast' | 'normal' | 'slow';
/** The felt's colour; `auto` is green, or dark when the system is (prefers-color-scheme). */
export type Felt = 'auto' | 'green' | 'blue' | 'dark';
/** The card back's design (styles.css draws each). */
export type Back = 'ruby' | 'ocean' | 'gold';

export interface Settings {
  readonly lang: Lang;
  readonly automove: AutoMove;
  readonly speed: Speed;
  readonly lefthand: boolean;
  readonly fourcolor: boolean;
  /** Games whose new deals come from the solver-checked winnable list (none when absent). */
  readonly winnableOnly?: readonly GameId[];
  /** The "still winnable?" indicator (off when absent). */
  readonly winnableIndicator?: boolean;
  /** Sounds: on unless false; their volume 0–100 (sound/index.ts's default when absent). */
  readonly sound?: boolean;
  readonly volume?: number;
  /** Looks: the felt (auto when absent), the card back (ruby when absent), larger cards (off when absent). */
  readonly felt?: Felt;
  readonly back?: Back;
  readonly large?: boolean;
}

export const SPEEDS: readonly Speed[] = ['instant', 'fast', 'normal', 'slow'];
export const AUTOMOVES: readonly AutoMove[] = ['off', 'safe', 'all'];
export const FELTS: readonly Felt[] = ['auto', 'green', 'blue', 'dark'];
export const BACKS: readonly Back[] = ['ruby', 'ocean', 'gold'];

/** Animation length per speed (ms). */
export const SPEED_MS: Record<Speed, number> = { instant: 0, fast: 120, normal: 220, slow: 420 };

export const browserLang = (languages: readonly string[]): Lang =>
  languages.find((l) => /^(en|fr)\b/i.test(l))?.slice(0, 2).toLowerCase() === 'fr' ? 'fr' : 'en';

export function readSettings(raw: unknown, fallbackLang: Lang): Settings {
  const d = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    lang: d.lang === 'en' || d.lang === 'fr' ? d.lang : fallbackLang,
    // Off by default: players asked for auto-move to be a choice, not a surprise.
    automove: AUTOMOVES.includes(d.automove as AutoMove) ? (d.automove as AutoMove) : 'off',
    speed: SPEEDS.includes(d.speed as Speed) ? (d.speed as Speed) : 'normal',
    lefthand: d.lefthand === true,
    fourcolor: d.fourcolor === true,
    // Written only when set, so settings saved before these existed read back unchanged.
    ...(Array.isArray(d.winnableOnly) ? { winnableOnly: GAME_IDS.filter((g) => (d.winnableOnly as unknown[]).includes(g)) } : {}),
    ...(d.winnableIndicator === true ? { winnableIndicator: true } : {}),
    ...(d.sound === false ? { sound: false } : {}),
    ...(Number.isInteger(d.volume) && (d.volume as number) >= 0 && (d.volume as number) <= 100 ? { volume: d.volume as number } : {}),
    ...(FELTS.includes(d.felt as Felt) ? { felt: d.felt as Felt } : {}),
    ...(BACKS.includes(d.back as Back) ? { back: d.back as Back } : {}),
    ...(d.large === true ? { large: true } : {}),
  };
}
