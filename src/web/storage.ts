/**
 * Where things are kept: settings and the game in progress in localStorage (`solitaire:` keys),
 * statistics in IndexedDB through idb-keyval (key `stats`). Reads never throw: a damaged value
 * reads as missing, and statistics keep whatever entries are still valid.
 */
import { get, set } from 'idb-keyval';
import { emptyStats, parseStats, type ParsedStats, type StatsFile } from './state/stats.ts';

export const SETTINGS_KEY = 'solitaire:settings';
export const CURRENT_KEY = 'solitaire:current';
const STATS_KEY = 'stats';

export function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the game goes on unsaved.
  }
}

export function removeKey(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** The stored statistics; an unreadable store gives what could be read and the problems. */
export async function loadStats(): Promise<ParsedStats> {
  try {
    const raw: unknown = await get(STATS_KEY);
    return raw === undefined ? { stats: emptyStats(), problems: [] } : parseStats(raw);
  } catch {
    return { stats: emptyStats(), problems: ['IndexedDB unavailable'] };
  }
}

export async function saveStats(stats: StatsFile): Promise<void> {
  try {
    await set(STATS_KEY, JSON.stringify(stats));
  } catch {
    // IndexedDB blocked: the figures stay in memory for this visit.
  }
}

/** Asks the browser not to evict our storage (lost statistics are players' bitterest complaint). */
export function askPersistence(): void {
  void navigator.storage?.persist?.().catch(() => undefined);
}
