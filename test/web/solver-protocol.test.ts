/**
 * The in-app solver's worker protocol: jobs answer with their id, and cancel really stops a running
 * search — through the shared flag polled between nodes, or by terminating the worker — checked by
 * verdicts and node counts, never by timing. Real worker threads run the very host the browser runs.
 */
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { apply, dealPosition, gameDef, isLegal, legalMoves, parseCard, parseMove, type Card, type Position } from '../../src/engine/index.ts';
import { solve } from '../../src/solver/index.ts';
import { hintReason } from '../../src/solver/reason.ts';
import { othersProvedLost } from '../../src/web/search/only-move.ts';
import { sameMove } from '../../src/web/state/winnable.ts';
import { SolverClient, type WorkerLike } from '../../src/web/search/client.ts';
import { createHost, runJob } from '../../src/web/search/jobs.ts';
import type { FromWorker, ToWorker } from '../../src/web/search/protocol.ts';
import { withClockStep } from '../solver/clock-step.ts';
import { rateMark } from '../../src/web/search/draw.ts';

function deal(game: string, n: string): Position {
  const r = dealPosition(game, n);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

/**
 * Streets and Alleys 186: still undecided after 10 s and 10 million nodes, so a search of it is
 * long (Beleaguered Castle 5, used before, is now decided in well under a second).
 */
const HARD = deal('streets-and-alleys', '186');
const EASY = deal('citadel', '1');

/** A stop that answers true from its `after`-th poll on (the search polls it every few thousand nodes). */
function stopAfter(after: number): { stop: () => boolean; polls: () => number } {
  let polls = 0;
  return { stop: () => ++polls >= after, polls: () => polls };
}

describe('runJob (the worker handler, called directly)', () => {
  it('a cancelled solve of a hard deal ends with unknown, a few polls in', () => {
    const s = stopAfter(3);
    const r = runJob('solve', HARD, { budgetMs: 1e9 }, s.stop);
    expect(r.verdict).toBe('unknown');
    expect(r.moves).toEqual([]);
    expect(s.polls()).toBeLessThan(10); // it stopped soon after the first poll that said so
    expect(r.nodes).toBeGreaterThan(0);
    expect(r.nodes).toBeLessThan(50_000);
  });

  it('an uncancelled job answers: a hint is a legal first move of a win, a check says won', () => {
    const h = runJob('hint', EASY, {}, () => false);
    expect(h.kind).toBe('move');
    if (h.kind === 'move') {
      expect(h.source).toBe('solver');
      expect(isLegal(EASY, h.move)).toBe(true);
    }
    expect(runJob('check', EASY, {}, () => false).verdict).toBe('won');
  });

  it('a castle hint comes with its reason, read from the position (or the only move, proved)', () => {
    const h = runJob('hint', EASY, {}, () => false);
    if (h.kind !== 'move') throw new Error(`Citadel 1 has a hint, got ${h.kind}`);
    const others = legalMoves(EASY).filter((m) => !sameMove(m, h.move));
    const lost = others.every((m) => solve(apply(EASY, m), { budgetMs: 5000 }).verdict === 'impossible');
    expect(h.reason).toEqual(hintReason(EASY, h.move, { othersLost: lost && others.length > 0 }));
  });

  it('Beleaguered Castle 6 from its start: the hint is the only move that keeps the game winnable, each other move proved lost', () => {
    const pos = deal('beleaguered-castle', '6');
    const h = runJob('hint', pos, {}, () => false);
    expect(h.kind === 'move' && h.reason).toEqual({ kind: 'only' });
    if (h.kind !== 'move') return;
    const others = legalMoves(pos).filter((m) => !sameMove(m, h.move));
    expect(others.length).toBeGreaterThan(0);
    for (const m of others) expect(solve(apply(pos, m), { budgetMs: 5000 }).verdict).toBe('impossible');
  });

  it('a Big Ben hint is sampled and can be cancelled too', () => {
    const pos = deal('big-ben', '1');
    const h = runJob('hint', pos, { samples: 4, seed: 1, budgetMs: 60_000 }, () => false);
    expect(h.kind === 'move' && h.source === 'sampled' && h.samples === 4 && h.wins > 0).toBe(true);
    if (h.kind === 'move') expect(isLegal(pos, h.move)).toBe(true);
    const cancelled = runJob('hint', pos, { samples: 50, budgetMs: 1e9 }, stopAfter(1).stop);
    expect(cancelled).toEqual({ kind: 'unknown' });
  });

  it('a Big Ben hint depends on what the player sees, never on the order of the hidden stock', () => {
    const pos = deal('big-ben', '3');
    const shuffledStock = { ...pos, stock: [...pos.stock].reverse() };
    const opts = { samples: 2, budgetMs: 120_000 };
    const a = runJob('hint', pos, opts, () => false);
    expect(runJob('hint', shuffledStock, opts, () => false)).toEqual(a);
    expect(runJob('hint', pos, opts, () => false)).toEqual(a); // asking twice: the same hint
  });

  it('a step of the wall clock forward while a job runs spends none of its time: a check, a castle hint and its proofs, a Big Ben hint, a draw', () => {
    expect(withClockStep(() => runJob('check', EASY, { budgetMs: 60_000 }, () => false)).verdict).toBe('won');
    const pos = deal('beleaguered-castle', '6');
    expect(withClockStep(() => runJob('hint', pos, { budgetMs: 60_000 }, () => false))).toMatchObject({ kind: 'move', source: 'solver', reason: { kind: 'only' } });
    const bigBen = withClockStep(() => runJob('hint', deal('big-ben', '1'), { samples: 4, seed: 1, budgetMs: 60_000 }, () => false));
    expect(bigBen).toMatchObject({ kind: 'move', samples: 4 });
    // A draw of a very hard Citadel deal from deals 1–80 whose only one of that level is 20: it rates them all if it must.
    const candidates = Array.from({ length: 80 }, (_, i) => String(i + 1)).filter((d) => d === '20' || rateMark('citadel', d) !== 5);
    expect(withClockStep(() => runJob('draw', EASY, { levels: [5], candidates, budgetMs: 60_000 }, () => false))).toMatchObject({ deal: '20', mark: 5 });
  });

  it('the host answers each run with its id; a run whose flag is already up answers unknown at once', () => {
    const replies: FromWorker[] = [];
    const host = createHost((m) => replies.push(m));
    const flag = new SharedArrayBuffer(4);
    Atomics.store(new Int32Array(flag), 0, 1);
    host({ type: 'run', id: 7, kind: 'check', pos: HARD, opts: { budgetMs: 1e9 }, flag });
    host({ type: 'cancel', id: 7 });
    host({ type: 'run', id: 8, kind: 'check', pos: EASY, opts: {} });
    expect(replies).toEqual([
      { id: 7, ok: true, answer: { verdict: 'unknown', nodes: expect.any(Number) } },
      { id: 8, ok: true, answer: { verdict: 'won', nodes: expect.any(Number) } },
    ]);
  });
});

describe('othersProvedLost (is the hint the only move that keeps the game winnable?)', () => {
  const forever = { until: Infinity, shouldStop: () => false };
  const move = (pos: Position, text: string) => {
    const m = parseMove(text, gameDef(pos.game));
    if (!m.ok) throw new Error(m.message);
    return m.value;
  };

  it('yes on Beleaguered Castle 6’s start for 6♦ to row 2; no when another move wins too (Citadel 3)', () => {
    expect(othersProvedLost(deal('beleaguered-castle', '6'), move(deal('beleaguered-castle', '6'), 't4-t1'), forever)).toBe(true);
    const citadel = deal('citadel', '3');
    expect(othersProvedLost(citadel, move(citadel, 't0-t3'), forever)).toBe(false);
  });

  it('no when the time is up before the proofs, or when they are stopped', () => {
    const pos = deal('beleaguered-castle', '6');
    expect(othersProvedLost(pos, move(pos, 't4-t1'), { until: 0, shouldStop: () => false })).toBe(false);
    expect(othersProvedLost(pos, move(pos, 't4-t1'), { until: Infinity, shouldStop: () => true })).toBe(false);
  });

  it('no claim with a single legal move: "the only move" would tell the player nothing', () => {
    const cards = (text: string): Card[] => text.split(' ').filter(Boolean).map((w) => parseCard(w)!);
    const def = gameDef('beleaguered-castle');
    const tops = ['2C', 'KS', 'KH', 'KD', 'KC', 'JS', 'JH', 'JD'];
    const pos: Position = {
      game: def.id,
      foundations: def.foundations.map((_, i) => cards(i === 0 ? 'AC' : '')),
      tableau: tops.map((c) => cards(c)),
      stock: [],
      waste: [],
    };
    const only = legalMoves(pos);
    expect(only.length).toBe(1);
    expect(othersProvedLost(pos, only[0]!, forever)).toBe(false);
  });
});

/** A real worker thread running the host, seen through the WorkerLike interface the client uses. */
const threads: Worker[] = [];
function threadWorker(): WorkerLike {
  const w = new Worker(new URL('./solver-thread.js', import.meta.url));
  threads.push(w);
  const like: WorkerLike = {
    postMessage: (m: ToWorker) => w.postMessage(m),
    terminate: () => void w.terminate(),
    onmessage: null,
    onerror: null,
  };
  w.on('message', (data: FromWorker) => like.onmessage?.({ data }));
  w.on('error', (e) => like.onerror?.(e));
  return like;
}

afterEach(async () => {
  await Promise.all(threads.splice(0).map((w) => w.terminate()));
});

const pause = (ms: number): Promise<void> => new Promise((ok) => setTimeout(ok, ms));

describe('SolverClient with a worker thread', () => {
  it('shared flag: cancel stops the running search mid-way; the same worker takes the next job', async () => {
    const client = new SolverClient(threadWorker, { shared: true });
    expect((await client.ask('check', EASY).promise).status).toBe('done'); // the thread is up
    const job = client.ask('solve', HARD, { budgetMs: 1e9 });
    await pause(300); // let the search get going (no timing is asserted)
    job.cancel();
    const r = await job.promise;
    expect(r.status).toBe('cancelled');
    if (r.status !== 'cancelled') return;
    expect(r.answer?.verdict).toBe('unknown');
    expect(r.answer?.nodes).toBeGreaterThan(0);
    const next = await client.ask('check', EASY).promise;
    expect(next).toEqual({ status: 'done', answer: { verdict: 'won', nodes: expect.any(Number) } });
    expect(client.spawned).toBe(1);
  });

  it('no shared memory: cancel terminates the worker, a fresh one answers the next job', async () => {
    const client = new SolverClient(threadWorker, { shared: false });
    expect((await client.ask('check', EASY).promise).status).toBe('done');
    const job = client.ask('solve', HARD, { budgetMs: 1e9 });
    await pause(300);
    job.cancel();
    expect(await job.promise).toEqual({ status: 'cancelled', answer: null });
    const next = await client.ask('check', EASY).promise;
    expect(next.status === 'done' && next.answer.verdict).toBe('won');
    expect(client.spawned).toBe(2);
  });

  it('a waiting job that is cancelled never runs; the others answer in order', async () => {
    const client = new SolverClient(threadWorker, { shared: true });
    const first = client.ask('check', EASY);
    const second = client.ask('solve', HARD, { budgetMs: 1e9 });
    const third = client.ask('hint', EASY);
    second.cancel();
    expect(await second.promise).toEqual({ status: 'cancelled', answer: null });
    expect((await first.promise).status).toBe('done');
    const h = await third.promise;
    expect(h.status === 'done' && h.answer.kind).toBe('move');
  });
});

describe('SolverClient without a worker', () => {
  it('a worker that cannot start fails the job instead of hanging', async () => {
    const client = new SolverClient(() => {
      throw new Error('no Worker here');
    });
    expect(await client.ask('check', EASY).promise).toEqual({ status: 'failed', error: 'no worker' });
  });
});
