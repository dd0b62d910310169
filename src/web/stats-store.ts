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
 * leaves the outbox as it is, to be written at the next result, when the page is shown again
 * (visibilitychange), when the browser is back online, or at the next visit; the player is told once
 * a visit and the figures shown are the stored ones, never made up.
 *
 * While writes are refused the outbox keeps the newest OUTBOX_CAP results (500, a long session's
 * worth; localStorage's few MB would not hold many more). An older one is taken out only then, and
 * counted in the "results not recorded" figure (localStorage, so a reload keeps it), which the player
 * is shown with the refusal and again once the statistics are written.
 */
import { alert, settings, stats, statsAlert, statsRead } from './store.ts';
import { applyEntries, byAge, emptyStats, parseStats, readEntry, type OutboxEntry, type ParsedStats, type StatsFile } from './state/stats.ts';
import { inStore, OUTBOX_PREFIX, readJson, removeKey, tell, unsent, writeJson } from './storage.ts';
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

/** The most results the outbox keeps while writes are refused: the newest. */
export const OUTBOX_CAP = 500;
/** How many older results a full outbox gave up, until the player has been shown the figure after a write. */
export const NOT_RECORDED_KEY = 'solitaire:stats-not-recorded';
/** Those localStorage refused to count (it is full when IndexedDB's quota is). */
let notRecordedHere = 0;

/** Results given up by a full outbox, not yet shown after a write. */
export function notRecorded(): number {
  const n = readJson(NOT_RECORDED_KEY);
  return (typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : 0) + notRecordedHere;
}

/** Keeps the outbox's newest OUTBOX_CAP results; the older ones are counted as not recorded. */
function capOutbox(): void {
  const entries = outbox();
  if (entries.length <= OUTBOX_CAP) return;
  const oldest = entries.sort(byAge).slice(0, entries.length - OUTBOX_CAP);
  const total = notRecorded() + oldest.length;
  // Counted before they go: a kill between the two counts them, never loses them silently.
  if (writeJson(NOT_RECORDED_KEY, total - notRecordedHere)) notRecordedHere = 0;
  else notRecordedHere += oldest.length;
  takeOut(oldest);
}

/** The not-recorded figure has been shown after a write: it starts again from 0. */
function notRecordedShown(): void {
  removeKey(NOT_RECORDED_KEY);
  notRecordedHere = 0;
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

/** What the player was told of a refused write (once a visit), and whether it counted results given up. */
let told: string | null = null;
let toldLost = false;

/** The figures now stored (this tab's write or another's); a newer version's file is shown, never written. */
export function showStats(parsed: ParsedStats): void {
  stats.value = parsed.stats;
  statsRead.value = true;
  if (parsed.newer) statsAlert.value = alert.value = sst(settings.value.lang, 'statsNewer');
}

const notRecordedText = (count: number): string => sst(settings.value.lang, 'statsNotRecorded', { count: String(count), cap: String(OUTBOX_CAP) });

/**
 * Written: the figures are shown, and the dialog no longer says a result is missing from them, or
 * says how many results a full outbox gave up (once: the figure then starts again from 0).
 */
function written(parsed: ParsedStats): void {
  showStats(parsed);
  const lost = notRecorded();
  if (lost) {
    statsAlert.value = alert.value = notRecordedText(lost);
    notRecordedShown();
    toldLost = false;
  } else if (told !== null && statsAlert.value === told) statsAlert.value = null;
}

/**
 * A write refused: the outbox is held to its cap; the player is told (once a visit, and again when
 * results are first given up), and the figures shown are the stored ones, read again.
 */
async function refused(): Promise<void> {
  capOutbox();
  const lost = notRecorded();
  const text = sst(settings.value.lang, unsent.length ? 'statsUnsavedTab' : 'statsUnsaved') + (lost ? ` ${notRecordedText(lost)}` : '');
  if (told === null || (lost > 0 && !toldLost)) alert.value = text;
  if (told === null || statsAlert.value === told) statsAlert.value = text;
  told = text;
  toldLost = lost > 0;
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
  retryWhenBack();
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

let retrying = false;

/** Results left in the outbox are written again when the page is shown again or the browser is back online (no timer). */
function retryWhenBack(): void {
  if (retrying) return;
  retrying = true;
  const retry = (): void => {
    if (document.visibilityState === 'visible' && outbox().length) void flushStats();
  };
  document.addEventListener('visibilitychange', retry);
  window.addEventListener('online', retry);
}
