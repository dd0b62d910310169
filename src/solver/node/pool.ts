/**
 * The local survey pool: piscina's worker threads, each solving one deal at a time. Deals are
 * pulled from an iterable as threads free up (at most two per thread queued), so a survey of 10^8
 * deals holds a handful of them at once; records come back in completion order through `onRecord`.
 * When `onRecord` throws (a full disk), no further deal is started and the error is thrown once the
 * deals already running are back.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { SurveyRecord } from '../stats.ts';
import type { SurveyJob } from './solve-deal.ts';
import type { BlindPolicy } from '../blind-big-ben.ts';

export interface PoolOptions {
  game: string;
  deals: Iterable<string>;
  workers: number;
  budgetMs?: number;
  maxNodes?: number;
  /** Big Ben played blind by this policy instead of solved. */
  blind?: BlindPolicy;
  onRecord: (r: SurveyRecord) => void;
}

/** Threads beyond the machine's cores only slow every deal down: the pool's upper bound. */
export const maxWorkers = (): number => Math.max(1, availableParallelism());

export async function runPool(opts: PoolOptions): Promise<void> {
  const threads = Math.max(1, Math.min(opts.workers, maxWorkers()));
  const pool = new Piscina<SurveyJob, SurveyRecord>({
    filename: new URL('./worker.js', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    maxQueue: threads * 2,
    idleTimeout: 1000,
  });
  const deals = opts.deals[Symbol.iterator]();
  let failure: unknown;
  const budget = {
    ...(opts.budgetMs !== undefined && Number.isFinite(opts.budgetMs) ? { budgetMs: opts.budgetMs } : {}),
    ...(opts.maxNodes ? { maxNodes: opts.maxNodes } : {}),
    ...(opts.blind ? { blind: opts.blind } : {}),
  };
  const lane = async (): Promise<void> => {
    while (failure === undefined) {
      const d = deals.next();
      if (d.done) return;
      const record = await pool.run({ game: opts.game, deal: d.value, ...budget });
      if (failure !== undefined) return;
      try {
        opts.onRecord(record);
      } catch (e) {
        failure = e;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: threads }, lane));
  } finally {
    await pool.destroy();
  }
  if (failure !== undefined) throw failure;
}
