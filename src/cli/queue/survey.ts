/**
 * The queue side of `survey --queue`: puts a survey's chunks on the BullMQ queue of this solver
 * version and hands back each deal's record once, as chunks complete. Jobs are named by chunk
 * (chunks.ts), so a survey started again adds nothing that is already queued, running or done,
 * and collects what workers finished while it was away. At most WINDOW chunks are on the queue at
 * a time, so a survey of 10^8 deals never fills Redis.
 *
 * Completions arrive as QueueEvents; a sweep of the chunks in hand every SWEEP_MS catches what an
 * event missed (the survey or Redis restarted), re-adds a chunk Redis lost, and retries a chunk
 * that failed before this run. A chunk is removed from Redis once its records are handed on.
 * Answers from another solver version, or malformed ones, are left out and the chunk queued again.
 */
import { Queue, QueueEvents } from 'bullmq';
import { SOLVER_VERSION, solverVersion } from '../../solver/node/version.ts';
import type { SurveyRecord } from '../../solver/stats.ts';
import type { BlindPolicy } from '../../solver/blind-big-ben.ts';
import { clip, excerpt } from '../excerpt.ts';
import { parseSurveyLine, recordLine } from '../survey-file.ts';
import { QueueSurveyError } from './error.ts';
import { chunkName, chunksOf, dealsOf, jobId, queueName, type ChunkJob, type ChunkResult } from './chunks.ts';
import type { QueueAddress } from './redis.ts';

export interface QueueSurvey {
  address: QueueAddress;
  game: string;
  from: bigint;
  count: bigint;
  /** Deals per chunk. */
  chunk: number;
  budgetMs?: number;
  maxNodes?: number;
  /** Big Ben played blind by this policy instead of solved. */
  blind?: BlindPolicy;
  /** Whether a deal (canonical text) is already in the survey file. */
  done: (deal: string) => boolean;
  /** Called once per deal not done, as its chunk completes. */
  onRecord: (r: SurveyRecord) => void;
  /** A line for the user (stderr). */
  note: (text: string) => void;
}

const WINDOW = 1000;
const SWEEP_MS = 2000;
const CONNECT_MS = 10_000;
/** Quiet this long with chunks queued: say whether any worker is there to take them. */
const STALL_MS = 15_000;
const WEEK_S = 7 * 24 * 3600;

interface InHand {
  job: ChunkJob;
  /** Deals of the chunk still to hand on. */
  left: Set<string>;
}

/** A worker's answer, checked as a survey file's lines are (one validation for both). */
function validResult(v: unknown): v is ChunkResult {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Partial<ChunkResult>;
  return (
    typeof r.solver === 'string' &&
    Array.isArray(r.records) &&
    r.records.every((rec: SurveyRecord) => {
      const line = typeof rec === 'object' && rec !== null ? parseSurveyLine(recordLine(rec)) : undefined;
      return line?.kind === 'record' && line.record.deal === rec.deal;
    })
  );
}

