/**
 * Statistics per game, as stored in IndexedDB (key `stats`):
 *   {"version":1,"games":{"<id>":{"played","won","currentStreak","bestStreak","bestTimeMs","fewestMoves"}}}
 *
 * What counts (the rule shown in the statistics dialog): a deal counts as played from its first move
 * or placement, counted at once, so leaving it for another game or closing the page never loses it.
 * It is won when every card is home; any other played deal is not won. A restart plays the same deal
 * again and is not counted again. The current streak ends with a lost deal (no move left) or with a
 * deal left unfinished for a new deal of the same game. A lost deal taken back with undo and then won
 * becomes a win. Placements (Selective Castle) are not moves.
 */
import { GAME_IDS, type GameId } from '../../engine/index.ts';

export const STATS_VERSION = 1;

/** One finished deal, for the chart of the last games. */
export interface RecentGame {
  readonly won: boolean;
  readonly moves: number;
  readonly timeMs: number;
}

/** How many finished deals the chart keeps per game. */
export const RECENT = 20;

export interface GameStats {
  /** The last finished deals, oldest first (absent in files written before the chart). */
  readonly recent?: readonly RecentGame[];
  readonly played: number;
  readonly won: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  readonly bestTimeMs: number | null;
  readonly fewestMoves: number | null;
}

export interface StatsFile {
  readonly version: 1;
  readonly games: Partial<Record<GameId, GameStats>>;
  /** The ids of the last results written (outbox entries, see applyEntries): one written again changes nothing. */
  readonly applied?: readonly string[];
  /** Per game, the last deals counted as played: a result of a deal this file has not counted counts it too. */
  readonly counted?: Partial<Record<GameId, readonly string[]>>;
}

export const emptyGameStats: GameStats = { played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null };
export const emptyStats = (): StatsFile => ({ version: 1, games: {} });

/** What one change to a deal adds to its game's figures. */
export interface DealEvent {
  readonly game: GameId;
  /** The deal's number, as the URL gives it. */
  readonly deal: string;
  /** The deal's first move or placement: it counts as played. */
  readonly started: boolean;
  /** The deal it replaced was left unfinished: the streak ends. */
  readonly leftUnfinished: boolean;
  readonly result: 'won' | 'lost' | null;
  readonly timeMs: number;
  readonly moves: number;
  /** A win of a deal already written as lost (taken back with undo): its loss leaves the chart. */
  readonly wasLost?: boolean;
}

const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const countOrNull = (x: unknown): x is number | null => x === null || count(x);
const minOrNull = (a: number | null, b: number): number => (a === null ? b : Math.min(a, b));

/** How many ids of written results a file keeps, and how many deals counted per game. */
export const APPLIED_KEPT = 100;
const COUNTED_KEPT = 10;

/**
 * Whether the file has counted this deal as played. A file from before the list was kept trusts
 * its figures: a game with deals played has counted it.
 */
function hasCounted(stats: StatsFile, e: DealEvent): boolean {
  const list = stats.counted?.[e.game];
  return list ? list.includes(e.deal) : (stats.games[e.game]?.played ?? 0) > 0;
}

export function recordGame(stats: StatsFile, e: DealEvent): StatsFile {
  let g = stats.games[e.game] ?? emptyGameStats;
  // A result written to a file that never counted its deal (the store was cleared since its first
  // move) counts it now, so the figures agree with each other: won never above played.
  const counts = e.started || (e.result !== null && !hasCounted(stats, e));
  if (counts) g = { ...g, played: g.played + 1 };
  if (e.leftUnfinished || e.result === 'lost') g = { ...g, currentStreak: 0 };
  const before = e.wasLost && g.recent?.at(-1)?.won === false ? g.recent.slice(0, -1) : (g.recent ?? []);
  if (e.result !== null) g = { ...g, recent: [...before, { won: e.result === 'won', moves: e.moves, timeMs: Math.round(e.timeMs) }].slice(-RECENT) };
  if (e.result === 'won') {
    const streak = g.currentStreak + 1;
    g = {
      ...g,
      won: Math.min(g.played, g.won + 1),
      currentStreak: streak,
      bestStreak: Math.max(g.bestStreak, streak),
      bestTimeMs: minOrNull(g.bestTimeMs, Math.round(e.timeMs)),
      fewestMoves: minOrNull(g.fewestMoves, e.moves),
    };
  }
  const deals = stats.counted?.[e.game] ?? [];
  const counted = counts ? { ...stats.counted, [e.game]: [...deals.filter((d) => d !== e.deal), e.deal].slice(-COUNTED_KEPT) } : stats.counted;
  return { ...stats, games: { ...stats.games, [e.game]: g }, ...(counted ? { counted } : {}) };
}

