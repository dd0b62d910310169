/**
 * One survey deal, solved: what a local worker thread and a queue worker both run, so that the
 * same deal under the same node budget gets the same record wherever it is solved.
 */
import { dealPosition, gameDef, inPlacement, makeMove, play, type Position } from '../../engine/index.ts';
import { solve } from '../index.ts';
import type { SurveyRecord } from '../stats.ts';

export interface SurveyJob {
  game: string;
  /** The deal number's canonical decimal text (deals go up to 10^20, past a double's exact range). */
  deal: string;
  /** Wall-clock budget; none when absent (a node budget alone). */
  budgetMs?: number;
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

export function solveDeal(job: SurveyJob): SurveyRecord {
  const pos = dealPosition(job.game, job.deal);
  if (!pos.ok) throw new Error(pos.message);
  const budget = { ...(job.budgetMs !== undefined && Number.isFinite(job.budgetMs) ? { budgetMs: job.budgetMs } : {}), ...(job.maxNodes ? { maxNodes: job.maxNodes } : {}) };
  const r = solve(placed(pos.value), budget);
  return { deal: job.deal, verdict: r.verdict, moves: r.moves.map(makeMove), nodes: r.nodes, ms: r.ms };
}
