/**
 * One survey deal, solved, or played blind by the Big Ben policy: what a local worker thread and a
 * queue worker both run, so that the same deal under the same node budget (or blind policy) gets
 * the same record wherever it is done.
 */
import { clonePosition, dealPosition, gameDef, inPlacement, isLegal, isWon, makeMove, play, type Move, type Position } from '../../engine/index.ts';
import { solve } from '../index.ts';
import { playBlind, type BlindPolicy } from '../blind-big-ben.ts';
import type { SurveyRecord } from '../stats.ts';

export interface SurveyJob {
  game: string;
  /** The deal number's canonical decimal text (deals go up to 10^20, past a double's exact range). */
  deal: string;
  /** Wall-clock budget; none when absent (a node budget alone). */
  budgetMs?: number;
  /** A node budget as well, for surveys that must not depend on the machine's load. */
  maxNodes?: number;
  /** Big Ben played to its end by this blind policy instead of solved (no time or node budget then). */
  blind?: BlindPolicy;
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

/**
 * Throws unless the solver's line (found on its own board, castle-board.ts) wins the deal through
 * the engine's own rules: a survey's "won" is a line checked when it was found, so a file may leave
 * its lines out and stay true.
 */
export function checkWin(from: Position, moves: readonly Move[], deal: string): void {
  const pos = clonePosition(from), def = gameDef(pos.game);
  moves.forEach((m, i) => {
    if (!isLegal(pos, m, def)) throw new Error(`${pos.game} deal ${deal}: the solver's move ${i + 1} (${makeMove(m)}) is illegal`);
    play(pos, m, def);
  });
  if (!isWon(pos, def)) throw new Error(`${pos.game} deal ${deal}: the solver's ${moves.length} moves do not win`);
}

export function solveDeal(job: SurveyJob): SurveyRecord {
  const pos = dealPosition(job.game, job.deal);
  if (!pos.ok) throw new Error(pos.message);
  if (job.blind) {
    if (job.game !== 'big-ben') throw new Error(`${job.game} hides no card: only Big Ben is played blind`);
    // Played through the engine's own rules (apply, isWon): its win needs no second replay.
    const g = playBlind(pos.value, { policy: job.blind });
    return { deal: job.deal, verdict: g.verdict === 'won' ? 'won' : 'lost', moves: g.moves.map(makeMove), nodes: g.nodes, ms: g.ms };
  }
  const budget = { ...(job.budgetMs !== undefined && Number.isFinite(job.budgetMs) ? { budgetMs: job.budgetMs } : {}), ...(job.maxNodes ? { maxNodes: job.maxNodes } : {}) };
  const start = placed(pos.value);
  const r = solve(clonePosition(start), budget);
  if (r.verdict === 'won') checkWin(start, r.moves, job.deal);
  return { deal: job.deal, verdict: r.verdict, moves: r.moves.map(makeMove), nodes: r.nodes, ms: r.ms };
}