export async function runQueueSurvey(s: QueueSurvey): Promise<{ failed: string[] }> {
  // The queue is the whole solver's (a worker takes every game's chunks); an answer must carry the game's version.
  const solver = solverVersion(s.game);
  const name = queueName(SOLVER_VERSION);
  // Retries for ever once the survey has started, but not after it gave up reaching Redis at all.
  let givenUp = false;
  const retry = s.address.options.retryStrategy!;
  const connection = { ...s.address.options, retryStrategy: (times: number) => (givenUp ? null : retry(times)) };
  const queue = new Queue<ChunkJob, ChunkResult>(name, {
    connection,
    defaultJobOptions: { attempts: 3, removeOnComplete: { age: WEEK_S }, removeOnFail: { age: WEEK_S } },
  });
  const events = new QueueEvents(name, { connection });
  let lastError = '';
  const onError = (e: Error): void => {
    const message = clip(e.message.split('\n')[0]!, 120);
    if (message !== lastError) s.note(`survey: ${s.address.shown}: ${message} (retrying)`);
    lastError = message;
  };
  queue.on('error', onError);
  events.on('error', onError);

  const inHand = new Map<string, InHand>();
  const cells = chunksOf(s.from, s.count, s.chunk);
  const retried = new Set<string>();
  const failed: string[] = [];
  let exhausted = false, lastProgress = Date.now(), lastHint = 0, lastSweep = Date.now();
  let wake: (sweepToo?: boolean) => void = () => {};
  let failure: unknown;

  const jobOf = (first: bigint, last: bigint): ChunkJob => ({
    game: s.game,
    first: String(first),
    last: String(last),
    ...(s.budgetMs !== undefined ? { budgetMs: s.budgetMs } : {}),
    ...(s.maxNodes !== undefined ? { maxNodes: s.maxNodes } : {}),
    ...(s.blind ? { blind: s.blind } : {}),
    solver,
  });
  const add = (ids: string[]): Promise<unknown> =>
    ids.length ? queue.addBulk(ids.map((id) => ({ name: chunkName(inHand.get(id)!.job), data: inHand.get(id)!.job, opts: { jobId: id } }))) : Promise.resolve();

  async function fill(): Promise<void> {
    const ids: string[] = [];
    while (!exhausted && inHand.size < WINDOW) {
      const next = cells.next();
      if (next.done) {
        exhausted = true;
        break;
      }
      const left = new Set([...dealsOf(next.value)].filter((d) => !s.done(d)));
      if (!left.size) continue;
      const job = jobOf(next.value.first, next.value.last);
      inHand.set(jobId(job), { job, left });
      ids.push(jobId(job));
    }
    await add(ids);
  }

  const requeue = async (id: string, state: 'completed' | 'failed'): Promise<void> => {
    const job = await queue.getJob(id);
    await (job ? job.retry(state) : add([id]));
  };

  /** Hands on a completed chunk's records (synchronously, so an event and a sweep cannot both do it). */
  function collect(id: string, result: unknown): void {
    const held = inHand.get(id);
    if (!held) return;
    if (!validResult(result) || result.solver !== solver) {
      s.note(`survey: ${chunkName(held.job)} came back from ${validResult(result) ? `solver ${excerpt(result.solver)}, not ${solver}` : 'a worker with a malformed answer'}: left out, queued again`);
      void requeue(id, 'completed').catch(onError);
      return;
    }
    const mine = result.records.filter((r) => held.left.has(r.deal));
    if (new Set(mine.map((r) => r.deal)).size !== held.left.size) {
      s.note(`survey: ${chunkName(held.job)} came back without all its deals: left out, queued again`);
      void requeue(id, 'completed').catch(onError);
      return;
    }
    inHand.delete(id);
    try {
      for (const r of mine) if (held.left.delete(r.deal)) s.onRecord(r);
    } catch (e) {
      // The file cannot take the records (a full disk): stop; the chunk stays in Redis for the rerun.
      failure ??= e;
      wake();
      return;
    }
    lastProgress = Date.now();
    void queue.remove(id).catch(() => {});
    wake();
  }

  async function sweep(): Promise<void> {
    const ids = [...inHand.keys()];
    const states = await Promise.all(ids.map((id) => queue.getJobState(id)));
    await Promise.all(
      ids.map(async (id, i) => {
        const state = states[i];
        if (state === 'unknown') return add([id]);
        if (state !== 'completed' && state !== 'failed') return;
        const job = await queue.getJob(id);
        if (!job || !inHand.has(id)) return;
        if (state === 'completed') return collect(id, job.returnvalue);
        if (!retried.has(id)) {
          retried.add(id);
          return job.retry('failed');
        }
        s.note(`survey: ${chunkName(inHand.get(id)!.job)} failed on the workers: ${excerpt(job.failedReason)}`);
        failed.push(...inHand.get(id)!.left);
        inHand.delete(id);
      }),
    );
  }

  async function hint(): Promise<void> {
    if (Date.now() - lastProgress < STALL_MS || Date.now() - lastHint < 4 * STALL_MS) return;
    lastHint = Date.now();
    const workers = await queue.getWorkersCount();
    if (workers === 0) s.note(`survey: no worker on solver ${solver} is taking chunks from ${s.address.shown}; start \`solitaire worker --queue ${s.address.shown}\` on machines with this same version`);
  }

  events.on('completed', ({ jobId: id, returnvalue }) => {
    let value: unknown = returnvalue;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        value = undefined;
      }
    }
    collect(id, value);
  });
  events.on('failed', () => wake(true));

  try {
    const ready = Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), CONNECT_MS)));
    const first = await Promise.race([ready, late]);
    clearTimeout(timer);
    givenUp = first === 'late';
    if (first === 'late') throw new QueueSurveyError(`cannot reach Redis at ${s.address.shown}${lastError ? `: ${lastError}` : ''}`);
    await fill();
    while (inHand.size || !exhausted) {
      // Woken by a completion: only top the queue up; by the clock or a failure: sweep as well.
      const sweepToo = await new Promise<boolean>((resolve) => {
        const t = setTimeout(() => resolve(true), SWEEP_MS);
        wake = (sweepToo = false) => {
          clearTimeout(t);
          resolve(sweepToo);
        };
      });
      if (failure !== undefined) throw failure;
      const sweeping = sweepToo || Date.now() - lastSweep >= SWEEP_MS;
      try {
        if (sweeping) {
          lastSweep = Date.now();
          await sweep();
        }
        await fill();
        if (sweeping) await hint();
      } catch (e) {
        // Chunks not added yet are found missing by the next sweep and added then.
        onError(e as Error);
      }
      if (failure !== undefined) throw failure;
    }
    return { failed };
  } finally {
    await (givenUp ? Promise.allSettled([events.disconnect(), queue.disconnect()]) : Promise.allSettled([events.close(), queue.close()]));
  }
}