/** A result waiting in the outbox to be written to the statistics: its id says whether a file already has it. */
export interface OutboxEntry {
  readonly id: string;
  /** Date.now() when the result was made, then the order in this tab: entries are written oldest first. */
  readonly at: number;
  readonly seq: number;
  readonly event: DealEvent;
}

/** Oldest first: by time made, then by order in its tab. */
export const byAge = (a: OutboxEntry, b: OutboxEntry): number => a.at - b.at || a.seq - b.seq || (a.id < b.id ? -1 : 1);

/**
 * Writes the outbox's results into a file, oldest first; a result whose id the file already has
 * (written by this tab before it was closed, or by another tab) changes nothing. Gives the file and
 * whether anything changed.
 */
export function applyEntries(stats: StatsFile, entries: readonly OutboxEntry[]): { stats: StatsFile; changed: boolean } {
  let next = stats;
  const applied = [...(stats.applied ?? [])];
  for (const entry of [...entries].sort(byAge)) {
    if (applied.includes(entry.id)) continue;
    next = recordGame(next, entry.event);
    applied.push(entry.id);
  }
  if (next === stats) return { stats, changed: false };
  return { stats: { ...next, applied: applied.slice(-APPLIED_KEPT) }, changed: true };
}

/** An outbox entry as stored (JSON parsed), checked; undefined when it is not one. */
export function readEntry(x: unknown): OutboxEntry | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  const { id, at, seq, event: e } = x as Record<string, unknown>;
  if (typeof id !== 'string' || typeof at !== 'number' || typeof seq !== 'number' || typeof e !== 'object' || e === null) return undefined;
  const d = e as Record<string, unknown>;
  const ok = (GAME_IDS as readonly unknown[]).includes(d.game) && typeof d.deal === 'string' && typeof d.started === 'boolean' && typeof d.leftUnfinished === 'boolean'
    && (d.result === null || d.result === 'won' || d.result === 'lost') && count(d.moves) && typeof d.timeMs === 'number' && d.timeMs >= 0;
  if (!ok) return undefined;
  const event: DealEvent = { game: d.game as GameId, deal: d.deal as string, started: d.started as boolean, leftUnfinished: d.leftUnfinished as boolean, result: d.result as DealEvent['result'], timeMs: d.timeMs as number, moves: d.moves as number, ...(d.wasLost === true ? { wasLost: true } : {}) };
  return { id, at, seq, event };
}

export const winPercent = (g: GameStats): number => (g.played === 0 ? 0 : Math.round((100 * g.won) / g.played));


/** The chart's list: each sound entry kept, the others named. */
function readRecent(id: string, x: unknown, problems: string[]): RecentGame[] | undefined {
  if (x === undefined) return undefined;
  if (!Array.isArray(x)) return void problems.push(`bad recent for ${id}`);
  const ok = x.filter((r): r is RecentGame => typeof r === 'object' && r !== null && typeof r.won === 'boolean' && count(r.moves) && count(r.timeMs));
  if (ok.length < x.length) problems.push(`bad recent for ${id}`);
  return ok.slice(-RECENT).map((r) => ({ won: r.won, moves: r.moves, timeMs: r.timeMs }));
}

