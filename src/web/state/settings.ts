/** The player's settings (localStorage `solitaire:settings`), checked field by field when read. */
import { GAME_IDS, type GameId } from '../../engine/index.ts';
import type { AutoMove } from './session.ts';

export type Lang = 'en' | 'fr';
export type Speed = 'instant' | 'fast' | 'normal' | 'slow';
/** The felt's colour; `auto` is green, or dark when the system is (prefers-color-scheme). */
export type Felt = 'auto' | 'green' | 'blue' | 'dark';
/** The card back's design (styles.css draws each). */
export type Back = 'ruby' | 'ocean' | 'gold';
/**
 * The difficulty asked of new deals: the solver's levels (src/solver/rating.ts, 1 easy … 5 hard)
 * each takes. A level holds about a fifth of a game's deals the quick check does not prove lost, so
 * Easy and Hard take two fifths each and Medium the fifth between.
 */
export const DIFFICULTY_LEVELS = { easy: [1, 2], medium: [3], hard: [4, 5] } as const;
export type Difficulty = keyof typeof DIFFICULTY_LEVELS;

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
  /** New deals of this difficulty only (any when absent). */
  readonly difficulty?: Difficulty;
  /** Sounds: on unless false; their volume 0–100 (sound/index.ts's default when absent). */
  readonly sound?: boolean;
  readonly volume?: number;
  /** Looks: the felt (auto when absent), the card back (ruby when absent), larger cards (off when absent). */
  readonly felt?: Felt;
  readonly back?: Back;
  readonly large?: boolean;
}

/** Where the settings are kept (localStorage), read by the app and by index.html's inline script. */
export const SETTINGS_KEY = 'solitaire:settings';

/** Our languages; the first is the one a browser naming neither gets. */
export const LANGS: readonly Lang[] = ['en', 'fr'];
/** A browser language tag naming one of ours, which its first group gives (`fr-CA` → `fr`). */
export const LANG_TAG = new RegExp(`^(${LANGS.join('|')})\\b`, 'i');

export const SPEEDS: readonly Speed[] = ['instant', 'fast', 'normal', 'slow'];
export const AUTOMOVES: readonly AutoMove[] = ['off', 'safe', 'all'];
export const FELTS: readonly Felt[] = ['auto', 'green', 'blue', 'dark'];
export const BACKS: readonly Back[] = ['ruby', 'ocean', 'gold'];
/**
 * The looks kept as data attributes on the root element (styles.css reads them), each with its
 * choices and the default, which is no attribute. index.html's inline script sets them before the
 * first paint from this table (scripts/first-paint-preload.ts), and looks/Appearance.tsx after a change.
 */
export const ROOT_LOOKS = {
  felt: { choices: FELTS, none: 'auto' },
  back: { choices: BACKS, none: 'ruby' },
} as const satisfies Record<string, { choices: readonly string[]; none: string }>;

/**
 * Each felt's top-bar colour (styles.css's --bar, written there from this table by the build:
 * src/web/felts.ts), which the browser's own bar (the theme-color meta) takes too, so the page runs
 * on into it. index.html's two metas (written from this table at build time by
 * scripts/first-paint-preload.ts) give the automatic felt's, by the system's scheme (light first,
 * then dark); a chosen felt sets both.
 */
export const FELT_CHROME: Record<Exclude<Felt, 'auto'>, string> = { green: '#052a1b', blue: '#071a33', dark: '#0b0c0e' };

/** The two theme-color metas' colours (for a light system, for a dark one) under this felt. */
export const chromeColours = (felt: Felt | undefined): readonly [string, string] =>
  !felt || felt === 'auto' ? [FELT_CHROME.green, FELT_CHROME.dark] : [FELT_CHROME[felt], FELT_CHROME[felt]];

/** The root's data attributes for these settings: a looks' attribute only when it is not its default. */
export function rootLooks(st: Settings): Partial<Record<keyof typeof ROOT_LOOKS, string>> {
  const out: Partial<Record<keyof typeof ROOT_LOOKS, string>> = {};
  for (const key of Object.keys(ROOT_LOOKS) as (keyof typeof ROOT_LOOKS)[]) {
    const v = st[key];
    if (v !== undefined && v !== ROOT_LOOKS[key].none) out[key] = v;
  }
  return out;
}

/** Animation length per speed (ms). */
export const SPEED_MS: Record<Speed, number> = { instant: 0, fast: 120, normal: 220, slow: 420 };

/** The browser's first language that is one of ours, else English. */
export function browserLang(languages: readonly string[]): Lang {
  for (const l of languages) {
    const m = LANG_TAG.exec(l ?? '');
    if (m) return m[1]!.toLowerCase() as Lang;
  }
  return LANGS[0]!;
}

export function readSettings(raw: unknown, fallbackLang: Lang): Settings {
  const d = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    lang: LANGS.includes(d.lang as Lang) ? (d.lang as Lang) : fallbackLang,
    // Off by default: players asked for auto-move to be a choice, not a surprise.
    automove: AUTOMOVES.includes(d.automove as AutoMove) ? (d.automove as AutoMove) : 'off',
    speed: SPEEDS.includes(d.speed as Speed) ? (d.speed as Speed) : 'normal',
    lefthand: d.lefthand === true,
    fourcolor: d.fourcolor === true,
    // Written only when set, so settings saved before these existed read back unchanged.
    ...(Array.isArray(d.winnableOnly) ? { winnableOnly: GAME_IDS.filter((g) => (d.winnableOnly as unknown[]).includes(g)) } : {}),
    ...(d.winnableIndicator === true ? { winnableIndicator: true } : {}),
    ...(Object.hasOwn(DIFFICULTY_LEVELS, d.difficulty as string) ? { difficulty: d.difficulty as Difficulty } : {}),
    ...(d.sound === false ? { sound: false } : {}),
    ...(Number.isInteger(d.volume) && (d.volume as number) >= 0 && (d.volume as number) <= 100 ? { volume: d.volume as number } : {}),
    ...(FELTS.includes(d.felt as Felt) ? { felt: d.felt as Felt } : {}),
    ...(BACKS.includes(d.back as Back) ? { back: d.back as Back } : {}),
    ...(d.large === true ? { large: true } : {}),
  };
}
