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
import { restoreGame, saveGame, savedAt, type SavedGame } from './state/persist.ts';
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
/** A save with its counts for Home: one from the old single-save format has none, so they come from its replayed position. */
function counted(save: SavedGame): SavedGame {
  if (typeof save.played === 'number' && typeof save.home === 'number' && typeof save.finished === 'boolean') return save;
  const s = restoreGame(save);
  if (!s) return save;
  const { played, home, finished } = saveGame(s, savedAt(save));
  return { ...save, played, home, finished };
}
const newer = (a: unknown, b: unknown): unknown => (a === undefined ? b : b === undefined ? a : savedAt(b) > savedAt(a) ? b : a);

/**
 * Reads the localStorage mirrors (and the old single save) at once, so the first board waits for
 * no database; IndexedDB, slower to open (150-200 ms on a slow phone), is read by `mergeStoredSaves`.
 */
export function loadSaves(): void {
  const next: Partial<Record<GameId, SavedGame>> = {};
  const legacy = readJson(LEGACY_CURRENT_KEY);
  const legacyGame = typeof legacy === 'object' && legacy !== null ? findGame(String((legacy as { game?: unknown }).game))?.id : undefined;
  for (const g of GAME_IDS) {
    let best = readJson(gameKey(g));
    if (g === legacyGame) best = newer(best, legacy);
    if (isSave(best, g)) next[g] = counted(best);
  }
  saves.value = boot = next;
  if (legacyGame && next[legacyGame]) {
    saveSession(next[legacyGame]!);
    removeKey(LEGACY_CURRENT_KEY);
  }
  watchOtherTabs((change) => {
    if (change.kind === 'game') void loadGameSave(change.game).then((s) => isSave(s, change.game) && savedAt(s) > savedAt(saves.value[change.game]) && (saves.value = { ...saves.value, [change.game]: s }));
  });
}

/** The mirrors as read at boot, what IndexedDB's copies are compared with. */
let boot: Partial<Record<GameId, SavedGame>> = {};
/** Saves made before IndexedDB was read: written there once it has been (an older copy must not win). */
let merged = false;
const pending = new Set<GameId>();

/**
 * Reads IndexedDB's saves: where one is newer than the mirror read at boot (localStorage was full
 * when it was made), it replaces it. Gives the games that changed: the caller shows the one on the
 * board if the player has not moved since.
 */
export async function mergeStoredSaves(): Promise<GameId[]> {
  const stored = await loadGameSaves();
  const next = { ...saves.value };
  const changed: GameId[] = [];
  for (const g of GAME_IDS) {
    const s = stored[g];
    if (isSave(s, g) && newer(boot[g], s) === s && savedAt(s) > savedAt(boot[g])) {
      next[g] = counted(s);
      changed.push(g);
    }
  }
  saves.value = next;
  merged = true;
  for (const g of pending) if (next[g]) writeStored(next[g]!, true);
  pending.clear();
  return changed;
}

let told: 'local' | 'none' | null = null;

function writeStored(save: SavedGame, local: boolean): void {
  void storeGameSave(save.game as GameId, save).then((kept) => {
    const problem = kept ? (local ? null : 'local') : local ? null : 'none';
    if (problem === null || told === problem || (told === 'none' && problem === 'local')) return;
    told = problem;
    alert.value = t(settings.value.lang, problem === 'local' ? 'saveLocalFull' : 'saveFailed');
  });
}

/** Saves a game in progress (its game's one save). */
export function saveSession(save: SavedGame): void {
  const game = save.game as GameId;
  saves.value = { ...saves.value, [game]: save };
  const local = writeJson(gameKey(game), save);
  if (merged) return writeStored(save, local);
  pending.add(game);
  if (!local) told ??= 'local';
  if (!local) alert.value = t(settings.value.lang, 'saveLocalFull');
}

/** The saved game of this game, rebuilt, if any. */
export function savedFor(game: GameId): Session | undefined {
  return restoreGame(saves.value[game]);
}
