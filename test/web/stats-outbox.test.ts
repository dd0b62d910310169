// @vitest-environment happy-dom
/**
 * The statistics' outbox (issue 34 items 1 and 7): a result written again, by a reload or by another
 * tab, changes nothing; results are written oldest first; a result written to a file that never
 * counted its deal (the store cleared since) counts the deal too; the outbox's entries live under
 * keys of their own and a damaged one is left alone.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { APPLIED_KEPT, applyEntries, emptyStats, mergeStats, parseStats, readEntry, recordGame, type DealEvent, type OutboxEntry, type StatsFile } from '../../src/web/state/stats.ts';
import { OUTBOX_PREFIX, queueResult } from '../../src/web/storage.ts';
import { outbox } from '../../src/web/stats-store.ts';

const event = (more: Partial<DealEvent> = {}): DealEvent => ({ game: 'citadel', deal: '5', started: true, leftUnfinished: false, result: null, timeMs: 1000, moves: 10, ...more });
let seq = 0;
const entry = (e: DealEvent, at = 1000 + seq): OutboxEntry => ({ id: `id-${seq}`, at, seq: seq++, event: e });

describe('writing the outbox', () => {
  it('a result written twice (a reload, another tab replaying the same outbox) is counted once', () => {
    const first = entry(event());
    const win = entry(event({ started: false, result: 'won' }));
    const once = applyEntries(emptyStats(), [first, win]);
    expect(once.changed).toBe(true);
    expect(once.stats.games.citadel).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
    const again = applyEntries(once.stats, [first, win]);
    expect(again.changed).toBe(false);
    expect(again.stats).toBe(once.stats);
    // Another tab wrote the first result; this tab's transaction, after it, writes only the win.
    const otherTab = applyEntries(emptyStats(), [first]).stats;
    const thisTab = applyEntries(otherTab, [first, win]).stats;
    expect(thisTab.games.citadel).toMatchObject({ played: 1, won: 1 });
    expect(thisTab.applied).toEqual([first.id, win.id]);
  });

  it('results are written oldest first, whatever order the outbox gives them in', () => {
    const first = entry(event(), 10);
    const win = entry(event({ started: false, result: 'won' }), 20);
    const file = applyEntries(emptyStats(), [win, first]).stats;
    expect(file.games.citadel).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
  });

  it(`the file keeps the last ${APPLIED_KEPT} ids, the newest`, () => {
    const entries = Array.from({ length: APPLIED_KEPT + 5 }, () => entry(event({ deal: String(seq) })));
    const file = applyEntries(emptyStats(), entries).stats;
    expect(file.applied).toHaveLength(APPLIED_KEPT);
    expect(file.applied!.at(-1)).toBe(entries.at(-1)!.id);
    expect(file.games.citadel!.played).toBe(APPLIED_KEPT + 5);
    // Stored and read back, the ids and the deals counted are kept.
    const read = parseStats(JSON.stringify(file));
    expect(read.stats.applied).toEqual(file.applied);
    expect(read.stats.counted).toEqual(file.counted);
    expect(read.problems).toEqual([]);
  });

  it('an entry that is not one reads as none', () => {
    const good = entry(event({ started: false, result: 'won', wasLost: true }));
    expect(readEntry(JSON.parse(JSON.stringify(good)))).toEqual(good);
    expect(readEntry({ ...good, event: { ...good.event, game: 'chess' } })).toBeUndefined();
    expect(readEntry({ ...good, event: { ...good.event, result: 'draw' } })).toBeUndefined();
    expect(readEntry({ ...good, id: 7 })).toBeUndefined();
    expect(readEntry('nope')).toBeUndefined();
  });
});

describe('a result on a file that never counted its deal (the store cleared since its first move)', () => {
  it('a win counts the deal as played too: played 1, won 1, streak 1', () => {
    const cleared = recordGame(emptyStats(), event({ started: false, result: 'won' }));
    expect(cleared.games.citadel).toMatchObject({ played: 1, won: 1, currentStreak: 1, bestStreak: 1 });
  });

  it('a deal already counted is not counted again; a loss taken back and won stays one deal', () => {
    let file = recordGame(emptyStats(), event());
    file = recordGame(file, event({ started: false, result: 'lost' }));
    file = recordGame(file, event({ started: false, result: 'won', wasLost: true }));
    expect(file.games.citadel).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
    expect(file.games.citadel!.recent).toHaveLength(1);
  });

  it('a file from before the deals were listed is trusted: a game with deals played has counted it', () => {
    const before: StatsFile = { version: 1, games: { citadel: { played: 4, won: 1, currentStreak: 0, bestStreak: 1, bestTimeMs: null, fewestMoves: null } } };
    expect(recordGame(before, event({ started: false, result: 'won' })).games.citadel).toMatchObject({ played: 4, won: 2 });
  });

  it('an import keeps our record of what was written and counted', () => {
    const ours = applyEntries(emptyStats(), [entry(event())]).stats;
    const theirs = parseStats({ version: 1, games: { citadel: { played: 9, won: 2, currentStreak: 0, bestStreak: 1, bestTimeMs: null, fewestMoves: null } }, applied: ['x'], counted: { citadel: ['77'] } });
    const merged = mergeStats(ours, theirs);
    expect(merged.games.citadel!.played).toBe(9);
    expect(merged.applied).toEqual(ours.applied);
    expect(merged.counted).toEqual(ours.counted);
  });
});

describe('the outbox in localStorage', () => {
  beforeEach(() => localStorage.clear());

  it('each result under a key of its own, read back in full; a damaged entry is left where it is', () => {
    const a = queueResult(event());
    const b = queueResult(event({ started: false, result: 'won' }));
    expect(a.id).not.toBe(b.id);
    localStorage.setItem(OUTBOX_PREFIX + 'damaged', '{"id":"damaged"');
    expect(outbox().map((e) => e.id).sort()).toEqual([a.id, b.id].sort());
    expect(localStorage.getItem(OUTBOX_PREFIX + 'damaged')).not.toBeNull();
    expect(applyEntries(emptyStats(), outbox()).stats.games.citadel).toMatchObject({ played: 1, won: 1 });
  });
});
