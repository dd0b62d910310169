/** A survey worker: receives {game, deal, budgetMs}, replies with one survey record. */
import { parentPort } from 'node:worker_threads';
import { dealPosition, gameDef, inPlacement, makeMove, play, type Position } from '../../engine/index.ts';
import { solve } from '../index.ts';
import type { SurveyRecord } from '../stats.ts';

export interface SurveyJob {
  game: string;
  deal: number;
  budgetMs: number;
  /** A node budget as well, for surveys that must not depend on the machine's load. */
  maxNodes?: number;
}

/**
 * Selective Castle's deals leave the layout to the player; a survey places the cards round-robin
 * over the eight rows, which gives exactly the Beleaguered Castle layout of the same deal.
 */
function placed(pos: Position): Position {
  const def = gameDef(pos.game);
  for (let k = 0; inPlacement(def, pos); k++) play(pos, { kind: 'place', to: k % def.rows }, def);
  return pos;
}

function solveDeal(job: SurveyJob): SurveyRecord {
  const pos = dealPosition(job.game, String(job.deal));
  if (!pos.ok) throw new Error(pos.message);
  const r = solve(placed(pos.value), { budgetMs: job.budgetMs, ...(job.maxNodes ? { maxNodes: job.maxNodes } : {}) });
  return { deal: job.deal, verdict: r.verdict, moves: r.moves.map(makeMove), nodes: r.nodes, ms: r.ms };
}

parentPort?.on('message', (job: SurveyJob) => parentPort?.postMessage(solveDeal(job)));
