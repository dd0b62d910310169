/**
 * What the solver worker does with each message: `runJob` answers one job (pure, synchronous, with a
 * `shouldStop` polled between nodes); `createHost` turns messages into jobs and replies. Kept apart
 * from worker.ts so tests drive the very same code in Node, directly or in a worker thread.
 */
import { gameDef, inPlacement, type Position } from '../../engine/index.ts';
import { solve } from '../../solver/index.ts';
import { hintBigBen } from '../../solver/hint-big-ben.ts';
import { hintReason } from '../../solver/reason.ts';
import { othersProvedLost, PROOF_MS } from './only-move.ts';
import { lineFromStart } from '../state/winnable.ts';
import { BUDGET_MS, type Answers, type FromWorker, type HintAnswer, type JobKind, type JobOptions, type ToWorker } from './protocol.ts';
import { mulberry32 as seeded } from '../../engine/rng.ts';
import { drawRated, rateMark } from './draw.ts';

/**
 * The clock every job's time budget is read on: monotonic, so a step of the wall clock (a phone's
 * clock set forward, a machine restored from a snapshot) neither ends a search nor lengthens it.
 */
const clock = (): number => performance.now();

export function runJob<K extends JobKind>(kind: K, pos: Position, opts: JobOptions, shouldStop: () => boolean): Answers[K] {
  const budgetMs = opts.budgetMs ?? BUDGET_MS[kind];
  const solveOpts = { budgetMs, shouldStop, now: clock, ...(opts.maxNodes === undefined ? {} : { maxNodes: opts.maxNodes }) };
  switch (kind) {
    case 'hint':
      return hint(pos, opts, budgetMs, shouldStop) as Answers[K];
    case 'check': {
      // Selective Castle while placing: a win from some layout of the remaining cards.
      const r = inPlacement(gameDef(pos.game), pos) ? lineFromStart(pos, (p) => solve(p, solveOpts)) : solve(pos, solveOpts);
      return { verdict: r.verdict, nodes: r.nodes } as Answers[K];
    }
    case 'line':
      return lineFromStart(pos, (p) => solve(p, solveOpts)) as Answers[K];
    case 'rate':
      return { mark: rateMark(pos.game, opts.deal ?? '') } as Answers[K];
    case 'draw':
      return drawRated(pos.game, {
        levels: opts.levels ?? [],
        ...(opts.candidates ? { candidates: opts.candidates } : {}),
        ...(opts.deal === undefined ? {} : { current: opts.deal }),
        budgetMs,
        random: Math.random,
        now: clock,
        shouldStop,
      }) as Answers[K];
    default: {
      const r = solve(pos, solveOpts);
      return { verdict: r.verdict, moves: r.moves, nodes: r.nodes, ms: r.ms } as Answers[K];
    }
  }
}

function hint(pos: Position, opts: JobOptions, budgetMs: number, shouldStop: () => boolean): HintAnswer {
  const def = gameDef(pos.game);
  if (inPlacement(def, pos)) return { kind: 'unknown' };
  if (def.stockActions) {
    // hintBigBen takes no stop callback; a clock that jumps past every deadline stops it as surely.
    const now = (): number => (shouldStop() ? Infinity : clock());
    const h = hintBigBen(pos, {
      budgetMs,
      now,
      ...(opts.samples === undefined ? {} : { samples: opts.samples }),
      // Seeded from what the player sees (never the stock's order): asking twice gives the same hint.
      random: seeded(opts.seed ?? visibleSeed(pos)),
    });
    // Its reason reads the piles face up only; no move is claimed the only one (that proof needs the stock's order).
    if (h.move) return { kind: 'move', move: h.move, reason: hintReason(pos, h.move), source: 'sampled', wins: h.wins, samples: h.samples };
    return h.samples > 0 && !shouldStop() ? { kind: 'none', source: 'sampled' } : { kind: 'unknown' };
  }
  const started = clock();
  const r = solve(pos, { budgetMs, shouldStop, now: clock });
  const first = r.moves[0];
  if (r.verdict === 'won' && first) {
    // The proofs that every other move loses get what is left of the hint's time, PROOF_MS at most.
    const until = Math.min(started + budgetMs, clock() + PROOF_MS);
    const othersLost = othersProvedLost(pos, first, { until, now: clock, shouldStop });
    return { kind: 'move', move: first, reason: hintReason(pos, first, { othersLost }), source: 'solver' };
  }
  return r.verdict === 'impossible' ? { kind: 'none', source: 'solver' } : { kind: 'unknown' };
}

/** A hash of the visible cards (rows, foundations, waste) and the stock's size only. */
function visibleSeed(pos: Position): number {
  const seen = JSON.stringify([pos.tableau, pos.foundations, pos.waste, pos.stock.length]);
  let h = 2166136261;
  for (let i = 0; i < seen.length; i++) h = Math.imul(h ^ seen.charCodeAt(i), 16777619);
  return h >>> 0;
}


/**
 * Answers messages one at a time. A job whose flag is already raised when it is read (cancelled
 * while waiting) still answers, at once, with `unknown`, so the client always hears back.
 */
export function createHost(post: (msg: FromWorker) => void): (msg: ToWorker) => void {
  return (msg) => {
    if (msg.type !== 'run') return; // a cancel without shared memory: the client terminates the worker
    const flag = msg.flag ? new Int32Array(msg.flag) : undefined;
    const stopped = (): boolean => (flag ? Atomics.load(flag, 0) === 1 : false);
    try {
      post({ id: msg.id, ok: true, answer: runJob(msg.kind, msg.pos, msg.opts, stopped) });
    } catch (e) {
      post({ id: msg.id, ok: false, error: e instanceof Error ? e.message : String(e) });
    }
  };
}
