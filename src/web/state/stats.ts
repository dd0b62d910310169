/**
 * Statistics per game, as stored in IndexedDB (key `stats`):
 *   {"version":1,"games":{"<id>":{"played","won","currentStreak","bestStreak","bestTimeMs","fewestMoves"}}}
 *
 * When a game counts (the rule shown in the statistics dialog): a deal counts as played once its
 * first move is made, and is written when it ends: won, lost (no move left), or abandoned (another
 * deal, a restart or another game started while it was unfinished: a loss). A deal is counted once;
 * if a lost deal is taken back with undo and then won, its loss becomes a win.
 */
import { GAME_IDS, type GameId } from '../../engine/index.ts';

export interface GameStats {
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

export interface Finished {
  readonly game: GameId;
  readonly won: boolean;
  readonly timeMs: number;
  readonly moves: number;
  /** The deal was already written as a loss: turn it into a win without counting it again. */
  readonly wasLost: boolean;
}

const minOrNull = (a: number | null, b: number): number => (a === null ? b : Math.min(a, b));

export function recordGame(stats: StatsFile, f: Finished): StatsFile {
  const g = stats.games[f.game] ?? emptyGameStats;
  let next: GameStats;
  if (f.won) {
    const streak = g.currentStreak + 1;
    next = {
      played: g.played + (f.wasLost ? 0 : 1),
      won: g.won + 1,
      currentStreak: streak,
      bestStreak: Math.max(g.bestStreak, streak),
      bestTimeMs: minOrNull(g.bestTimeMs, f.timeMs),
      fewestMoves: minOrNull(g.fewestMoves, f.moves),
    };
  } else {
    next = { ...g, played: g.played + 1, currentStreak: 0 };
  }
  return { version: 1, games: { ...stats.games, [f.game]: next } };
}

export const winPercent = (g: GameStats): number => (g.played === 0 ? 0 : Math.round((100 * g.won) / g.played));

const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const countOrNull = (x: unknown): x is number | null => x === null || count(x);

function checkGame(x: unknown): GameStats | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  const g = x as Record<string, unknown>;
  const ok = count(g.played) && count(g.won) && count(g.currentStreak) && count(g.bestStreak) && countOrNull(g.bestTimeMs) && countOrNull(g.fewestMoves);
  if (!ok || (g.won as number) > (g.played as number)) return undefined;
  return {
    played: g.played as number, won: g.won as number, currentStreak: g.currentStreak as number,
    bestStreak: g.bestStreak as number, bestTimeMs: g.bestTimeMs as number | null, fewestMoves: g.fewestMoves as number | null,
  };
}

export interface ParsedStats {
  readonly stats: StatsFile;
  /** What was wrong and left out (empty when all was well). */
  readonly problems: readonly string[];
}

/** Reads a stored value or an imported file (JSON text or object): keeps every valid game, names the rest. */
export function parseStats(raw: unknown): ParsedStats {
  let data = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      return { stats: emptyStats(), problems: ['not JSON'] };
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { stats: emptyStats(), problems: ['not a statistics file'] };
  const d = data as Record<string, unknown>;
  const problems: string[] = [];
  if (d.version !== 1) problems.push('unknown version');
  const games: Partial<Record<GameId, GameStats>> = {};
  const src = typeof d.games === 'object' && d.games !== null ? (d.games as Record<string, unknown>) : {};
  if (src !== d.games) problems.push('no games');
  for (const [id, value] of Object.entries(src)) {
    const g = checkGame(value);
    if (!(GAME_IDS as readonly string[]).includes(id)) problems.push(`unknown game ${id}`);
    else if (!g) problems.push(`bad entry for ${id}`);
    else games[id as GameId] = g;
  }
  return { stats: { version: 1, games }, problems };
}

/** Import: every valid game of the file replaces ours; the games it lacks or spoils keep our figures. */
export function mergeStats(ours: StatsFile, theirs: StatsFile): StatsFile {
  return { version: 1, games: { ...ours.games, ...theirs.games } };
}
