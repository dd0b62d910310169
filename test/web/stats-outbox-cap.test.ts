// @vitest-environment happy-dom
/**
 * The statistics' outbox while IndexedDB refuses writes (issue 34 item 2): it keeps the newest
 * OUTBOX_CAP results, the older ones counted in a "not recorded" figure the player is shown, never
 * dropped in silence; and what it holds is written again when the page is shown again or the browser
 * is back online, with no timer. IndexedDB is an in-memory store here that can be told to refuse.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Storage from '../../src/web/storage.ts';

const idb = vi.hoisted(() => ({ refuse: true, data: new Map<string, unknown>() }));
vi.mock('../../src/web/storage.ts', async (original) => ({
  ...(await original<typeof Storage>()),
  // One transaction: reads answer on the next microtask, writes land when it completes, an abort throws.
  inStore: async <T,>(_mode: IDBTransactionMode, body: (store: IDBObjectStore) => () => T): Promise<T> => {
    if (idb.refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    let aborted = false;
    const puts: [string, unknown][] = [];
    const store = {
      get: (key: string) => {
        const request = { result: idb.data.get(key), onsuccess: null as null | (() => void) };
        queueMicrotask(() => request.onsuccess?.());
        return request;
      },
      put: (value: unknown, key: string) => void puts.push([key, value]),
      transaction: { abort: () => void (aborted = true) },
    };
    const answer = body(store as unknown as IDBObjectStore);
    await new Promise((done) => setTimeout(done, 0));
    if (aborted) throw new DOMException('The transaction was aborted.', 'AbortError');
    for (const [key, value] of puts) idb.data.set(key, value);
    return answer();
  },
}));

const { queueResult } = await import('../../src/web/storage.ts');
const { bootStats, flushStats, notRecorded, outbox, OUTBOX_CAP } = await import('../../src/web/stats-store.ts');
const { applyEntries, emptyStats } = await import('../../src/web/state/stats.ts');
const { alert, statsAlert } = await import('../../src/web/store.ts');

const win = (deal: number) => ({ game: 'citadel' as const, deal: String(deal), started: true, leftUnfinished: false, result: 'won' as const, timeMs: 1000, moves: 10 });
const stored = () => (idb.data.has('stats') ? JSON.parse(idb.data.get('stats') as string) : undefined);

beforeEach(() => {
  localStorage.clear();
  idb.data.clear();
  idb.refuse = true;
});

describe('the outbox while IndexedDB refuses writes', () => {
  it('keeps the newest results up to its cap, and the player is shown how many older ones were not recorded', async () => {
    const made = [];
    for (let i = 1; i <= OUTBOX_CAP + 10; i++) {
      made.push(queueResult(win(i)));
      await flushStats();
    }
    expect(outbox()).toHaveLength(OUTBOX_CAP);
    expect(outbox().map((e) => e.id).sort()).toEqual(made.slice(10).map((e) => e.id).sort());
    expect(notRecorded()).toBe(10);
    expect(statsAlert.value).toContain('could not be saved');
    expect(statsAlert.value).toContain('Results not recorded: 10.');
    // The passing message came when results were first given up; the dialog's line follows the figure.
    expect(alert.value).toContain('Results not recorded: 1.');
    // A reload keeps the figure: it is in localStorage.
    expect(localStorage.getItem('solitaire:stats-not-recorded')).toBe('10');

    idb.refuse = false;
    await flushStats();
    expect(stored()).toMatchObject({ games: { citadel: applyEntries(emptyStats(), made.slice(10)).stats.games.citadel } });
    expect(stored().games.citadel.won).toBe(OUTBOX_CAP);
    expect(outbox()).toHaveLength(0);
    // Shown once the statistics are written, then the figure starts again from 0.
    expect(statsAlert.value).toBe(`Results not recorded: 10. While the browser refused to save your statistics, only the newest ${OUTBOX_CAP} results were kept to be counted; these older ones are left out of the figures.`);
    expect(notRecorded()).toBe(0);
  });

  it('writes what waits when the page is shown again, and when the browser is back online', async () => {
    await bootStats();
    const wakes = [() => document.dispatchEvent(new Event('visibilitychange')), () => window.dispatchEvent(new Event('online'))];
    for (const [i, wake] of wakes.entries()) {
      idb.refuse = true;
      queueResult(win(i + 1));
      await flushStats();
      expect(outbox()).toHaveLength(1);
      idb.refuse = false;
      wake();
      await vi.waitFor(() => expect(stored()?.games.citadel.won).toBe(i + 1));
      expect(outbox()).toHaveLength(0);
    }
  });
});
