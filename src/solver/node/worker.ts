/** A survey worker: receives {game, deal, budgetMs}, replies with one survey record. */
import { parentPort } from 'node:worker_threads';
import { dealPosition, makeMove } from '../../engine/index.ts';
import { solve } from '../index.ts';
import type { SurveyRecord } from '../stats.ts';

export interface SurveyJob {
  game: string;
  deal: number;
  budgetMs: number;
}

function solveDeal(job: SurveyJob): SurveyRecord {
  const pos = dealPosition(job.game, String(job.deal));
  if (!pos.ok) throw new Error(pos.message);
  const r = solve(pos.value, { budgetMs: job.budgetMs });
  return { deal: job.deal, verdict: r.verdict, moves: r.moves.map(makeMove), nodes: r.nodes, ms: r.ms };
}

parentPort?.on('message', (job: SurveyJob) => parentPort?.postMessage(solveDeal(job)));
