/**
 * Where things are kept. Settings in localStorage (`solitaire:` keys). Each game's game in progress
 * in IndexedDB (`game:<id>`), which a full localStorage cannot stop, and mirrored in localStorage
 * (`solitaire:game:<id>`) so it can be written synchronously as the page goes away; the newer copy
 * wins. Statistics in IndexedDB (`stats`), changed only read-update-write inside one readwrite
 * transaction, so two tabs never write back figures the other has already changed. Every write is
 * told to the other open tabs on a BroadcastChannel. Reads never throw: a damaged value reads as
 * missing, and statistics keep whatever fields are still valid.
 */
import { createStore, getMany } from 'idb-keyval';
import { GAME_IDS, type GameId } from '../engine/index.ts';
import { emptyStats, parseStats, type ParsedStats, type StatsFile } from './state/stats.ts';

export { SETTINGS_KEY } from './state/settings.ts';
/** Before games had a save each: the one game in progress (read once, then moved). */
export const LEGACY_CURRENT_KEY = 'solitaire:current';
export const gameKey = (game: GameId): string => `solitaire:game:${game}`;
const STATS_KEY = 'stats';
/** A damaged statistics value, kept as it was before anything is written over it. */
const DAMAGED_KEY = 'stats-damaged';

/** idb-keyval's own default database, named here so one transaction can read and write. */
const db = createStore('keyval-store', 'keyval');

export function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** false when the browser refused the write (storage full, or blocked in private mode). */
export function writeJson(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to do
  }
}

export type StoreChange = { readonly kind: 'stats' } | { readonly kind: 'game'; readonly game: GameId };

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('solitaire');

/** Calls `on` when another tab has written statistics or a game. */
export function watchOtherTabs(on: (change: StoreChange) => void): void {
  channel?.addEventListener('message', (e: MessageEvent<StoreChange>) => on(e.data));
}

const tell = (change: StoreChange): void => channel?.postMessage(change);

/** The stored statistics; an unreadable store gives what could be read and the problems. */
export async function loadStats(): Promise<ParsedStats> {
  try {
    const [raw] = await getMany([STATS_KEY], db);
    return raw === undefined ? { stats: emptyStats(), problems: [], damaged: [], newer: false } : parseStats(raw);
  } catch {
    return { stats: emptyStats(), problems: ['IndexedDB unavailable'], damaged: [], newer: false };
  }
}

/**
 * Reads the stored statistics, applies `change` and writes the result, all in one readwrite
 * transaction (IndexedDB runs them one after another, across tabs). A damaged value is first kept
 * under `stats-damaged`; a file of a newer version is left as it is. Gives the figures now stored.
 */
export async function changeStats(change: (stats: StatsFile) => StatsFile): Promise<ParsedStats> {
  try {
    const result = await db('readwrite', (store) => new Promise<ParsedStats>((resolve, reject) => {
      const read = store.get(STATS_KEY);
      read.onerror = () => reject(read.error);
      read.onsuccess = () => {
        const raw: unknown = read.result;
        const parsed = raw === undefined ? { stats: emptyStats(), problems: [], damaged: [], newer: false } : parseStats(raw);
        if (parsed.newer) return resolve(parsed);
        if (parsed.problems.length) {
          const kept = store.get(DAMAGED_KEY);
          kept.onsuccess = () => kept.result === undefined && store.put(raw, DAMAGED_KEY);
        }
        const next = change(parsed.stats);
        store.put(JSON.stringify(next), STATS_KEY);
        store.transaction.oncomplete = () => resolve({ stats: next, problems: [], damaged: [], newer: false });
        store.transaction.onerror = () => reject(store.transaction.error);
      };
    }));
    if (!result.newer) tell({ kind: 'stats' });
    return result;
  } catch {
    return { stats: change(emptyStats()), problems: ['IndexedDB unavailable'], damaged: [], newer: false };
  }
}

/** Every game's save kept in IndexedDB (undefined where none, or when IndexedDB cannot be read). */
export async function loadGameSaves(): Promise<Partial<Record<GameId, unknown>>> {
  try {
    const values = await getMany(GAME_IDS.map((g) => `game:${g}`), db);
    return Object.fromEntries(GAME_IDS.map((g, i) => [g, values[i] as unknown]));
  } catch {
    return {};
  }
}

export async function loadGameSave(game: GameId): Promise<unknown> {
  try {
    return (await getMany([`game:${game}`], db))[0] as unknown;
  } catch {
    return undefined;
  }
}

/** Writes one game's save to IndexedDB; false when it could not. */
export async function storeGameSave(game: GameId, save: unknown): Promise<boolean> {
  try {
    await db('readwrite', (store) => {
      store.put(save, `game:${game}`);
      return new Promise<void>((ok, fail) => {
        store.transaction.oncomplete = () => ok();
        store.transaction.onerror = store.transaction.onabort = () => fail(store.transaction.error);
      });
    });
    tell({ kind: 'game', game });
    return true;
  } catch {
    return false;
  }
}

/** Asks the browser not to evict our storage (lost statistics are players' bitterest complaint). */
export function askPersistence(): void {
  void navigator.storage?.persist?.().catch(() => undefined);
}
