/**
 * The statistics in IndexedDB (key `stats`), written from the localStorage outbox where each result
 * is put first (storage.ts's queueResult, synchronously, before the save marks it written). Loaded
 * after the first board.
 *
 * A result's way: the outbox, then one readwrite transaction that reads the file, adds every result
 * of the outbox it lacks (each result's id is kept in the file, so one written again by a reload or
 * by another tab changes nothing) and writes the file back, then, once that has committed, out of
 * the outbox. IndexedDB runs readwrite transactions one after another, across tabs, so two tabs never
 * write back figures the other has already changed. A refused write (quota, an aborted transaction)
 * leaves the outbox as it is, for the next result or the next visit; the player is told once a visit
 * and the figures shown are the stored ones, never made up.
 */
import { alert, settings, stats, statsAlert } from './store.ts';
import { applyEntries, emptyStats, parseStats, readEntry, type OutboxEntry, type ParsedStats, type StatsFile } from './state/stats.ts';
import { inStore, OUTBOX_PREFIX, readJson, removeKey, tell, unsent } from './storage.ts';
import { problemsText } from './i18n/problems.ts';
import { sst } from './i18n/strings-stats.ts';

const STATS_KEY = 'stats';
/** A damaged statistics value, kept as it was before anything is written over it. */
const DAMAGED_KEY = 'stats-damaged';

const nothingStored = (): ParsedStats => ({ stats: emptyStats(), problems: [], damaged: [], newer: false });

/** The results waiting in the outbox (this tab's and any other's), with those it refused in this visit. */
export function outbox(): OutboxEntry[] {
  const entries = [...unsent];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      const entry = key?.startsWith(OUTBOX_PREFIX) ? readEntry(readJson(key)) : undefined;
      // A damaged entry is left where it is: nothing can be written from it, nor is it ours to drop.
      if (entry && key === OUTBOX_PREFIX + entry.id) entries.push(entry);
    }
  } catch {
    // localStorage blocked: only this visit's results
  }
  return entries;
}

/** Takes written results out of the outbox. */
function takeOut(entries: readonly OutboxEntry[]): void {
  for (const e of entries) {
    removeKey(OUTBOX_PREFIX + e.id);
    const i = unsent.findIndex((u) => u.id === e.id);
    if (i >= 0) unsent.splice(i, 1);
  }
}

/**
 * One readwrite transaction: reads the file, adds the outbox's results it lacks, applies `change`
 * and writes it back. A damaged value is first kept under `stats-damaged`; a newer version's file is
 * left as it is, and the outbox with it. Gives what is now stored, with the problems of what was read.
 */
async function transact(change: (stats: StatsFile) => StatsFile = (s) => s): Promise<ParsedStats> {
  let taken: OutboxEntry[] = [];
  let wrote = false;
  const result = await inStore('readwrite', (store) => {
    let out = nothingStored();
    const read = store.get(STATS_KEY);
    read.onsuccess = () => {
      const raw: unknown = read.result;
      const parsed = raw === undefined ? nothingStored() : parseStats(raw);
      out = parsed;
      if (parsed.newer) return;
      try {
        if (parsed.problems.length) keepDamaged(store, raw);
        const entries = outbox();
        const added = applyEntries(parsed.stats, entries);
        const next = change(added.stats);
        wrote = added.changed || next !== added.stats || parsed.problems.length > 0;
        if (wrote) store.put(JSON.stringify(next), STATS_KEY);
        taken = entries;
        out = { ...parsed, stats: next };
      } catch {
        // A write refused at once: the transaction ends unwritten, and says so.
        store.transaction.abort();
      }
    };
    return () => out;
  });
  takeOut(taken);
  if (wrote) tell({ kind: 'stats' });
  return result;
}

function keepDamaged(store: IDBObjectStore, raw: unknown): void {
  const kept = store.get(DAMAGED_KEY);
  kept.onsuccess = () => kept.result === undefined && store.put(raw, DAMAGED_KEY);
}

/** The stored figures, read only. */
async function loadStats(): Promise<ParsedStats> {
  const raw = await inStore('readonly', (store) => {
    const read = store.get(STATS_KEY);
    return () => read.result as unknown;
  });
  return raw === undefined ? nothingStored() : parseStats(raw);
}

/** What the player was told of a refused write (once a visit). */
let told: string | null = null;

/** The figures now stored (this tab's write or another's); a newer version's file is shown, never written. */
export function showStats(parsed: ParsedStats): void {
  stats.value = parsed.stats;
  if (parsed.newer) statsAlert.value = alert.value = sst(settings.value.lang, 'statsNewer');
}

/** Written: the figures are shown, and the dialog no longer says a result is missing from them. */
function written(parsed: ParsedStats): void {
  showStats(parsed);
  if (told !== null && statsAlert.value === told) statsAlert.value = null;
}

/** A write refused: the player is told (once a visit), and the figures shown are the stored ones, read again. */
async function refused(): Promise<void> {
  if (told === null) {
    told = sst(settings.value.lang, unsent.length ? 'statsUnsavedTab' : 'statsUnsaved');
    statsAlert.value = alert.value = told;
  }
  await reloadStats();
}

/** Writes the outbox's results; the figures shown are then the stored ones. */
export async function flushStats(): Promise<void> {
  try {
    written(await transact());
  } catch {
    await refused();
  }
}

/** Applies `change` to the stored figures (an import), the outbox's results first; false when the browser refused. */
export async function changeStats(change: (stats: StatsFile) => StatsFile): Promise<boolean> {
  try {
    written(await transact(change));
    return true;
  } catch {
    await refused();
    return false;
  }
}

/** The stored figures read again, after another tab wrote them or a write was refused (a read that fails leaves the figures shown). */
export async function reloadStats(): Promise<void> {
  try {
    showStats(await loadStats());
  } catch {
    // the figures shown stay those last read
  }
}

/**
 * At boot: the results a reload or a closed tab left in the outbox are written, then the figures
 * are shown; a damaged store, or none to read, is said.
 */
export async function bootStats(): Promise<void> {
  let parsed: ParsedStats;
  try {
    parsed = outbox().length ? await transact() : await loadStats();
  } catch {
    if (outbox().length) return refused();
    parsed = { ...nothingStored(), problems: ['IndexedDB unavailable'] };
  }
  showStats(parsed);
  if (parsed.problems.length) {
    const lang = settings.value.lang;
    statsAlert.value = alert.value = sst(lang, 'statsCorrupt', { what: problemsText(lang, parsed.problems) });
  }
}
