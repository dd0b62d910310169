/**
 * A queue worker's sandboxed processor: solves (or plays blind) a chunk's deals one after another in its own
 * worker thread (so the worker's main thread keeps renewing the job's lock however long a deal
 * takes) and answers with the records and its solver version for the chunk's game.
 */
import type { SandboxedJob } from 'bullmq';
import { solveDeal } from '../../solver/node/solve-deal.ts';
import { solverVersion } from '../../solver/node/version.ts';
import { dealsOf, type ChunkJob, type ChunkResult } from './chunks.ts';

export default function processChunk(job: SandboxedJob<ChunkJob, ChunkResult>): ChunkResult {
  const { game, budgetMs, maxNodes, blind } = job.data;
  const records = [];
  for (const deal of dealsOf({ first: BigInt(job.data.first), last: BigInt(job.data.last) })) {
    records.push(solveDeal({ game, deal, ...(budgetMs !== undefined ? { budgetMs } : {}), ...(maxNodes !== undefined ? { maxNodes } : {}), ...(blind ? { blind } : {}) }));
  }
  return { solver: solverVersion(game), records };
}
