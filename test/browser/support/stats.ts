/** The statistics store as the page sees it: IndexedDB "keyval-store" / "keyval", key "stats" (idb-keyval's default store). */
import type { Page } from 'playwright-core';

export interface GameStats {
  played: number;
  won: number;
  currentStreak: number;
  bestStreak: number;
  bestTimeMs: number | null;
  fewestMoves: number | null;
}

export interface StatsFile {
  version: number;
  games: Record<string, GameStats>;
}

/** The raw stored value (string or object), or undefined when nothing is stored. */
export async function readStoredStats(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(undefined);
          const get = db.transaction('keyval', 'readonly').objectStore('keyval').get('stats');
          get.onsuccess = () => {
            db.close();
            resolve(get.result);
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

/** The stored statistics, parsed when they are a JSON string. */
export async function storedStats(page: Page): Promise<StatsFile | undefined> {
  const raw = await readStoredStats(page);
  if (raw === undefined) return undefined;
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as StatsFile;
}

/**
 * Waits until no result waits in the app's statistics outbox: every result the app was given (a
 * wrong one queued at boot too) has been written, or refused.
 */
export async function writesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !Object.keys(localStorage).some((k) => k.startsWith('solitaire:stats-outbox:')));
}

/** Polls the store until `check` passes (the app writes it asynchronously after a game ends); the deadline only catches a write that never comes. */
export async function waitForStats(page: Page, check: (s: StatsFile | undefined) => boolean, timeoutMs = 15_000): Promise<StatsFile | undefined> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const s = await storedStats(page);
    if (check(s)) return s;
    if (Date.now() > until) throw new Error(`statistics store never reached the expected state; it holds ${JSON.stringify(s)}`);
    await page.waitForTimeout(100); // the poll's interval: what ends the wait is the store's state
  }
}

/** Writes a raw value under "stats" (creating the store the way idb-keyval does). */
export async function writeStoredStats(page: Page, value: unknown): Promise<void> {
  await page.evaluate(
    (v) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(v, 'stats');
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    value,
  );
}
