/**
 * Moving a run at once (the castle family, GameDef.runMoves; PySolFC and KPatience call it a
 * supermove): the cards on a row from some card up, each built on the one under it, go to another
 * row in one go when the player could make the same move card by card through the empty rows. The
 * rules keep single-card moves: a run move is worked out as those single-card moves and each is
 * checked. The app plays runs by this rule; the solver's beams (castle-runs.ts) take its capacity.
 */
import { clonePosition, isLegal, play, rowAccepts } from './rules.ts';
import type { Card } from './cards.ts';
import type { GameDef, Move, Position } from './types.ts';

/** Whether the cards of `row` from `index` up form a run (each built on the one under it by the game's rule). */
export function isRun(def: GameDef, row: readonly Card[], index: number): boolean {
  if (index < 0 || index >= row.length) return false;
  for (let k = index + 1; k < row.length; k++) if (!rowAccepts(def, row.slice(0, k), row[k]!)) return false;
  return true;
}

/** The most cards a run move can take with `free` empty rows to park them in (the destination not counted): 2^free. */
export const runCapacity = (free: number): number => 2 ** free;

/** Where a run of `n` cards goes card by card: half parked in an empty row, the rest moved, the half put back on. */
function steps(from: number, to: number, n: number, free: readonly number[]): [number, number][] | null {
  if (n === 1) return [[from, to]];
  const [park, ...rest] = free;
  if (park === undefined) return null;
  const parked = Math.min(n - 1, runCapacity(rest.length));
  if (n - parked > runCapacity(rest.length)) return null;
  const a = steps(from, park, parked, rest), b = steps(from, to, n - parked, rest), c = steps(park, to, parked, rest);
  return a && b && c ? [...a, ...b, ...c] : null;
}

export type RunPlan =
  /** The single-card moves that make the run move, each legal in turn. */
  | { readonly kind: 'run'; readonly moves: readonly Move[]; readonly cards: number }
  /** The row would take the run, but there are not enough empty rows to move it card by card. */
  | { readonly kind: 'too-long'; readonly cards: number; readonly max: number; readonly empty: number }
  | { readonly kind: 'none' };

const none: RunPlan = { kind: 'none' };

/** Whether a game moves runs: the castle family (Big Ben's piles are not built that way), once play has begun. */
export const movesRuns = (def: GameDef, pos: Position): boolean => def.runMoves && pos.stock.length === 0;

/** The run from card `index` of row `from` to row `to`, as single-card moves, or why it cannot go. */
export function planRun(pos: Position, def: GameDef, from: number, index: number, to: number): RunPlan {
  const row = pos.tableau[from], target = pos.tableau[to];
  if (!movesRuns(def, pos) || !row || !target || from === to || !isRun(def, row, index)) return none;
  const cards = row.length - index;
  if (!rowAccepts(def, target, row[index]!)) return none;
  const free = pos.tableau.flatMap((r, i) => (r.length === 0 && i !== from && i !== to ? [i] : []));
  const max = runCapacity(free.length);
  if (cards > max) return { kind: 'too-long', cards, max, empty: free.length };
  const path = steps(from, to, cards, free);
  if (!path) return none;
  const moves: Move[] = path.map(([a, b]) => ({ kind: 'tableau', from: a, to: b }));
  const p = clonePosition(pos);
  for (const m of moves) {
    if (!isLegal(p, m, def)) return none;
    play(p, m, def);
  }
  return { kind: 'run', moves, cards };
}

/** The lowest card of row `from`'s top run that row `to` takes (on an empty row: the longest run that can go). */
export function runFor(pos: Position, def: GameDef, from: number, to: number): RunPlan {
  const row = pos.tableau[from] ?? [];
  let best: RunPlan = none;
  for (let index = row.length - 2; index >= 0 && isRun(def, row, index); index--) {
    const plan = planRun(pos, def, from, index, to);
    if (plan.kind === 'run' || (plan.kind === 'too-long' && best.kind !== 'run')) best = plan;
  }
  return best;
}

/** The rows a run from card `index` can go to, best first: onto a card, then an empty row; else why not. */
export function runTargets(pos: Position, def: GameDef, from: number, index: number): { runs: { to: number; plan: RunPlan & { kind: 'run' } }[]; tooLong?: RunPlan & { kind: 'too-long' } } {
  const runs: { to: number; plan: RunPlan & { kind: 'run' } }[] = [];
  let tooLong: (RunPlan & { kind: 'too-long' }) | undefined;
  pos.tableau.forEach((_, to) => {
    const plan = planRun(pos, def, from, index, to);
    if (plan.kind === 'run') runs.push({ to, plan });
    else if (plan.kind === 'too-long') tooLong ??= plan;
  });
  runs.sort((a, b) => Number(pos.tableau[a.to]!.length === 0) - Number(pos.tableau[b.to]!.length === 0));
  return { runs, tooLong };
}
