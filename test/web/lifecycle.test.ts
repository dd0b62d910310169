// @vitest-environment happy-dom
/**
 * The game's life cycle in Node (src/web/lifecycle.ts, through the hub and its events): what counts as
 * played, won or lost in the statistics, the streak, a new deal or restart undone back to the game it
 * replaced, a link's moves and a shown line. IndexedDB's statistics are an in-memory file here,
 * written from the real outbox (localStorage) as stats-store.ts writes it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { legalMoves, makeMove, status } from '../../src/engine/index.ts';
import type { StatsFile } from '../../src/web/state/stats.ts';
import type * as Storage from '../../src/web/storage.ts';
import type * as StatsStore from '../../src/web/stats-store.ts';

type StorageModule = typeof Storage;

const store = vi.hoisted(() => ({ file: { version: 1, games: {} } as StatsFile, writes: 0 }));
vi.mock('../../src/web/storage.ts', async (original) => ({
  ...(await original<StorageModule>()),
  storeGameSave: async () => true,
  loadGameSaves: async () => ({}),
}));
vi.mock('../../src/web/stats-store.ts', async (original) => {
  const real = await original<typeof StatsStore>();
  const { applyEntries } = await import('../../src/web/state/stats.ts');
  const { OUTBOX_PREFIX } = await import('../../src/web/storage.ts');
  return {
    ...real,
    flushStats: async () => {
      const entries = real.outbox();
      store.file = applyEntries(store.file, entries).stats;
      for (const e of entries) localStorage.removeItem(OUTBOX_PREFIX + e.id);
      store.writes++;
    },
  };
});
await import('../../src/web/stats-store.ts');

const { solve } = await import('../../src/solver/index.ts');
const { redo, undo, userMove, finish } = await import('../../src/web/game/play.ts');
const { showLine } = await import('../../src/web/game/line-play.ts');
const { restart, startGame, watchPage } = await import('../../src/web/lifecycle.ts');
const { playLink } = await import('../../src/web/share.ts');
const { alert, session } = await import('../../src/web/store.ts');
const { saves } = await import('../../src/web/saves.ts');

watchPage();
const figures = (game: string) => store.file.games[game as keyof StatsFile['games']];
const settle = () => new Promise((ok) => setTimeout(ok, 0));
const s = () => session.value!;
const firstMove = () => legalMoves(s().pos, s().def).find((m) => m.kind === 'tableau' || m.kind === 'foundation')!;

function winningLine() {
  const r = solve(s().pos, { maxNodes: 3_000_000 });
  if (r.verdict !== 'won') throw new Error('expected a won deal');
  return r.moves;
}

beforeEach(() => {
  store.file = { version: 1, games: {} };
  localStorage.clear();
  saves.value = {};
  session.value = null;
});

describe('the life cycle', () => {
  it("a deal's first move counts it played; its win counts won once, however often undone and redone", async () => {
    startGame('citadel', '5');
    const line = winningLine();
    userMove(line[0]!);
    await settle();
    expect(figures('citadel')).toMatchObject({ played: 1, won: 0 });
    finish(line.slice(1));
    await settle();
    expect(status(s().pos, s().def)).toBe('won');
    expect(figures('citadel')).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
    undo();
    redo();
    await settle();
    expect(figures('citadel')).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
    expect(s().runningSince).toBeNull();
  });

  it('a new deal replacing a game begun keeps it one Undo away, until its own first move ends the streak', async () => {
    startGame('citadel', '5');
    finish(winningLine());
    await settle();
    expect(figures('citadel')).toMatchObject({ won: 1, currentStreak: 1 });
    startGame('citadel', '7');
    userMove(firstMove());
    await settle();
    startGame('citadel', '9');
    expect(s().deal).toBe('9');
    // Undo before the new deal's first move brings the game it replaced back, as it was.
    undo();
    expect(s().deal).toBe('7');
    expect(s().steps).toHaveLength(1);
    startGame('citadel', '9');
    userMove(firstMove());
    await settle();
    expect(figures('citadel')).toMatchObject({ played: 3, won: 1, currentStreak: 0 });
    // Its first move made the new deal the player's: Undo now takes back that move, not the deal.
    undo();
    undo();
    expect(s().deal).toBe('9');
  });

  it('a restart is the same deal again: it keeps the streak and counts the deal once', async () => {
    startGame('citadel', '5');
    finish(winningLine());
    await settle();
    startGame('citadel', '7');
    userMove(firstMove());
    await settle();
    restart();
    expect(s().deal).toBe('7');
    userMove(firstMove());
    await settle();
    expect(figures('citadel')).toMatchObject({ played: 2, won: 1, currentStreak: 1 });
  });

  it("a shared link's moves are not the player's: played, won or lost, the figures do not move", async () => {
    startGame('citadel', '5');
    const line = winningLine().map(makeMove);
    // A move the deal cannot play: the deal stays at its start and the player is told which.
    playLink(`${line[0]} zz9`);
    expect(s().steps).toHaveLength(0);
    expect(alert.value).toContain('zz9');
    playLink(line.slice(0, -1).join(' '));
    expect(s().fromLink).toBe(true);
    expect(s().runningSince).toBeNull();
    // The player's own last move wins the game: still not theirs alone.
    userMove(legalMoves(s().pos, s().def).find((m) => makeMove(m) === line.at(-1))!);
    await settle();
    expect(status(s().pos, s().def)).toBe('won');
    expect(figures('citadel')).toBeUndefined();
  });

  it('a winning line the app shows restarts the deal and leaves the figures alone', async () => {
    startGame('citadel', '5');
    userMove(firstMove());
    await settle();
    const before = structuredClone(figures('citadel'));
    vi.useFakeTimers();
    try {
      showLine(winningLine());
      expect(s().steps).toHaveLength(0);
      await vi.runAllTimersAsync();
    } finally {
      vi.useRealTimers();
    }
    await settle();
    expect(status(s().pos, s().def)).toBe('won');
    expect(figures('citadel')).toEqual(before);
  });
});
