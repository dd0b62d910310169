/**
 * Each game's game in progress, one save per game: switching games never loses one. Kept in memory
 * (a signal, for Home's "Continue" entries), in IndexedDB and in a localStorage mirror (storage.ts).
 * A write the browser refuses is said to the player once per visit: when only localStorage is full
 * the game is still kept in IndexedDB; when neither takes it, the player is told it is not saved.
 *
 * For other parts of the app: `gamesInProgress` (what Home offers to continue) and `savedFor`.
 */
import { computed, signal } from '@preact/signals';
import { GAME_IDS, findGame, type GameId } from '../engine/index.ts';
import { t } from './i18n/index.ts';
import { restoreGame, savedAt, type SavedGame } from './state/persist.ts';
import type { Session } from './state/session.ts';
import { alert, settings } from './store.ts';
import { gameKey, LEGACY_CURRENT_KEY, loadGameSave, loadGameSaves, readJson, removeKey, storeGameSave, watchOtherTabs, writeJson } from './storage.ts';

export const saves = signal<Partial<Record<GameId, SavedGame>>>({});

/** A game in progress as Home shows it: how far it got. */
export interface InProgress {
  readonly game: GameId;
  readonly deal: string;
  /** Moves the player made (placements not counted), cards on the foundations, time played. */
  readonly moves: number;
  readonly home: number;
  readonly elapsedMs: number;
  readonly savedAt: number;
}

/** The games begun and not finished, the last played first. */
export const gamesInProgress = computed<InProgress[]>(() =>
  (Object.values(saves.value) as SavedGame[])
    .filter((s) => !s.finished && s.moves.length > 0)
    .sort((a, b) => b.savedAt - a.savedAt)
    .map((s) => ({ game: s.game as GameId, deal: s.deal, moves: s.played, home: s.home, elapsedMs: s.elapsedMs, savedAt: s.savedAt })),
);

const isSave = (x: unknown, game: GameId): x is SavedGame => typeof x === 'object' && x !== null && (x as { game?: unknown }).game === game;
const newer = (a: unknown, b: unknown): unknown => (a === undefined ? b : b === undefined ? a : savedAt(b) > savedAt(a) ? b : a);

/** Reads every save (IndexedDB and the localStorage mirrors; the newer copy wins) into `saves`. */
export async function loadSaves(): Promise<void> {
  const stored = await loadGameSaves();
  const next: Partial<Record<GameId, SavedGame>> = {};
  const legacy = readJson(LEGACY_CURRENT_KEY);
  const legacyGame = typeof legacy === 'object' && legacy !== null ? findGame(String((legacy as { game?: unknown }).game))?.id : undefined;
  for (const g of GAME_IDS) {
    let best = newer(stored[g], readJson(gameKey(g)));
    if (g === legacyGame) best = newer(legacy, best);
    if (isSave(best, g)) next[g] = best;
  }
  saves.value = next;
  if (legacyGame && next[legacyGame]) {
    saveSession(next[legacyGame]!);
    removeKey(LEGACY_CURRENT_KEY);
  }
  watchOtherTabs((change) => {
    if (change.kind === 'game') void loadGameSave(change.game).then((s) => isSave(s, change.game) && savedAt(s) > savedAt(saves.value[change.game]) && (saves.value = { ...saves.value, [change.game]: s }));
  });
}

let told: 'local' | 'none' | null = null;

/** Saves a game in progress (its game's one save). */
export function saveSession(save: SavedGame): void {
  const game = save.game as GameId;
  saves.value = { ...saves.value, [game]: save };
  const local = writeJson(gameKey(game), save);
  void storeGameSave(game, save).then((kept) => {
    const problem = kept ? (local ? null : 'local') : local ? null : 'none';
    if (problem === null || told === problem || (told === 'none' && problem === 'local')) return;
    told = problem;
    alert.value = t(settings.value.lang, problem === 'local' ? 'saveLocalFull' : 'saveFailed');
  });
}

/** The saved game of this game, rebuilt, if any. */
export function savedFor(game: GameId): Session | undefined {
  return restoreGame(saves.value[game]);
}
