/**
 * Where things are kept. Settings in localStorage (`solitaire:` keys). Each game's game in progress
 * in IndexedDB (`game:<id>`), which a full localStorage cannot stop, and mirrored in localStorage
 * (`solitaire:game:<id>`) so it can be written synchronously as the page goes away; the newer copy
 * wins. Statistics in IndexedDB (`stats`, stats-store.ts), each result first put in a localStorage
 * outbox here, synchronously, before the save marks it written. Every write is told to the other
 * open tabs on a BroadcastChannel. Reads never throw: a damaged value reads as missing.
 */
import { GAME_IDS, type GameId } from '../engine/index.ts';
import type { DealEvent, OutboxEntry } from './state/stats.ts';

export { SETTINGS_KEY } from './state/settings.ts';
/** Before games had a save each: the one game in progress (read once, then moved). */
export const LEGACY_CURRENT_KEY = 'solitaire:current';
export const gameKey = (game: GameId): string => `solitaire:game:${game}`;

/** The database and its one store, named as idb-keyval named them, so what was stored before is read. */
const DATABASE = 'keyval-store';
const STORE = 'keyval';
let connection: Promise<IDBDatabase> | undefined;

/**
 * The open connection, opened at the first use when none is. When another tab or the browser's
 * "clear site data" deletes or upgrades the database, the connection closes at once: kept open, it
 * would hold the delete back, and every open behind it, until this page went. The next use opens
 * the database again (a new, empty one after a delete).
 */
function database(): Promise<IDBDatabase> {
  if (connection) return connection;
  const opened = new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => (db.close(), forget(opened));
      db.onclose = () => forget(opened);
      resolve(db);
    };
  });
  connection = opened;
  void opened.catch(() => forget(opened));
  return opened;
}

const forget = (opened: Promise<IDBDatabase>): void => void (connection === opened && (connection = undefined));

/** A transaction on the store; a connection closed meanwhile (a delete from elsewhere) is opened again once. */
async function transaction(mode: IDBTransactionMode, again = true): Promise<IDBTransaction> {
  const opened = database();
  try {
    return (await opened).transaction(STORE, mode);
  } catch (e) {
    if (!again || !(e instanceof DOMException) || e.name !== 'InvalidStateError') throw e;
    forget(opened);
    return transaction(mode, false);
  }
}

/**
 * Runs `body` in one transaction on the store. `body` gives the answer to read once the transaction
 * has committed; an aborted or refused transaction (quota, a closed connection) rejects.
 */
export async function inStore<T>(mode: IDBTransactionMode, body: (store: IDBObjectStore) => () => T): Promise<T> {
  const tx = await transaction(mode);
  return new Promise<T>((resolve, reject) => {
    let answer: (() => T) | undefined;
    tx.oncomplete = () => resolve(answer!());
    tx.onabort = () => reject(tx.error ?? new DOMException('The transaction was aborted', 'AbortError'));
    try {
      answer = body(tx.objectStore(STORE));
    } catch (e) {
      reject(e);
      tx.abort();
    }
  });
}

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

export const tell = (change: StoreChange): void => channel?.postMessage(change);

/** Every game's save kept in IndexedDB (undefined where none, or when IndexedDB cannot be read). */
export async function loadGameSaves(): Promise<Partial<Record<GameId, unknown>>> {
  try {
    const values = await inStore('readonly', (store) => {
      const reads = GAME_IDS.map((g) => store.get(`game:${g}`));
      return () => reads.map((r) => r.result as unknown);
    });
    return Object.fromEntries(GAME_IDS.map((g, i) => [g, values[i]]));
  } catch {
    return {};
  }
}

export async function loadGameSave(game: GameId): Promise<unknown> {
  try {
    return await inStore('readonly', (store) => {
      const read = store.get(`game:${game}`);
      return () => read.result as unknown;
    });
  } catch {
    return undefined;
  }
}

/** Writes one game's save to IndexedDB; false when it could not. */
export async function storeGameSave(game: GameId, save: unknown): Promise<boolean> {
  try {
    await inStore('readwrite', (store) => {
      store.put(save, `game:${game}`);
      return () => undefined;
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

/** The statistics' outbox: each result under a key of its own, so tabs writing at once never overwrite one another's. */
export const OUTBOX_PREFIX = 'solitaire:stats-outbox:';
/** Results the outbox refused (localStorage full): kept for this visit only. */
export const unsent: OutboxEntry[] = [];
let made = 0;

/** Puts a result in the outbox, synchronously (before the save marks it written); gives its entry. */
export function queueResult(event: DealEvent): OutboxEntry {
  const at = Date.now(), seq = made++;
  const entry = { id: `${at.toString(36)}-${seq.toString(36)}-${Math.random().toString(36).slice(2, 10)}`, at, seq, event };
  if (!writeJson(OUTBOX_PREFIX + entry.id, entry)) unsent.push(entry);
  return entry;
}
