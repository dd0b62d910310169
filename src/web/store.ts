/** The app's state as signals: the page, settings, the session and its version, dialogs, messages. */
import { signal } from '@preact/signals';
import type { GameId, Move } from '../engine/index.ts';
import type { LastTap } from './state/tap.ts';
import type { Session } from './state/session.ts';
import type { Settings } from './state/settings.ts';
import type { StatsFile } from './state/stats.ts';
import type { RatingMark } from '../solver/rating.ts';

export type Route = { readonly page: 'home' } | { readonly page: 'rules'; readonly game: GameId } | { readonly page: 'game' };
export type Dialog = 'settings' | 'stats' | 'deal' | 'share' | 'daily' | 'puzzles' | 'review' | null;

export const route = signal<Route>({ page: 'home' });
export const settings = signal<Settings>({ lang: 'en', automove: 'off', speed: 'normal', lefthand: false, fourcolor: false });
/** The session is mutable; `version` ticks after every change so the board re-renders. */
export const session = signal<Session | null>(null);
export const version = signal(0);
export const lastTap = signal<LastTap | undefined>(undefined);
/** Keyboard: the focused pile and the pile whose card is picked up. */
export const focused = signal('t0');
export const picked = signal<string | null>(null);
export const dialog = signal<Dialog>(null);
/** A message shown in an alert (bad deal number, bad URL, storage problems). */
export const alert = signal<string | null>(null);
export const dealAlert = signal<string | null>(null);
export const statsAlert = signal<string | null>(null);
export const stats = signal<StatsFile>({ version: 1, games: {} });
/** Set once the stored figures have been read (stats-store.ts): until then `stats` is only a placeholder. */
export const statsRead = signal(false);
export const hintText = signal<string | null>(null);
/** The move a hint points at (its source and target piles glow). */
export const hintMove = signal<Move | null>(null);
/** Ticks when the daily deals' or the puzzles' stored progress changes (here or in another tab), so what shows it re-renders. */
export const storedProgress = signal(0);
export const updateReady = signal<(() => void) | null>(null);
/** Set when code the network serves again stays refused by the browser, so only a reload brings it (held.tsx). */
export const codeHeld = signal(false);
/** The deals' ratings known on this page, by `ratingKey`: kept by rating/, and by the draw of a deal of a chosen difficulty (draw.ts). */
export const ratings = signal<Readonly<Record<string, RatingMark>>>({});
export const ratingKey = (game: GameId, deal: string): string => `${game} ${deal}`;
/** Ticks every second while a game runs, for the timer. */
export const now = signal(Date.now());
/**
 * The win a player's change has just made (its session and revision), set by the hub: the win
 * screen takes the focus for that win only, never for a won game restored or shown otherwise.
 */
export const freshWin = signal<{ readonly session: Session; readonly revision: number } | null>(null);

export function bump(): void {
  version.value++;
}

/** Says something in the polite live region (#announcer lives in index.html, outside Preact). */
export function announce(text: string): void {
  const el = document.getElementById('announcer');
  if (el) el.textContent = text;
}

/** Words for everyone: the visible notice (cleared by the next move) and the screen readers' live region, once. */
export function say(text: string): void {
  hintText.value = text;
  announce(text);
}
