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
}

export const emptyGameStats: GameStats = { played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null };
export const emptyStats = (): StatsFile => ({ version: 1, games: {} });

/** What one change to a deal adds to its game's figures. */
export interface DealEvent {
  readonly game: GameId;
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

const minOrNull = (a: number | null, b: number): number => (a === null ? b : Math.min(a, b));

export function recordGame(stats: StatsFile, e: DealEvent): StatsFile {
  let g = stats.games[e.game] ?? emptyGameStats;
  if (e.started) g = { ...g, played: g.played + 1 };
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
  return { version: 1, games: { ...stats.games, [e.game]: g } };
}

export const winPercent = (g: GameStats): number => (g.played === 0 ? 0 : Math.round((100 * g.won) / g.played));

const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const countOrNull = (x: unknown): x is number | null => x === null || count(x);

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
  return { stats: { version: 1, games }, problems, damaged, newer };
}

/** Import: every sound game of the file replaces ours; the games it lacks or spoils keep our figures. */
export function mergeStats(ours: StatsFile, theirs: ParsedStats): StatsFile {
  const games = { ...ours.games };
  for (const [id, g] of Object.entries(theirs.stats.games) as [GameId, GameStats][]) if (!theirs.damaged.includes(id)) games[id] = g;
  return { version: 1, games };
}
