/**
 * A small worker-thread pool for surveys: each worker solves one deal at a time; results come
 * back in completion order through `onRecord`.
 */
import { Worker } from 'node:worker_threads';
import type { SurveyRecord } from '../stats.ts';
import type { SurveyJob } from './worker.ts';

export interface PoolOptions {
  game: string;
  deals: readonly number[];
  workers: number;
  budgetMs: number;
  maxNodes?: number;
  onRecord: (r: SurveyRecord) => void;
}

export async function runPool(opts: PoolOptions): Promise<void> {
  const queue = [...opts.deals];
  const size = Math.max(1, Math.min(opts.workers, queue.length));
  const workers = Array.from({ length: size }, () => new Worker(new URL('./worker.js', import.meta.url)));
  try {
    await Promise.all(workers.map((w) => drain(w, queue, opts)));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

function drain(worker: Worker, queue: number[], opts: PoolOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const next = (): void => {
      const deal = queue.shift();
      if (deal === undefined) return resolve();
      const job: SurveyJob = { game: opts.game, deal, budgetMs: opts.budgetMs, ...(opts.maxNodes ? { maxNodes: opts.maxNodes } : {}) };
      worker.postMessage(job);
    };
    worker.on('message', (r: SurveyRecord) => {
      opts.onRecord(r);
      next();
    });
    worker.on('error', reject);
    next();
  });
}