/** One game's entry, field by field: a bad field takes its empty value and is named; the rest is kept. */
function checkGame(id: string, x: Record<string, unknown>, problems: string[]): GameStats {
  const before = problems.length;
  const field = <K extends keyof GameStats>(k: K, ok: (v: unknown) => boolean): GameStats[K] => {
    if (k in x && ok(x[k])) return x[k] as GameStats[K];
    problems.push(`bad ${k} for ${id}`);
    return emptyGameStats[k];
  };
  const played = field('played', count), won = field('won', count);
  const currentStreak = field('currentStreak', count), bestStreak = field('bestStreak', count);
  const g = { played, won, currentStreak, bestStreak, bestTimeMs: field('bestTimeMs', countOrNull), fewestMoves: field('fewestMoves', countOrNull) };
  const recent = readRecent(id, x.recent, problems);
  // Figures that contradict each other: the larger count is the one kept.
  if (won > played) problems.push(`won above played for ${id}`);
  if (currentStreak > bestStreak && problems.length === before) problems.push(`streak above best for ${id}`);
  return { ...g, played: Math.max(played, won), bestStreak: Math.max(bestStreak, currentStreak), ...(recent ? { recent } : {}) };
}

export interface ParsedStats {
  readonly stats: StatsFile;
  /** What was wrong and left out (empty when all was well). */
  readonly problems: readonly string[];
  /** The games whose entry had a bad field (kept field by field in the store, left out of an import). */
  readonly damaged: readonly GameId[];
  /** Written by a newer version of the app: shown, never written back (it would lose what this version does not know). */
  readonly newer: boolean;
}

/** Reads a stored value or an imported file (JSON text or object): keeps every valid field, names the rest. */
export function parseStats(raw: unknown): ParsedStats {
  let data = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      return { stats: emptyStats(), problems: ['not JSON'], damaged: [], newer: false };
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { stats: emptyStats(), problems: ['not a statistics file'], damaged: [], newer: false };
  const d = data as Record<string, unknown>;
  const problems: string[] = [];
  const newer = typeof d.version === 'number' && d.version > STATS_VERSION;
  if (d.version !== STATS_VERSION && !newer) problems.push('unknown version');
  const games: Partial<Record<GameId, GameStats>> = {};
  const damaged: GameId[] = [];
  const src = typeof d.games === 'object' && d.games !== null && !Array.isArray(d.games) ? (d.games as Record<string, unknown>) : {};
  if (src !== d.games) problems.push('no games');
  for (const [id, value] of Object.entries(src)) {
    if (!(GAME_IDS as readonly string[]).includes(id)) {
      if (!newer) problems.push(`unknown game ${id}`);
    } else if (typeof value !== 'object' || value === null || Array.isArray(value)) problems.push(`bad entry for ${id}`);
    else {
      const before = problems.length;
      games[id as GameId] = checkGame(id, value as Record<string, unknown>, problems);
      if (problems.length > before) damaged.push(id as GameId);
    }
  }
  return { stats: { version: 1, games, ...bookkeeping(d) }, problems, damaged, newer };
}

const strings = (x: unknown): string[] | undefined => (Array.isArray(x) ? x.filter((v): v is string => typeof v === 'string') : undefined);

/** The written results' ids and the deals counted: kept where readable, never a problem to report (no figure hangs on them). */
function bookkeeping(d: Record<string, unknown>): Pick<StatsFile, 'applied' | 'counted'> {
  const applied = strings(d.applied)?.slice(-APPLIED_KEPT);
  const src = typeof d.counted === 'object' && d.counted !== null ? (d.counted as Record<string, unknown>) : {};
  const counted: Partial<Record<GameId, string[]>> = {};
  for (const g of GAME_IDS) {
    const list = strings(src[g]);
    if (list) counted[g] = list.slice(-COUNTED_KEPT);
  }
  return { ...(applied ? { applied } : {}), ...(Object.keys(counted).length ? { counted } : {}) };
}

/** Import: every sound game of the file replaces ours; the games it lacks or spoils keep our figures (and ours is the record of what was written). */
export function mergeStats(ours: StatsFile, theirs: ParsedStats): StatsFile {
  const games = { ...ours.games };
  for (const [id, g] of Object.entries(theirs.stats.games) as [GameId, GameStats][]) if (!theirs.damaged.includes(id)) games[id] = g;
  return { ...ours, games };
}
