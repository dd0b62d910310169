/**
 * The work a queue survey hands out: chunks of consecutive deals on a fixed grid (chunk k holds
 * deals k·size+1 … (k+1)·size, cut to the survey's range), so that a survey started again, or
 * resumed with part of its deals done, names the same chunks the same way and BullMQ, which keeps
 * one job per id, never queues the same work twice. Pure: no Redis here.
 */
import type { SurveyRecord } from '../../solver/stats.ts';
import type { BlindPolicy } from '../../solver/blind-big-ben.ts';

/** What a worker is asked: one chunk under one budget, for one solver version. */
export interface ChunkJob {
  game: string;
  /** First and last deal, inclusive, as canonical decimal text (deals go up to 10^20). */
  first: string;
  last: string;
  /** Absent: no limit of that kind. */
  budgetMs?: number;
  maxNodes?: number;
  /** Big Ben played blind by this policy instead of solved. */
  blind?: BlindPolicy;
  solver: string;
}

/** What a worker answers: its solver version and one record per deal of the chunk. */
export interface ChunkResult {
  solver: string;
  records: SurveyRecord[];
}

export interface Chunk {
  first: bigint;
  last: bigint;
}

/** Deals per chunk unless told otherwise: a few seconds of work at most budgets, little lost to a kill. */
export const DEFAULT_CHUNK = 10;

/** The grid's chunks that meet deals from … from+count−1, in order (streamed: a survey may be 10^8 deals). */
export function* chunksOf(from: bigint, count: bigint, size: number): Generator<Chunk> {
  const n = BigInt(size), end = from + count - 1n;
  for (let first = from; first <= end; ) {
    const cellEnd = ((first - 1n) / n + 1n) * n;
    const last = cellEnd < end ? cellEnd : end;
    yield { first, last };
    first = last + 1n;
  }
}

export function* dealsOf(c: Chunk): Generator<string> {
  for (let d = c.first; d <= c.last; d++) yield String(d);
}

/**
 * The budget as a job id says it: `ms10000`, `nodes50000`, `ms10000+nodes50000` or `unlimited`;
 * played blind, the policy: `blind8x20000` (samples × nodes of each), `-nosafe` when it samples safe moves too.
 */
export function budgetName(budgetMs: number | undefined, maxNodes: number | undefined, blind?: BlindPolicy): string {
  if (blind) return `blind${blind.samples}x${blind.nodesPerSolve}${blind.safeFirst ? '' : '-nosafe'}`;
  const parts = [...(budgetMs !== undefined ? [`ms${budgetMs}`] : []), ...(maxNodes !== undefined ? [`nodes${maxNodes}`] : [])];
  return parts.length ? parts.join('+') : 'unlimited';
}

/** A chunk's job id: game, deals, budget and solver version (BullMQ ids may not hold ':'). */
export function jobId(job: ChunkJob): string {
  return [job.game, `${job.first}-${job.last}`, budgetName(job.budgetMs, job.maxNodes, job.blind), job.solver].join('/');
}

/** One queue per solver version: a worker only ever takes work asked of its own solver. */
export const queueName = (solver: string): string => `solitaire-survey-${solver}`;

/** Chunk-level words for logs: `fortress 1–10`. */
export const chunkName = (job: Pick<ChunkJob, 'game' | 'first' | 'last'>): string =>
  `${job.game} ${job.first}${job.first === job.last ? '' : `–${job.last}`}`;
